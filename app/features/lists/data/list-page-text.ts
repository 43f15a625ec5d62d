import type { ListOptions } from "../filters/filters";
import type { NeighborhoodLink } from "../neighborhoods/neighborhood-links";
import type { PlaceSummary } from "~/features/places";

/** A list route's loader data but its key (list-data.server.ts `listPageData`, product §15.3). */
export interface ListPageData {
  /** The first page of cards, or the whole list when it fits one page. */
  places: PlaceSummary[];
  /** How many places the whole list has. */
  total: number;
  /** What the whole list offers to filter by. */
  options: ListOptions;
  /** The whole list's files. */
  dataUrls: string[];
  /** The list's neighborhood pages. */
  neighborhoods: NeighborhoodLink[];
}

declare const listPageTextOf: unique symbol;

/** The JSON text of a {@link ListPageData} (a string as far as React Router and the page are concerned). */
export type ListPageText = string & { readonly [listPageTextOf]?: ListPageData };

/**
 * Decision 093: a list page's data as one JSON text. React Router writes a route's loader data into the page for
 * hydration in its own encoding (turbo-stream), which gives every field of every object a reference number:
 * `/restaurants`'s twenty cards came to 4.2 KB of the compressed page that way, and as one JSON string to 2.9 KB.
 * Plain JSON data only: an `undefined` field is left out, as in the list files (`/data/lists/*.json`).
 * @throws TypeError for data JSON cannot write (a cycle).
 */
export function listPageText(data: ListPageData): ListPageText {
  return JSON.stringify(data) as ListPageText;
}

/**
 * The {@link ListPageData} a {@link listPageText} wrote (a new copy each call: a component keeps it with `useMemo`).
 * `JSON.parse` itself, typed: no wrapper in the list's first-load JavaScript.
 * @throws SyntaxError for a text that is not JSON.
 */
export const listPageFromText = JSON.parse as (text: ListPageText) => ListPageData;
