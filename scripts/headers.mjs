/**
 * HTTP response headers of the site, written once: `npm start` (scripts/serve.mjs) sends them, and the
 * post-build step writes them for static hosts (build/client/_headers, build/nginx-headers.conf).
 * Paths use the glob syntax of serve-handler / Netlify `_headers`.
 */

/** Hashed build assets never change: cache them for a year. Everything else revalidates. */
export const cacheRules = [
  { source: "/assets/**", value: "public, max-age=31536000, immutable" },
  { source: "**", value: "public, max-age=0, must-revalidate" },
];
