import { useEffect, useId, useMemo, useRef, useState } from "react";
import { measureMatching, noResultsHint, noResultsTitle, resultCountLabel, searchEntries, showsResultsBox } from "./match";
import { useSearchIndex } from "./search-index";
import { listOptions } from "~/features/places";
import { PlaceGrid } from "~/features/places";
import type { PlaceSummary } from "~/features/places";
import { useAdoptFormAtHydration, useListFilters } from "~/features/places";
import { EmptyState } from "~/components/empty-state";
import { SearchField } from "~/components/search-field";
import { documentTitle } from "~/lib/seo";
import { mainNav } from "~/lib/site-config";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * The full results of a home search (/search?q=TEXT): every match under the product §5 rules (no
 * 6-suggestion limit), as cards with type chips, a count ('12 Results for "bar"', singular for 1)
 * and product §8's no-results texts. `places` are the cards by the ids of the search index, which is a
 * file of its own (docs/decisions/016-search-index-file.md) fetched once the page has hydrated; the
 * count and cards show when it arrives ("Searching..." until then).
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
  const results = useMemo(
    () => (index ? measureMatching(() => searchEntries(index, query)).flatMap((entry) => byId.get(entry.id) ?? []) : []),
    [index, query, byId],
  );

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
            ) : results.length > 0 ? (
              <h2 className="mb-6 text-lg font-semibold text-stone-900">{resultCountLabel(results.length, query)}</h2>
            ) : (
              <EmptyState title={noResultsTitle(query)} hint={noResultsHint} />
            )}
          </div>
          {showsResultsBox(query) && index && results.length > 0 && <PlaceGrid places={results} options={{ typeChip: true }} headingLevel="h3" label="Search results" />}
        </div>
      )}
    </div>
  );
}
