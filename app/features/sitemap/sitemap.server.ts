import type { RouteConfigEntry } from "@react-router/dev/routes";
import { Readable } from "node:stream";
import { LIMITS, parseSitemapIndex, SitemapIndexStream, SitemapStream, streamToPromise } from "sitemap";
import { neighborhoodPagePaths } from "../lists/neighborhoods/neighborhood-pages.server";
import { getListedPlaces } from "#core/places/places.server.ts";
import { eventsPageCount } from "../events/event-paths.server";
import { getEventSummaries } from "../events/events.server";

/**
 * sitemap.xml and robots.txt, pre-rendered at build time by their resource routes
 * (routes/sitemap[.]xml.ts, routes/robots[.]txt.ts) from the route table and the content, not from
 * the built HTML. Only the build imports this file.
 */

/**
 * Pages whose meta says noindex: search results (product §5), a visitor's own saved places and the review form
 * (product §19.1, a form for the place its address names); the
 * not-found page has no path of its own. The build fails if this and the pages' meta disagree
 * (tooling/build/postbuild.ts).
 */
export const unlistedPaths: ReadonlySet<string> = new Set(["/search", "/saved", "/review"]);

/**
 * The site's own pages from a route table: every route path without parameters, splats or a file
 * extension (resource routes such as /sitemap.xml), except {@link unlistedPaths}; "/" for the index.
 */
export function pagePaths(entries: readonly RouteConfigEntry[]): string[] {
  return [...new Set(collectPaths(entries, ""))];
}

function collectPaths(entries: readonly RouteConfigEntry[], parent: string): string[] {
  return entries.flatMap((entry) => {
    const path = entry.index
      ? parent || "/"
      : `${parent}/${entry.path ?? ""}`.replace(/\/+/g, "/").replace(/(.)\/$/, "$1");
    const own = entry.index || entry.path ? [path] : [];
    const listed = own.filter((p) => !/[:*]/.test(p) && !/\.[a-z]+$/i.test(p) && !unlistedPaths.has(p));
    return [...listed, ...collectPaths(entry.children ?? [], entry.path ? path : parent)];
  });
}

/**
 * Every path the sitemap lists, sorted: the pages of the route table (app/routes.ts), one per
 * listed place (product §2 /place/:slug; closed places keep their page but leave the sitemap) and one
 * per neighborhood page of a list (product §15.4, /restaurants/short-north), and the events' pages (decision 073:
 * each event with dates ahead, /events/page/2 and on; /events/page/1 is /events again, noindex).
 */
export function sitemapPaths(routes: readonly RouteConfigEntry[]): string[] {
  const places = getListedPlaces().map((place) => `/place/${place.slug}`);
  const events = [
    ...getEventSummaries().map((event) => `/events/${event.slug}`),
    ...Array.from({ length: eventsPageCount() - 1 }, (_, index) => `/events/page/${index + 2}`),
  ];
  return [...new Set([...pagePaths(routes), ...places, ...neighborhoodPagePaths(), ...events])].sort();
}

/**
 * Decision 095: sitemaps.org: at most 50,000 URLs per file (the `sitemap` package's figure for the rule). The other
 * limit, 50 MB, is far: a URL of the guide takes about 135 bytes of the file, so 50,000 make about 7 MB.
 */
export const sitemapUrlLimit: number = LIMITS.MAX_URL_ENTRIES;

/** sitemaps.org: at most 50 MB (52,428,800 bytes), uncompressed, per file. */
export const sitemapByteLimit = 50 * 1024 * 1024;

/** The sitemap's own path, which robots.txt names: the whole sitemap or the index of its parts. */
export const sitemapPath = "/sitemap.xml";

/** Decision 095: where the parts of a sitemap too large for one file are (`/sitemaps/1.xml`, `/sitemaps/2.xml`...). */
export const sitemapPartsDir = "/sitemaps/";

/** The path of part `part` (1, 2...) of the sitemap: `/sitemaps/1.xml`. */
export const sitemapPartPath = (part: number): string => `${sitemapPartsDir}${part}.xml`;

/**
 * Decision 095: the sitemap's paths (sorted, {@link sitemapPaths}) in parts of at most `limit` each, in their order
 * (sitemaps.org: at most 50,000 URLs per file); one part when they fit one file, even none.
 */
export function sitemapParts(paths: readonly string[], limit = sitemapUrlLimit): string[][] {
  if (!(limit >= 1)) throw new Error(`a sitemap part holds at least one URL, not ${limit}`);
  const parts: string[][] = [];
  for (let start = 0; start < paths.length; start += limit) parts.push(paths.slice(start, start + limit));
  return parts.length ? parts : [[]];
}

/**
 * Decision 095: the paths of the sitemap's part files ({@link sitemapPartPath}), for pre-rendering: none when the
 * paths fit one file (/sitemap.xml is then the whole sitemap).
 */
export function sitemapPartPaths(paths: readonly string[], limit = sitemapUrlLimit): string[] {
  const parts = sitemapParts(paths, limit);
  return parts.length === 1 ? [] : parts.map((_, index) => sitemapPartPath(index + 1));
}

/**
 * /sitemap.xml (sitemaps.org protocol, written by the `sitemap` package): when the paths fit one file (at most
 * `limit`, sitemaps.org: at most 50,000 URLs per file), the sitemap itself ({@link sitemapXml}); when they do not, a
 * sitemap index (`<sitemapindex>`) naming each part file by its absolute URL on `siteUrl` (decision 095).
 */
export async function sitemapFile(paths: readonly string[], siteUrl: string, limit = sitemapUrlLimit): Promise<string> {
  const parts = sitemapPartPaths(paths, limit);
  if (parts.length === 0) return sitemapXml(paths, siteUrl);
  const stream = new SitemapIndexStream({});
  return (await streamToPromise(Readable.from(parts.map((part) => `${siteUrl}${part}`)).pipe(stream))).toString();
}

/**
 * Decision 095: the sitemap's part file at `pathname` (`/sitemaps/2.xml`: the second {@link sitemapParts} of the
 * paths, a `<urlset>`), or undefined when there is no such part (the paths fit one file, or fewer parts).
 */
export async function sitemapPartFile(
  pathname: string,
  paths: readonly string[],
  siteUrl: string,
  limit = sitemapUrlLimit,
): Promise<string | undefined> {
  const parts = sitemapPartPaths(paths, limit);
  const index = parts.indexOf(pathname);
  return index === -1 ? undefined : sitemapXml(sitemapParts(paths, limit)[index]!, siteUrl);
}

/**
 * Decision 095: the paths of the part files a /sitemap.xml (its text) names when it is a sitemap index, in its order;
 * none when it is a sitemap itself (`<urlset>`).
 * @throws Error when an index cannot be read.
 */
export async function sitemapIndexPaths(xml: string): Promise<string[]> {
  if (!/<sitemapindex[\s>]/.test(xml)) return [];
  return (await parseSitemapIndex(Readable.from([xml]))).map((item) => new URL(item.url).pathname);
}

/**
 * A sitemap (`<urlset>`) of the paths (sitemaps.org protocol, written by the `sitemap` package): absolute URLs
 * on `siteUrl` (no trailing slash), the home page first in priority, place pages monthly. At most
 * {@link sitemapUrlLimit} paths: {@link sitemapFile} splits more.
 */
export async function sitemapXml(paths: readonly string[], siteUrl: string): Promise<string> {
  const stream = new SitemapStream({ hostname: `${siteUrl}/` });
  const items = paths.map((url) => ({
    url,
    changefreq: url.startsWith("/place/") ? ("monthly" as const) : ("weekly" as const),
    priority: url === "/" ? 1 : 0.7,
  }));
  return (await streamToPromise(Readable.from(items).pipe(stream))).toString();
}

/** robots.txt: everything may be crawled; the sitemap's absolute URL. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}${sitemapPath}\n`;
}
