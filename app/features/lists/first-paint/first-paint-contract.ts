import type { FilterablePlace, ListControl } from "../filters/filters";

/**
 * What a list page's HTML and its first-paint script (first-paint.inline.ts) agree on: ids and data attributes.
 * The script changes only its own `<style>` and elements React renders empty and never manages
 * (`dangerouslySetInnerHTML` of ""), plus the form controls' values, which hydration keeps.
 */
export const firstPaint = {
  /** `<script type="application/json">` with {@link FirstPaintData}. */
  dataId: "list-first-paint-data",
  /** The `<style>` the script adds to `<head>`; the app removes it once it shows the list itself. */
  styleId: "list-first-paint-style",
  /** On the filter form; its controls are named as the URL's keys. */
  formAttr: "data-list-filters",
  /** On each card's list item, valued with the place id. */
  cardAttr: "data-place-id",
  /** Around the cards and the empty state: hidden while the result is pending. */
  resultsAttr: "data-list-results",
  /** The element holding the count as React renders it. */
  liveCountAttr: "data-count-live",
  /** The unmanaged element the script writes the filtered count (or the pending note) into. */
  countAttr: "data-count-first-paint",
  /** The empty state pre-rendered hidden, shown by the script when nothing matches. */
  emptyAttr: "data-empty-first-paint",
  /** Buttons that clear every filter. */
  clearAttr: "data-clear-filters",
  /** The unmanaged badge of the Filters button (product §12.5) the script writes the sheet's count into. */
  filterCountAttr: "data-filter-count-first-paint",
  /** On the Filters button: the script enables it before the app runs (on a list page, product §12.5). */
  filtersButtonAttr: "data-filters-button",
  /** Set on the Filters button by the script when it is tapped before the app runs: the app opens the sheet. */
  filtersTappedAttr: "data-filters-tapped",
} as const;

/**
 * The page's data for the script: the fields the rules read, the page's selects and its count wording. What the
 * whole list offers (its neighborhoods, types, features, diets), to read the query against, the script takes from
 * the form, which pre-renders every one of them (decision 093: the page carries them once).
 */
export interface FirstPaintData {
  controls: readonly ListControl[];
  noun: { one: string; other: string };
  /** Shown instead of the count while Open now or Closing latest waits for the app. */
  pending: string;
  /** Shown instead of the count while the whole list's file loads (product §15.2). */
  loading: string;
  /**
   * True when `places` is the whole list (it fits one page). Otherwise it is the first page only, and a
   * filtered, sorted or later page cannot be painted from it: the list shows as loading (product §15.2).
   */
  complete: boolean;
  places: readonly (FilterablePlace & { id: number })[];
}

/** The JSON text of {@link FirstPaintData}, safe inside a `<script>` element (no "</script>", no "<!--"). */
export function firstPaintJson(data: FirstPaintData): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
