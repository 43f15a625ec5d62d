/**
 * How the site is served, written once: `npm start` (server/main.ts) applies it per request, and
 * the build writes it for static hosts (build/client/_headers for Netlify and Cloudflare Pages,
 * build/nginx/discover-columbus.conf for nginx). tests/e2e/servers.spec.ts runs nginx on the build
 * and compares its answers with `npm start`'s (docs/decisions/003-precompressed-serving-and-nginx.md).
 *
 * The page's own content security policy (script hashes differ per page) is a meta tag written into
 * each HTML file by render/csp.ts; the directives a meta tag cannot carry live here.
 */

/** Sent with every response: pages, files, redirects, 304s and errors. */
export const securityHeaders: Readonly<Record<string, string>> = {
  // frame-ancestors only works as a header; both policies apply together with the page's meta policy.
  "Content-Security-Policy": "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
  "X-Frame-Options": "DENY",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(self), payment=(), usb=(), browsing-topics=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
};

/**
 * Sent with every answer of the server's paths (server/static/request-rules.ts serverPrefixes), on top of
 * {@link securityHeaders}: its pages run no script at all, are never cached or indexed, and a status
 * link's token never leaves in a Referer (product §16.1).
 */
export const serverHeaders: Readonly<Record<string, string>> = {
  "Content-Security-Policy":
    "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
  "Referrer-Policy": "no-referrer",
};

/** The only methods a static site answers; anything else gets 405 with `Allow: GET, HEAD`. */
export const allowedMethods = ["GET", "HEAD"] as const;

/**
 * Cache-Control values. Files under /assets/ carry a content hash in their name and never change:
 * cached for a year. Everything else (pages, `.data`, sitemap, 404 page, redirects, and the search files under
 * /search/, whose names are fixed and whose bytes change with the content: decision 044) is revalidated on
 * every use (ETag, 304).
 */
export const cacheControl = {
  assets: "public, max-age=31536000, immutable",
  revalidate: "no-cache",
} as const;

/** The URL prefix of the hashed build assets. */
export const assetsPrefix = "/assets/";

/** Cache-Control for a successful response to `pathname` (errors and redirects always revalidate). */
export function cacheControlFor(pathname: string): string {
  return pathname.startsWith(assetsPrefix) ? cacheControl.assets : cacheControl.revalidate;
}

/** A file type the site serves: its media type, whether it is text (UTF-8), whether it is precompressed. */
export interface FileType {
  type: string;
  text: boolean;
  compress: boolean;
}

/**
 * Every file extension in build/client and how it is served. `.data` is React Router's per-route data
 * for client navigations (a turbo-stream, sent as `text/x-script` as React Router's own server does).
 * nginx gets exactly this table as its `types { }`, so both servers name every file alike.
 */
export const fileTypes: Readonly<Record<string, FileType>> = {
  html: { type: "text/html", text: true, compress: true },
  js: { type: "text/javascript", text: true, compress: true },
  css: { type: "text/css", text: true, compress: true },
  json: { type: "application/json", text: true, compress: true },
  data: { type: "text/x-script", text: true, compress: true },
  xml: { type: "application/xml", text: true, compress: true },
  svg: { type: "image/svg+xml", text: true, compress: true },
  txt: { type: "text/plain", text: true, compress: true },
  webmanifest: { type: "application/manifest+json", text: true, compress: true },
  // Decision 074: the events' iCalendar files.
  ics: { type: "text/calendar", text: true, compress: true },
  ico: { type: "image/x-icon", text: false, compress: false },
  png: { type: "image/png", text: false, compress: false },
  jpg: { type: "image/jpeg", text: false, compress: false },
  jpeg: { type: "image/jpeg", text: false, compress: false },
  webp: { type: "image/webp", text: false, compress: false },
  avif: { type: "image/avif", text: false, compress: false },
  gif: { type: "image/gif", text: false, compress: false },
  woff2: { type: "font/woff2", text: false, compress: false },
};

/** Media type of files the table does not name (nginx's `default_type`). */
export const defaultType = "application/octet-stream";

/** The extension of a path's last segment, lower case, or "" (clean URLs have none). */
export function extensionOf(pathname: string): string {
  const name = pathname.slice(pathname.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/** Content-Type header of a file name, with `; charset=utf-8` for text (as nginx's `charset` writes it). */
export function contentTypeOf(fileName: string): string {
  const fileType = fileTypes[extensionOf(fileName)];
  if (!fileType) return defaultType;
  return fileType.text ? `${fileType.type}; charset=utf-8` : fileType.type;
}

/** Netlify / Cloudflare Pages `_headers` file. */
export function netlifyHeadersFile(): string {
  const lines = ["/*", ...Object.entries(securityHeaders).map(([key, value]) => `  ${key}: ${value}`)];
  // Hosts merge every matching rule, so only /assets/* names a Cache-Control (theirs revalidate by default).
  lines.push("", `${assetsPrefix}*`, `  Cache-Control: ${cacheControl.assets}`, "");
  return lines.join("\n");
}

/** Whether a file of build/client gets compressed twins. */
export function isCompressible(fileName: string): boolean {
  return fileTypes[extensionOf(fileName)]?.compress ?? false;
}
