import { listOptions, type ListOptions } from "../filters/filters";
import { neighborhoodLinks } from "../neighborhoods/neighborhood-pages.server";
import { listPageSize, type FirstPageData } from "../paging/paging";
import type { ListPageData } from "./list-page-text";
import type { PlaceSummary } from "../../places";
import { perGuide } from "#core/places/guide.server.ts";
import { getFeaturedSummaries, getListedSummaries, getSummaries } from "#core/places/places.server.ts";
import { listPageConfigs, type ListPageConfig } from "#core/categories.ts";

/**
 * Product §15.3: the whole of a paged list as static files, `/data/lists/{key}-{bucket}.json`: every card of
 * the list (what filtering, sorting, a card and the map need), in the guide's order (by id), one file per bucket
 * of {@link listDataFilePlaces} ids. A list page's HTML carries only its first page; the app fetches the files
 * when the visitor focuses the list's form, pages, filters, sorts or opens the map. The names do not change
 * with the content (decision 050): a place added or edited rewrites the one file its id falls in, never the
 * pages that name the files, and the files are revalidated by their ETag (`no-cache`, not under /assets/).
 * Pre-rendered by routes/list-data.ts; the paths are listed for pre-rendering in react-router.config.ts.
 * Build time and the publisher only.
 */

/**
 * The paged lists: each category of the categories table (core/categories.ts) that has a list page
 * (product §2), by its key ("clubs-and-bars"; "coffee", the coffee shops' list, decision 063, whose files the
 * Support page /coffee shares), /trending, and "all": every listed place, the cards /search shows for the search
 * index's matches.
 */
export type ListDataKey = string;

/** Folder of the files. */
export const listDataDir = "/data/lists/";

/**
 * Product §15.3: at most this many places per file: a file holds the list's places whose ids fall in one bucket
 * of this many ids (ids 0-499, 500-999, ...). A phone parses each file in a task of its own, so no parse blocks
 * input for long (500 cards are about 600 KB, some 40 ms on a 4x-slowed phone CPU). `LIST_FILE_PLACES` at build changes it (the paging browser
 * tests build with 10, tooling/test/serve-paged.ts).
 */
export const listDataFilePlaces: number =
  Number(process.env.LIST_FILE_PLACES) >= 1 ? Math.floor(Number(process.env.LIST_FILE_PLACES)) : 500;

/** The keys of every paged list: the categories' list pages ("coffee" among them), in the table's order, then "trending" and "all". */
function listDataKeys(): ListDataKey[] {
  return [...new Set([...listPageConfigs().map((config) => config.key), "coffee", "trending", "all"])];
}

function placesOf(key: ListDataKey): PlaceSummary[] {
  if (key === "coffee") return getSummaries(["coffee"]);
  if (key === "trending") return getFeaturedSummaries();
  if (key === "all") return getListedSummaries();
  const config = listPageConfigs().find((candidate) => candidate.key === key);
  if (!config) throw new Error(`No list page for the category "${key}" (core/categories.ts)`);
  return getSummaries(config.types);
}

/** The bucket of ids a place's card falls in (its file of every list it is in). */
export function listDataBucket(id: number): number {
  return Math.floor(id / listDataFilePlaces);
}

/** A list file's path: its list's key and bucket. */
const listDataPathPattern = new RegExp(`^${listDataDir}(.+)-(\\d+)\\.json$`);

/** The file of a list's bucket of ids: `/data/lists/{key}-{bucket}.json`. */
function listDataPath(key: ListDataKey, bucket: number): string {
  return `${listDataDir}${key}-${bucket}.json`;
}

/**
 * The places of `places` (a list in the guide's order) by bucket of ids, the buckets in order, each in list order: a
 * file each, its JSON a `PlaceSummary[]`. An empty list has one empty file, bucket 0.
 */
function bucketsOf(places: readonly PlaceSummary[]): Map<number, PlaceSummary[]> {
  const buckets = new Map<number, PlaceSummary[]>();
  for (const place of places) {
    const bucket = listDataBucket(place.id);
    const slice = buckets.get(bucket);
    if (slice) slice.push(place);
    else buckets.set(bucket, [place]);
  }
  if (buckets.size === 0) return new Map([[0, []]]);
  return new Map([...buckets].sort(([a], [b]) => a - b));
}

/**
 * Each list's places by bucket, once per guide. A file's JSON is written when its path is asked for, not for every
 * file at once: a publish asks for the one or two files its change touches, and building every list's files for
 * them took a fifth of a description edit's render at 50,000 places (a CPU profile of the renderer).
 */
const allBuckets = perGuide(() => new Map(listDataKeys().map((key) => [key, bucketsOf(placesOf(key))] as const)));

/** The paths of a list's files, in order: what the app fetches for the whole list (use-list-data.ts). */
export function listDataUrls(key: ListDataKey): string[] {
  const buckets = allBuckets().get(key);
  if (!buckets) throw new Error(`No list "${key}" (core/categories.ts)`);
  return [...buckets.keys()].map((bucket) => listDataPath(key, bucket));
}

/** Every list's file paths, for pre-rendering. */
export function listDataPaths(): string[] {
  return listDataKeys().flatMap(listDataUrls);
}

/** The file's JSON for a path: its bucket's places of the list; undefined for a name that is not a current list file. */
export function listDataForPath(pathname: string): string | undefined {
  const match = listDataPathPattern.exec(pathname);
  if (!match || pathname !== listDataPath(match[1]!, Number(match[2]))) return undefined;
  const slice = allBuckets().get(match[1]!)?.get(Number(match[2]));
  return slice && JSON.stringify(slice);
}

/**
 * A list route's loader data (product §15.3) for a category's list page config: the first page of cards, the
 * whole list's count, what the whole list offers to filter by (its neighborhoods and features), the path
 * of its files and its neighborhood pages.
 */
export function listPageData(config: ListPageConfig): ListPageData {
  const places = placesOf(config.key);
  return {
    places: places.slice(0, listPageSize),
    total: places.length,
    options: listOptions(places, config.controls, config.typeOptions),
    dataUrls: listDataUrls(config.key),
    neighborhoods: neighborhoodLinks(config),
  };
}

/**
 * The {@link FirstPageData} of `places` (a whole list, in the guide's order) with its files `dataUrls`:
 * its first `size` places (docs/decisions/018-lists-in-pages.md).
 */
export function firstPageData(
  places: readonly PlaceSummary[],
  dataUrls: readonly string[],
  size = listPageSize,
): FirstPageData {
  return { places: places.slice(0, size), total: places.length, dataUrls: [...dataUrls] };
}

/** The {@link FirstPageData} of the paged list `key` ("trending", "coffee"): a route's loader data. */
export function pagedListData(key: ListDataKey): FirstPageData {
  return firstPageData(placesOf(key), listDataUrls(key));
}

/**
 * /search's loader data (product §15.3): the path of the file of every listed place (the cards for the search
 * index's matches, fetched after hydration) and what the whole guide offers to filter by.
 */
export function searchPageData(): { dataUrls: string[]; options: ListOptions } {
  return { dataUrls: listDataUrls("all"), options: listOptions(placesOf("all"), []) };
}
