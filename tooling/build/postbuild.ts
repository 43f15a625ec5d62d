/**
 * The post-build steps on build/client that need the whole pre-render (tooling/build/build.ts runs them after
 * `react-router build`, which also pre-renders robots.txt from its resource route; the sitemap's files are written by
 * render/sitemap-files.ts, decision 095):
 * 1. a check that the pre-render wrote the fallback page and robots.txt;
 * 2. no `.data` twin of a resource route (nothing fetches them);
 * 3. 404.html: the fallback page, sent with HTTP 404 for any path without a page of its own;
 * 4. a check that sitemap.xml (or the parts its index names, decision 095) lists exactly the pages not marked
 *    noindex (the sitemap is derived from the route table and the content; this catches a new noindex page it does
 *    not know), each file within the protocol's limits;
 * 5. the header files for static hosts (_headers) and nginx (build/nginx/, tooling/build/nginx.ts).
 * Every page is finished before 3 and 4 (tooling/build/finish-pages.ts: the paint-first boot and the page's policy).
 */
import {
  copyFileSync,
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { XMLToSitemapItemStream, type SitemapItem } from "sitemap";
import { netlifyHeadersFile } from "../../server/static/headers";
import {
  sitemapByteLimit,
  sitemapFile,
  sitemapIndexParts,
  sitemapUrlLimit,
} from "../../app/features/sitemap/sitemap.server";
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
  if (!existsSync(path.join(client, "robots.txt")))
    throw new Error(`Expected build/client/robots.txt: is its resource route still pre-rendered?`);
}

/**
 * Whether a `.data` file (a path in build/client) is the twin of a resource route's file, by its name:
 * `robots.txt.data`, `data/lists/restaurants-0.json.data` (a page's data file has no extension before
 * `.data`: `place/north-market.data`, `_root.data`). The build's pool does not compress these.
 */
export function isResourceDataTwin(name: string): boolean {
  return /\.[^/.]+\.data$/.test(name.split(path.sep).join("/"));
}

/**
 * Step 2: removes the `.data` twin of every resource route's file ({@link isResourceDataTwin}; React Router
 * writes one next to robots.txt and the lists' files under data/lists/; nothing fetches them), with any
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
 * URLs the sitemap lists (its parts' together, when /sitemap.xml is their index).
 * @throws Error listing the pages the sitemap leaves out and the URLs it lists that are noindex or missing; naming a
 * file with more URLs or bytes than sitemaps.org allows (at most 50,000 URLs and 50 MB per file).
 */
export async function checkSitemap(client: string, pages: ReadonlyMap<string, boolean>): Promise<number> {
  const indexable = [...pages]
    .filter(([file, noindex]) => file.endsWith("index.html") && !noindex)
    .map(([file]) => `/${path.dirname(file) === "." ? "" : path.dirname(file).split(path.sep).join("/")}`);
  // Decision 095: a sitemap too large for one file is an index of parts, each held to the protocol's limits.
  const parts = await sitemapIndexParts(readFileSync(path.join(client, sitemapFile), "utf8"));
  const listed: string[] = [];
  for (const file of parts.length ? parts.map((part) => part.file) : [sitemapFile]) {
    const { urls, count } = await readSitemap(path.join(client, file));
    const bytes = statSync(path.join(client, file)).size;
    if (count > sitemapUrlLimit || bytes > sitemapByteLimit)
      throw new Error(
        `${file}: ${count} URLs in ${bytes} bytes; sitemaps.org: at most ${sitemapUrlLimit} URLs and ` +
          `${sitemapByteLimit} bytes per file`,
      );
    listed.push(...urls.map((url) => new URL(url).pathname));
  }
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

/**
 * A sitemap file's URLs, and how many `<url>` entries it has: the `sitemap` package's parser passes on at most
 * 50,000 of them (sitemaps.org's limit), counting the rest.
 */
async function readSitemap(file: string): Promise<{ urls: string[]; count: number }> {
  const parser = new XMLToSitemapItemStream();
  const urls: string[] = [];
  await pipeline(createReadStream(file), parser, async (items: AsyncIterable<SitemapItem>) => {
    for await (const item of items) urls.push(item.url);
  });
  return { urls, count: parser.urlCount };
}

/** Step 5: `_headers` in the release's `client`, and the nginx configuration in `build/nginx/`. */
export function writeHeaderFiles(build: string, client: string): void {
  writeFileSync(path.join(client, "_headers"), netlifyHeadersFile());
  mkdirSync(path.join(build, "nginx"), { recursive: true });
  writeFileSync(path.join(build, "nginx", "discover-columbus.conf"), nginxSiteConf());
  writeFileSync(path.join(build, "nginx", "app-server.conf"), nginxAppServerConf());
  writeFileSync(path.join(build, "nginx", "brotli.conf"), nginxBrotliConf());
}
