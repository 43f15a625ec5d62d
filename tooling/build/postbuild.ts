/**
 * The post-build steps on build/client that need the whole pre-render (tooling/build/build.ts runs them after
 * `react-router build`, which also pre-renders sitemap.xml and robots.txt from their resource routes):
 * 1. a check that the pre-render wrote the fallback page, sitemap.xml and robots.txt;
 * 2. no `.data` twin of a resource route (nothing fetches them);
 * 3. 404.html: the fallback page, sent with HTTP 404 for any path without a page of its own;
 * 4. a check that sitemap.xml lists exactly the pages not marked noindex (the sitemap is derived from the
 *    route table and the content; this catches a new noindex page it does not know);
 * 5. the header files for static hosts (_headers) and nginx (build/nginx/, tooling/build/nginx.ts).
 * Every page is finished before 3 and 4 (tooling/build/finish-pages.ts: the paint-first boot and the page's policy).
 */
import {
  copyFileSync,
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { parseSitemap } from "sitemap";
import { netlifyHeadersFile } from "../../server/static/headers";
import { nginxAppServerConf, nginxBrotliConf, nginxSiteConf } from "./nginx";

/** The pre-render's fallback page, which React Router writes for paths without a page (ssr: false). */
export const fallbackPage = "__spa-fallback.html";

/** The page sent with HTTP 404, a copy of the finished fallback page. */
export const notFoundPage = "404.html";

/** Twins a served file may have in build/client (tooling/build/precompress.ts). */
const twinSuffixes = [".gz", ".br"];

/**
 * Step 1. @throws Error naming the file the pre-render did not write (a route no longer pre-rendered).
 */
export function checkPrerenderOutput(client: string): void {
  if (!existsSync(path.join(client, fallbackPage)))
    throw new Error(`Expected build/client/${fallbackPage}: is "/" still pre-rendered?`);
  for (const file of ["sitemap.xml", "robots.txt"]) {
    if (!existsSync(path.join(client, file)))
      throw new Error(`Expected build/client/${file}: is its resource route still pre-rendered?`);
  }
}

/**
 * Whether a `.data` file (a path in build/client) is the twin of a resource route's file, by its name:
 * `sitemap.xml.data`, `data/lists/restaurants-0.json.data` (a page's data file has no extension before
 * `.data`: `place/north-market.data`, `_root.data`). The build's pool does not compress these.
 */
export function isResourceDataTwin(name: string): boolean {
  return /\.[^/.]+\.data$/.test(name.split(path.sep).join("/"));
}

/**
 * Step 2: removes the `.data` twin of every resource route's file ({@link isResourceDataTwin}; React Router
 * writes one next to sitemap.xml and the lists' files under data/lists/; nothing fetches them), with any
 * compressed twins of its own. Returns how many were removed.
 */
export function removeResourceDataTwins(client: string): number {
  let removed = 0;
  for (const name of readdirSync(client, { recursive: true }).map(String).filter(isResourceDataTwin)) {
    // The file it is the twin of must be there: a page's data is never removed, whatever its name.
    const twin = path.join(client, name.slice(0, -".data".length));
    if (!existsSync(twin) || !statSync(twin).isFile()) continue;
    for (const suffix of ["", ...twinSuffixes]) rmSync(path.join(client, `${name}${suffix}`), { force: true });
    removed += 1;
  }
  return removed;
}

/** Step 3: 404.html and its compressed twins, copies of the finished fallback page's. */
export function writeNotFoundPage(client: string): void {
  for (const suffix of ["", ...twinSuffixes]) {
    const from = path.join(client, `${fallbackPage}${suffix}`);
    if (existsSync(from)) copyFileSync(from, path.join(client, `${notFoundPage}${suffix}`));
  }
}

/**
 * Step 4. `pages`: every page's `.html` file (a path in build/client) with its noindex flag. Returns how many
 * URLs the sitemap lists.
 * @throws Error listing the pages the sitemap leaves out and the URLs it lists that are noindex or missing.
 */
export async function checkSitemap(client: string, pages: ReadonlyMap<string, boolean>): Promise<number> {
  const indexable = [...pages]
    .filter(([file, noindex]) => file.endsWith("index.html") && !noindex)
    .map(([file]) => `/${path.dirname(file) === "." ? "" : path.dirname(file).split(path.sep).join("/")}`);
  const listed = (await parseSitemap(createReadStream(path.join(client, "sitemap.xml")))).map(
    (item) => new URL(item.url).pathname,
  );
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
  return listed.length;
}

/** Step 5: `_headers` in the release's `client`, and the nginx configuration in `build/nginx/`. */
export function writeHeaderFiles(build: string, client: string): void {
  writeFileSync(path.join(client, "_headers"), netlifyHeadersFile());
  mkdirSync(path.join(build, "nginx"), { recursive: true });
  writeFileSync(path.join(build, "nginx", "discover-columbus.conf"), nginxSiteConf());
  writeFileSync(path.join(build, "nginx", "app-server.conf"), nginxAppServerConf());
  writeFileSync(path.join(build, "nginx", "brotli.conf"), nginxBrotliConf());
}
