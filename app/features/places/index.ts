/**
 * Places (product §2, §3): the public entry of `app/features/places` for other features. Routes may
 * use the feature's modules directly; build-time code is in its `*.server.ts` modules (not re-exported
 * here, so no browser chunk can reach them). The list pages (filters, paging, first paint) are the
 * `lists` feature.
 * - Cards: {@link PlaceCard}, {@link PlaceGrid} (a list of cards), {@link TypeChip}, {@link Rating}; a page whose
 *   grid is its main results renders {@link FirstScreenFirst} so its first paint holds the first screen's cards.
 * - Neighborhood pages' links ({@link neighborhoodPath}, `NeighborhoodLink`).
 * - The record's types (`PlaceSummary` for cards, `ListedPlace`, `PlaceType`), the rating scale, dates in words
 *   ({@link formatDate}).
 */
export { FirstScreenFirst, PlaceCard, PlaceGrid, type PlaceCardOptions } from "./place-card";
export { Rating, TypeChip } from "./place-badges";
export { formatDate, ratingScale } from "./facts";
export type { BriefSummary, ListedPlace, PlaceSummary, PlaceType } from "#core/places/place-schema.ts";
