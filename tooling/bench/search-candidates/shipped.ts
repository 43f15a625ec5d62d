// What /search runs per keystroke (app/features/search/relevance-engine.ts findIds): MiniSearch's ranked matches,
// then product §5.1's through today's letter-pair index.
import { toSearchEntries, type SearchEntry } from "../../../app/features/search/match";
import { buildPairIndex } from "../../../app/features/search/pair-index";
import { relevanceIndexOf } from "../../../app/features/search/relevance";
import { findIds, type RelevanceEngine } from "../../../app/features/search/relevance-engine";
import { filterWordTable, understandQuery } from "../../../app/features/search/understand";
import type { Candidate } from "./types";

let engine: RelevanceEngine;
let entries: SearchEntry[] = [];

export const candidate: Candidate = {
  async build(docs) {
    entries = toSearchEntries(docs);
    engine = {
      index: relevanceIndexOf(entries),
      table: filterWordTable([...new Set(entries.map((entry) => entry.neighborhood))].sort()),
      data: { entries, synonyms: [], files: [] },
    };
    await buildPairIndex(entries, (task) => task(Number.POSITIVE_INFINITY));
  },
  search: (text) => findIds(engine, understandQuery(text, engine.table, []), text).length,
};
