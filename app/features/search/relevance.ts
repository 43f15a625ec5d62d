/**
 * product §5.5: the search page's matching and ranking, on MiniSearch (docs/decisions/044-search-library.md): an
 * inverted index of the places' words, searched with every part of the query required, typos forgiven (one edit
 * in a word of 4 letters or more, two from 8), the last word matched as a prefix while it is typed, and the
 * synonym table's meanings as alternatives; ranked by BM25 relevance (a word in the name counts most), ties in
 * the guide's order. Loaded with the search files, never with a page.
 */
import MiniSearch, { type Query, type SearchOptions } from "minisearch";
import type { SearchEntry } from "./match";
import { words, type SearchTerm, type UnderstoodQuery } from "./understand";

/** The searched fields and how much a word found in each counts (a name counts most, a description least). */
const boost = { name: 4, category: 2, features: 2, neighborhood: 1.5, description: 1 } as const;
const fields = Object.keys(boost) as (keyof typeof boost)[];

/** Splits a text into words at white space and punctuation (MiniSearch's own rule): "Rubino's" -> Rubino, s. */
export function tokenize(text: string): string[] {
  return text.split(/[\n\r\p{Z}\p{P}]+/u);
}

/**
 * Words too common to tell places apart: left out of the index and of queries (they were a third of the words of
 * the descriptions, and of the index's build time, at 10,000 places: decision 044). A query of these alone is
 * still answered by product §5.1's rule, which the search adds (relevance-engine.ts `findIds`).
 */
const stopWords = new Set(
  "a an and are as at be by for from in into is it its of on or s that the their this to with".split(" "),
);

/** A word as the index keeps it: lower-cased, accents dropped ("Café" -> "cafe"); null for an empty or common one. */
export function processTerm(term: string): string | null {
  const plain = term
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
  return plain === "" || stopWords.has(plain) ? null : plain;
}

/** The index words of a text: `indexWords("Rubino's Pizza")` -> ["rubino", "s", "pizza"]. */
export function indexWords(text: string): string[] {
  return tokenize(text).flatMap((token) => processTerm(token) ?? []);
}

/** product §5.5: how many edits a word may be from a word of a place: none under 4 letters, 1 from 4, 2 from 8. */
export function fuzziness(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

/** The search page's index: MiniSearch over the entries, and each entry's position in the guide's order. */
export interface RelevanceIndex {
  readonly search: MiniSearch<SearchEntry>;
  /** Every id, highest rated first, equal ratings in content order (the entries' order). */
  readonly ids: readonly number[];
  /** Position of each id in {@link RelevanceIndex.ids}: ties of relevance keep this order. */
  readonly position: ReadonlyMap<number, number>;
}

function emptyIndex(entries: readonly SearchEntry[]): RelevanceIndex {
  return {
    search: new MiniSearch<SearchEntry>({
      fields,
      idField: "id",
      tokenize,
      processTerm,
      extractField: (entry, field) =>
        field === "id"
          ? entry.id
          : field === "features"
            ? entry.features.join(" ")
            : String(entry[field as keyof SearchEntry]),
    }),
    ids: entries.map((entry) => entry.id),
    position: new Map(entries.map((entry, at) => [entry.id, at])),
  };
}

/** The index of `entries` (in the guide's order, {@link toSearchEntries}), built at once (tests, small guides). */
export function relevanceIndexOf(entries: readonly SearchEntry[]): RelevanceIndex {
  const index = emptyIndex(entries);
  index.search.addAll(entries);
  return index;
}

/**
 * The index of `entries`, built in steps of about `stepMs` milliseconds, each a task of its own after a 0 ms
 * timeout, so input and rendering run between two steps (product §15: no long task; about 1 s on a 4x-slowed
 * CPU at 10,000 places, docs/decisions/044-search-library.md). Resolves once every entry is in.
 */
export function buildRelevanceIndex(entries: readonly SearchEntry[], stepMs = 8): Promise<RelevanceIndex> {
  const index = emptyIndex(entries);
  let next = 0;
  return new Promise((resolve) => {
    const step = () => {
      const start = performance.now();
      while (next < entries.length && performance.now() - start < stepMs) {
        index.search.addAll(entries.slice(next, next + 16));
        next += 16;
      }
      if (next < entries.length) setTimeout(step, 0);
      else resolve(index);
    };
    step();
  });
}

/** MiniSearch's query for one part: the word(s) as typed, forgiving typos, or any of the synonym table's meanings. */
function termQuery(term: SearchTerm): Query {
  const [typed, ...meanings] = term.alternatives;
  const own: Query = {
    queries: [typed!],
    combineWith: "AND",
    fuzzy: (word) => fuzziness(word),
    prefix: term.last ? (_word, at, all) => at === all.length - 1 : false,
  };
  if (meanings.length === 0) return own;
  const exact: SearchOptions = { combineWith: "AND", fuzzy: false, prefix: false };
  return { combineWith: "OR", queries: [own, ...meanings.map((meaning) => ({ ...exact, queries: [meaning] }))] };
}

/**
 * product §5.5: the ids of the places that hold every part of the query (each part: its word within the allowed
 * edits, as a prefix if it is being typed, or one of its synonyms), best first: MiniSearch's BM25 score (name x4,
 * category and features x2, neighborhood x1.5, description x1; an exact word above a prefix above a typo), ties
 * in the guide's order. A query of filter words alone (no part) keeps every place, in the guide's order; a part
 * with no word the index keeps (punctuation, "and") is left out, and a query of such parts alone finds nothing here.
 */
export function rankedIds(index: RelevanceIndex, understood: UnderstoodQuery): number[] {
  if (understood.terms.length === 0) return [...index.ids];
  const terms = understood.terms.filter((term) => indexWords(term.text).length > 0);
  if (terms.length === 0) return [];
  const results = index.search.search({ combineWith: "AND", queries: terms.map(termQuery) });
  const at = (id: number) => index.position.get(id) ?? Infinity;
  return results
    .sort((a, b) => b.score - a.score || at(a.id as number) - at(b.id as number))
    .map((result) => result.id as number);
}

/** Levenshtein distance (insertions, deletions, substitutions) between two short words. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length]!;
}

/** True when some place holds `word` exactly (an index word), or one starting with it when `typed` (being typed). */
function known(index: RelevanceIndex, word: string, typed: boolean): boolean {
  return index.search.search(word, { fuzzy: false, prefix: typed, combineWith: "OR", fields }).length > 0;
}

/**
 * The guide's word nearest to `word` (a word the guide does not hold): within one edit more than the search
 * forgives but at most a third of the word's letters (1 edit for 3 to 5 letters, 2 for 6 to 8, 3 from 9), fewest
 * edits first, then the word most places hold, then A-Z; undefined when none is that near.
 */
function nearestWord(index: RelevanceIndex, word: string): string | undefined {
  const allowed = Math.min(fuzziness(word) + 1, Math.floor(word.length / 3));
  if (allowed === 0) return undefined;
  const holders = new Map<string, number>();
  for (const result of index.search.search(word, { fuzzy: allowed, maxFuzzy: allowed, prefix: false, fields }))
    for (const term of result.terms) holders.set(term, (holders.get(term) ?? 0) + 1);
  let best: { term: string; edits: number; count: number } | undefined;
  for (const [term, count] of holders) {
    const edits = editDistance(word, term);
    if (edits === 0 || edits > allowed) continue;
    if (
      !best ||
      edits < best.edits ||
      (edits === best.edits && (count > best.count || (count === best.count && term < best.term)))
    )
      best = { term, edits, count };
  }
  return best?.term;
}

/**
 * product §5.5 "Did you mean": the query with each word the guide does not hold (a plain word of letters and
 * digits, not a filter word, nor the start of a word while it is typed) replaced by the guide's word nearest to it ({@link nearestWord}), when that
 * corrected query finds something; undefined when no word needs it or no correction finds anything.
 * `correctionFor(index, understood, "pizzzza")` -> "pizza". The home box offers the same (product §5.1 is
 * unchanged: its own matches are the rule's).
 */
export function correctionFor(
  index: RelevanceIndex,
  understood: UnderstoodQuery,
  query: string,
  reread: (query: string) => UnderstoodQuery,
): string | undefined {
  const typed = query.split(/\s+/).filter(Boolean);
  const lower = words(query);
  const typingOn = !/\s$/.test(query);
  const spans = new Set(
    understood.filters.flatMap((found) => lower.slice(found.from, found.to).map((_, k) => found.from + k)),
  );
  let changed = false;
  const corrected = typed.map((original, at) => {
    const word = lower[at]!;
    if (spans.has(at) || !/^[\p{L}\p{N}]+$/u.test(word)) return original;
    const plain = processTerm(word);
    // A common word is not searched for (processTerm): nothing to correct.
    if (plain === null || known(index, plain, typingOn && at === lower.length - 1)) return original;
    const nearest = nearestWord(index, plain);
    if (!nearest) return original;
    changed = true;
    return nearest;
  });
  if (!changed) return undefined;
  const text = corrected.join(" ");
  return rankedIds(index, reread(text)).length > 0 ? text : undefined;
}
