/**
 * Places (product §2, §3, §5): the public entry of `app/features/places` for other features. Routes may
 * use the feature's modules directly; build-time code is in its `*.server.ts` modules (not re-exported
 * here, so no browser chunk can reach them).
 * - Cards: {@link PlaceCard}, {@link PlaceGrid} (a list of cards), {@link TypeChip}, {@link Rating}.
 * - Lists: the filter rules ({@link filterPlaces}, {@link emptyFilters}, {@link listOptions})
 *   and the URL-backed filter state ({@link useListFilters}, {@link useAdoptFormAtHydration}); issue 11's
 *   Sort, Open now, Price and Features controls ({@link ListRefinements}) and removable chips ({@link FilterChips},
 *   loaded on first use), which /search shares; paging ({@link pageOf}, {@link Pager}) and a list's static file
 *   ({@link useListData}, issue 16), which /search shares too.
 * - The record's types (`PlaceSummary` for cards, `ListedPlace`, `PlaceType`), the rating scale and distances.
 */
export { PlaceCard, PlaceGrid, type PlaceCardOptions } from "./place-card";
export { Rating, TypeChip } from "./place-badges";
export { emptyFilters, featureOptions, filterPlaces, filtersToSearchParams, hasActiveFilters, listOptions, listResults, needsClock, offeredFeatures, pendingText, type ListOptions } from "./filters";
export { Pager } from "./pager";
export { listPageSize, pageCount, pageOf, type FirstPageData } from "./paging";
export { useListData } from "./use-list-data";
export { ListRefinements } from "./list-refinements";
export { FilterChips } from "./lazy-filter-chips";
export { useAdoptFormAtHydration, useListFilters } from "./use-list-filters";
export { usePlaceClock } from "./use-place-clock";
export { ratingScale } from "./facts";
export type { ListedPlace, PlaceSummary, PlaceType } from "./place-schema";
