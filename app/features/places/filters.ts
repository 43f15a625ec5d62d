/**
 * Spec §4-§5 page filters for the list pages (restaurants, nightlife, attractions), as pure functions.
 * Filter state lives in the URL query: q, neighborhood, rating, type.
 */

/** The filter state of a list page. "all" (or "") means no restriction for a select. */
export interface ListFilters {
  q: string;
  neighborhood: string;
  rating: string;
  type: string;
}

/** The fields the rules read; neighborhood, rating and type may be missing on a place. */
export interface FilterablePlace {
  name: string;
  category: string;
  description: string;
  neighborhood?: string | null;
  rating?: number | null;
  type?: string | null;
}

/** Spec §4: Clear Filters resets to an empty search and 'all' for every select. */
export const emptyFilters: ListFilters = { q: "", neighborhood: "all", rating: "all", type: "all" };

/** Spec §9: rating filter options (4.5+, 4.0+, 3.5+ stars). */
export const ratingOptions = [
  { value: "4.5", label: "4.5+ stars" },
  { value: "4.0", label: "4.0+ stars" },
  { value: "3.5", label: "3.5+ stars" },
] as const;

/** Spec §2 nightlife: venue type options. */
export const venueTypeOptions = [
  { value: "club", label: "Clubs" },
  { value: "bar", label: "Bars" },
] as const;

const isAll = (value: string) => value === "" || value === "all";

/** Spec §5: case-insensitive substring of the search text in name, category or description. */
export function matchesText(place: FilterablePlace, q: string): boolean {
  const needle = q.trim().toLowerCase();
  if (!needle) return true;
  return [place.name, place.category, place.description].some((field) => field.toLowerCase().includes(needle));
}

/** Spec §5: exact neighborhood match, or 'all'; places without a neighborhood always pass. */
export function matchesNeighborhood(place: FilterablePlace, neighborhood: string): boolean {
  return isAll(neighborhood) || !place.neighborhood || place.neighborhood === neighborhood;
}

/** Spec §5: rating at least the threshold; places without a rating pass; an unknown threshold filters nothing. */
export function matchesRating(place: FilterablePlace, rating: string): boolean {
  const threshold = Number.parseFloat(rating);
  if (isAll(rating) || Number.isNaN(threshold)) return true;
  return place.rating == null || place.rating >= threshold;
}

/** Spec §5: nightlife type is an exact match on type (club or bar); places without a type pass. */
export function matchesType(place: FilterablePlace, type: string): boolean {
  return isAll(type) || !place.type || place.type === type;
}

/** Applies every rule of {@link ListFilters}; keeps the input order. */
export function filterPlaces<T extends FilterablePlace>(places: readonly T[], filters: ListFilters): T[] {
  return places.filter(
    (place) =>
      matchesText(place, filters.q) &&
      matchesNeighborhood(place, filters.neighborhood) &&
      matchesRating(place, filters.rating) &&
      matchesType(place, filters.type),
  );
}

/**
 * Spec §5: neighborhood options are the distinct neighborhoods of the page's list, sorted A-Z.
 * Sorted by code point, not `localeCompare`: the names are plain words, and the first collation
 * loads the browser's locale data, a main-thread stall of about 15 ms during hydration.
 */
export function neighborhoodOptions(places: readonly FilterablePlace[]): string[] {
  const names = new Set<string>();
  for (const place of places) if (place.neighborhood) names.add(place.neighborhood);
  return [...names].sort();
}

/** Reads filters from a URL query; missing keys take their empty value. */
export function filtersFromSearchParams(params: URLSearchParams): ListFilters {
  return {
    q: params.get("q") ?? emptyFilters.q,
    neighborhood: params.get("neighborhood") ?? emptyFilters.neighborhood,
    rating: params.get("rating") ?? emptyFilters.rating,
    type: params.get("type") ?? emptyFilters.type,
  };
}

/** Writes filters to a URL query, leaving out empty values so a clean list has a clean URL. */
export function filtersToSearchParams(filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  for (const key of ["neighborhood", "rating", "type"] as const) {
    if (!isAll(filters[key])) params.set(key, filters[key]);
  }
  return params;
}

/** True when any filter differs from {@link emptyFilters}. */
export function hasActiveFilters(filters: ListFilters): boolean {
  return filtersToSearchParams(filters).size > 0;
}

/** Spec §2: 'N Restaurant(s) Found': singular for exactly one. */
export function countLabel(count: number, noun: { one: string; other: string }): string {
  return `${count} ${count === 1 ? noun.one : noun.other} Found`;
}
