import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { emptyFilters, filtersFromSearchParams, filtersToSearchParams, hasActiveFilters, type ListFilters } from "./filters";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * A list page's filter state, kept in the URL query (shareable, survives reload, Back restores it).
 * Until hydration the page renders unfiltered, as pre-rendered; then the query applies. `filters`
 * keeps its identity while the query does not change, and a query without filters gives the very
 * {@link emptyFilters} the page was pre-rendered with, so hydration re-renders no list.
 * `update(patch, { replace })`: typing replaces the history entry, choosing a select pushes one.
 */
export function useListFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  const filters = useMemo(() => {
    if (!hydrated) return emptyFilters;
    const fromUrl = filtersFromSearchParams(searchParams);
    return hasActiveFilters(fromUrl) ? fromUrl : emptyFilters;
  }, [hydrated, searchParams]);

  const update = useCallback(
    (patch: Partial<ListFilters>, { replace = false }: { replace?: boolean } = {}) => {
      setSearchParams((current) => filtersToSearchParams({ ...filtersFromSearchParams(current), ...patch }), {
        replace,
        preventScrollReset: true,
      });
    },
    [setSearchParams],
  );

  const clear = useCallback(() => update(emptyFilters), [update]);

  return { filters, update, clear };
}

/**
 * For list routes: their data is static, so a change of the query alone never refetches it.
 * Export as `shouldRevalidate` from the route module.
 */
export function revalidateOnPathChange({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }): boolean {
  return currentUrl.pathname !== nextUrl.pathname;
}
