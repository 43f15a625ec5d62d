import { useEffect, useMemo, useRef, useState } from "react";
import { EmptyState } from "~/components/empty-state";
import { SearchField } from "~/components/search-field";
import { Button } from "~/components/ui/button";
import { countLabel, emptyFilters, filterPlaces, type ListOptions } from "~/features/places";
import { emptyHint } from "~/lib/categories";
import { PlaceGrid } from "~/features/places";
import type { PlaceSummary } from "~/features/places";
import { useListFilters } from "~/features/places";
import { site } from "~/lib/site-config";
import { useHydrated } from "~/lib/use-hydrated";

/** Coffee places have the search box only: no select, price or feature filter. */
const searchOnly: ListOptions = { controls: [], neighborhoods: [], features: [], types: [] };

/**
 * The coffee places of the guide on the Support page, as cards linking to their place pages, with a
 * search box. Home search sends a chosen coffee place here as /coffee?q=NAME (product §2 Home), so the
 * box follows the `q` query param with the list pages' rules (product §5 page search; read after
 * hydration by useListFilters), and arriving with a query scrolls this section into view.
 * @param places the coffee places' card summaries (route loader, build time)
 */
export function CoffeePlaces({ places }: { places: readonly PlaceSummary[] }) {
  const { filters, update, clear } = useListFilters(searchOnly);
  const [text, setText] = useState(filters.q);
  const [urlText, setUrlText] = useState(filters.q);
  const hydrated = useHydrated();
  const section = useRef<HTMLElement>(null);
  const arrivalHandled = useRef(false);

  // Back/Forward and Clear change the URL: the box follows (state adjusted while rendering,
  // https://react.dev/learn/you-might-not-need-an-effect#adjusting-some-state-when-a-prop-changes).
  if (filters.q !== urlText) {
    setUrlText(filters.q);
    setText(filters.q);
  }

  // Once, on arrival: a search result for a coffee place lands on the place, not on the tiers above.
  useEffect(() => {
    if (!hydrated || arrivalHandled.current) return;
    arrivalHandled.current = true;
    if (new URLSearchParams(window.location.search).get("q")) section.current?.scrollIntoView({ block: "start" });
  }, [hydrated]);

  // Only the text applies here: coffee places have no neighborhood, rating or type filter.
  const results = useMemo(() => filterPlaces(places, { ...emptyFilters, q: filters.q }), [places, filters.q]);

  return (
    <section ref={section} id="coffee-places" aria-labelledby="coffee-places-heading" className="scroll-mt-20">
      <h2 id="coffee-places-heading" className="text-2xl font-bold">
        Coffee in {site.city}
      </h2>
      <p className="mt-1 text-muted-foreground">The coffee shops and roasters in the guide.</p>

      <form role="search" aria-label="Coffee places" onSubmit={(event) => event.preventDefault()} className="mt-6 max-w-md">
        <SearchField
          id="coffee-search"
          label="Search coffee places"
          value={text}
          placeholder="Name, style or area"
          onText={(next) => {
            setText(next);
            update({ q: next }, { replace: true });
          }}
        />
      </form>

      <p role="status" className="mb-6 mt-6 font-semibold text-stone-900">
        {countLabel(results.length, { one: "Coffee Place", other: "Coffee Places" })}
      </p>

      {results.length > 0 ? (
        <PlaceGrid places={results} options={{ features: 3 }} headingLevel="h3" label="Coffee places" />
      ) : (
        <EmptyState title="No coffee places found" headingLevel="h3" hint={emptyHint}>
          <Button type="button" variant="outline" className="mt-6" onClick={clear}>
            Clear Search
          </Button>
        </EmptyState>
      )}
    </section>
  );
}
