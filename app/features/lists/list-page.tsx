import { lazy, Suspense, useCallback, useDeferredValue, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { firstPaint } from "./first-paint/first-paint-contract";
import { pendingText, sheetFilterCount, sheetSelects, type ListOptions } from "./filters/filters";
import { ListCount, loadingText } from "./counts/list-count";
import { ListFilterForm } from "./filter-form/list-filter-form";
import type { NeighborhoodLink } from "./neighborhoods/neighborhood-links";
import { listPageSize } from "./paging/paging";
import { useListFilters } from "./filters/use-list-filters";
import { useListResults, type ResultsSlot } from "./data/use-list-results";
import { useSearchText } from "./filters/use-search-text";
import { FirstScreenFirst, type PlaceSummary } from "~/features/places";
import { EmptyState } from "~/components/empty-state";
import { PageHeader } from "~/components/page-header";
import { Button, buttonVariants } from "~/components/ui/button";
import { emptyHint, type ListPageConfig } from "#core/categories.ts";
import { countLabel } from "~/lib/count-label";
import { useHydrated } from "~/lib/use-hydrated";
import { HydrateLater, laterCode } from "~/components/hydrate-later";
import { cn } from "~/lib/utils";

export type { ResultsSlot };

/**
 * The notes under the count (hours-unknown-note.tsx), drawn only once the list is filtered after hydration: their
 * code comes then, not with the first load (decision 099).
 */
const ListNotes = lazy(() => import("./counts/hours-unknown-note").then((module) => ({ default: module.ListNotes })));

/**
 * Product §15.4's neighborhood links, under the results: hydrated apart, after the page (decision 071), their code
 * fetched then, not with the first load (decision 099); the pre-rendered links work meanwhile.
 */
const NeighborhoodLinks = lazy(
  laterCode(() =>
    import("./neighborhoods/neighborhood-list").then((module) => ({ default: module.NeighborhoodLinks })),
  ),
);

/** Decision 018: shown when the whole list's file could not be fetched. */
const failedText = "The list could not load. Check your connection and reload the page.";

/**
 * product §2 Restaurants / Clubs and bars / Attractions: heading, search, selects, Clear Filters, result
 * count, card grid and empty state, driven by a {@link ListPageConfig}; filter rules product §5. Product §12 adds
 * Open now, Sort, Price and Features, with the active filters as removable chips, and says how many places Open now
 * left out because their hours are not known (§12.6); §12.5 puts most of them in a
 * Filters sheet on a phone (ListFilterForm). Everything is in the URL
 * (useListFilters). A filtered URL paints filtered (first-paint.inline.ts, inlined below the form), and what is
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
  /** The first page of the list (decision 018), or all of it when it fits one page. */
  places: readonly PlaceSummary[];
  /** How many places the whole list has. */
  total: number;
  /** What the whole list offers (neighborhoods, features), from the build. */
  options: ListOptions;
  /** The whole list's static files (list-data.server.ts), fetched when the visitor pages, filters or sorts, or first focuses the form. */
  dataUrls: readonly string[];
  /** The list's neighborhood pages (decision 018), linked under the list. */
  neighborhoods: readonly NeighborhoodLink[];
  /**
   * How the results show: the route gives the map feature's List / Map switch and Near me (decision 014)
   * over the current page's cards and the pager.
   */
  renderResults: (slot: ResultsSlot) => ReactNode;
}) {
  const { filters, update, clear, chooseView, active } = useListFilters(options);
  // A keystroke or a choice shows in its control at once; the count and the cards follow in a render
  // React can interrupt and spread over frames (useDeferredValue), so the page answers input within a
  // frame even when a page of cards takes longer to draw (decision 018: a keystroke answered within 100 ms).
  const listed = useDeferredValue(filters);
  // Product §13.4: the map's own Open now switch sets the list's.
  const onOpenNow = useCallback((open: boolean) => update({ open }), [update]);
  // The form's first focus fetches the list's files ahead of the first keystroke or choice (decision 018).
  const [focused, setFocused] = useState(false);
  const onFocus = useCallback(() => setFocused(true), []);
  const list = useListResults({
    path: config.path,
    title: config.title,
    card: config.card,
    places,
    total,
    dataUrls,
    filters,
    listed,
    focused,
    onView: chooseView,
    onOpenNow,
  });
  const form = useRef<HTMLFormElement>(null);
  const { text, onText } = useSearchText(form, filters, options, update);
  const hydrated = useHydrated();
  const id = useId();
  const changed = active || text !== "" || filters.sort !== "recommended";
  const countText = list.loading
    ? list.failed
      ? failedText
      : loadingText
    : list.pending
      ? pendingText
      : countLabel(list.count, config.noun);
  // Product §12.5: the phone's Filters sheet closes on the count it leads to.
  const showLabel =
    list.loading || list.pending
      ? "Show results"
      : `Show ${list.count} ${list.count === 1 ? config.noun.one : config.noun.other}`;

  // Parts that no filter changes keep their identity, so a keystroke's render skips them.
  const header = useMemo(
    () => <PageHeader title={config.title} subtitle={config.subtitle} />,
    [config.title, config.subtitle],
  );
  const neighborhoodLinks = useMemo(
    // Below the results: hydrated apart, after the page (decision 071).
    () => (
      <HydrateLater>
        <NeighborhoodLinks title={`${config.areaNoun} by neighborhood`} links={neighborhoods} />
      </HydrateLater>
    ),
    [config.areaNoun, neighborhoods],
  );

  return (
    <>
      <FirstScreenFirst />
      {header}
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <ListFilterForm
          id={id}
          formRef={form}
          config={config}
          options={options}
          filters={filters}
          update={update}
          clear={clear}
          text={text}
          onText={onText}
          changed={changed}
          complete={list.complete}
          onFocus={onFocus}
          sheetCount={sheetFilterCount(filters, sheetSelects(config.controls))}
          showLabel={showLabel}
        />
        {/* The first paint steps aside when the cards show the URL's filters, not at hydration (decision 031). */}
        <ListCount
          config={config}
          options={options}
          places={places}
          complete={list.complete}
          countText={countText}
          filters={filters}
          active={active}
          update={update}
          handedOver={hydrated && listed === filters}
        />
        {/* Drawn only once the list is filtered after hydration (never at hydration): their code comes then. */}
        {!list.pending && (listed.open || list.unjudged > 0) && (
          <Suspense fallback={null}>
            <ListNotes
              open={listed.open}
              hoursUnknown={list.hoursUnknown}
              unknownShown={listed.unknown}
              onShowUnknown={(unknown) => update({ unknown })}
              hoursVarying={list.hoursVarying}
              results={list.results}
              unjudged={list.unjudged}
              stepFree={listed.stepFree}
              diets={listed.diets}
              noun={config.noun}
            />
          </Suspense>
        )}

        <div {...{ [firstPaint.resultsAttr]: "" }} data-page-size={listPageSize}>
          {/* The map stays when the filters leave nothing (product §13.4): its Open now switch, just pressed, with it. */}
          {!list.pending && (list.results.length > 0 || list.slot.view === "map") && <>{renderResults(list.slot)}</>}
          {!list.pending && list.results.length === 0 && (
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
