/** The site's address when SITE_URL is not set at build time. */
export const defaultSiteUrl = "https://discovercolumbus.guide";

/**
 * The site's public base URL (canonical links, Open Graph, JSON-LD, sitemap, robots.txt): the
 * SITE_URL environment variable, else {@link defaultSiteUrl}. No trailing slash. The build defines it for the
 * app as `__SITE_URL__` (vite.config.ts); code run outside Vite (scripts, the server) reads it here.
 */
export function siteUrl(): string {
  return (process.env.SITE_URL || defaultSiteUrl).replace(/\/+$/, "");
}
