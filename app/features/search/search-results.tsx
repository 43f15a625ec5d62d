import {
  startTransition,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { Link } from "react-router";
import type { IndexState } from "./search-index";
import type { RankedAnswer, RelevanceClient } from "./relevance-client";
import { type PlaceSummary } from "~/features/places";
import {
  emptyFilters,
  FilterChips,
  filtersToSearchParams,
  hasActiveFilters,
  hoursUnknownCount,
  HoursUnknownNote,
  hoursVaryingPlaces,
  HoursVaryNote,
  unjudgedCount,
  UnjudgedNote,
  ListRefinements,
  listResults,
  MoreFilters,
  needsClock,
  offeredFeatures,
  pendingText,
  Pager,
  pageOf,
  sheetFilterCount,
  useListData,
  useListFilters,
  usePlaceClock,
  useSearchText,
  type ListOptions,
} from "~/features/lists";
import { DeferredPlaceResults } from "~/features/map";
import { EmptyState } from "~/components/empty-state";
import { Button } from "~/components/ui/button";
import { SearchField } from "~/components/search-field";
import { documentTitle } from "~/lib/seo";
import { mainNav } from "#core/site-config.ts";
import { useHydrated } from "~/lib/use-hydrated";

/** What /search says until the query has 2 characters (product §5.5). */
const noQueryHint = "Type at least 2 characters to search restaurants, bars, coffee shops and attractions.";
/** The matching rules, the index loader and the relevance engine, imported once the page has hydrated (search-engine.ts). */
type SearchEngine = typeof import("./search-engine");
const loadEngine = () => import("./search-engine");
const idle: IndexState = { status: "idle" };
const idleState = () => idle;
const noSubscription = () => () => undefined;

/** Each card says its type. One object for the page's life: the results view is memoised, and a keystroke's first render passes it the same props. */
const resultCardOptions = { typeChip: true };

/** The relevance index's answer and the query and client it answered. */
type RankedFor = RankedAnswer & { client: RelevanceClient; query: string };

/** What stands for an answer while the text is too short to ask one (product §5.1: nothing matches). */
const noAnswer = { ids: [], ms: 0 } as const;

/**
 * `value`, or the value this returned before while `key` is the same (state adjusted while rendering, as
 * use-search-text.ts does): what depends on it is not computed again for an equal value.
 */
function useSameWhileEqual<T>(value: T, key: string): T {
  const [kept, setKept] = useState({ key, value });
  if (kept.key === key) return kept.value;
  setKept({ key, value });
  return value;
}

/** When the matching code, the index or the cards could not be fetched (offline before they were cached). */
const couldNotLoad = "The search could not load. Check your connection and reload the page.";

/**
 * The full results of a search (/search?q=TEXT) under product §5.5: every place that holds each part of the query
 * (typos forgiven, the last word as a prefix, the synonym table's meanings), best first, then every other place
 * product §5.1's rule finds, as cards with type chips, a count ('12 Results for "bar"', singular for 1, in a live
 * region) and product §8's no-results texts with "Did you mean pizza?" (a link) when a correction finds something.
 * Words that name a filter ("open now", "near me", a neighborhood, a price) apply it and show as chips that take
 * their words out of the query; "near me" asks for the location as Near me does. The search files
 * (docs/decisions/044-search-library.md) and the cards of every listed place (`dataUrls`, product §15: hashed static
 * files like a list's, decision 018) are files of their own, fetched once the page has hydrated, with the matching
 * code (search-engine.ts); the relevance index answers from its worker, and the last answer stays shown until the
 * next one arrives; the count and cards show when all have arrived ("Searching..." until then). `options` are what
 * the whole guide offers to filter by (from the build).
 *
 * Product §15: the results come in pages like a list's (`?page=N`, the list pages' page size and pager; any
 * change of the query or a filter goes back to page 1), so a keystroke renders at most one page of cards;
 * the count, the map and Near me cover every result.
 *
 * Product §12 on /search: the list pages' Sort, Open now, Price and Features controls (the same components
 * and URL keys), applied to the matches in the search's order; Features offers those the matches have.
 * Product §13: the List / Map switch (`?view=map`) and Near me over the results. The active filters show as removable chips; Clear Filters resets them and keeps the query. On a phone Sort stays in a row under the box and the rest is in a Filters sheet (product §12.5). The controls
 * are pre-rendered with the shell, and what is chosen before hydration is kept (useAdoptFormAtHydration).
 *
 * The page is pre-rendered once, as a shell: the query is read from the URL only after hydration,
 * so the first client render matches the HTML. Its own search box refines the query in the URL
 * (typing replaces the history entry; the route does not refetch on a query change).
 */
export function SearchResults({ dataUrls, options }: { dataUrls: readonly string[]; options: ListOptions }) {
  const hydrated = useHydrated();
  // The page exists to show matches: the matching code, the index and the cards are fetched as soon as it is live.
  const [engine, setEngine] = useState<SearchEngine | null>(null);
  const [engineFailed, setEngineFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadEngine().then(
      (loaded) => {
        if (!live) return;
        setEngine(loaded);
        loaded.searchIndex.load().catch(() => {
          /* shown through status "error" */
        });
      },
      () => live && setEngineFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  const indexState = useSyncExternalStore(
    engine?.searchIndex.subscribe ?? noSubscription,
    engine?.searchIndex.state ?? idleState,
    idleState,
  );
  // The relevance index (decision 044: in a worker, which matches product §5.1's rule too) is built once the files
  // are in.
  const client = useMemo(
    () => (engine && indexState.data ? engine.relevanceClient(indexState.data) : undefined),
    [engine, indexState.data],
  );
  const [relevanceFailed, setRelevanceFailed] = useState(false);
  const data = useListData(dataUrls, hydrated);
  const places = data.places;
  const failed = engineFailed || relevanceFailed || indexState.status === "error" || data.failed;
  const { filters, update, chooseView } = useListFilters(options);
  // The box and the controls show a change at once; matching and the cards follow in a render React can
  // interrupt (useDeferredValue), so a keystroke is answered within a frame (product §15).
  const listed = useDeferredValue(filters);
  const query = listed.q;
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  // What was typed or chosen before hydration is kept and searched for; Back/Forward set the box.
  const { text, onText } = useSearchText(form, filters, options, update);

  // The tab and the history list name the search (the pre-rendered title cannot know it).
  useEffect(() => {
    document.title = documentTitle(query.trim() ? `${query.trim()}: Search` : "Search");
  }, [query]);

  const byId = useMemo(() => new Map((places ?? []).map((place) => [place.id, place])), [places]);
  // Product §5.5: the search's answer for the query, asked once per query; the last one stays shown while the next
  // is on its way (a keystroke never empties the page). A query typed over before its turn is never asked (the
  // signal), and the answer is drawn in a transition: a render React interrupts for the next keystroke, rather
  // than a task the keystroke waits behind (product §15: at 10,000 places such a render took about 100 ms on a
  // 4x-slowed CPU, docs/decisions/044-search-library.md).
  const [answer, setAnswer] = useState<RankedFor>();
  useEffect(() => {
    if (!engine || !client || !engine.canMatch(query)) return;
    let live = true;
    const typedOver = new AbortController();
    client.find(query, typedOver.signal).then(
      (ranked) => {
        if (!live) return;
        // What the search cost where it ran (the worker): `npm run bench:scale` prints the slowest per keystroke.
        const end = performance.now();
        performance.measure("search:rank", { start: end - ranked.ms, end });
        startTransition(() => setAnswer({ client, query, ...ranked }));
      },
      () => live && setRelevanceFailed(true),
    );
    return () => {
      live = false;
      typedOver.abort();
    };
  }, [engine, client, query]);
  // Matching waits for the cards too: a match is shown only as its card.
  const answered = places && answer?.client === client ? answer : undefined;
  // Ready to show: an answer has come, or the text is too short to ask (then nothing matches).
  const index = answered ?? (places && client && engine && !engine.canMatch(query) ? noAnswer : undefined);
  // The query whose matches show: the box's, or nothing for a text too short to match (product §5.1's 2 characters).
  const shownQuery = answered && engine?.canMatch(query) ? answered.query : undefined;
  // Product §5.5: the query's filters and its parts to search for.
  const understood = useMemo(
    () => (client && shownQuery !== undefined ? client.read(shownQuery) : undefined),
    [client, shownQuery],
  );
  // The page's part of matching: the answer's ids as cards (the worker matched; `npm run bench:scale` prints it).
  const matches = useMemo(
    () =>
      engine && answered && shownQuery !== undefined
        ? engine.measureMatching(() => answered.ids.flatMap((found) => byId.get(found) ?? []))
        : [],
    [engine, answered, shownQuery, byId],
  );
  const named = useMemo(() => understood?.filters ?? [], [understood]);
  // Decision 085: the events the engine found (negative ids), for a query that names no filter (the filters are the
  // places'); their entries carry what the list shows.
  const eventEntries = useMemo(
    () =>
      engine && indexState.data
        ? new Map(indexState.data.entries.filter(engine.isEventEntry).map((entry) => [entry.id, entry]))
        : undefined,
    [engine, indexState.data],
  );
  // The query is the search's own (product §5.5), not the list pages' text filter: the rest applies to its matches,
  // with the filters the query named. The same object while only the query changes, so a keystroke does not filter,
  // sort and draw the last answer's results again while the next answer is on its way.
  const refinements = useSameWhileEqual(
    useMemo(() => ({ ...listed, q: emptyFilters.q }), [listed]),
    filtersToSearchParams({ ...listed, q: emptyFilters.q }).toString(),
  );
  const effective = useMemo(
    () => (engine && named.length ? engine.applyQueryFilters(refinements, named) : refinements),
    [engine, named, refinements],
  );
  const nearMeWanted = !!engine && engine.namesNearMe(named);
  // With the map shown the rule is loaded ahead, so its Open now switch applies without blanking the map (product §13.4).
  const clock = usePlaceClock(matches, needsClock(effective), listed.view === "map");
  const onOpenNow = useCallback((open: boolean) => update({ open }), [update]);
  const pending = needsClock(effective) && !clock;
  const results = useMemo(() => listResults(matches, effective, clock), [matches, effective, clock]);
  // Product §12.6: the matches Open now left out because their hours are not known.
  const hoursUnknown = useMemo(() => hoursUnknownCount(matches, effective, clock), [matches, effective, clock]);
  // Product §12.6-§12.7: those left out because their hours vary now, or because nobody told the guide a chosen fact.
  const hoursVarying = useMemo(() => hoursVaryingPlaces(matches, effective, clock), [matches, effective, clock]);
  const unjudged = useMemo(() => unjudgedCount(matches, effective, clock), [matches, effective, clock]);
  // "Did you mean": only when nothing at all matches the words.
  const corrected = matches.length === 0 && understood?.terms.length ? answered?.correction : undefined;
  // Features offers what the matches have (and what the URL chose); until the index is here, the guide's.
  const showsBox = !!engine && engine.showsResultsBox(query);
  const shownOptions = useMemo(() => {
    if (!index || !showsBox) return options;
    const offered = offeredFeatures(matches, options.features);
    const chosen = options.features.filter(
      (feature) => refinements.features.includes(feature.slug) && !offered.some((f) => f.slug === feature.slug),
    );
    return { ...options, features: [...offered, ...chosen] };
  }, [index, showsBox, matches, options, refinements.features]);
  const paginate = useCallback(
    (ordered: readonly PlaceSummary[]) => {
      const { items, page, pages } = pageOf(ordered, listed.page);
      return {
        items,
        footer: <Pager path="/search" search={filtersToSearchParams(listed)} page={page} pages={pages} />,
      };
    },
    [listed],
  );
  // The page the results open on, with its pager: the same paging as Near me's distance order. Its cards are the
  // same array while only the query changed (the pager's links follow the query at once; the cards, the answer).
  const firstPage = useMemo(() => pageOf(results, listed.page), [results, listed.page]);
  const shown = useMemo(
    () => ({
      items: firstPage.items,
      footer: (
        <Pager path="/search" search={filtersToSearchParams(listed)} page={firstPage.page} pages={firstPage.pages} />
      ),
    }),
    [firstPage, listed],
  );
  const refined = hasActiveFilters(refinements) || filters.sort !== emptyFilters.sort;
  const events = useMemo(
    () =>
      answered && shownQuery !== undefined && eventEntries && named.length === 0 && !hasActiveFilters(refinements)
        ? answered.ids.flatMap((found) => (found < 0 ? (eventEntries.get(found) ?? []) : []))
        : [],
    [answered, shownQuery, eventEntries, named, refinements],
  );
  const clear = () => update({ ...emptyFilters, q: filters.q });
  const showLabel =
    engine && index && !pending && engine.showsResultsBox(query)
      ? `Show ${results.length} ${results.length === 1 ? "Result" : "Results"}`
      : "Show results";

  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6">
      {/* Product §12.4: the results need JavaScript; say so instead of showing an empty shell. */}
      <noscript>
        <style>{"[data-search-form]{display:none}"}</style>
        <div className="-mt-8 rounded-xl border bg-card p-4 text-stone-800 shadow-sm sm:p-6">
          <p>Search needs JavaScript. Browse the guide by list instead:</p>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
            {mainNav
              .filter((link) => link.to !== "/")
              .map((link) => (
                <li key={link.to}>
                  <a href={link.to} className="font-medium text-primary underline underline-offset-4">
                    {link.label}
                  </a>
                </li>
              ))}
          </ul>
        </div>
      </noscript>
      <form
        ref={form}
        data-search-form=""
        role="search"
        action="/search"
        method="get"
        onSubmit={(event) => event.preventDefault()}
        className="-mt-8 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
      >
        <SearchField
          id={`${id}-q`}
          label="Search the guide"
          value={text}
          placeholder="Search restaurants, bars, attractions..."
          enterKeyHint="search"
          onText={onText}
        />
        {/* Pre-rendered with the shell: what is chosen before hydration is kept (useAdoptFormAtHydration). */}
        <div className="mt-3 flex flex-wrap items-end gap-4 sm:mt-4">
          {/* Product §12.5: on a phone Sort stays in the row, the rest is in the Filters sheet. */}
          <ListRefinements
            id={id}
            filters={filters}
            options={shownOptions}
            update={update}
            className="flex-1"
            more={(controls) => (
              <MoreFilters
                count={sheetFilterCount(refinements, [])}
                clear={clear}
                canClear={refined}
                showLabel={showLabel}
              >
                <div className="flex flex-wrap items-end gap-4 md:contents">{controls}</div>
              </MoreFilters>
            )}
          />
          {/* On a phone the sheet's footer has Clear Filters. */}
          <Button type="button" variant="outline" onClick={clear} disabled={!refined} className="max-md:hidden">
            Clear Filters
          </Button>
        </div>
      </form>

      {/*
        Nothing query-dependent before hydration: the pre-rendered shell knows no query. It keeps the room of the
        no-query hint, unseen and unread, so that hint (the page's state without a query) moves nothing below it.
      */}
      {!hydrated && (
        <div className="invisible mt-5 sm:mt-8" aria-hidden="true" data-testid="search-shell-room">
          <p className="text-lg">{noQueryHint}</p>
          <div className="mt-2 mb-4 flex max-sm:mt-0 sm:mb-6" />
        </div>
      )}
      {hydrated && (
        <div className="mt-5 sm:mt-8">
          {/* The live region holds the count or the message, not the cards. */}
          <div role="status">
            {!engine ? (
              failed ? (
                <p className="text-lg text-stone-700">{couldNotLoad}</p>
              ) : (
                // While the matching rules load, the room of the no-query words, as before hydration.
                <p className="invisible text-lg" aria-hidden="true">
                  {noQueryHint}
                </p>
              )
            ) : !engine.showsResultsBox(query) ? (
              <p className="text-lg text-stone-700">{noQueryHint}</p>
            ) : !index ? (
              <p className="text-lg text-stone-700">{failed ? couldNotLoad : "Searching..."}</p>
            ) : pending ? (
              <p className="text-lg font-semibold text-stone-900">{pendingText}</p>
            ) : results.length > 0 ? (
              <h2 className="text-lg font-semibold text-stone-900">
                {engine.resultCountLabel(results.length, shownQuery ?? query)}
              </h2>
            ) : events.length > 0 && matches.length === 0 ? (
              <h2 className="text-lg font-semibold text-stone-900">
                {engine.eventCountLabel(events.length, shownQuery ?? query)}
              </h2>
            ) : matches.length > 0 ? (
              <EmptyState
                title={engine.noResultsTitle(shownQuery ?? query)}
                hint="No match has every filter you chose."
              >
                {refined && (
                  <Button type="button" variant="outline" className="mt-6" onClick={clear}>
                    Clear Filters
                  </Button>
                )}
              </EmptyState>
            ) : (
              <EmptyState title={engine.noResultsTitle(shownQuery ?? query)} hint={engine.noResultsHint}>
                {corrected && (
                  <p className="mt-4 text-lg text-stone-900">
                    Did you mean{" "}
                    <Link
                      to={`/search?q=${encodeURIComponent(corrected)}`}
                      className="font-semibold text-primary underline underline-offset-4"
                    >
                      {corrected}
                    </Link>
                    ?
                  </p>
                )}
              </EmptyState>
            )}
          </div>
          {/* Drawn after the index is in; their code comes when first drawn (lists' lazy-notes.ts). */}
          <Suspense fallback={null}>
            {engine && index && effective.open && !pending && (
              <HoursUnknownNote
                count={hoursUnknown}
                shown={effective.unknown}
                noun={{ one: "Result", other: "Results" }}
                onShow={(unknown) => update({ unknown })}
                canShow={listed.open}
                className="mt-2"
              />
            )}
            {engine && index && effective.open && !pending && (
              <HoursVaryNote places={hoursVarying} noun={{ one: "Result", other: "Results" }} className="mt-2" />
            )}
            {engine && index && !pending && unjudged > 0 && (
              <UnjudgedNote
                count={unjudged}
                noun={{ one: "Result", other: "Results" }}
                stepFree={effective.stepFree}
                diets={effective.diets}
                className="mt-2"
              />
            )}
          </Suspense>
          <div className="mt-2 mb-4 flex flex-wrap gap-2 max-sm:empty:mt-0 sm:mb-6">
            {/* Product §5.5: the filters the query named, each removed by taking its words out of the query. */}
            {engine && index && named.length > 0 && (
              <ul aria-label="Filters from your search" className="flex flex-wrap gap-2">
                {named.map((found) => (
                  <li key={`${found.from}-${found.label}`}>
                    <button
                      type="button"
                      aria-label={`Remove filter: ${found.label}`}
                      onClick={() => update({ q: engine.withoutFilter(shownQuery ?? query, found) })}
                      className="inline-flex h-8 items-center gap-1 rounded-full border border-stone-300 bg-amber-50 pr-2 pl-3 text-sm text-stone-900 hover:bg-amber-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
                    >
                      {found.label}
                      <span aria-hidden="true" className="text-base leading-none">
                        ×
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {hasActiveFilters(refinements) && (
              <Suspense fallback={null}>
                <FilterChips filters={refinements} options={shownOptions} update={update} />
              </Suspense>
            )}
          </div>
          {engine && index && !pending && events.length > 0 && (
            <engine.EventResultList events={events} now={new Date()} />
          )}
          {/* The map stays when the filters leave none of the matches (product §13.4), its Open now switch with it. */}
          {engine?.showsResultsBox(query) &&
            index &&
            !pending &&
            (results.length > 0 || (matches.length > 0 && filters.view === "map")) && (
              <DeferredPlaceResults
                places={shown.items}
                all={results}
                paginate={paginate}
                options={resultCardOptions}
                headingLevel="h3"
                label="Search results"
                footer={shown.footer}
                view={filters.view}
                onView={chooseView}
                nearMeWanted={nearMeWanted}
                openNow={filters.open}
                onOpenNow={onOpenNow}
              />
            )}
        </div>
      )}
    </div>
  );
}
