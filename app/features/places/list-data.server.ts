import { createHash } from "node:crypto";
import { listOptions, type ListOptions } from "./filters";
import type { NeighborhoodLink } from "./neighborhood-links";
import { neighborhoodLinks } from "./neighborhood-pages.server";
import { listPageSize } from "./paging";
import type { PlaceSummary } from "./place-schema";
import { getFeaturedSummaries, getListedSummaries, getSummaries } from "./places.server";
import { listPageConfigs, type ListPageConfig } from "../../lib/categories";

/**
 * Issue 16: the whole of a paged list as one static file, `/assets/lists/{key}-{hash}.json`: every card of
 * the list (what filtering, sorting, a card and the map need), in the guide's order. A list page's HTML
 * carries only its first page; the app fetches this file when the visitor pages, filters, sorts or opens
 * the map. The name carries a hash of the content, so the file is cached for a year (scripts/headers.ts:
 * /assets/) and a new build never serves an old list. Pre-rendered by routes/list-data.ts; the paths are
 * listed for pre-rendering in react-router.config.ts. Build time only.
 */

/**
 * The paged lists: each category of the categories table (app/lib/categories.ts) that has a list page
 * (product §2), by its key ("clubs-and-bars"), /trending, and "all": every listed place, the cards /search
 * shows for the search index's matches.
 */
export type ListDataKey = string;

/** Folder of the files. */
export const listDataDir = "/assets/lists/";

const cache = new Map<ListDataKey, { path: string; json: string }>();

/** The keys of every paged list: the categories' list pages, in the table's order, then "trending" and "all". */
function listDataKeys(): ListDataKey[] {
  return [...listPageConfigs().map((config) => config.key), "trending", "all"];
}

function placesOf(key: ListDataKey): PlaceSummary[] {
  if (key === "trending") return getFeaturedSummaries();
  if (key === "all") return getListedSummaries();
  const config = listPageConfigs().find((candidate) => candidate.key === key);
  if (!config) throw new Error(`No list page for the category "${key}" (app/lib/categories.ts)`);
  return getSummaries(config.types);
}

/** The JSON text of the list (a `PlaceSummary[]`) and its hashed path. Throws for a key with no list. */
export function listDataFile(key: ListDataKey): { path: string; json: string } {
  let file = cache.get(key);
  if (!file) {
    const json = JSON.stringify(placesOf(key));
    const hash = createHash("sha256").update(json).digest("base64url").slice(0, 10);
    file = { path: `${listDataDir}${key}-${hash}.json`, json };
    cache.set(key, file);
  }
  return file;
}

/** Every list's file path, for pre-rendering. */
export function listDataPaths(): string[] {
  return listDataKeys().map((key) => listDataFile(key).path);
}

/** The file's JSON for a path, or undefined for a name that is not a current list file. */
export function listDataForPath(pathname: string): string | undefined {
  for (const key of listDataKeys()) {
    const file = listDataFile(key);
    if (file.path === pathname) return file.json;
  }
  return undefined;
}

/**
 * A list route's loader data (issue 16) for a category's list page config: the first page of cards, the
 * whole list's count, what the whole list offers to filter by (its neighborhoods and features), the path
 * of its file and its neighborhood pages.
 */
export function listPageData(config: ListPageConfig): {
  places: PlaceSummary[];
  total: number;
  options: ListOptions;
  dataUrl: string;
  neighborhoods: NeighborhoodLink[];
} {
  const places = placesOf(config.key);
  return {
    places: places.slice(0, listPageSize),
    total: places.length,
    options: listOptions(places, config.controls, config.typeOptions),
    dataUrl: listDataFile(config.key).path,
    neighborhoods: neighborhoodLinks(config),
  };
}

/** /trending's loader data (issue 16): the first page of featured places, their count and the file of all. */
export function trendingPageData(): { places: PlaceSummary[]; total: number; dataUrl: string } {
  const places = placesOf("trending");
  return { places: places.slice(0, listPageSize), total: places.length, dataUrl: listDataFile("trending").path };
}

/**
 * /search's loader data (issue 16): the path of the file of every listed place (the cards for the search
 * index's matches, fetched after hydration) and what the whole guide offers to filter by.
 */
export function searchPageData(): { dataUrl: string; options: ListOptions } {
  return { dataUrl: listDataFile("all").path, options: listOptions(placesOf("all"), []) };
}
