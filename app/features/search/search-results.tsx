import { Suspense, useEffect, useId, useMemo, useRef, useState } from "react";
import { measureMatching, noResultsHint, noResultsTitle, resultCountLabel, searchEntries, showsResultsBox } from "./match";
import { useSearchIndex } from "./search-index";
import {
  emptyFilters,
  featureOptions,
  FilterChips,
  hasActiveFilters,
  listOptions,
  ListRefinements,
  listResults,
  needsClock,
  useAdoptFormAtHydration,
  useListFilters,
  usePlaceClock,
  type PlaceSummary,
} from "~/features/places";
import { DeferredPlaceResults } from "~/features/map";
import { EmptyState } from "~/components/empty-state";
import { Button } from "~/components/ui/button";
import { SearchField } from "~/components/search-field";
import { documentTitle } from "~/lib/seo";
import { mainNav } from "~/lib/site-config";
import { useHydrated } from "~/lib/use-hydrated";

/** Shown instead of a count while Open now or Closing latest waits for the clock (as on the list pages). */
const pendingText = "Checking opening hours…";

/**
 * The full results of a home search (/search?q=TEXT): every match under the product §5 rules (no
 * 6-suggestion limit), as cards with type chips, a count ('12 Results for "bar"', singular for 1)
 * and product §8's no-results texts. `places` are the cards by the ids of the search index, which is a
 * file of its own (docs/decisions/016-search-index-file.md) fetched once the page has hydrated; the
 * count and cards show when it arrives ("Searching..." until then).
 *
 * Issue 11 on /search: the list pages' Sort, Open now, Price and Features controls (the same components
 * and URL keys), applied to the matches in the search's order; Features offers those the matches have.
 * Issue 12: the List / Map switch (`?view=map`) and Near me over the results. The active filters show as removable chips; Clear Filters resets them and keeps the query. The controls
 * are pre-rendered with the shell, and what is chosen before hydration is kept (useAdoptFormAtHydration).
 *
 * The page is pre-rendered once, as a shell: the query is read from the URL only after hydration,
 * so the first client render matches the HTML. Its own search box refines the query in the URL
 * (typing replaces the history entry; the route does not refetch on a query change).
 */
export function SearchResults({ places }: { places: readonly PlaceSummary[] }) {
  const hydrated = useHydrated();
  const { index, status, load } = useSearchIndex();
  // The page exists to show matches: its index is fetched as soon as the page is live.
  useEffect(load, [load]);
  const options = useMemo(() => listOptions(places, []), [places]);
  const { filters, update } = useListFilters(options);
  const query = filters.q;
  const [text, setText] = useState(query);
  const [urlText, setUrlText] = useState(query);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  // Issue 15: what was typed or chosen before hydration is kept and searched for.
  useAdoptFormAtHydration(form, options, update, (adopted) => setText(adopted.q));

  // Back/Forward change the URL: the box follows (state adjusted while rendering,
  // https://react.dev/learn/you-might-not-need-an-effect#adjusting-some-state-when-a-prop-changes).
  if (query !== urlText) {
    setUrlText(query);
    setText(query);
  }

  // The tab and the history list name the search (the pre-rendered title cannot know it).
  useEffect(() => {
    document.title = documentTitle(query.trim() ? `${query.trim()}: Search` : "Search");
  }, [query]);

  const byId = useMemo(() => new Map(places.map((place) => [place.id, place])), [places]);
  const matches = useMemo(
    () => (index ? measureMatching(() => searchEntries(index, query)).flatMap((entry) => byId.get(entry.id) ?? []) : []),
    [index, query, byId],
  );
  // The query is the search's own (product §5), not the list pages' text filter: the rest applies to its matches.
  const refinements = useMemo(() => ({ ...filters, q: emptyFilters.q }), [filters]);
  const clock = usePlaceClock(matches, needsClock(refinements));
  const pending = needsClock(refinements) && !clock;
  const results = useMemo(() => listResults(matches, refinements, clock), [matches, refinements, clock]);
  // Features offers what the matches have (and what the URL chose); until the index is here, the guide's.
  const shownOptions = useMemo(() => {
    if (!index || !showsResultsBox(query)) return options;
    const offered = featureOptions(matches);
    const chosen = options.features.filter((feature) => filters.features.includes(feature.slug) && !offered.some((f) => f.slug === feature.slug));
    return { ...options, features: [...offered, ...chosen] };
  }, [index, query, matches, options, filters.features]);
  const refined = hasActiveFilters(refinements) || filters.sort !== emptyFilters.sort;
  const clear = () => update({ ...emptyFilters, q: filters.q });

  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6">
      {/* Issue 15: the results need JavaScript; say so instead of showing an empty shell. */}
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
          onText={(value) => {
            setText(value);
            update({ q: value }, { replace: true });
          }}
        />
        {/* Pre-rendered with the shell: what is chosen before hydration is kept (useAdoptFormAtHydration). */}
        <div className="mt-4 flex flex-wrap items-end gap-4">
          <ListRefinements id={id} filters={filters} options={shownOptions} update={update} className="flex-1" />
          <Button type="button" variant="outline" onClick={clear} disabled={!refined}>
            Clear Filters
          </Button>
        </div>
      </form>

      {/* Nothing query-dependent before hydration: the pre-rendered shell knows no query. */}
      {hydrated && (
        <div className="mt-8">
          {/* The live region holds the count or the message, not the cards. */}
          <div role="status">
            {!showsResultsBox(query) ? (
              <p className="text-lg text-stone-700">Type at least 2 characters to search restaurants, bars, coffee shops and attractions.</p>
            ) : !index ? (
              <p className="text-lg text-stone-700">{status === "error" ? "The search could not load. Check your connection and reload the page." : "Searching..."}</p>
            ) : pending ? (
              <p className="text-lg font-semibold text-stone-900">{pendingText}</p>
            ) : results.length > 0 ? (
              <h2 className="text-lg font-semibold text-stone-900">{resultCountLabel(results.length, query)}</h2>
            ) : matches.length > 0 ? (
              <EmptyState title={noResultsTitle(query)} hint="No match has every filter you chose.">
                <Button type="button" variant="outline" className="mt-6" onClick={clear}>
                  Clear Filters
                </Button>
              </EmptyState>
            ) : (
              <EmptyState title={noResultsTitle(query)} hint={noResultsHint} />
            )}
          </div>
          <div className="mb-6 mt-2">
            {hasActiveFilters(refinements) && (
              <Suspense fallback={null}>
                <FilterChips filters={refinements} options={shownOptions} update={update} />
              </Suspense>
            )}
          </div>
          {showsResultsBox(query) && index && !pending && results.length > 0 && <DeferredPlaceResults places={results} all={results} options={{ typeChip: true }} headingLevel="h3" label="Search results" />}
        </div>
      )}
    </div>
  );
}
