import { useEffect, useState } from "react";
import type { PlaceSummary } from "./place-schema";

/** One fetch per file and page view: the answer (or the failure) is kept for every later use. */
const requests = new Map<string, Promise<PlaceSummary[]>>();

function load(url: string): Promise<PlaceSummary[]> {
  let request = requests.get(url);
  if (!request) {
    request = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.json() as Promise<PlaceSummary[]>;
    });
    // A failure is not kept: the next need tries again.
    request.catch(() => requests.delete(url));
    requests.set(url, request);
  }
  return request;
}

/** What {@link useListData} knows: the whole list once loaded, or that loading failed. */
export interface ListData {
  places: readonly PlaceSummary[] | null;
  failed: boolean;
}

/**
 * Issue 16: a paged list's whole data (list-data.server.ts), fetched from its hashed static file the first
 * time `needed` is true (the visitor pages, filters, sorts or opens the map) and kept for the page's life.
 * `places` is null until it arrives; `failed` is true when the fetch failed (offline), and it is tried
 * again the next time `needed` turns true.
 */
export function useListData(url: string, needed: boolean): ListData {
  const [state, setState] = useState<{ url: string; places: readonly PlaceSummary[] | null; failed: boolean }>({
    url,
    places: null,
    failed: false,
  });
  useEffect(() => {
    if (!needed || (state.url === url && state.places)) return;
    let live = true;
    load(url).then(
      (places) => live && setState({ url, places, failed: false }),
      () => live && setState({ url, places: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [url, needed, state.url, state.places]);
  return state.url === url ? { places: state.places, failed: state.failed } : { places: null, failed: false };
}
