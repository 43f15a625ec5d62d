import { useCallback, useSyncExternalStore } from "react";
import indexUrls from "virtual:search-index";
import type { SearchEntry } from "./match";

/** Where an index load stands: not asked for yet, on its way, arrived, or failed (a later use retries). */
export type IndexState =
  { status: "idle" | "loading" | "error"; entries?: undefined } | { status: "ready"; entries: readonly SearchEntry[] };

/** A loader of one index file: {@link IndexLoader.load} starts the fetch once; subscribers hear every change. */
export interface IndexLoader {
  state(): IndexState;
  load(): Promise<readonly SearchEntry[]>;
  subscribe(listener: () => void): () => void;
}

/**
 * Checks the fetched file's shape (an array of entries) before the search reads it.
 * @throws Error naming the URL when the answer is not an index (a stale or foreign file).
 */
export function parseIndex(data: unknown, url: string): SearchEntry[] {
  if (!Array.isArray(data) || data.some((entry: Partial<SearchEntry> | null) => typeof entry?.text != "string"))
    throw new Error(`${url}: not a search index`);
  return data as SearchEntry[];
}

/**
 * Product §15.5: builds the letter-pair index of the entries in small steps (pair-index.ts, loaded now, not with the
 * page; docs/decisions/021-letter-pair-index.md), and their vocabulary in a worker, handed the files' bytes.
 * Matching scans until the index is ready, then uses it. A failed import (offline, code not cached) only leaves
 * matching on the scan; a failed worker, the vocabulary built in steps.
 */
function indexPairs(entries: readonly SearchEntry[], files: ArrayBuffer[]): void {
  import("./pair-index").then(
    ({ buildPairIndex, vocabularyInWorker }) =>
      buildPairIndex(entries, undefined, undefined, vocabularyInWorker(files)),
    () => undefined,
  );
}

/**
 * A loader for the index at `url` (docs/decisions/016-search-index-file.md), or in the files `url` lists, whose
 * entries in that order are the index (decision 021): the first {@link IndexLoader.load} fetches them (the
 * browser and the service worker cache them: their names carry a content hash), later calls share those
 * requests. A failed request (offline before the files were cached) sets `error`; the next call tries again.
 * Once the entries are in, `prepare` gets them and the files' bytes, in the same order, to keep or hand on (by
 * default the letter-pair index is built for them, and the bytes go to its worker).
 */
export function createIndexLoader(
  url: string | readonly string[],
  fetchFile: typeof fetch = (...args) => fetch(...args),
  prepare: (entries: readonly SearchEntry[], files: ArrayBuffer[]) => void = indexPairs,
): IndexLoader {
  const urls = typeof url === "string" ? [url] : url;
  let current: IndexState = { status: "idle" };
  let pending: Promise<readonly SearchEntry[]> | undefined;
  const listeners = new Set<() => void>();
  const set = (next: IndexState) => {
    current = next;
    for (const listener of listeners) listener();
  };
  return {
    state: () => current,
    load() {
      if (pending) return pending;
      set({ status: "loading" });
      // Each file is parsed as its answer arrives, in a task of its own (decision 021).
      const parts = urls.map((part) =>
        fetchFile(part)
          .then((response) => {
            if (!response.ok) throw new Error(`${part}: HTTP ${response.status}`);
            return response.arrayBuffer();
          })
          // What `Response.json()` does, keeping the bytes for `prepare`.
          .then((bytes) => ({ bytes, entries: parseIndex(JSON.parse(new TextDecoder().decode(bytes)), part) })),
      );
      pending = Promise.all(parts)
        .then((files) => {
          const entries = files.length === 1 ? files[0]!.entries : files.flatMap((file) => file.entries);
          set({ status: "ready", entries });
          prepare(
            entries,
            files.map((file) => file.bytes),
          );
          return entries;
        })
        .catch((error: unknown) => {
          pending = undefined;
          set({ status: "error" });
          throw error;
        });
      return pending;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The site's one index loader: / and /search share its requests and its entries. */
export const searchIndex = createIndexLoader(indexUrls);

const idle: IndexState = { status: "idle" };

/**
 * The search index for a component: `{ index, status, load }`. `index` is undefined until the file has arrived
 * (on the server and in the first client render too, so hydration matches the pre-rendered HTML); `load()`
 * starts the fetch (call it when the box is first focused), failures are reported through `status: "error"`.
 */
export function useSearchIndex(loader: IndexLoader = searchIndex) {
  const state = useSyncExternalStore(loader.subscribe, loader.state, () => idle);
  const load = useCallback(() => {
    loader.load().catch(() => {
      /* shown through status "error"; the next load retries */
    });
  }, [loader]);
  return { index: state.entries, status: state.status, load };
}
