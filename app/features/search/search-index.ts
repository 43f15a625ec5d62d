import { useCallback, useSyncExternalStore } from "react";
import { mergeSearchEntries, toSearchEntries, type SearchDoc, type SearchEntry } from "./match";
import { parseManifest, searchManifestUrl } from "./search-manifest";
import type { Synonym } from "#core/search/synonyms.ts";

/** What arrived: the entries (highest rated first, product §5.1's order), the synonym table, the files' bytes. */
export interface SearchIndexData {
  entries: readonly SearchEntry[];
  synonyms: readonly Synonym[];
  /** Each file of places as it came, in the manifest's order (the vocabulary's worker reads them, decision 021). */
  files: ArrayBuffer[];
}

/** Where an index load stands: not asked for yet, on its way, arrived, or failed (a later use retries). */
export type IndexState =
  | { status: "idle" | "loading" | "error"; entries?: undefined; data?: undefined }
  | { status: "ready"; entries: readonly SearchEntry[]; data: SearchIndexData };

/** A loader of the search files: {@link IndexLoader.load} starts the fetches once; subscribers hear every change. */
export interface IndexLoader {
  state(): IndexState;
  load(): Promise<SearchIndexData>;
  subscribe(listener: () => void): () => void;
}

/**
 * Checks a fetched file of places (an array of places with the searched fields) before the search reads it.
 * @throws Error naming the URL when the answer is not one (a stale or foreign file).
 */
export function parseShard(data: unknown, url: string): SearchDoc[] {
  const ok =
    Array.isArray(data) &&
    data.every(
      (doc: Partial<SearchDoc> | null) =>
        typeof doc?.id === "number" &&
        typeof doc.name === "string" &&
        typeof doc.description === "string" &&
        Array.isArray(doc.features),
    );
  if (!ok) throw new Error(`${url}: not a file of search places`);
  return data as SearchDoc[];
}

/**
 * A loader for the search files (docs/decisions/044-search-library.md): the first {@link IndexLoader.load} fetches
 * the manifest at its fixed URL, then every file it names at once, each parsed as its answer arrives, in a task of
 * its own (decision 021: no parse is a long task at 10,000 places); later calls share those requests. The files
 * are served `no-cache`, so the browser revalidates them and an edit is seen on the next visit. A failed request
 * (offline before the service worker has them) sets `error`; the next call tries again.
 */
export function createIndexLoader(
  manifestUrl = searchManifestUrl,
  fetchFile: typeof fetch = (...args) => fetch(...args),
): IndexLoader {
  let current: IndexState = { status: "idle" };
  let pending: Promise<SearchIndexData> | undefined;
  const listeners = new Set<() => void>();
  const set = (next: IndexState) => {
    current = next;
    for (const listener of listeners) listener();
  };
  const get = (url: string) =>
    fetchFile(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response;
    });
  return {
    state: () => current,
    load() {
      if (pending) return pending;
      set({ status: "loading" });
      pending = get(manifestUrl)
        .then((response) => response.json())
        .then((json: unknown) => {
          const manifest = parseManifest(json, manifestUrl);
          const files = manifest.shards.map(({ path }) =>
            get(path)
              .then((response) => response.arrayBuffer())
              // What `Response.json()` does, keeping the bytes for the vocabulary's worker; then the file's
              // entries in the guide's order, in this task (so no task does the whole guide's).
              .then((bytes) => ({
                bytes,
                entries: toSearchEntries(parseShard(JSON.parse(new TextDecoder().decode(bytes)), path)),
              })),
          );
          return Promise.all(files).then((parts) => {
            const data: SearchIndexData = {
              entries: mergeSearchEntries(parts.map((part) => part.entries)),
              synonyms: manifest.synonyms,
              files: parts.map((part) => part.bytes),
            };
            set({ status: "ready", entries: data.entries, data });
            return data;
          });
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
export const searchIndex = createIndexLoader();

/** The entries whose letter-pair index is under way or built (once per list of entries). */
const paired = new WeakSet<object>();

/**
 * Product §15: builds the letter-pair index of the home box's entries in small steps (pair-index.ts, loaded now,
 * not with the page; docs/decisions/021-letter-pair-index.md), and their vocabulary in a worker handed the files'
 * bytes; once per `data`. Matching scans until the index is ready, then uses it. A failed import (offline, code not
 * cached) only leaves matching on the scan; a failed worker, the vocabulary built in steps.
 */
export function indexPairs(data: SearchIndexData): void {
  if (paired.has(data.entries)) return;
  paired.add(data.entries);
  import("./pair-index").then(
    ({ buildPairIndex, vocabularyInWorker }) =>
      // Copies: the worker takes what it is given, and the relevance index's worker reads the files too.
      buildPairIndex(data.entries, undefined, undefined, vocabularyInWorker(data.files.map((file) => file.slice(0)))),
    () => undefined,
  );
}

const idle: IndexState = { status: "idle" };

/**
 * The search index for a component: `{ index, data, status, load }`. `index` (the entries) and `data` are undefined
 * until the files have arrived (on the server and in the first client render too, so hydration matches the
 * pre-rendered HTML); `load()` starts the fetches (call it when the box is first focused), failures are reported
 * through `status: "error"`.
 */
export function useSearchIndex(loader: IndexLoader = searchIndex) {
  const state = useSyncExternalStore(loader.subscribe, loader.state, () => idle);
  const load = useCallback(() => {
    loader.load().catch(() => {
      /* shown through status "error"; the next load retries */
    });
  }, [loader]);
  return { index: state.entries, data: state.data, status: state.status, load };
}
