/**
 * product §4-§5 home search, as pure functions shared by the home page's suggestions and the full
 * results page (/search). No place data here: the entries come from the build-time search index
 * (search-index.server.ts), so the client never loads the place records.
 */
import type { PlaceType } from "~/features/places";
import { categories, suggestionPathFor, typesOf } from "#core/categories.ts";

/** product §9: home search constants (minimum 2 characters, at most 6 suggestions). */
export const searchRules = {
  minLength: 2,
  maxSuggestions: 6,
} as const;

/** The fields of a place that product §5 searches. */
export interface SearchablePlace {
  name: string;
  category: string;
  description: string;
  neighborhood: string;
  features: readonly string[];
}

/**
 * What an event's entry carries beside the searched fields (decision 085): its page's slug and its next dates, each
 * `[start, end]` as ISO 8601 with the offset (`2026-12-05T21:00-05:00`), so a result says the next one not yet over.
 */
export interface SearchEvent {
  slug: string;
  dates: [start: string, end: string][];
}

/**
 * One place as the search files carry it (app/features/search/search-files.server.ts): what a suggestion or a
 * result shows and where it leads (`id`, `name`, `type`, `neighborhood`), what orders ties (`rating`), and the
 * fields product §5 searches. Shape: `{ id: 101, name: "Lindey's", type: "restaurant", rating: 4.6,
 * category: "American Bistro", description: "...", neighborhood: "German Village", features: ["Patio"] }`.
 *
 * An event is one too (decision 085), in the same engine: `type` "event", a negative `id`, its title as `name`,
 * its kind as `category`, its performers and its place's name as `description`, `rating` 0 (after the places of
 * a tie), and `event` with its slug and next dates.
 */
export interface SearchDoc extends SearchablePlace {
  id: number;
  name: string;
  type: PlaceType | "event";
  rating: number;
  event?: SearchEvent;
}

/** Whether an entry is an event's (decision 085). */
export function isEventEntry<T extends Pick<SearchDoc, "type" | "event">>(
  entry: T,
): entry is T & { type: "event"; event: SearchEvent } {
  return entry.type === "event" && entry.event !== undefined;
}

/**
 * One entry of the search index in the browser: a {@link SearchDoc} and `text`, what product §5.1 matching reads
 * ({@link searchText}), made once when the files arrive ({@link toSearchEntries}).
 */
export interface SearchEntry extends SearchDoc {
  text: string;
}

/** What matching and ranking read of an entry. */
export type RankableEntry = Pick<SearchEntry, "name" | "rating" | "text">;

/**
 * product §5: the combined text of name, category, description, neighborhood and features, lower-cased.
 * Fields are joined with a space, so no word (words never hold a space) can match across two fields.
 */
export function searchText(place: SearchablePlace): string {
  return [place.name, place.category, place.description, place.neighborhood, ...place.features].join(" ").toLowerCase();
}

/**
 * product §5: the text lower-cased and split on spaces. Empty pieces (from leading, trailing or
 * double spaces) are dropped: an empty word is contained in every text, so this changes no result.
 */
export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(" ")
    .filter((word) => word !== "");
}

/** product §5: matching starts only when the trimmed text is at least 2 characters. */
export function canMatch(query: string): boolean {
  return query.trim().length >= searchRules.minLength;
}

/**
 * product §5: the suggestion list and the no-results box show only when the raw (untrimmed) text is
 * at least 2 characters. So ' a' shows the no-results box although it matches nothing.
 */
export function showsResultsBox(query: string): boolean {
  return query.length >= searchRules.minLength;
}

/** product §5: true when every word appears somewhere in the entry's combined text. */
export function matchesWords(entry: { text: string }, words: readonly string[]): boolean {
  return words.every((word) => entry.text.includes(word));
}

/**
 * Content order, product §5.1's last tie-break: the content files (`content/places/<category key>.json`) are
 * read in name order, and each keeps its places in id order (new places take new ids and are appended). So a
 * place's rank in content order is its category's key's rank among the keys, then its id; this holds without
 * the list of every place, which the search files (one per bucket of ids) do not carry.
 */
const contentFileRank: ReadonlyMap<string, number> = new Map(
  [...categories]
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .flatMap((row, rank) => typesOf(row).map((type) => [type, rank] as const)),
);

/** Sorts highest rated first, equal ratings in content order ({@link contentFileRank}, then id). */
function guideOrder(a: SearchDoc, b: SearchDoc): number {
  return (
    b.rating - a.rating ||
    (contentFileRank.get(a.type) ?? Infinity) - (contentFileRank.get(b.type) ?? Infinity) ||
    a.id - b.id
  );
}

/**
 * The search index of the browser from the places of every search file (in any order, each once): one
 * {@link SearchEntry} a place, highest rated first and equal ratings in content order, the order product §5.1
 * ranks ties in, so ranking a keystroke's matches needs no sort (product §15). The page and the vocabulary's
 * worker both call it on the same files, so a position means the same place to both.
 */
export function toSearchEntries(docs: readonly SearchDoc[]): SearchEntry[] {
  return docs.map((doc) => ({ ...doc, text: searchText(doc) })).sort(guideOrder);
}

/**
 * The lists of {@link toSearchEntries} (one per search file, each in the guide's order) as one list in that order,
 * as {@link toSearchEntries} of all their places would give it (ids are unique, so the order is total). Linear per
 * round of merges, so the work of a file is done in its own task as it arrives and only this remains at the end
 * (product §15: no long task at 10,000 places).
 */
export function mergeSearchEntries(lists: readonly (readonly SearchEntry[])[]): SearchEntry[] {
  let rounds = lists.map((list) => [...list]);
  if (rounds.length === 0) return [];
  while (rounds.length > 1) {
    const next: SearchEntry[][] = [];
    for (let at = 0; at < rounds.length; at += 2) {
      const a = rounds[at]!;
      const b = rounds[at + 1];
      if (!b) {
        next.push(a);
        continue;
      }
      const merged: SearchEntry[] = [];
      let i = 0;
      let j = 0;
      while (i < a.length && j < b.length) merged.push(guideOrder(a[i]!, b[j]!) <= 0 ? a[i++]! : b[j++]!);
      while (i < a.length) merged.push(a[i++]!);
      while (j < b.length) merged.push(b[j++]!);
      next.push(merged);
    }
    rounds = next;
  }
  return rounds[0]!;
}

/** Lower-cased names, once per entry (ranking reads them on every keystroke). */
const lowerNames = new WeakMap<object, string>();

function lowerName(entry: Pick<SearchEntry, "name">): string {
  let name = lowerNames.get(entry);
  if (name === undefined) {
    name = entry.name.toLowerCase();
    lowerNames.set(entry, name);
  }
  return name;
}

/** True when the ratings never rise along the list (the build writes the index so: search-index.server.ts). */
function byRatingAlready(entries: readonly RankableEntry[]): boolean {
  for (let i = 1; i < entries.length; i++) if (entries[i]!.rating > entries[i - 1]!.rating) return false;
  return true;
}

/**
 * The order of the matches (the spec sets which places match, not their order): places whose
 * name holds more of the words come first, so 'pizza' puts the pizzerias before a bar that serves
 * pizza; then the higher rated; then content order. Returns a new array.
 *
 * Product §15.5: when the matches already come highest rated first (the index is written in that order, ties
 * in content order), grouping them by the number of name hits, each group in its order, is that same order
 * without a sort: linear, which matters for thousands of matches per keystroke.
 */
export function rankMatches<T extends RankableEntry>(matches: readonly T[], words: readonly string[]): T[] {
  const nameHits = (entry: T) => {
    const name = lowerName(entry);
    let hits = 0;
    for (const word of words) if (name.includes(word)) hits++;
    return hits;
  };
  if (byRatingAlready(matches)) {
    const groups: T[][] = Array.from({ length: words.length + 1 }, () => []);
    for (const entry of matches) groups[words.length - nameHits(entry)]!.push(entry);
    return groups.flat();
  }
  return matches
    .map((entry, order) => ({ entry, order, hits: nameHits(entry) }))
    .sort((a, b) => b.hits - a.hits || b.entry.rating - a.entry.rating || a.order - b.order)
    .map(({ entry }) => entry);
}

/**
 * True when every text holding all of `words` also holds all of `previous`: each earlier word lies inside one
 * of the new ones (typing on: "pi" -> "piz", "short" -> "short n"). The new matches are then among the earlier ones.
 */
export function narrows(words: readonly string[], previous: readonly string[]): boolean {
  return previous.every((earlier) => words.some((word) => word.includes(earlier)));
}

/** Per index (an array never changed once loaded): the last query's words and its matches, in index order. */
const lastMatches = new WeakMap<readonly object[], { words: readonly string[]; matches: readonly object[] }>();

/**
 * A faster way to the result of {@link searchEntries} on one index: the best `limit` entries holding every word,
 * in {@link rankMatches}'s order (exactly what the scan gives), or `undefined` when it cannot help with these words.
 */
export type MatchFinder = (words: readonly string[], limit: number) => readonly object[] | undefined;

/** Per index: its {@link MatchFinder} once one is ready (product §15.5: the letter-pair index of pair-index.ts). */
const finders = new WeakMap<readonly object[], MatchFinder>();

/**
 * Lets {@link searchEntries} find the matches of `entries` with `finder` from now on (decision 021). The finder
 * must return exactly what the scan returns: it changes how fast the matches are found, never which.
 */
export function registerFinder(entries: readonly object[], finder: MatchFinder): void {
  finders.set(entries, finder);
}

/**
 * product §5: the entries whose combined text holds every word of the query, best first
 * ({@link rankMatches}), at most `limit` of them; none while the trimmed query is shorter than
 * 2 characters. `searchEntries(index, "short north")` -> every place with both "short" and "north" in its text.
 *
 * Product §15.5: a query that {@link narrows} the last one on the same index is matched among the last matches
 * only, not the whole index: the same result, and a keystroke costs what the previous one found, not the guide.
 * Once the index has a finder ({@link registerFinder}: its letter-pair index, decision 021), the finder gives
 * the result instead; until it is ready, the scan does.
 */
export function searchEntries<T extends RankableEntry>(entries: readonly T[], query: string, limit = Infinity): T[] {
  if (!canMatch(query)) return [];
  const words = queryWords(query);
  const found = finders.get(entries)?.(words, limit);
  if (found) return found as T[];
  const last = lastMatches.get(entries);
  const pool = last && narrows(words, last.words) ? (last.matches as readonly T[]) : entries;
  const matches = pool.filter((entry) => matchesWords(entry, words));
  lastMatches.set(entries, { words, matches });
  return rankMatches(matches, words).slice(0, limit);
}

/** product §5 / §9: the home page's suggestions: the 6 best of {@link searchEntries}. */
export function suggestEntries<T extends RankableEntry>(entries: readonly T[], query: string): T[] {
  return searchEntries(entries, query, searchRules.maxSuggestions);
}

/** product §8: heading shown when a search finds nothing. `{text}` is the text as typed. */
export function noResultsTitle(query: string): string {
  return `No results found for "${query}"`;
}

/** product §8: the hint under {@link noResultsTitle}. */
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
 * product §2 Home: choosing a result opens its type's page (restaurant /restaurants, coffee /coffee,
 * club and bar /clubs-and-bars, attraction /attractions, anything else /) with that page's search
 * filled with the place's name: `{ name: "COSI", type: "attraction" }` -> `/attractions?q=COSI`. An event's
 * result opens its page, `/events/<slug>` (decision 085).
 */
export function resultPath(entry: { name: string; type: string; event?: SearchEvent }): string {
  if (entry.event) return `/events/${entry.event.slug}`;
  return `${suggestionPathFor(entry.type)}?q=${encodeURIComponent(entry.name)}`;
}

/**
 * Runs one matching pass and records how long it took as the `search:match` performance measure
 * (milliseconds; `npm run bench:scale` reports the slowest per keystroke). Returns what `run` returns.
 */
export function measureMatching<T>(run: () => T): T {
  const start = performance.now();
  const result = run();
  performance.measure("search:match", { start, end: performance.now() });
  return result;
}
