// Today's own index (decisions 016, 021): the letter-pair index and vocabulary over product §5.1's texts, exact substrings.
import { searchEntries, toSearchEntries, type SearchEntry } from "../../../app/features/search/match";
import { buildPairIndex } from "../../../app/features/search/pair-index";
import type { Candidate } from "./types";

let entries: SearchEntry[] = [];

export const candidate: Candidate = {
  async build(docs) {
    entries = toSearchEntries(docs);
    // Every step at once: the build's whole cost, not spread over tasks.
    await buildPairIndex(entries, (task) => task(Number.POSITIVE_INFINITY));
  },
  search: (text) => searchEntries(entries, text).length,
};
