/**
 * product §5.5 and §15: the search page's relevance index where it costs the page nothing: in a worker
 * (relevance.worker.ts, decision 044), or, where no worker can run, in the page, built in small steps
 * (relevance-engine.ts). One client per arrival of the search files; /search and the home box's correction share it.
 */
import { correction, findIds, relevanceEngine, understand } from "./relevance-engine";
import type { RelevanceAnswer, RelevanceQuestion } from "./relevance.worker";
import type { SearchIndexData } from "./search-index";
import { filterWordTable, understandQuery, type FilterWordRow, type UnderstoodQuery } from "./understand";

/**
 * The search page's answer for a query: every id it shows, best first (the relevance index's, then product §5.1's
 * rule's it lacks: relevance-engine.ts `findIds`); the correction when there is none; its time in ms (in the worker,
 * product §5.1's part included).
 */
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
  /**
   * product §5.5: every id the search page shows for the query and, when there is none, its correction. Once
   * `signal` is aborted (the page typed on), a question not yet asked is dropped, and the promise rejects.
   */
  find(query: string, signal?: AbortSignal): Promise<RankedAnswer>;
  /** product §5.5 "Did you mean", for the home box: the correction of the query, if any (`signal` as for `find`). */
  correct(query: string, signal?: AbortSignal): Promise<string | undefined>;
}

const clients = new WeakMap<SearchIndexData, RelevanceClient>();

/** Why a question given up (its signal aborted) before it was asked rejects. */
function givenUp(): DOMException {
  return new DOMException("The question was given up before it was asked", "AbortError");
}

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
    async find(query, signal) {
      const built = await engine();
      // Typed on while the index was being built: only the newest question is worth its time.
      if (signal?.aborted) throw givenUp();
      const start = performance.now();
      const ids = findIds(built, understand(built, query), query);
      return {
        ids,
        correction: ids.length === 0 ? correction(built, query) : undefined,
        ms: performance.now() - start,
      };
    },
    async correct(query, signal) {
      const built = await engine();
      if (signal?.aborted) throw givenUp();
      return correction(built, query);
    },
  };
}

/** A question for the worker, waiting its turn or asked. */
interface Waiting {
  kind: "find" | "correct";
  query: string;
  signal?: AbortSignal;
  resolve: (answer: RankedAnswer) => void;
  reject: (error: unknown) => void;
}

/**
 * The worker's way: the files' bytes (copied: the vocabulary's worker takes the originals) and the synonyms go to
 * the worker once; then one question at a time, each answered by its number. Questions wait their turn here, not
 * in the worker, so one given up meanwhile (its signal aborted: the page typed on) is never asked: the worker
 * ranks only the newest text, whether it is still building its index or busy with the last keystroke.
 * Undefined when no worker can be started. Should the worker fail, every question waiting and every later one
 * goes to `fallback`.
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
  /** The question the worker is answering, by its number. */
  let asked: { seq: number; question: Waiting } | undefined;
  const queue: Waiting[] = [];
  const answerElsewhere = ({ kind, query, signal, resolve, reject }: Waiting) => {
    const way = fallback();
    (kind === "find"
      ? way.find(query, signal)
      : way.correct(query, signal).then((fixed): RankedAnswer => ({ ids: [], correction: fixed, ms: 0 }))
    ).then(resolve, reject);
  };
  const askNext = () => {
    while (!asked && !failed) {
      const next = queue.shift();
      if (!next) return;
      if (next.signal?.aborted) {
        next.reject(givenUp());
        continue;
      }
      asked = { seq: ++seq, question: next };
      const message: RelevanceQuestion = { kind: next.kind, seq: asked.seq, query: next.query };
      worker.postMessage(message);
    }
  };
  const fail = () => {
    if (failed) return;
    failed = true;
    worker.terminate();
    const left = [...(asked ? [asked.question] : []), ...queue.splice(0)];
    asked = undefined;
    for (const question of left) answerElsewhere(question);
  };
  worker.onmessage = (event: MessageEvent<RelevanceAnswer>) => {
    const answer = event.data;
    if (answer.kind === "failed") return fail();
    // Marks where the index was built (the browser tests and `npm run bench:scale` read it).
    if (answer.kind === "ready") return void performance.mark("search:relevance", { detail: "worker" });
    if (asked?.seq !== answer.seq) return;
    const { question } = asked;
    asked = undefined;
    question.resolve(answer);
    askNext();
  };
  worker.onerror = fail;
  const load: RelevanceQuestion = { kind: "load", files, synonyms: data.synonyms };
  worker.postMessage(load, files);
  const ask = (kind: "find" | "correct", query: string, signal?: AbortSignal) =>
    new Promise<RankedAnswer>((resolve, reject) => {
      const question: Waiting = { kind, query, signal, resolve, reject };
      if (failed) return answerElsewhere(question);
      if (signal?.aborted) return reject(givenUp());
      queue.push(question);
      // Given up while waiting its turn: said at once, not when its turn comes.
      signal?.addEventListener(
        "abort",
        () => {
          const at = queue.indexOf(question);
          if (at < 0) return;
          queue.splice(at, 1);
          reject(givenUp());
        },
        { once: true },
      );
      askNext();
    });
  return {
    find: (query, signal) => ask("find", query, signal),
    correct: (query, signal) => ask("correct", query, signal).then((answer) => answer.correction),
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
