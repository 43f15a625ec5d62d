import { type PlaceSummary } from "~/features/places";
import { emptyFilters, filterPlaces, pageCount, pageOf, type FirstPageData } from "~/features/lists";

/**
 * Product §15.2 on the Support page (product §2 /coffee): its coffee places in pages, like a list page's
 * (docs/decisions/018-lists-in-pages.md). The page carries the first page of cards and the count of all;
 * the whole list is the "coffee" list's files, fetched when the visitor searches (product §5 page search) or
 * opens a later page. Pure rules, read by coffee-places.tsx.
 */

/** The Support page's loader data: the "coffee" list's first page, count and files (list-data.server.ts `pagedListData`). */
export type CoffeePageData = FirstPageData;

/** What the coffee section was given at build time and what the URL asks for. */
export interface CoffeeListInput {
  /** The first page of coffee places (all of them when they fit one page), in the guide's order. */
  firstPage: readonly PlaceSummary[];
  /** How many coffee places the guide has. */
  total: number;
  /** The search text (`q`), "" for none. */
  q: string;
  /** The 1-based page the URL asks for (`page`). */
  page: number;
}

/**
 * True when the section needs the whole list's files: the page does not hold every coffee place and the
 * visitor searches or asks for a page after the first.
 */
export function coffeeNeedsAll({ firstPage, total, q, page }: CoffeeListInput): boolean {
  return firstPage.length < total && (q.trim() !== "" || page > 1);
}

/** What the coffee section shows: the cards of the page, the count, the page and the number of pages. */
export interface CoffeeListView {
  /** The whole list is needed and not here yet: show "Loading places…", no card. */
  loading: boolean;
  items: readonly PlaceSummary[];
  /** How many coffee places match (the whole list's count when nothing is searched). */
  count: number;
  page: number;
  pages: number;
}

/**
 * The section's view. `all` is the whole list once its file has arrived, else null. The search filters
 * the whole list (product §5 page search: the text in the name, category or description), the count
 * covers every match, and a page past the end shows the last page, as on the list pages (paging.ts).
 * Without the file, only what the page holds is shown: its first page, never a wrong slice.
 */
export function coffeeListView(input: CoffeeListInput, all: readonly PlaceSummary[] | null): CoffeeListView {
  const { firstPage, total, q, page } = input;
  const source = firstPage.length >= total ? firstPage : all;
  if (!source) {
    if (coffeeNeedsAll(input)) return { loading: true, items: [], count: total, page: 1, pages: pageCount(total) };
    return { loading: false, items: firstPage, count: total, page: 1, pages: pageCount(total) };
  }
  const results = filterPlaces(source, { ...emptyFilters, q });
  const shown = pageOf(results, page);
  return { loading: false, items: shown.items, count: results.length, page: shown.page, pages: shown.pages };
}
