/**
 * Spec §4-§5 home search, as pure functions shared by the home page's suggestions and the full
 * results page (/search). No place data here: the entries come from the build-time search index
 * (search-index.server.ts), so the client never loads the place records.
 */
import type { PlaceType } from "~/features/places/place-schema";
import { listPathFor } from "~/lib/site-config";

/** Spec §9: home search constants (minimum 2 characters, at most 6 suggestions). */
export const searchRules = {
  minLength: 2,
  maxSuggestions: 6,
} as const;

/** The fields of a place that Spec §5 searches. */
export interface SearchablePlace {
  name: string;
  category: string;
  description: string;
  neighborhood: string;
  features: readonly string[];
}

/**
 * One entry of the compact search index: `text` is what matching reads ({@link searchText}); `id`,
 * `name`, `type` and `neighborhood` are what a suggestion shows and where choosing it leads.
 * Shape: `{ id: 101, name: "Lindey's", type: "restaurant", neighborhood: "German Village", text: "lindey's american bistro ..." }`.
 */
export interface SearchEntry {
  id: number;
  name: string;
  type: PlaceType;
  neighborhood: string;
  text: string;
}

/**
 * Spec §5: the combined text of name, category, description, neighborhood and features, lower-cased.
 * Fields are joined with a space, so no word (words never hold a space) can match across two fields.
 */
export function searchText(place: SearchablePlace): string {
  return [place.name, place.category, place.description, place.neighborhood, ...place.features].join(" ").toLowerCase();
}

/**
 * Spec §5: the text lower-cased and split on spaces. Empty pieces (from leading, trailing or
 * double spaces) are dropped: an empty word is contained in every text, so this changes no result.
 */
export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(" ")
    .filter((word) => word !== "");
}

/** Spec §5: matching starts only when the trimmed text is at least 2 characters. */
export function canMatch(query: string): boolean {
  return query.trim().length >= searchRules.minLength;
}

/**
 * Spec §5: the suggestion list and the no-results box show only when the raw (untrimmed) text is
 * at least 2 characters. So ' a' shows the no-results box although it matches nothing.
 */
export function showsResultsBox(query: string): boolean {
  return query.length >= searchRules.minLength;
}

/** Spec §5: true when every word appears somewhere in the entry's combined text. */
export function matchesWords(entry: { text: string }, words: readonly string[]): boolean {
  return words.every((word) => entry.text.includes(word));
}

/**
 * Spec §5: the entries whose combined text holds every word of the query, in index order, at most
 * `limit` of them; none while the trimmed query is shorter than 2 characters.
 * `searchEntries(index, "short north")` -> every place with both "short" and "north" in its text.
 */
export function searchEntries<T extends { text: string }>(entries: readonly T[], query: string, limit = Infinity): T[] {
  if (!canMatch(query)) return [];
  const words = queryWords(query);
  const results: T[] = [];
  for (const entry of entries) {
    if (results.length >= limit) break;
    if (matchesWords(entry, words)) results.push(entry);
  }
  return results;
}

/** Spec §5 / §9: the home page's suggestions: {@link searchEntries} limited to 6. */
export function suggestEntries<T extends { text: string }>(entries: readonly T[], query: string): T[] {
  return searchEntries(entries, query, searchRules.maxSuggestions);
}

/** Spec §8: heading shown when a search finds nothing. `{text}` is the text as typed. */
export function noResultsTitle(query: string): string {
  return `No results found for "${query}"`;
}

/** Spec §8: the hint under {@link noResultsTitle}. */
export const noResultsHint = "Try searching for restaurants, bars, or attractions";

/** The full results page's count: '12 Results for "pizza"', singular for exactly one. */
export function resultCountLabel(count: number, query: string): string {
  return `${count} ${count === 1 ? "Result" : "Results"} for "${query}"`;
}

/** Where a search for `query` is shown in full: `/search?q=...`. */
export function searchPath(query: string): string {
  return `/search?q=${encodeURIComponent(query)}`;
}

/**
 * Spec §2 Home: choosing a result opens its type's page (restaurant /restaurants, coffee /coffee,
 * club and bar /clubs-and-bars, attraction /attractions, anything else /) with that page's search
 * filled with the place's name: `{ name: "COSI", type: "attraction" }` -> `/attractions?q=COSI`.
 */
export function resultPath(entry: { name: string; type: string }): string {
  return `${listPathFor(entry.type)}?q=${encodeURIComponent(entry.name)}`;
}
