import { Suspense, useCallback, useDeferredValue, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import firstPaintScript from "./first-paint.ts?inline-script";
import { firstPaint, firstPaintJson } from "./first-paint-contract";
import { countLabel } from "~/lib/count-label";
import {
  filtersToSearchParams,
  hasActiveFilters,
  listResults,
  needsClock,
  pendingText,
  ratingOptions,
  type ListFilters,
  type ListOptions,
} from "./filters";
import { FilterChips } from "./lazy-filter-chips";
import { ListRefinements } from "./list-refinements";
import type { NeighborhoodLink } from "./neighborhood-links";
import { NeighborhoodLinks } from "./neighborhood-list";
import { Pager } from "./pager";
import { listPageSize, pageCount, pageOf } from "./paging";
import type { PlaceCardOptions } from "./place-card";
import type { PlaceSummary } from "./place-schema";
import { useListData } from "./use-list-data";
import { useAdoptFormAtHydration, useListFilters } from "./use-list-filters";
import { usePlaceClock } from "./use-place-clock";
import { EmptyState } from "~/components/empty-state";
import { PageHeader } from "~/components/page-header";
import { Reveal } from "~/components/reveal";
import { SearchField } from "~/components/search-field";
import { Button, buttonVariants } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { emptyHint, type ListPageConfig } from "~/lib/categories";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import type { ResultsView } from "~/lib/view-param";


/** Issue 16: shown instead of a count while the whole list's file loads (the visitor pages, filters or sorts). */
export const loadingText = "Loading places…";

/** Issue 16: shown when the whole list's file could not be fetched. */
const failedText = "The list could not load. Check your connection and reload the page.";

/** Issue 15: what a visitor without JavaScript reads where the filters would be. */
const noScriptNote = "Search and filters need JavaScript. Every place of this page is listed below.";

/** Issue 16: the same, for a list longer than one page: its neighborhood pages list every place. */
const noScriptPagedNote = "Search, filters and pages need JavaScript. The neighborhood pages below list every place.";

/**
 * product §2 Restaurants / Clubs and bars / Attractions: heading, search, selects, Clear Filters, result
 * count, card grid and empty state, driven by a {@link ListPageConfig}; filter rules product §5. Issue 11 adds
 * Open now, Sort, Price and Features, with the active filters as removable chips. Everything is in the URL
 * (useListFilters). A filtered URL paints filtered (first-paint.ts, inlined below the form), and what is
 * typed or chosen before hydration is kept (the script writes it to the URL; at hydration the form's own
 * state wins over a URL that missed it).
 */
export function ListPage({
  config,
  places,
  total,
  options,
  dataUrls,
  neighborhoods,
  renderResults,
}: {
  config: ListPageConfig;
  /** The first page of the list (issue 16), or all of it when it fits one page. */
  places: readonly PlaceSummary[];
  /** How many places the whole list has. */
  total: number;
  /** What the whole list offers (neighborhoods, features), from the build. */
  options: ListOptions;
  /** The whole list's static files (list-data.server.ts), fetched when the visitor pages, filters or sorts, or first focuses the form. */
  dataUrls: readonly string[];
  /** The list's neighborhood pages (issue 16), linked under the list. */
  neighborhoods: readonly NeighborhoodLink[];
  /**
   * How the results show: the route gives the map feature's List / Map switch and Near me (issue 12)
   * over the current page's cards and the pager.
   */
  renderResults: (slot: ResultsSlot) => ReactNode;
}) {
  const { filters, update, clear, chooseView, active } = useListFilters(options);
  // A keystroke or a choice shows in its control at once; the count and the cards follow in a render
  // React can interrupt and spread over frames (useDeferredValue), so the page answers input within a
  // frame even when a page of cards takes longer to draw (issue 16: a keystroke answered within 100 ms).
  const listed = useDeferredValue(filters);
  // Issue 16: the page holds the whole list only when it fits one page; otherwise paging, filters and
  // sorts need the list's file, and until it arrives the list shows as loading, never as a wrong slice.
  const complete = places.length >= total;
  // Near me (issue 12) sorts the whole list by distance: it asks for the file when pressed.
  const [wantsAll, setWantsAll] = useState(false);
  const onNeedAll = useCallback(() => setWantsAll(true), []);
  // The form's first focus fetches the list's files ahead of the first keystroke or choice, so the change
  // finds them here (issue 16); the cards switch to them only when the shown filters need them.
  const [focused, setFocused] = useState(false);
  const data = useListData(dataUrls, !complete && (focused || wantsAll || needsWholeList(filters)));
  const needsAll = !complete && (wantsAll || needsWholeList(listed));
  const source = complete ? places : needsAll ? data.places : null;
  const clock = usePlaceClock(source ?? places, needsClock(listed));
  const hydrated = useHydrated();
  const [text, setText] = useState(filters.q);
  const [urlText, setUrlText] = useState(filters.q);
  const form = useRef<HTMLFormElement>(null);
  const firstPaintCount = useRef<HTMLSpanElement>(null);
  const id = useId();

  // Back/Forward and Clear Filters change the URL: the box follows (state adjusted while rendering,
  // https://react.dev/learn/you-might-not-need-an-effect#adjusting-some-state-when-a-prop-changes).
  if (filters.q !== urlText) {
    setUrlText(filters.q);
    setText(filters.q);
  }

  // Issue 15: what was typed or chosen before hydration, if the URL missed it.
  useAdoptFormAtHydration(form, options, update, (adopted) => setText(adopted.q));

  // The app now shows the URL's list itself: the first-paint style and count step aside in that very commit.
  // Not at hydration: the count and the cards follow the URL's filters in a deferred render (`listed`), and
  // until it lands they still show the unfiltered list the page was pre-rendered with (decision 012: a
  // filtered URL never shows another count or other cards; lists-first-paint.spec.ts records every count).
  const showsUrlList = hydrated && listed === filters;
  useLayoutEffect(() => {
    if (!showsUrlList) return;
    document.getElementById(firstPaint.styleId)?.remove();
    if (firstPaintCount.current) firstPaintCount.current.textContent = "";
  }, [showsUrlList]);

  const loading = needsAll && !source;
  const pending = loading || (needsClock(listed) && !clock);
  const results = useMemo(() => (source ? listResults(source, listed, clock) : places), [source, places, listed, clock]);
  const count = source ? results.length : total;
  const shown = useMemo(
    () => (source ? pageOf(results, listed.page) : { items: results, page: 1, pages: pageCount(total) }),
    [source, results, listed.page, total],
  );
  const changed = active || text !== "" || filters.sort !== "recommended";
  const paginate = useCallback(
    (ordered: readonly PlaceSummary[]) => {
      const { items, page, pages } = pageOf(ordered, listed.page);
      return { items, footer: <Pager path={config.path} search={filtersToSearchParams(listed)} page={page} pages={pages} /> };
    },
    [listed, config.path],
  );
  const searchText = filtersToSearchParams(listed).toString();
  // Every field keeps its identity while the list does not change, so the results (a memoised view whose
  // code may still be loading) skip the re-render that hydration's switch makes: an update to a part React
  // has not hydrated yet would replace its pre-rendered cards with new ones, in one long task.
  const footer = useMemo(
    () => <Pager path={config.path} search={new URLSearchParams(searchText)} page={shown.page} pages={shown.pages} />,
    [config.path, searchText, shown.page, shown.pages],
  );
  const all = source ? results : undefined;
  const slot = useMemo<ResultsSlot>(
    () => ({ places: shown.items, all, paginate, onNeedAll, options: config.card, label: config.title, footer, view: filters.view, onView: chooseView }),
    [shown.items, all, paginate, onNeedAll, config.card, config.title, footer, filters.view, chooseView],
  );

  // Parts that no filter changes keep their identity, so a keystroke's render skips them.
  const header = useMemo(() => <PageHeader title={config.title} subtitle={config.subtitle} />, [config.title, config.subtitle]);
  const neighborhoodLinks = useMemo(
    () => <NeighborhoodLinks title={`${config.areaNoun} by neighborhood`} links={neighborhoods} />,
    [config.areaNoun, neighborhoods],
  );

  return (
    <>
      {header}
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <Reveal aria-label="Filters" className="-mt-8 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
          <noscript>
            <style>{`[${firstPaint.formAttr}]{display:none}`}</style>
            <p className="text-stone-800">{complete ? noScriptNote : noScriptPagedNote}</p>
          </noscript>
          <form
            ref={form}
            role="search"
            aria-label={config.searchLabel}
            {...{ [firstPaint.formAttr]: "" }}
            onSubmit={(event) => event.preventDefault()}
            onFocus={() => setFocused(true)}
            className="grid gap-4 md:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))] md:items-end"
          >
            <SearchField
              id={`${id}-q`}
              label={config.searchLabel}
              value={text}
              placeholder={config.searchPlaceholder}
              onText={(next) => {
                setText(next);
                update({ q: next }, { replace: true });
              }}
            />
            {config.controls.map((control) => (
              <div key={control} className="grid gap-2">
                <Label htmlFor={`${id}-${control}`}>{control === "type" ? (config.typeFilter?.label ?? "Type") : controlLabel[control]}</Label>
                <NativeSelect
                  id={`${id}-${control}`}
                  name={control}
                  value={filters[control]}
                  onChange={(event) => update({ [control]: event.target.value })}
                >
                  {control === "type" && (
                    <>
                      <option value="all">{config.typeFilter?.all ?? "All Types"}</option>
                      {config.typeOptions.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </>
                  )}
                  {control === "neighborhood" && (
                    <>
                      <option value="all">All Areas</option>
                      {options.neighborhoods.map((name) => (
                        <option key={name} value={name}>
                          {name}
                        </option>
                      ))}
                    </>
                  )}
                  {control === "rating" && (
                    <>
                      <option value="all">All Ratings</option>
                      {ratingOptions.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </>
                  )}
                </NativeSelect>
              </div>
            ))}
            <Button
              type="button"
              variant="outline"
              onClick={clear}
              disabled={!changed}
              className="md:self-end"
              {...{ [firstPaint.clearAttr]: "" }}
            >
              Clear Filters
            </Button>
            <ListRefinements id={id} filters={filters} options={options} update={update} className="md:col-span-4" />
          </form>
        </Reveal>
        <div className="mb-6 mt-8 flex flex-wrap items-center gap-x-4 gap-y-2">
          {/* Before hydration, a filtered URL's count (first-paint.ts writes it; React never manages its content). */}
          <span
            ref={firstPaintCount}
            {...{ [firstPaint.countAttr]: "" }}
            className="text-lg font-semibold text-stone-900 empty:hidden"
            dangerouslySetInnerHTML={{ __html: "" }}
            suppressHydrationWarning
          />
          {/* The first-paint script and its data: after the form and that element, before the count and the cards. */}
          <script
            type="application/json"
            id={firstPaint.dataId}
            dangerouslySetInnerHTML={{
              __html: import.meta.env.SSR
                ? firstPaintJson({
                    controls: config.controls,
                    noun: config.noun,
                    pending: pendingText,
                    loading: loadingText,
                    complete,
                    options,
                    places: places.map(filterFields),
                  })
                : "",
            }}
            suppressHydrationWarning
          />
          <script dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? firstPaintScript : "" }} suppressHydrationWarning />
          <p role="status" className="text-lg font-semibold text-stone-900" {...{ [firstPaint.liveCountAttr]: "" }}>
            {loading ? (data.failed ? failedText : loadingText) : pending ? pendingText : countLabel(count, config.noun)}
          </p>
          {active && (
            <Suspense fallback={null}>
              <FilterChips filters={filters} options={options} update={update} />
            </Suspense>
          )}
        </div>

        <div {...{ [firstPaint.resultsAttr]: "" }} data-page-size={listPageSize}>
          {pending ? null : results.length > 0 ? (
            <>
              {renderResults(slot)}
            </>
          ) : (
            <EmptyState title={config.emptyTitle} hint={emptyHint}>
              <Button type="button" variant="outline" className="mt-6" onClick={clear}>
                Clear Filters
              </Button>
            </EmptyState>
          )}
          {/* Pre-rendered for the first-paint script (shown when a filtered URL matches nothing); a link, so it works before the app does. */}
          {!hydrated && (
            <div style={{ display: "none" }} {...{ [firstPaint.emptyAttr]: "" }}>
              <EmptyState title={config.emptyTitle} hint={emptyHint}>
                <Link to={config.path} className={cn(buttonVariants({ variant: "outline" }), "mt-6")}>
                  Clear Filters
                </Link>
              </EmptyState>
            </div>
          )}
        </div>
        {neighborhoodLinks}
      </div>
    </>
  );
}

/**
 * What a list page hands the view of its results (issue 12): the cards of the current page, every
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
}

/**
 * Issue 16: true when these filters show something other than the list's first page in the guide's order
 * (a filter, a sort, a later page, the map), which a paged list finds only in its whole list's files.
 */
function needsWholeList(filters: ListFilters): boolean {
  return hasActiveFilters(filters) || filters.sort !== "recommended" || filters.page > 1 || filters.view === "map";
}

/** The fields of a place the filter rules read (first-paint data). */
function filterFields({ id, name, category, description, neighborhood, rating, type, priceRange, features }: PlaceSummary) {
  return { id, name, category, description, neighborhood, rating, type, priceRange, features };
}

const controlLabel: Record<ListPageConfig["controls"][number], string> = {
  type: "Venue type",
  neighborhood: "Neighborhood",
  rating: "Rating",
};
