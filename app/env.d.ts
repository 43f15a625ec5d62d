/** Public base URL of the site, no trailing slash: SITE_URL at build time (scripts/site-url.ts). */
declare const __SITE_URL__: string;
