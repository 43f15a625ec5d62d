import type { RouteConfigEntry } from "@react-router/dev/routes";
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { LIMITS, parseSitemapIndex, SitemapIndexStream, SitemapStream, streamToPromise } from "sitemap";
import { neighborhoodPagePaths } from "../lists/neighborhoods/neighborhood-pages.server";
import { getListedPlaces } from "#core/places/places.server.ts";
import { eventsPageCount } from "../events/event-paths.server";
import { getEventSummaries } from "../events/events.server";

/**
 * sitemap.xml (decision 095: written as files by the build and the publisher, render/sitemap-files.ts) and
 * robots.txt (pre-rendered by its resource route, routes/robots[.]txt.ts), from the route table and the content,
 * not from the built HTML. Only the build and the publisher's renderer import this file.
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
  return [...new Set([...pagePaths(routes), ...places, ...neighborhoodPagePaths(), ...sitemapEventPaths()])].sort();
}

/**
 * The events' paths the sitemap lists (decision 073): each event with dates ahead, and /events/page/2 and on. The
 * publisher compares them before and after an event's change to know whether the sitemap changes (decision 095).
 */
export function sitemapEventPaths(): string[] {
  return [
    ...getEventSummaries().map((event) => `/events/${event.slug}`),
    ...Array.from({ length: eventsPageCount() - 1 }, (_, index) => `/events/page/${index + 2}`),
  ];
}

/** Decision 095, sitemaps.org: at most 50,000 URLs per file (the `sitemap` package's figure for the rule). */
export const sitemapUrlLimit: number = LIMITS.MAX_URL_ENTRIES;

/** Decision 095, sitemaps.org: at most 50 MB (52,428,800 bytes), uncompressed, per file. */
export const sitemapByteLimit = 50 * 1024 * 1024;

/** The sitemap's own file in the site's folder, which robots.txt names: the whole sitemap or the index of its parts. */
export const sitemapFile = "sitemap.xml";

/** Decision 095: the folder of the parts of a sitemap too large for one file (`sitemaps/1.xml`, `sitemaps/2.xml`...). */
export const sitemapPartsDir = "sitemaps";

/** The file of part `part` (1, 2...) of the sitemap, in the site's folder: `sitemaps/1.xml`. */
export const sitemapPartFile = (part: number): string => `${sitemapPartsDir}/${part}.xml`;

/** The limits of one sitemap file: at most `urls` URLs and `bytes` bytes (sitemaps.org's by default). */
export interface SitemapLimits {
  urls?: number;
  bytes?: number;
}

/** Which of `parts` buckets a path falls in: by a hash of the path, so a path stays in its part as others come and go. */
function bucketOf(path: string, parts: number): number {
  return createHash("sha1").update(path).digest().readUInt32BE(0) % parts;
}

/**
 * Decision 095: the sitemap's paths in files. When they fit one file (at most `limit`, 50,000), one list, the sorted
 * paths, whose sitemap is today's /sitemap.xml. When they do not: ceil(paths / (limit / 2)) parts (at least
 * `atLeast`), more if one would still pass the limit; each path goes to the part a hash of it names, and each part's
 * paths are sorted. So a path added or gone changes one part and leaves the others' bytes alone, the parts fill to
 * about half the limit (far from it: the hash spreads 25,000 paths within a few hundred), and their count changes
 * only when the guide crosses a multiple of 25,000 URLs. The byte limit is applied by {@link sitemapFiles}.
 * @throws Error when the limit is below 1.
 */
export function sitemapParts(paths: readonly string[], limit = sitemapUrlLimit, atLeast = 1): string[][] {
  if (!(limit >= 1)) throw new Error(`a sitemap file holds at least one URL, not ${limit}`);
  const sorted = [...paths].sort();
  if (sorted.length <= limit && atLeast <= 1) return [sorted];
  const half = Math.max(1, Math.floor(limit / 2));
  for (let count = Math.max(atLeast, Math.ceil(sorted.length / half)); ; count++) {
    const parts: string[][] = Array.from({ length: count }, () => []);
    for (const path of sorted) parts[bucketOf(path, count)]!.push(path);
    // A part left empty by the hash is no file (an empty `<urlset>` is no sitemap).
    if (parts.every((part) => part.length <= limit)) return parts.filter((part) => part.length > 0);
  }
}

/** A part of the sitemap as the live index names it: its file and its `lastmod` (an ISO time). */
export interface LiveSitemapPart {
  file: string;
  lastmod?: string;
}

/**
 * Decision 095: the sitemap's files (name in the site's folder -> text) for the paths, on `siteUrl`. When the paths
 * fit one file: `sitemap.xml` alone, the `<urlset>` of {@link sitemapXml}. When they do not: `sitemap.xml` is a
 * sitemap index (`<sitemapindex>`) naming each part `sitemaps/N.xml` by its absolute URL with its `lastmod`, and each
 * part a `<urlset>` of at most `limits.urls` URLs and `limits.bytes` bytes (sitemaps.org: 50,000 and 50 MB). A part's
 * `lastmod` is the one `live` gives it when its text is the same as the live part's (`liveText`), otherwise `now`.
 */
export async function sitemapFiles(
  paths: readonly string[],
  siteUrl: string,
  options: {
    limits?: SitemapLimits;
    now?: Date;
    live?: readonly LiveSitemapPart[];
    liveText?: (file: string) => string | undefined;
  } = {},
): Promise<Map<string, string>> {
  const urls = options.limits?.urls ?? sitemapUrlLimit;
  const bytes = options.limits?.bytes ?? sitemapByteLimit;
  for (let atLeast = 1; ; atLeast++) {
    const parts = sitemapParts(paths, urls, atLeast);
    const texts = await Promise.all(parts.map((part) => sitemapXml(part, siteUrl)));
    if (texts.some((text) => Buffer.byteLength(text) > bytes)) {
      if (parts.every((part) => part.length <= 1)) throw new Error(`a sitemap of one URL is over ${bytes} bytes`);
      atLeast = parts.length;
      continue;
    }
    if (texts.length === 1) return new Map([[sitemapFile, texts[0]!]]);
    const files = new Map<string, string>();
    const index: { url: string; lastmod: string }[] = [];
    const now = (options.now ?? new Date()).toISOString();
    texts.forEach((text, part) => {
      const file = sitemapPartFile(part + 1);
      const same = options.liveText?.(file) === text;
      const lastmod = (same && options.live?.find((each) => each.file === file)?.lastmod) || now;
      files.set(file, text);
      index.push({ url: `${siteUrl}/${file}`, lastmod });
    });
    const stream = new SitemapIndexStream({});
    files.set(sitemapFile, (await streamToPromise(Readable.from(index).pipe(stream))).toString());
    return files;
  }
}

/**
 * Decision 095: the parts a /sitemap.xml (its text) names when it is a sitemap index, with their `lastmod`, as files
 * in the site's folder (`sitemaps/1.xml`); none when it is a sitemap itself (`<urlset>`).
 * @throws Error when an index cannot be read.
 */
export async function sitemapIndexParts(xml: string): Promise<LiveSitemapPart[]> {
  if (!/<sitemapindex[\s>]/.test(xml)) return [];
  return (await parseSitemapIndex(Readable.from([xml]))).map((item) => ({
    file: new URL(item.url).pathname.slice(1),
    ...(item.lastmod ? { lastmod: item.lastmod } : {}),
  }));
}

/**
 * A sitemap (`<urlset>`) of the paths (sitemaps.org protocol, written by the `sitemap` package): absolute URLs
 * on `siteUrl` (no trailing slash), the home page first in priority, place pages monthly. At most
 * {@link sitemapUrlLimit} paths: {@link sitemapFiles} splits more.
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
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/${sitemapFile}\n`;
}
