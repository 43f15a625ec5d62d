/**
 * Lists (product §2, §5, §12): the list pages' public entry for other features: the filter rules and their
 * URL form ({@link filterPlaces}, {@link listResults}, {@link emptyFilters}, {@link listOptions}), the URL-backed
 * filter state ({@link useListFilters}) and the search box's state ({@link useSearchText}), the Sort, Open now,
 * Price and Features controls ({@link ListRefinements}), a phone's Filters sheet ({@link MoreFilters},
 * {@link sheetFilterCount}) and removable chips ({@link FilterChips}, loaded on first
 * use), paging ({@link pageOf}, {@link Pager}) and a list's static files ({@link useListData}, decision 018), and
 * the places' clock for open now ({@link usePlaceClock}). /search, /coffee and /trending share them. The list page
 * itself ({@link ListPage}) and the build's list data (`list-data.server.ts`) are for routes.
 */
export {
  emptyFilters,
  featureOptions,
  filterPlaces,
  filtersToSearchParams,
  hasActiveFilters,
  hoursUnknownCount,
  hoursVaryingPlaces,
  listOptions,
  listResults,
  needsClock,
  offeredFeatures,
  pendingText,
  priceOptions,
  sheetFilterCount,
  unjudgedCount,
  type ListFilters,
  type ListOptions,
  type PriceRange,
} from "./filters/filters";
export { HoursUnknownNote, HoursVaryNote, UnjudgedNote } from "./counts/lazy-notes";
export { Pager } from "./paging/lazy-pager";
export { listPageSize, pageCount, pageOf, type FirstPageData } from "./paging/paging";
export { useListData } from "./data/use-list-data";
export { ListRefinements } from "./filter-form/list-refinements";
export { MoreFilters } from "./filter-form/more-filters";
export { FilterChips } from "./filter-form/lazy-filter-chips";
export { useAdoptFormAtHydration, useListFilters } from "./filters/use-list-filters";
export { useSearchText } from "./filters/use-search-text";
export { usePlaceClock } from "./filters/use-place-clock";
