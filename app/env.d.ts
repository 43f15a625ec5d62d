/** Public base URL of the site, no trailing slash: SITE_URL at build time (core/site-url.ts). */
declare const __SITE_URL__: string;

/** An inline script (`*.inline.ts`) built into one self-contained line, as text to put in a page (decision 035). */
declare module "*?inline-script" {
  const code: string;
  export default code;
}

/** The city's UTC offsets for the build year -1 to +10, made at build time from `core/city.ts` (vite.config.ts). */
declare const __ZONE_OFFSETS__: import("#core/hours/zone-offsets.ts").ZoneOffsets;

/** Cards per page of a list (vite.config.ts: LIST_PAGE_SIZE, else 24). */
declare const __LIST_PAGE_SIZE__: number;

/**
 * Where the forms send (vite.config.ts: SITE_BACKEND): "same-origin", the site's own server (`npm start`,
 * or nginx proxying to it), or "none" for a static-only host, where the forms stay simulated (decision 027).
 */
declare const __SITE_BACKEND__: "same-origin" | "none";
