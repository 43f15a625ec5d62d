/** Public base URL of the site, from the SITE_URL environment variable at build time (vite.config.ts). */
declare const __SITE_URL__: string | undefined;
