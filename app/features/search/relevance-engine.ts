/**
 * product §5.5: the search page's reading of a query over the arrived search files, shared by /search and the home
 * box's "Did you mean" (loaded when one of them first needs it, with MiniSearch, never with a page). One
 * {@link RelevanceIndex} per arrival of the files, built in small steps (decision 044).
 */
import { searchEntries, type SearchEntry } from "./match";
import { buildRelevanceIndex, correctionFor, rankedIds, type RelevanceIndex } from "./relevance";
import type { SearchIndexData } from "./search-index";
import { filterWordTable, understandQuery, type FilterWordRow, type UnderstoodQuery } from "./understand";

export { rankedIds, type RelevanceIndex };

/** What /search and the home box read a query with: the index, and the filter-word table of the guide. */
export interface RelevanceEngine {
  index: RelevanceIndex;
  table: readonly FilterWordRow[];
  data: SearchIndexData;
}

const engines = new WeakMap<SearchIndexData, Promise<RelevanceEngine>>();

/**
 * The engine of `data` (the search files as they arrived): its {@link RelevanceIndex} built in steps, and the
 * filter-word table with the guide's neighborhoods (those of its places, A-Z). Built once per `data`.
 */
export function relevanceEngine(data: SearchIndexData): Promise<RelevanceEngine> {
  let engine = engines.get(data);
  if (!engine) {
    const neighborhoods = [...new Set(data.entries.map((entry) => entry.neighborhood).filter(Boolean))].sort();
    engine = buildRelevanceIndex(data.entries).then((index) => ({
      index,
      table: filterWordTable(neighborhoods),
      data,
    }));
    engines.set(data, engine);
  }
  return engine;
}

/** product §5.5: `query` as the search page reads it: its filters and its parts to search for. */
export function understand(engine: RelevanceEngine, query: string): UnderstoodQuery {
  return understandQuery(query, engine.table, engine.data.synonyms);
}

/**
 * product §5.5: the ids of the places the search page finds for `query` (read as `understood`): those the relevance
 * index finds, best first ({@link rankedIds}), then those product §5.1's rule finds (every word of `query` in the
 * place's text, so the full results hold every suggestion the home box made for the same text) that it did not,
 * in that rule's order. The rule's part uses the letter-pair index once it is built for these entries (decision
 * 021, search-index.ts `indexPairs`), a scan until then.
 */
export function findIds(engine: RelevanceEngine, understood: UnderstoodQuery, query: string): number[] {
  return withRuleMatches(rankedIds(engine.index, understood), engine.data.entries, query);
}

/**
 * `ranked` (the relevance index's ids for `query`, best first), then the ids of the places product §5.1's rule finds
 * for `query` among `entries` that `ranked` lacks, in that rule's order ({@link findIds}). Returns a new array.
 */
export function withRuleMatches(ranked: readonly number[], entries: readonly SearchEntry[], query: string): number[] {
  const ids = [...ranked];
  const found = new Set(ids);
  for (const entry of searchEntries(entries, query)) if (!found.has(entry.id)) ids.push(entry.id);
  return ids;
}

/** product §5.5 "Did you mean": the corrected query, or undefined (relevance.ts {@link correctionFor}). */
export function correction(engine: RelevanceEngine, query: string): string | undefined {
  return correctionFor(engine.index, understand(engine, query), query, (text) => understand(engine, text));
}
