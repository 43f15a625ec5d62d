/**
 * product §5.5 and §15: the search page's relevance index where it costs the page nothing: in a worker
 * (relevance.worker.ts, decision 044), or, where no worker can run, in the page, built in small steps
 * (relevance-engine.ts). One client per arrival of the search files; /search and the home box's correction share it.
 */
import { correction, relevanceEngine, understand } from "./relevance-engine";
import { rankedIds } from "./relevance";
import type { RelevanceAnswer, RelevanceQuestion } from "./relevance.worker";
import type { SearchIndexData } from "./search-index";
import { filterWordTable, understandQuery, type FilterWordRow, type UnderstoodQuery } from "./understand";

/** The relevance index's answer for a query: its ids, best first; its correction when it finds none; its time in ms. */
export interface RankedAnswer {
  ids: number[];
  correction?: string;
  ms: number;
}

/** What the pages ask of the relevance index. */
export interface RelevanceClient {
  /** The search files it was made for. */
  readonly data: SearchIndexData;
  /** product §5.5: the query's filters and parts (on the page: the chips need them at once). */
  read(query: string): UnderstoodQuery;
  /** product §5.5: the relevance index's ids for the query and, when it finds none, its correction. */
  find(query: string): Promise<RankedAnswer>;
  /** product §5.5 "Did you mean", for the home box: the correction of the query, if any. */
  correct(query: string): Promise<string | undefined>;
}

const clients = new WeakMap<SearchIndexData, RelevanceClient>();

/** The in-page way: the index built in steps on the page (relevance-engine.ts). */
function inPage(data: SearchIndexData): Pick<RelevanceClient, "find" | "correct"> {
  let marked = false;
  const engine = () =>
    relevanceEngine(data).then((built) => {
      if (!marked) performance.mark("search:relevance", { detail: "page" });
      marked = true;
      return built;
    });
  return {
    async find(query) {
      const built = await engine();
      const start = performance.now();
      const ids = rankedIds(built.index, understand(built, query));
      return {
        ids,
        correction: ids.length === 0 ? correction(built, query) : undefined,
        ms: performance.now() - start,
      };
    },
    correct: async (query) => correction(await engine(), query),
  };
}

/**
 * The worker's way: the files' bytes (copied: the vocabulary's worker takes the originals) and the synonyms go to
 * the worker once; each question is a message answered by its number. Undefined when no worker can be started.
 * Should the worker fail, every question waiting and every later one goes to `fallback`.
 */
function inWorker(
  data: SearchIndexData,
  fallback: () => Pick<RelevanceClient, "find" | "correct">,
): Pick<RelevanceClient, "find" | "correct"> | undefined {
  if (typeof Worker === "undefined") return undefined;
  let worker: Worker;
  let files: ArrayBuffer[];
  try {
    files = data.files.map((file) => file.slice(0));
    worker = new Worker(new URL("./relevance.worker.ts", import.meta.url), { type: "module" });
  } catch {
    // No worker here, or the files' bytes are gone (handed over whole elsewhere): the page's own way.
    return undefined;
  }
  let failed = false;
  let seq = 0;
  const waiting = new Map<
    number,
    { kind: "find" | "correct"; query: string; resolve: (answer: RankedAnswer) => void }
  >();
  const fail = () => {
    if (failed) return;
    failed = true;
    worker.terminate();
    for (const { kind, query, resolve } of waiting.values())
      void (kind === "find"
        ? fallback().find(query).then(resolve)
        : fallback()
            .correct(query)
            .then((fixed) => resolve({ ids: [], correction: fixed, ms: 0 })));
    waiting.clear();
  };
  worker.onmessage = (event: MessageEvent<RelevanceAnswer>) => {
    const answer = event.data;
    if (answer.kind === "failed") return fail();
    // Marks where the index was built (the browser tests and `npm run bench:scale` read it).
    if (answer.kind === "ready") return void performance.mark("search:relevance", { detail: "worker" });
    waiting.get(answer.seq)?.resolve(answer);
    waiting.delete(answer.seq);
  };
  worker.onerror = fail;
  const load: RelevanceQuestion = { kind: "load", files, synonyms: data.synonyms };
  worker.postMessage(load, files);
  const ask = (kind: "find" | "correct", query: string) =>
    new Promise<RankedAnswer>((resolve) => {
      if (failed) {
        void (
          kind === "find"
            ? fallback().find(query)
            : fallback()
                .correct(query)
                .then((fixed) => ({ ids: [], correction: fixed, ms: 0 }))
        ).then(resolve);
        return;
      }
      const question: RelevanceQuestion = { kind, seq: ++seq, query };
      waiting.set(question.seq, { kind, query, resolve });
      worker.postMessage(question);
    });
  return {
    find: (query) => ask("find", query),
    correct: (query) => ask("correct", query).then((answer) => answer.correction),
  };
}

/**
 * The relevance client of `data` (the search files as they arrived), made once: in a worker where one can run,
 * else in the page. Its filter-word table holds the guide's neighborhoods (those of its places, A-Z).
 */
export function relevanceClient(data: SearchIndexData): RelevanceClient {
  let client = clients.get(data);
  if (!client) {
    const neighborhoods = [...new Set(data.entries.map((entry) => entry.neighborhood).filter(Boolean))].sort();
    const table: readonly FilterWordRow[] = filterWordTable(neighborhoods);
    let local: Pick<RelevanceClient, "find" | "correct"> | undefined;
    const fallback = () => (local ??= inPage(data));
    const way = inWorker(data, fallback) ?? fallback();
    client = { data, read: (query) => understandQuery(query, table, data.synonyms), ...way };
    clients.set(data, client);
  }
  return client;
}
