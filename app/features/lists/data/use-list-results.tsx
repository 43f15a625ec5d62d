import { useCallback, useMemo, useState, type ReactNode } from "react";
import {
  filtersToSearchParams,
  hasActiveFilters,
  hoursUnknownCount,
  hoursVaryingPlaces,
  listResults,
  unjudgedCount,
  needsClock,
  type ListFilters,
} from "../filters/filters";
import { Pager } from "../paging/lazy-pager";
import { pageCount, pageOf } from "../paging/paging";
import { useListData } from "./use-list-data";
import { usePlaceClock } from "../filters/use-place-clock";
import type { PlaceCardOptions, PlaceSummary } from "~/features/places";
import type { ResultsView } from "~/lib/view-param";

/**
 * What a list page hands the view of its results (decision 014): the cards of the current page, every
 * result when the page has them (`all`, for the map and Near me), how to page another order, and a
 * way to ask for the whole list.
 */
export interface ResultsSlot {
  places: readonly PlaceSummary[];
  all?: readonly PlaceSummary[];
  paginate: (ordered: readonly PlaceSummary[]) => { items: readonly PlaceSummary[]; footer: ReactNode };
  onNeedAll: () => void;
  options: PlaceCardOptions;
  label: string;
  footer: ReactNode;
  /** The List / Map switch, kept with the page's other list state (useListFilters). */
  view: ResultsView;
  onView: (view: ResultsView) => void;
  /** The list's Open now (`open=1`), which the map's own switch shows and sets (product §13.4). */
  openNow: boolean;
  onOpenNow: (open: boolean) => void;
}

/**
 * Decision 018: true when these filters show something other than the list's first page in the guide's order
 * (a filter, a sort, a later page, the map), which a paged list finds only in its whole list's files.
 */
function needsWholeList(filters: ListFilters): boolean {
  return hasActiveFilters(filters) || filters.sort !== "recommended" || filters.page > 1 || filters.view === "map";
}

/**
 * A list page's results (product §2, §5.2; decision 018): the places `listed` (the deferred filters) shows, from
 * the page's first page while it holds the whole list or the list's files once they are needed (a filter, a sort,
 * a later page, the map or Near me; the form's first focus (`focused`) fetches them ahead), with the places'
 * clock for open now.
 * @returns `loading` (the files are needed and not here; `failed` when they could not be fetched), `pending`
 *   (loading, or open now waiting for the clock), `count` (places that match), `hoursUnknown` (places Open now
 *   leaves out because their hours are not known, product §12.6), `hoursVarying` (those it leaves out because
 *   their hours vary now), `unjudged` (places step-free or a diet left out because nobody told the guide the
 *   fact, product §12.7), `results` and the view's `slot`,
 *   whose fields keep their identity while the list does not change (a memoised view skips the re-render).
 */
export function useListResults({
  path,
  title,
  card,
  places,
  total,
  dataUrls,
  filters,
  listed,
  focused,
  onView,
  onOpenNow,
}: {
  /** The list's path ("/restaurants"), for the pager's links. */
  path: string;
  /** The results' label. */
  title: string;
  card: PlaceCardOptions;
  places: readonly PlaceSummary[];
  total: number;
  dataUrls: readonly string[];
  /** The filters as the controls show them, and as the cards follow them (deferred). */
  filters: ListFilters;
  listed: ListFilters;
  focused: boolean;
  onView: (view: ResultsView) => void;
  onOpenNow: (open: boolean) => void;
}) {
  // The page holds the whole list only when it fits one page; otherwise paging, filters and sorts need the
  // list's file, and until it arrives the list shows as loading, never as a wrong slice.
  const complete = places.length >= total;
  // Near me (decision 014) sorts the whole list by distance: it asks for the file when pressed.
  const [wantsAll, setWantsAll] = useState(false);
  const onNeedAll = useCallback(() => setWantsAll(true), []);
  const data = useListData(dataUrls, !complete && (focused || wantsAll || needsWholeList(filters)));
  const needsAll = !complete && (wantsAll || needsWholeList(listed));
  const source = complete ? places : needsAll ? data.places : null;
  // With the map shown the rule is loaded ahead, so its Open now switch applies without blanking the map.
  const clock = usePlaceClock(source ?? places, needsClock(listed), listed.view === "map");
  const loading = needsAll && !source;
  const pending = loading || (needsClock(listed) && !clock);
  const results = useMemo(
    () => (source ? listResults(source, listed, clock) : places),
    [source, places, listed, clock],
  );
  const count = source ? results.length : total;
  const hoursUnknown = useMemo(
    () => (source && clock ? hoursUnknownCount(source, listed, clock) : 0),
    [source, listed, clock],
  );
  // Product §12.6-§12.7: every place the filters leave out has its reason: hours that vary, facts nobody told.
  const hoursVarying = useMemo(
    () => (source && clock ? hoursVaryingPlaces(source, listed, clock) : []),
    [source, listed, clock],
  );
  const unjudged = useMemo(() => (source ? unjudgedCount(source, listed, clock) : 0), [source, listed, clock]);
  const shown = useMemo(
    () => (source ? pageOf(results, listed.page) : { items: results, page: 1, pages: pageCount(total) }),
    [source, results, listed.page, total],
  );
  const paginate = useCallback(
    (ordered: readonly PlaceSummary[]) => {
      const { items, page, pages } = pageOf(ordered, listed.page);
      return { items, footer: <Pager path={path} search={filtersToSearchParams(listed)} page={page} pages={pages} /> };
    },
    [listed, path],
  );
  const searchText = filtersToSearchParams(listed).toString();
  // Every field keeps its identity while the list does not change, so the results (a memoised view whose
  // code may still be loading) skip the re-render that hydration's switch makes: an update to a part React
  // has not hydrated yet would replace its pre-rendered cards with new ones, in one long task.
  const footer = useMemo(
    () => <Pager path={path} search={new URLSearchParams(searchText)} page={shown.page} pages={shown.pages} />,
    [path, searchText, shown.page, shown.pages],
  );
  const all = source ? results : undefined;
  const slot = useMemo<ResultsSlot>(
    () => ({
      places: shown.items,
      all,
      paginate,
      onNeedAll,
      options: card,
      label: title,
      footer,
      view: filters.view,
      onView,
      openNow: filters.open,
      onOpenNow,
    }),
    [shown.items, all, paginate, onNeedAll, card, title, footer, filters.view, onView, filters.open, onOpenNow],
  );
  return {
    loading,
    failed: data.failed,
    pending,
    count,
    hoursUnknown,
    hoursVarying,
    unjudged,
    results,
    slot,
    complete,
  };
}
