import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import {
  emptyFilters,
  filtersFromSearchParams,
  filtersToSearchParams,
  hasActiveFilters,
  withChange,
  type ListFilters,
  type ListOptions,
} from "./filters";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * A list page's filter state, kept in the URL query (shareable, survives reload, Back restores it).
 * Until hydration the page renders unfiltered, as pre-rendered (the first-paint script shows the filtered
 * list meanwhile, see first-paint.ts); then the query applies. The query is read against `options` (what
 * the page offers): an unknown value reads as its default and the URL is rewritten to say so (replacing
 * the history entry). `filters` keeps its identity while the query does not change, and a query without
 * filters gives the very {@link emptyFilters} the page was pre-rendered with, so hydration re-renders no list.
 *
 * `update(patch, { replace })`: typing replaces the history entry, choosing pushes one; any change but
 * the page goes back to page 1; a change that leaves the URL as it is navigates nowhere.
 */
export function useListFilters(options: ListOptions) {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  const fromUrl = useMemo(() => filtersFromSearchParams(searchParams, options), [searchParams, options]);
  const canonical = filtersToSearchParams(fromUrl).toString();
  // A change shows at once: the router applies the new URL in a transition, and a controlled checkbox
  // would flip back until it lands. The change is held until the URL moves on.
  const urlKey = searchParams.toString();
  const [optimistic, setOptimistic] = useState<{ from: string; filters: ListFilters } | null>(null);
  if (optimistic && optimistic.from !== urlKey) setOptimistic(null);
  const latest = useRef<ListFilters | null>(null);
  const filters = useMemo(() => {
    if (!hydrated) return emptyFilters;
    if (optimistic) return optimistic.filters;
    return canonical === "" ? emptyFilters : fromUrl;
  }, [hydrated, optimistic, canonical, fromUrl]);
  useLayoutEffect(() => {
    latest.current = optimistic?.filters ?? null;
  }, [optimistic]);

  // Issue 15: "?rating=abc" reads as all ratings, and the address bar says so.
  useEffect(() => {
    if (hydrated && canonical !== searchParams.toString()) {
      setSearchParams(new URLSearchParams(canonical), { replace: true, preventScrollReset: true });
    }
  }, [hydrated, canonical, searchParams, setSearchParams]);

  const update = useCallback(
    (patch: Partial<ListFilters>, { replace = false }: { replace?: boolean } = {}) => {
      const current = new URLSearchParams(window.location.search);
      const nextFilters = withChange(latest.current ?? filtersFromSearchParams(current, options), patch);
      const next = filtersToSearchParams(nextFilters);
      if (next.toString() === current.toString()) return;
      latest.current = nextFilters;
      setOptimistic({ from: current.toString(), filters: nextFilters });
      setSearchParams(next, { replace, preventScrollReset: true });
    },
    [setSearchParams, options],
  );

  const clear = useCallback(() => update(emptyFilters), [update]);

  return { filters, update, clear, active: hasActiveFilters(filters) };
}

/**
 * For list routes: their data is static, so a change of the query alone never refetches it.
 * Export as `shouldRevalidate` from the route module.
 */
export function revalidateOnPathChange({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }): boolean {
  return currentUrl.pathname !== nextUrl.pathname;
}
