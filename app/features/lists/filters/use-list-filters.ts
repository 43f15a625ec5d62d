import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from "react";
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
import { onLinkFollowed, writeAddressAhead } from "./address-ahead";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * How long typing must pause before the router takes the typed text, in ms. The box, the results and the
 * address follow each keystroke at once; only the router's navigation waits (search libraries' URL routing
 * waits about as long).
 */
export const typedUrlDelay = 400;

/**
 * A list page's filter state, kept in the URL query (shareable, survives reload, Back restores it).
 * Until hydration the page renders unfiltered, as pre-rendered (the first-paint script shows the filtered
 * list meanwhile, see first-paint.inline.ts); then the query applies. The query is read against `options` (what
 * the page offers): an unknown value reads as its default and the URL is rewritten to say so (replacing
 * the history entry). `filters` keeps its identity while the query does not change, also when the URL catches
 * up with a change already shown (so a keystroke draws the list once, not again when its URL lands), and a query
 * without filters gives the very {@link emptyFilters} the page was pre-rendered with, so hydration re-renders no list.
 *
 * `update(patch, { replace })`: typing replaces the history entry's address at once and the router follows when
 * typing pauses ({@link typedUrlDelay}); choosing pushes an entry; any change but the page goes back to page 1;
 * a change that leaves the URL as it is navigates nowhere. It keeps its identity while `options` does, and so do
 * `clear` and `chooseView` (the List / Map switch), so a memoised view can take them.
 */
export function useListFilters(options: ListOptions) {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  const fromUrl = useMemo(() => filtersFromSearchParams(searchParams, options), [searchParams, options]);
  const canonical = filtersToSearchParams(fromUrl).toString();
  // A change shows at once: the router applies the new URL in a transition, and a controlled checkbox
  // would flip back until it lands. The changes are held until the URL reaches the last of them, or
  // goes elsewhere (Back, a link).
  const urlKey = searchParams.toString();
  const [optimistic, setOptimistic] = useState<{ from: string; targets: string[]; filters: ListFilters } | null>(null);
  // The filters the URL caught up with: while the URL says the same, `filters` stays that very object, so the
  // URL's arrival re-renders nothing that depends on it (it would draw the list a second time per keystroke).
  const [arrived, setArrived] = useState<{ key: string; filters: ListFilters } | null>(null);
  if (optimistic) {
    const at = optimistic.targets.indexOf(urlKey);
    const last = at === optimistic.targets.length - 1;
    if (last || (at === -1 && urlKey !== optimistic.from)) {
      setOptimistic(null);
      if (last) setArrived({ key: urlKey, filters: optimistic.filters });
    }
  }
  const latest = useRef<{ filters: ListFilters; target: string } | null>(null);
  // The router's setter changes with every URL; `update` reads the latest, so its own identity stays.
  const setUrl = useRef(setSearchParams);
  const pendingNavigation = useRef<{ cancelled: boolean } | null>(null);
  // The URL's query as last rendered, and the changes still on their way to it: a typed change's navigation is
  // dropped if the URL went elsewhere meanwhile (not where an earlier change of this page took it).
  const shownUrl = useRef(urlKey);
  const ownTargets = useRef<readonly string[]>([]);
  useLayoutEffect(() => {
    latest.current = optimistic ? { filters: optimistic.filters, target: optimistic.targets.at(-1)! } : null;
    shownUrl.current = urlKey;
    ownTargets.current = optimistic?.targets ?? [];
    setUrl.current = setSearchParams;
  }, [optimistic, urlKey, setSearchParams]);
  const filters = useMemo(() => {
    if (!hydrated) return emptyFilters;
    if (optimistic) return optimistic.filters;
    if (canonical === "") return emptyFilters;
    return arrived?.key === canonical ? arrived.filters : fromUrl;
  }, [hydrated, optimistic, arrived, canonical, fromUrl]);

  // Product §5.2: "?rating=abc" reads as all ratings, and the address bar says so.
  useEffect(() => {
    if (hydrated && canonical !== searchParams.toString()) {
      setSearchParams(new URLSearchParams(canonical), { replace: true, preventScrollReset: true });
    }
  }, [hydrated, canonical, searchParams, setSearchParams]);

  const update = useCallback(
    (patch: Partial<ListFilters>, { replace = false }: { replace?: boolean } = {}) => {
      // The router's URL as last rendered (the address may be ahead of it while typing, see below).
      const current = shownUrl.current;
      const base = latest.current?.filters ?? filtersFromSearchParams(new URLSearchParams(current), options);
      const nextFilters = withChange(base, patch);
      const next = filtersToSearchParams(nextFilters).toString();
      if (next === (latest.current?.target ?? current)) return;
      latest.current = { filters: nextFilters, target: next };
      setOptimistic((prev) => ({
        from: prev?.from ?? current,
        targets: [...(prev?.targets ?? []), next],
        filters: nextFilters,
      }));
      // A newer change carries every earlier one: a typed change still waiting is dropped.
      if (pendingNavigation.current) pendingNavigation.current.cancelled = true;
      pendingNavigation.current = null;
      if (!replace) {
        setUrl.current(new URLSearchParams(next), { preventScrollReset: true });
        return;
      }
      // Typing: the page shows the keystroke at once (the change is already in `filters`), and so does the
      // address, written ahead of the router (address-ahead.ts says why); the router follows when typing pauses.
      // A link followed in the meantime (the pager's Next) wins: the typed change must not take the URL back.
      const address = writeAddressAhead(next);
      const navigation = { cancelled: false };
      const typedAt = shownUrl.current;
      pendingNavigation.current = navigation;
      setTimeout(() => {
        // Where this page's own changes take the URL (an earlier keystroke's navigation may land late).
        const own = (search: string) => search === next || ownTargets.current.includes(search);
        // The router, or the address, went elsewhere since the keystroke: a link followed, Back or Forward (the
        // address moves first; the router's render may still be waiting for code or data).
        const elsewhere = shownUrl.current !== typedAt && !own(shownUrl.current);
        const moved = window.location.pathname !== address.pathname || !own(window.location.search.slice(1));
        if (navigation.cancelled || elsewhere || moved) return;
        pendingNavigation.current = null;
        setUrl.current(new URLSearchParams(next), { replace: true, preventScrollReset: true });
      }, typedUrlDelay);
    },
    [options, setOptimistic],
  );
  // A link to another address followed, or leaving the page, drops a typed change's navigation still waiting
  // (the address already holds the text; address-ahead.ts says why a click listener and not the router's state).
  // Back and Forward move the address at once: the check above sees them.
  useEffect(() => {
    const dropWaitingChange = () => {
      if (pendingNavigation.current) pendingNavigation.current.cancelled = true;
      pendingNavigation.current = null;
    };
    const stop = onLinkFollowed(dropWaitingChange);
    return () => {
      stop();
      dropWaitingChange();
    };
  }, []);

  // Clear Filters resets what narrows and orders the list; the view (list or map) stays.
  const clear = useCallback(() => {
    const { view: _view, ...reset } = emptyFilters;
    update(reset);
  }, [update]);
  // The List / Map switch (PlaceResults' onView): a choice like any other, so it builds on a typed change.
  const chooseView = useCallback((view: ListFilters["view"]) => update({ view }), [update]);

  return { filters, update, clear, chooseView, active: hasActiveFilters(filters) };
}

/**
 * Product §12.4, at hydration: the form was pre-rendered with every control at "all", and when the app takes over
 * its controls hold whatever the visitor typed, chose or ticked before. A control that differs from what was
 * pre-rendered (value vs defaultValue, checked vs defaultChecked, selected vs defaultSelected, which hydration
 * sets from the props) was changed by the visitor: it wins over the URL (the first-paint script keeps the URL
 * in step, but not in the moment the app is starting, nor on /search), and the URL follows (replace).
 * `onAdopt` gets the resulting filters (to set local state such as the search box text). The controls must
 * be named as the URL's keys. Runs once, on mount.
 */
export function useAdoptFormAtHydration(
  form: RefObject<HTMLFormElement | null>,
  options: ListOptions,
  update: (patch: Partial<ListFilters>, how?: { replace?: boolean }) => void,
  onAdopt: (filters: ListFilters) => void,
) {
  useLayoutEffect(() => {
    if (!form.current) return;
    const changed = changedControlNames(form.current);
    if (changed.size === 0) return;
    const params = new URLSearchParams(window.location.search);
    for (const name of changed) params.delete(name);
    new FormData(form.current).forEach((value, key) => {
      if (changed.has(key)) params.append(key, String(value));
    });
    const fromUrl = filtersFromSearchParams(new URLSearchParams(window.location.search), options);
    const fromForm = filtersFromSearchParams(params, options);
    if (filtersToSearchParams(fromForm).toString() !== filtersToSearchParams(fromUrl).toString()) {
      onAdopt(fromForm);
      update(fromForm, { replace: true });
    }
    // Once, on mount: later changes go through the controls' handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** Names of the form's controls whose state differs from the pre-rendered one. */
function changedControlNames(form: HTMLFormElement): Set<string> {
  const names = new Set<string>();
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute("name");
    if (!name) continue;
    if (element instanceof HTMLSelectElement) {
      if (Array.from(element.options).some((option) => option.selected !== option.defaultSelected)) names.add(name);
    } else if (element instanceof HTMLInputElement) {
      const isBox = element.type === "checkbox" || element.type === "radio";
      if (isBox ? element.checked !== element.defaultChecked : element.value !== element.defaultValue) names.add(name);
    }
  }
  return names;
}

/**
 * For list routes: their data is static, so a change of the query alone never refetches it.
 * Export as `shouldRevalidate` from the route module.
 */
export function revalidateOnPathChange({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }): boolean {
  return currentUrl.pathname !== nextUrl.pathname;
}
