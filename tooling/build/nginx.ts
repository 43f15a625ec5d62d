/**
 * nginx configuration of the site, written by the build to build/nginx/ from the same tables
 * `npm start` uses (server/static/headers.ts, server/static/request-rules.ts):
 * - `discover-columbus.conf`: to `include` inside a `server { }` block that sets its own `root` (the
 *   uploaded build/client). It sets no root, so it cannot clash with the server's. It serves the static
 *   site and proxies the server's paths (request-rules.ts serverPrefixes) to the upstream
 *   {@link appUpstreamName}, the server of `npm start` (decision 027).
 * - `app-server.conf`: that upstream, at {@link defaultAppServer}; to include at the `http` level (beside
 *   the `server { }` block, e.g. in the same sites-enabled file). Where `npm start` listens elsewhere, or on
 *   several machines, an `upstream discover_columbus_app { ... }` of one's own replaces it: no generated
 *   file is edited.
 * - `brotli.conf`: `brotli_static on;`, to include as well where Debian's
 *   libnginx-mod-http-brotli-static module is loaded (without it nginx sends the gzip twins).
 * tests/e2e/servers.spec.ts runs Debian's nginx with them and compares its answers with `npm start`.
 */
import { maxPhotoBytes, ownerPhotoUploadPath, uploadEndpoint, uploadLimitBytes } from "../../core/forms/photo-rules";
import { submissionLimitBytes } from "../../core/forms/server-contract";
import {
  allowedMethods,
  assetsPrefix,
  cacheControl,
  defaultType,
  fileTypes,
  securityHeaders,
  serverHeaders,
} from "../../server/static/headers";
import { maxSegmentLength, photoFilePath, serverPrefixes } from "../../server/static/request-rules";

/** The name of the upstream the server's paths are proxied to (app-server.conf defines it). */
export const appUpstreamName = "discover_columbus_app";

/** Where app-server.conf points: `npm start` on this machine (`HOST=127.0.0.1`, default `PORT`). */
export const defaultAppServer = "127.0.0.1:3000";

const quote = (value: string) => `"${value.replace(/(["\\])/g, "\\$1")}"`;

/** `add_header` lines: the security headers, then the given ones (nginx drops inherited ones in a block that adds its own). */
function headerLines(extra: Record<string, string>, indent: string): string[] {
  return Object.entries({ ...securityHeaders, ...extra }).map(
    ([key, value]) => `${indent}add_header ${key} ${quote(value)} always;`,
  );
}

/**
 * The lines of a location that proxies to `npm start` as sent: the upstream, the visitor's address appended to
 * X-Forwarded-For (TRUST_PROXY=1), no static header, and the server's 503 when it does not answer.
 */
function proxyLines(indent: string): string[] {
  return [
    `proxy_pass http://${appUpstreamName};`,
    "proxy_http_version 1.1;",
    "proxy_set_header Host $http_host;",
    "proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
    "proxy_set_header X-Forwarded-Proto $scheme;",
    "# The server sends its own headers (server/static/headers.ts serverHeaders). A block with an add_header of its",
    "# own inherits none of the server level's; this one is empty, so it adds nothing.",
    'add_header X-Discover-Columbus "";',
    "error_page 502 504 =503 @server_unavailable;",
  ].map((line) => `${indent}${line}`);
}

/** A size in bytes as nginx writes it: `32k` for 32,768. */
function nginxSize(bytes: number): string {
  return bytes % 1024 === 0 ? `${bytes / 1024}k` : String(bytes);
}

/** A regular expression alternative of the server's prefixes, e.g. `(?:/api/|/requests/)`, from serverPrefixes. */
function serverPrefixPattern(): string {
  return `(?:${serverPrefixes.map((prefix) => prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`;
}

/** A location of a photo's upload (decisions 039, 091): `match` is its modifier and path. */
const uploadLocation = (match: string) => [
  `location ${match} {`,
  ...proxyLines("  "),
  `  client_max_body_size ${nginxSize(uploadLimitBytes)};`,
  "  client_body_buffer_size 64k;",
  "  error_page 413 @photo_too_large;",
  "}",
];

/**
 * The `include` for a `server { }` block (see the module comment). The request rules of
 * server/static/request-rules.ts `checkRequest`, in its order, as `if` blocks on the target as sent
 * ($request_uri): 400 (nginx's own), the server's paths (unless disguised or overlong), 405, 404,
 * 301. A photo's file the folder lacks is asked of the server (request-rules.ts photoFilePath, decision 086). The server's paths are proxied as sent, with the client's address appended to
 * X-Forwarded-For (the server counts its per-client limits by it, TRUST_PROXY=1), bodies up to
 * `submissionLimitBytes` (32 KB, as the server's own limit) except a photo's upload (`uploadLimitBytes`, its own
 * location), and the server's own headers only.
 */
export function nginxSiteConf(): string {
  const typesByName = new Map<string, string[]>();
  for (const [extension, { type }] of Object.entries(fileTypes))
    typesByName.set(type, [...(typesByName.get(type) ?? []), extension]);
  const textTypes = [
    ...new Set(
      Object.values(fileTypes)
        .filter((t) => t.text && t.type !== "text/html")
        .map((t) => t.type),
    ),
  ];
  const methods = allowedMethods.join("|");
  const prefixes = serverPrefixPattern();
  // request-rules.ts `disguised` and `overlong`, on the target as sent.
  const odd = String.raw`(?:%2[eEfF]|%5[cC]|\x5c|/\.\.?(?:/|\?|$))`;
  const overlong = `[^/?]{${maxSegmentLength + 1}}`;
  return [
    "# Discover Columbus: include inside the server { } block whose root is the uploaded build/client, with",
    `# app-server.conf (the upstream ${appUpstreamName}) included at the http level beside it:`,
    "#   include /srv/discover-columbus/nginx/app-server.conf;",
    "#   server { listen 80; root /srv/discover-columbus/client; include /srv/discover-columbus/nginx/discover-columbus.conf; }",
    "# Written by the build from server/static/headers.ts and server/static/request-rules.ts; `npm start` answers alike.",
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
    "# Answers that need no file (as server/static/request-rules.ts; nginx itself answers 400 to an undecodable",
    "# path, with its own page). The server's paths skip the method and slash rules, unless disguised or",
    "# overlong (then they are no server's paths); their location below proxies them as sent. Headers of",
    "# answers made outside the locations below:",
    ...headerLines({ "Cache-Control": cacheControl.revalidate }, ""),
    `set $discover_columbus_request "$request_method $request_uri";`,
    `if ($discover_columbus_request !~ "^(?:(?:${methods}) |[^ ]+ (?![^?]*(?:${odd}|${overlong}))${prefixes})") { return 405; }`,
    `if ($request_uri ~ "^[^?]*${odd}") { return 404; }`,
    `if ($request_uri ~ "^[^?]*${overlong}") { return 404; }`,
    `if ($request_uri ~ "^(?!${prefixes})[^?]*//") { return 301 $uri$is_args$args; }`,
    "",
    "# The owner's page posts a photo with its fields to its own path (decision 091): the same limit. It comes",
    "# before the server's paths: nginx takes the first regex location that matches.",
    ...uploadLocation(`~ "${ownerPhotoUploadPath.source.replace(/\\\//g, "/")}"`),
    "",
    "# The server's paths (server/static/request-rules.ts serverPrefixes), as sent, to `npm start` at the upstream",
    `# ${appUpstreamName} (app-server.conf, or one of your own); it applies the same rules and answers 405 itself.`,
    `location ~ ^${prefixes} {`,
    ...proxyLines("  "),
    // The whole body in memory (no temporary file); a longer one gets 413 before it reaches the server.
    `  client_max_body_size ${nginxSize(submissionLimitBytes)};`,
    `  client_body_buffer_size ${nginxSize(submissionLimitBytes)};`,
    "  error_page 413 @server_too_large;",
    "}",
    "",
    "# A photo's upload (decision 039) has its own limit: one file of at most the photo limit and its multipart",
    "# framing, as the server's own (server/app.ts). nginx keeps the body in a temporary file past 64 KB.",
    ...uploadLocation(`= ${uploadEndpoint}`),
    "",
    `location ${assetsPrefix} {`,
    ...headerLines({ "Cache-Control": cacheControl.assets }, "  "),
    "  try_files $uri =404;",
    "}",
    "",
    "# A hosted photo's file (decision 039) is a file of the folder. One it lacks yet (another server published it and",
    "# the server beside this folder has not applied that run) is asked of `npm start`, which reads it from where",
    "# photos are kept and writes it into the folder (decisions 078, 086): never a 404 for a photo a page names.",
    `location ~ "${photoFilePath.source}" {`,
    ...headerLines({ "Cache-Control": cacheControl.revalidate }, "  "),
    "  try_files $uri @photo_from_server;",
    "}",
    "",
    "location @photo_from_server {",
    ...proxyLines("  "),
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
    "# nginx's own answers on the server's paths, with the server's headers: a body over the server's limit,",
    "# and the server not answering (nothing was saved).",
    "location @server_too_large {",
    ...headerLines(serverHeaders, "  "),
    "  default_type text/plain;",
    `  return 413 "That is more than a form can send (at most ${submissionLimitBytes / 1024} KB). Nothing was saved.\\n";`,
    "}",
    "",
    "location @photo_too_large {",
    ...headerLines(serverHeaders, "  "),
    "  default_type text/plain;",
    `  return 413 "That photo is too large: at most ${maxPhotoBytes / 1024 / 1024} MB a photo. Nothing was saved.\\n";`,
    "}",
    "",
    "location @server_unavailable {",
    ...headerLines({ ...serverHeaders, "Retry-After": "30" }, "  "),
    "  default_type text/plain;",
    '  return 503 "The guide\'s server could not be reached. If you sent a form, nothing was saved: please try again in a moment.\\n";',
    "}",
    "",
  ].join("\n");
}

/**
 * The `http`-level include naming where the server's paths go (see the module comment):
 * `upstream discover_columbus_app { server <address>; }`. `address`: host:port or `unix:/path`,
 * default {@link defaultAppServer}.
 */
export function nginxAppServerConf(address: string = defaultAppServer): string {
  return [
    "# Discover Columbus: where nginx finds the server of `npm start` (discover-columbus.conf proxies",
    `# ${serverPrefixes.join(", ")} to it). Include at the http level, beside the site's server { } block.`,
    `# Elsewhere? Leave this file out and write your own \`upstream ${appUpstreamName} { server HOST:PORT; }\`.`,
    `upstream ${appUpstreamName} {`,
    `  server ${address};`,
    "}",
    "",
  ].join("\n");
}

/** The brotli include (needs ngx_http_brotli_static_module). */
export function nginxBrotliConf(): string {
  return [
    "# With Debian's libnginx-mod-http-brotli-static loaded: send the .br twins the build wrote.",
    "brotli_static on;",
    "",
  ].join("\n");
}
