/**
 * Post-build steps on build/client, run by `npm run build` after `react-router build` (which also
 * pre-renders sitemap.xml and robots.txt from their resource routes):
 * 1. 404.html: the fallback page, sent with HTTP 404 for any path without a page of its own;
 * 2. every page: the app's JavaScript starts after the first paint (scripts/paint-first.ts), then
 *    the page gets its own content security policy (scripts/csp.ts: its scripts' hashes, the photo
 *    origins of the content); one parse per page (parse5);
 * 3. the header files for static hosts (_headers) and nginx (build/nginx/, scripts/nginx.ts);
 * 4. gzip and brotli twins of every compressible file (scripts/precompress.ts), last, so they
 *    compress the final bytes.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getAllPlaces } from "../app/features/places/places.server";
import { addPolicy, imageOrigins } from "./csp";
import { netlifyHeadersFile } from "./headers";
import { parseHtml, serializeHtml } from "./html";
import { nginxBrotliConf, nginxSiteConf } from "./nginx";
import { parkModuleScript } from "./paint-first";
import { precompress } from "./precompress";

const build = path.resolve(import.meta.dirname, "../build");
const client = path.join(build, "client");

const fallback = path.join(client, "__spa-fallback.html");
if (!existsSync(fallback)) throw new Error(`Expected ${fallback}: is "/" still pre-rendered?`);
for (const file of ["sitemap.xml", "robots.txt"]) {
  if (!existsSync(path.join(client, file))) throw new Error(`Expected build/client/${file}: is its resource route still pre-rendered?`);
}
copyFileSync(fallback, path.join(client, "404.html"));
// React Router also writes a .data twin of each resource route; nothing ever fetches those.
for (const file of ["sitemap.xml", "robots.txt"]) rmSync(path.join(client, `${file}.data`), { force: true });

const photoOrigins = imageOrigins(getAllPlaces().flatMap((place) => [place.image, ...place.images].flatMap((photo) => (photo ? [photo.url] : []))));
const htmlFiles = readdirSync(client, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith(".html"));
for (const file of htmlFiles) {
  const full = path.join(client, file);
  const document = parseHtml(readFileSync(full, "utf8"));
  parkModuleScript(document);
  addPolicy(document, photoOrigins);
  writeFileSync(full, serializeHtml(document));
}

writeFileSync(path.join(client, "_headers"), netlifyHeadersFile());
mkdirSync(path.join(build, "nginx"), { recursive: true });
writeFileSync(path.join(build, "nginx", "discover-columbus.conf"), nginxSiteConf());
writeFileSync(path.join(build, "nginx", "brotli.conf"), nginxBrotliConf());

const compressed = precompress(client);
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
console.log(
  `postbuild: 404.html, paint-first boot and CSP in ${htmlFiles.length} pages, _headers, nginx/, ` +
    `${compressed.files} files precompressed (${kb(compressed.bytes)} -> gzip ${kb(compressed.gzip)}, brotli ${kb(compressed.brotli)})`,
);
