/**
 * Product §15 (docs/decisions/044-search-library.md): the search page's relevance index (MiniSearch) off the page's
 * thread. At 10,000 places building it took seconds and a keystroke's ranking up to 100 ms on a 4x-slowed CPU:
 * here neither holds the page up.
 *
 * Messages in: `{ kind: "load", files, synonyms }` once (the search files of places' bytes, transferred, and the
 * synonym table); then `{ kind: "find", seq, query }` (the ids the relevance index finds for the query, best first,
 * and its correction when it finds none) or `{ kind: "correct", seq, query }` (the correction only, for the home
 * box). Messages out: `{ kind: "ready" }` once the index is built, then one `{ seq, ids, correction, ms }` per
 * question (`ms`: the time it took here), or `{ kind: "failed", error }`.
 */
import { toSearchEntries, type SearchDoc } from "./match";
import { correctionFor, rankedIds, relevanceIndexOf, type RelevanceIndex } from "./relevance";
import { filterWordTable, understandQuery, type FilterWordRow } from "./understand";
import type { Synonym } from "../../../core/search/synonyms";

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
let state: { index: RelevanceIndex; table: FilterWordRow[]; synonyms: readonly Synonym[] } | undefined;

addEventListener("message", (event: MessageEvent<RelevanceQuestion>) => {
  const question = event.data;
  try {
    if (question.kind === "load") {
      const decoder = new TextDecoder();
      const docs = question.files.flatMap((bytes) => JSON.parse(decoder.decode(bytes)) as SearchDoc[]);
      const entries = toSearchEntries(docs);
      state = {
        index: relevanceIndexOf(entries),
        table: filterWordTable([...new Set(entries.map((entry) => entry.neighborhood).filter(Boolean))].sort()),
        synonyms: question.synonyms,
      };
      scope.postMessage({ kind: "ready" });
      return;
    }
    if (!state) throw new Error("asked before the index was loaded");
    const start = performance.now();
    const { index, table, synonyms } = state;
    const read = (text: string) => understandQuery(text, table, synonyms);
    const understood = read(question.query);
    const ids = question.kind === "find" ? rankedIds(index, understood) : [];
    const correction =
      ids.length === 0 && understood.terms.length > 0
        ? correctionFor(index, understood, question.query, read)
        : undefined;
    scope.postMessage({ kind: "answer", seq: question.seq, ids, correction, ms: performance.now() - start });
  } catch (error) {
    scope.postMessage({ kind: "failed", error: String(error) });
  }
});
