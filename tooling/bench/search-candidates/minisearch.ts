// MiniSearch as /search uses it (app/features/search/relevance.ts): typos, prefix while typing, synonyms, BM25.
import { toSearchEntries } from "../../../app/features/search/match";
import { rankedIds, relevanceIndexOf, type RelevanceIndex } from "../../../app/features/search/relevance";
import { filterWordTable, understandQuery, type FilterWordRow } from "../../../app/features/search/understand";
import type { Candidate } from "./types";

let index: RelevanceIndex;
let table: FilterWordRow[] = [];

export const candidate: Candidate = {
  build(docs) {
    const entries = toSearchEntries(docs);
    index = relevanceIndexOf(entries);
    table = filterWordTable([...new Set(entries.map((entry) => entry.neighborhood))].sort());
  },
  search: (text) => rankedIds(index, understandQuery(text, table, [])).length,
};
