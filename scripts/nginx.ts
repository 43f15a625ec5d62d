/**
 * nginx configuration of the site, written by the build to build/nginx/ from the same tables
 * `npm start` uses (scripts/headers.ts, scripts/request-rules.ts):
 * - `discover-columbus.conf`: to `include` inside a `server { }` block that sets its own `root` (the
 *   uploaded build/client). It sets no root, so it cannot clash with the server's.
 * - `brotli.conf`: `brotli_static on;`, to include as well where Debian's
 *   libnginx-mod-http-brotli-static module is loaded (without it nginx sends the gzip twins).
 * tests/e2e/servers.spec.ts runs Debian's nginx with both and compares its answers with `npm start`.
 */
import { allowedMethods, assetsPrefix, cacheControl, defaultType, fileTypes, securityHeaders } from "./headers";
import { maxSegmentLength } from "./request-rules";

const quote = (value: string) => `"${value.replace(/(["\\])/g, "\\$1")}"`;

/** `add_header` lines: the security headers, then the given ones (nginx drops inherited ones in a block that adds its own). */
function headerLines(extra: Record<string, string>, indent: string): string[] {
  return Object.entries({ ...securityHeaders, ...extra }).map(([key, value]) => `${indent}add_header ${key} ${quote(value)} always;`);
}

/** The `include` for a `server { }` block (see the module comment). */
export function nginxSiteConf(): string {
  const typesByName = new Map<string, string[]>();
  for (const [extension, { type }] of Object.entries(fileTypes)) typesByName.set(type, [...(typesByName.get(type) ?? []), extension]);
  const textTypes = [...new Set(Object.values(fileTypes).filter((t) => t.text && t.type !== "text/html").map((t) => t.type))];
  const methods = allowedMethods.join("|");
  return [
    "# Discover Columbus: include inside the server { } block whose root is the uploaded build/client:",
    "#   server { listen 80; root /srv/discover-columbus/client; include /srv/discover-columbus/nginx/discover-columbus.conf; }",
    "# Written by the build from scripts/headers.ts and scripts/request-rules.ts; `npm start` answers alike.",
    "",
    "# Media types of every file the build writes (replaces mime.types for this server), UTF-8 for text.",
    "types {",
    ...[...typesByName].map(([type, extensions]) => `  ${type} ${extensions.join(" ")};`),
    "}",
    `default_type ${defaultType};`,
    "charset utf-8;",
    `charset_types ${textTypes.join(" ")};`,
    "",
    "# Compressed twins written at build time (.gz; .br with brotli.conf); no compression per request.",
    "gzip_static on;",
    "gzip_vary on;",
    "",
    "absolute_redirect off;",
    "server_tokens off;",
    "autoindex off;",
    "index index.html;",
    // Named locations: an internal redirect to a URI would run the `if` rules below again.
    "error_page 404 @not_found;",
    "error_page 403 =404 @not_found;",
    "error_page 405 @method_not_allowed;",
    "",
    "# Answers that need no file (as scripts/request-rules.ts; nginx itself answers 400 to an undecodable",
    "# path, with its own page). Headers of answers made outside the locations below:",
    ...headerLines({ "Cache-Control": cacheControl.revalidate }, ""),
    `if ($request_method !~ ^(${methods})$) { return 405; }`,
    `if ($request_uri ~* "^[^?]*(%2e|%2f|%5c|\\x5c|/\\.\\.?(/|\\?|$))") { return 404; }`,
    `if ($request_uri ~ "^[^?]*[^/?]{${maxSegmentLength + 1}}") { return 404; }`,
    `if ($request_uri ~ "^[^?]*//") { return 301 $uri$is_args$args; }`,
    "",
    `location ${assetsPrefix} {`,
    ...headerLines({ "Cache-Control": cacheControl.assets }, "  "),
    "  try_files $uri =404;",
    "}",
    "",
    "location / {",
    ...headerLines({ "Cache-Control": cacheControl.revalidate }, "  "),
    "  try_files $uri $uri/index.html =404;",
    "}",
    "",
    "location @not_found {",
    ...headerLines({ "Cache-Control": cacheControl.revalidate }, "  "),
    "  rewrite ^ /404.html break;",
    "}",
    "",
    "location @method_not_allowed {",
    ...headerLines({ "Cache-Control": cacheControl.revalidate, Allow: allowedMethods.join(", ") }, "  "),
    "  default_type text/plain;",
    '  return 405 "Method Not Allowed\\n";',
    "}",
    "",
  ].join("\n");
}

/** The brotli include (needs ngx_http_brotli_static_module). */
export function nginxBrotliConf(): string {
  return ["# With Debian's libnginx-mod-http-brotli-static loaded: send the .br twins the build wrote.", "brotli_static on;", ""].join(
    "\n",
  );
}
