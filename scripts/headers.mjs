/**
 * HTTP response headers of the site, written once: `npm start` (scripts/serve.mjs) sends them, and
 * the post-build step writes them for static hosts (build/client/_headers for Netlify and Cloudflare
 * Pages, build/nginx-headers.conf for nginx). Browser tests read them from the running server.
 *
 * The page's own content security policy (script hashes differ per page) is a meta tag written into
 * each HTML file by scripts/csp.mjs; the directives a meta tag cannot carry live here.
 */

/** Sent with every response. */
export const securityHeaders = {
  // frame-ancestors only works as a header; both policies apply together with the page's meta policy.
  "Content-Security-Policy": "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
  "X-Frame-Options": "DENY",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
};

/** Hashed build assets never change: cache them for a year. Everything else revalidates. */
export const cacheRules = {
  pages: { source: "**", value: "public, max-age=0, must-revalidate" },
  assets: { source: "/assets/**", value: "public, max-age=31536000, immutable" },
};

/** serve-handler `headers` config: security headers on every path, then the cache rules. */
export function serveHandlerHeaders() {
  const security = Object.entries(securityHeaders).map(([key, value]) => ({ key, value }));
  return [
    { source: "**", headers: security },
    // Later entries win: the asset rule overrides the page rule.
    ...[cacheRules.pages, cacheRules.assets].map(({ source, value }) => ({
      source,
      headers: [{ key: "Cache-Control", value }],
    })),
  ];
}

/** Netlify / Cloudflare Pages `_headers` file. */
export function netlifyHeadersFile() {
  const lines = ["/*", ...Object.entries(securityHeaders).map(([key, value]) => `  ${key}: ${value}`)];
  lines.push("", "/assets/*", `  Cache-Control: ${cacheRules.assets.value}`, "");
  return lines.join("\n");
}

/** nginx snippet to `include` inside the site's `server { }` block. */
export function nginxSnippet() {
  const add = (key, value) => `  add_header ${key} "${value}" always;`;
  const security = Object.entries(securityHeaders).map(([key, value]) => add(key, value));
  return [
    "# Discover Columbus: include inside the server { } block that serves build/client.",
    "root /var/www/discover-columbus/client;",
    "gzip on;",
    "gzip_types text/css application/javascript application/json image/svg+xml text/plain application/xml;",
    "error_page 404 /404.html;",
    "",
    "location /assets/ {",
    ...security,
    add("Cache-Control", cacheRules.assets.value),
    "}",
    "",
    "location / {",
    ...security,
    add("Cache-Control", cacheRules.pages.value),
    "  try_files $uri $uri.html $uri/index.html =404;",
    "}",
    "",
  ].join("\n");
}
