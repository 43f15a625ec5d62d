/**
 * The site's public base URL (canonical links, Open Graph, JSON-LD, sitemap, robots.txt): the
 * SITE_URL environment variable at build time, else this default. No trailing slash.
 */
export const defaultSiteUrl = "https://discovercolumbus.guide";

export function siteUrl() {
  return (process.env.SITE_URL || defaultSiteUrl).replace(/\/+$/, "");
}
