import type { RouteConfigEntry } from "@react-router/dev/routes";
import { Readable } from "node:stream";
import { SitemapStream, streamToPromise } from "sitemap";
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
 * sitemap.xml for the paths (sitemaps.org protocol, written by the `sitemap` package): absolute URLs
 * on `siteUrl` (no trailing slash), the home page first in priority, place pages monthly.
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
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
