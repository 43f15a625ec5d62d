/** The site's public base URL for the build and its scripts: one reading, in app/lib/site-url.ts. */
export { defaultSiteUrl, siteUrl } from "../app/lib/site-url.ts";
