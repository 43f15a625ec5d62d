/**
 * Post-build steps on build/client, run by `npm run build` after `react-router build` (which also
 * pre-renders sitemap.xml and robots.txt from their resource routes):
 * 1. 404.html: the fallback page, sent with HTTP 404 for any path without a page of its own;
 * 2. every page: the app's JavaScript starts after the first paint (scripts/paint-first.ts), then
 *    the page gets its own content security policy (scripts/csp.ts: its scripts' hashes, the photo
 *    origins of the content); one parse per page (parse5, scripts/finish-pages.ts; a process per core for a large guide);
 * 3. a check that sitemap.xml lists exactly the pages not marked noindex (the sitemap is derived
 *    from the route table and the content; this catches a new noindex page it does not know);
 * 4. the header files for static hosts (_headers) and nginx (build/nginx/, scripts/nginx.ts).
 * Then `npm run build` writes the service worker (scripts/service-worker.mjs) and, last, the gzip
 * and brotli twins of every compressible file (scripts/precompress.ts), so they compress the final bytes.
 */
import { createReadStream } from "node:fs";
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseSitemap } from "sitemap";
import { getAllPlaces } from "../app/features/places/places.server";
import { imageOrigins } from "./csp";
import { netlifyHeadersFile } from "./headers";
import { finishPagesInProcesses } from "./finish-pages";
import { nginxBrotliConf, nginxSiteConf } from "./nginx";

const build = path.resolve(import.meta.dirname, "../build");
const client = path.join(build, "client");

const fallback = path.join(client, "__spa-fallback.html");
if (!existsSync(fallback)) throw new Error(`Expected ${fallback}: is "/" still pre-rendered?`);
for (const file of ["sitemap.xml", "robots.txt"]) {
  if (!existsSync(path.join(client, file))) throw new Error(`Expected build/client/${file}: is its resource route still pre-rendered?`);
}
copyFileSync(fallback, path.join(client, "404.html"));
// React Router also writes a .data twin of each resource route (sitemap.xml.data next to the file
// sitemap.xml, the lists' files under assets/lists/); nothing fetches those. Pages' .data files sit next
// to a folder and stay.
for (const file of readdirSync(client, { recursive: true }).map(String).filter((name) => name.endsWith(".data"))) {
  const twin = path.join(client, file.slice(0, -".data".length));
  if (existsSync(twin) && statSync(twin).isFile()) rmSync(path.join(client, file));
}

const photoOrigins = imageOrigins(getAllPlaces().flatMap((place) => [place.image, ...place.images].flatMap((photo) => (photo ? [photo.url] : []))));
const htmlFiles = readdirSync(client, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith(".html"));
const noindexOf = await finishPagesInProcesses({ files: htmlFiles.map((file) => path.join(client, file)), photoOrigins });
const indexable = htmlFiles
  .filter((file, at) => file.endsWith("index.html") && !noindexOf[at])
  .map((file) => `/${path.dirname(file) === "." ? "" : path.dirname(file).split(path.sep).join("/")}`);

const listed = (await parseSitemap(createReadStream(path.join(client, "sitemap.xml")))).map((item) => new URL(item.url).pathname);
const listedSet = new Set(listed);
const indexableSet = new Set(indexable);
const unlisted = indexable.filter((page) => !listedSet.has(page));
const noindexListed = listed.filter((page) => !indexableSet.has(page));
if (unlisted.length || noindexListed.length) {
  throw new Error(
    `sitemap.xml (app/features/sitemap) and the pages disagree: not listed ${JSON.stringify(unlisted)}, ` +
      `listed but noindex or missing ${JSON.stringify(noindexListed)}`,
  );
}

writeFileSync(path.join(client, "_headers"), netlifyHeadersFile());
mkdirSync(path.join(build, "nginx"), { recursive: true });
writeFileSync(path.join(build, "nginx", "discover-columbus.conf"), nginxSiteConf());
writeFileSync(path.join(build, "nginx", "brotli.conf"), nginxBrotliConf());

console.log(`postbuild: 404.html, paint-first boot and CSP in ${htmlFiles.length} pages, sitemap checked (${listed.length} URLs), _headers, nginx/`);
