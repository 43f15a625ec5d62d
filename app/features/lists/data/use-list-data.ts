import { useEffect, useState } from "react";
import type { PlaceSummary } from "~/features/places";
import { fetchJsonOnce } from "~/lib/fetch-json-once";

/** A list file's places, as the build wrote them (list-data.server.ts). */
function load(url: string): Promise<PlaceSummary[]> {
  return fetchJsonOnce(url, (json) => {
    if (!Array.isArray(json)) throw new Error(`${url}: not a list file`);
    return json as PlaceSummary[];
  });
}

/** What {@link useListData} knows: the whole list once loaded, or that loading failed. */
export interface ListData {
  places: readonly PlaceSummary[] | null;
  failed: boolean;
}

/** The whole list from its files, in order: each is fetched at once and parsed in a task of its own. */
function loadAll(urls: readonly string[]): Promise<PlaceSummary[]> {
  return Promise.all(urls.map(load)).then((parts) => parts.flat());
}

/**
 * Product §15.3: a paged list's whole data (list-data.server.ts: its files, `urls`, in order), fetched the first
 * time `needed` is true (the visitor focuses the list's form, pages, filters, sorts or opens the map) and kept for the page's life.
 * `places` is null until every file has arrived; `failed` is true when a fetch failed (offline), and it is
 * tried again the next time `needed` turns true.
 */
export function useListData(urls: readonly string[], needed: boolean): ListData {
  const key = urls.join(" ");
  const [state, setState] = useState<{ key: string; places: readonly PlaceSummary[] | null; failed: boolean }>({
    key,
    places: null,
    failed: false,
  });
  useEffect(() => {
    if (!needed || (state.key === key && state.places)) return;
    let live = true;
    // The key is the paths joined by spaces (paths have none): the effect follows the paths, not the array's identity.
    loadAll(key.split(" ")).then(
      (places) => live && setState({ key, places, failed: false }),
      () => live && setState({ key, places: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [key, needed, state.key, state.places]);
  return state.key === key ? { places: state.places, failed: state.failed } : { places: null, failed: false };
}
