/**
 * Product §15.2: lists in pages. A list page pre-renders its first {@link listPageSize} cards; the rest are
 * offered by pages in the URL (`?page=2`, read by filters.ts), counted over the whole filtered list.
 * Pure functions, shared by the list pages and /trending (docs/decisions/018-lists-in-pages.md).
 */
import type { PlaceSummary } from "~/features/places";

/**
 * Cards per page of a list: 24, or what LIST_PAGE_SIZE said at build (vite.config.ts; the paging browser
 * tests build with short pages). Outside a Vite build (the React Router config) it is 24.
 */
export const listPageSize: number = typeof __LIST_PAGE_SIZE__ === "number" ? __LIST_PAGE_SIZE__ : 24;

/** How many pages a list of `total` results has: at least one (an empty list is one empty page). */
export function pageCount(total: number, size = listPageSize): number {
  return Math.max(1, Math.ceil(total / size));
}

/** One page of a list: its items, its number (clamped to 1..pages) and the number of pages. */
export interface ListPage<T> {
  items: T[];
  page: number;
  pages: number;
}

/**
 * Page `page` (1-based) of `list`. A page past the end shows the last page and a page below 1 the
 * first, so an old link (the list got shorter) still shows places rather than nothing.
 */
export function pageOf<T>(list: readonly T[], page: number, size = listPageSize): ListPage<T> {
  const pages = pageCount(list.length, size);
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pages);
  return { items: list.slice((current - 1) * size, current * size), page: current, pages };
}

/** The query of page `page` from the current one: other parameters kept in order; page 1 has no parameter. */
export function pageSearch(current: URLSearchParams, page: number): string {
  const next = new URLSearchParams(current);
  if (page > 1) next.set("page", String(page));
  else next.delete("page");
  const text = next.toString();
  return text ? `?${text}` : "";
}

/**
 * The page numbers a pager links to: the first, the last, and up to one either side of the current
 * one, with `null` where numbers are left out ("1 … 4 5 6 … 12").
 */
export function pagerNumbers(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const n of shown) {
    const last = out.at(-1);
    if (typeof last === "number" && n - last > 1) out.push(null);
    out.push(n);
  }
  return out;
}

/** What a paged list's page carries (product §15.2): its first page of cards, the count of all and the paths of its files. */
export interface FirstPageData {
  places: PlaceSummary[];
  total: number;
  dataUrls: string[];
}
