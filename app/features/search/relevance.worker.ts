/**
 * Product §15 (docs/decisions/044-search-library.md): the search page's relevance index (MiniSearch) off the page's
 * thread. At 10,000 places building it took seconds and a keystroke's ranking up to 100 ms on a 4x-slowed CPU:
 * here neither holds the page up.
 *
 * Messages in: `{ kind: "load", files, synonyms }` once (the search files of places' bytes, transferred, and the
 * synonym table); then `{ kind: "find", seq, query }` (every id the search page shows for the query: the relevance
 * index's, best first, then product §5.1's rule's it lacks, relevance-engine.ts `withRuleMatches`; and the
 * correction when there is none) or `{ kind: "correct", seq, query }` (the correction only, for the home box).
 * Messages out: `{ kind: "ready" }` once the index is built, then one `{ seq, ids, correction, ms }` per question
 * (`ms`: the time it took here), or `{ kind: "failed", error }`. The client asks one question at a time
 * (relevance-client.ts), so a question here is never one the page has already given up.
 *
 * Product §5.1's rule is matched here too, not on the page (docs/decisions/044-search-library.md): at 10,000 places
 * it was the page's largest piece of work per answer (14-22 ms on a 4x-slowed CPU). It scans the texts, each
 * keystroke that types on among the last one's matches (match.ts `searchEntries`): the same ids in the same order
 * as the page's letter-pair index gives.
 */
import { toSearchEntries, type SearchDoc, type SearchEntry } from "./match";
import { correctionFor, rankedIds, relevanceIndexOf, type RelevanceIndex } from "./relevance";
import { withRuleMatches } from "./relevance-engine";
import { filterWordTable, understandQuery, type FilterWordRow } from "./understand";
import type { Synonym } from "#core/search/synonyms.ts";

/** What the worker is asked. */
export type RelevanceQuestion =
  | { kind: "load"; files: ArrayBuffer[]; synonyms: readonly Synonym[] }
  | { kind: "find" | "correct"; seq: number; query: string };

/** What the worker answers. */
export type RelevanceAnswer =
  | { kind: "ready" }
  | { kind: "failed"; error: string }
  | { kind: "answer"; seq: number; ids: number[]; correction?: string; ms: number };

const scope = self as unknown as { postMessage(message: RelevanceAnswer): void };
let state:
  | { index: RelevanceIndex; entries: readonly SearchEntry[]; table: FilterWordRow[]; synonyms: readonly Synonym[] }
  | undefined;

addEventListener("message", (event: MessageEvent<RelevanceQuestion>) => {
  const question = event.data;
  try {
    if (question.kind === "load") {
      const decoder = new TextDecoder();
      const docs = question.files.flatMap((bytes) => JSON.parse(decoder.decode(bytes)) as SearchDoc[]);
      const entries = toSearchEntries(docs);
      state = {
        index: relevanceIndexOf(entries),
        entries,
        table: filterWordTable([...new Set(entries.map((entry) => entry.neighborhood).filter(Boolean))].sort()),
        synonyms: question.synonyms,
      };
      scope.postMessage({ kind: "ready" });
      return;
    }
    if (!state) throw new Error("asked before the index was loaded");
    const start = performance.now();
    const { index, entries, table, synonyms } = state;
    const read = (text: string) => understandQuery(text, table, synonyms);
    const understood = read(question.query);
    const ids = question.kind === "find" ? withRuleMatches(rankedIds(index, understood), entries, question.query) : [];
    const correction =
      ids.length === 0 && understood.terms.length > 0
        ? correctionFor(index, understood, question.query, read)
        : undefined;
    scope.postMessage({ kind: "answer", seq: question.seq, ids, correction, ms: performance.now() - start });
  } catch (error) {
    scope.postMessage({ kind: "failed", error: String(error) });
  }
});
