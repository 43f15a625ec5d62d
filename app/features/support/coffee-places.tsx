import { Link } from "react-router";
import { useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { coffeeListView, coffeeNeedsAll } from "./coffee-list";
import pendingScript from "./coffee-pending.inline.ts?inline-script";
import { coffeePendingAttribute, coffeeSectionId } from "./coffee-pending.inline";
import { EmptyState } from "~/components/empty-state";
import { SearchField } from "~/components/search-field";
import { Button } from "~/components/ui/button";
import {
  filtersToSearchParams,
  Pager,
  useListData,
  useListFilters,
  useSearchText,
  type ListOptions,
} from "~/features/lists";
import { countLabel } from "~/lib/count-label";
import { emptyHint } from "#core/categories.ts";
import { PlaceGrid, type PlaceSummary } from "~/features/places";
import { site } from "#core/site-config.ts";
import { useHydrated } from "~/lib/use-hydrated";

/** Coffee places have the search box only: no select, price or feature filter. */
const searchOnly: ListOptions = { controls: [], neighborhoods: [], features: [], diets: [], types: [] };

/** Each card shows up to three features. One object for the page's life, so the memoised grid skips a keystroke's first render. */
const coffeeCardOptions = { features: 3 };

/** Product §15.2: shown instead of the count and the cards while the whole list's files load. */
const loadingText = "Loading places…";

/** Product §15.3: shown when the whole list's files could not be fetched. */
const failedText = "The list could not load. Check your connection and reload the page.";

/** Product §15.2: what a visitor without JavaScript reads when the coffee places do not fit one page. */
const noScriptPagedNote =
  "Search and pages need JavaScript. The first coffee places are listed below; each has its own page.";

/**
 * Product §15.2, before hydration: while the section is marked pending (coffee-pending.inline.ts, inlined where
 * the list is paged), "Loading places…" shows in place of the count and the cards.
 */
const pending = `#${coffeeSectionId}[${coffeePendingAttribute}]`;
const pendingStyle =
  `${pending} [data-coffee-count],${pending} [data-coffee-results]{display:none}` +
  `#${coffeeSectionId}:not([${coffeePendingAttribute}]) [data-coffee-loading]{display:none}`;

/**
 * The coffee places of the guide on the Support page, as cards linking to their place pages, with a
 * search box. Home search sends a chosen coffee place here as /coffee?q=NAME (product §2 Home), so the
 * box follows the `q` query param with the list pages' rules (product §5 page search; read after
 * hydration by useListFilters), and arriving with a query or a page scrolls this section into view.
 * Product §15.2: in pages of the list pages' size (`?page=N`, the {@link Pager}, rules in coffee-list.ts); the
 * page holds the first page, and a search or a later page fetches the whole list's files (the box's first focus already does). When every
 * coffee place fits one page, nothing is fetched and no pager shows.
 * @param places the first page of coffee places' card summaries (route loader, build time)
 * @param total how many coffee places the guide has
 * @param dataUrls the paths of the files of every coffee place, in order (list-data.server.ts, key "coffee")
 */
export function CoffeePlaces({
  places,
  total,
  dataUrls,
}: {
  places: readonly PlaceSummary[];
  total: number;
  dataUrls: readonly string[];
}) {
  const { filters, update, clear } = useListFilters(searchOnly);
  const hydrated = useHydrated();
  const section = useRef<HTMLElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // What was typed in the box before the app took over is kept and searched for, as on the list pages.
  const { text, onText } = useSearchText(form, filters, searchOnly, update);
  const arrivalHandled = useRef(false);
  const shownPage = useRef(filters.page);

  // Once, on arrival: a search result for a coffee place, or a later page, lands on the list, not on the tiers above.
  useEffect(() => {
    if (!hydrated || arrivalHandled.current) return;
    arrivalHandled.current = true;
    const params = new URLSearchParams(window.location.search);
    if (params.get("q") || params.get("page")) section.current?.scrollIntoView({ block: "start" });
  }, [hydrated]);

  // The app shows the right page itself now: the before-hydration mark steps aside in the same commit.
  useLayoutEffect(() => {
    if (hydrated) section.current?.removeAttribute(coffeePendingAttribute);
  }, [hydrated]);

  // A pager link goes to another page of the list: the list's top stays in view, not the page's top.
  useEffect(() => {
    if (shownPage.current === filters.page) return;
    shownPage.current = filters.page;
    section.current?.scrollIntoView({ block: "start" });
  }, [filters.page]);

  // A keystroke shows in the box at once; the count and the cards follow in a render React can interrupt
  // (useDeferredValue), as on the list pages (product §15.5: a keystroke answered within 100 ms).
  const listed = useDeferredValue(filters);
  // The box's first focus fetches the whole list ahead of the first keystroke; the cards switch to it only
  // when what is shown needs it. Only the text applies here: coffee places have no other filter.
  const [focused, setFocused] = useState(false);
  const data = useListData(
    dataUrls,
    focused || coffeeNeedsAll({ firstPage: places, total, q: filters.q, page: filters.page }),
  );
  const view = useMemo(() => {
    const input = { firstPage: places, total, q: listed.q, page: listed.page };
    return coffeeListView(input, coffeeNeedsAll(input) ? data.places : null);
  }, [places, total, listed.q, listed.page, data.places]);
  const complete = places.length >= total;

  return (
    <section ref={section} id={coffeeSectionId} aria-labelledby="coffee-places-heading" className="scroll-mt-20">
      {!complete && !hydrated && (
        <>
          <style>{pendingStyle}</style>
          <script
            dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? pendingScript : "" }}
            suppressHydrationWarning
          />
        </>
      )}
      <h2 id="coffee-places-heading" className="text-2xl font-bold">
        Coffee in {site.city}
      </h2>
      <p className="mt-1 text-muted-foreground">
        The coffee shops and roasters in the guide.{" "}
        {/* Decision 063: their own list, with the map, Open now and the filters. */}
        <Link to="/coffee-shops" className="font-medium text-primary underline underline-offset-4">
          See them on their own list, with a map and Open now
        </Link>
      </p>
      {!complete && (
        <noscript>
          <p className="mt-3 text-stone-800">{noScriptPagedNote}</p>
        </noscript>
      )}

      <form
        ref={form}
        role="search"
        aria-label="Coffee places"
        onSubmit={(event) => event.preventDefault()}
        onFocus={() => setFocused(!complete)}
        className="mt-6 max-w-md"
      >
        <SearchField
          id="coffee-search"
          label="Search coffee places"
          value={text}
          placeholder="Name, style or area"
          onText={onText}
        />
      </form>

      {!complete && !hydrated && (
        <p data-coffee-loading="" className="mt-6 mb-6 font-semibold text-stone-900">
          {loadingText}
        </p>
      )}
      <p role="status" data-coffee-count="" className="mt-6 mb-6 font-semibold text-stone-900">
        {view.loading
          ? data.failed
            ? failedText
            : loadingText
          : countLabel(view.count, { one: "Coffee Place", other: "Coffee Places" })}
      </p>

      <div data-coffee-results="">
        {view.loading ? null : view.items.length > 0 ? (
          <>
            <PlaceGrid places={view.items} options={coffeeCardOptions} headingLevel="h3" label="Coffee places" />
            <Pager path="/coffee" search={filtersToSearchParams(listed)} page={view.page} pages={view.pages} />
          </>
        ) : (
          <EmptyState title="No coffee places found" headingLevel="h3" hint={emptyHint}>
            <Button type="button" variant="outline" className="mt-6" onClick={clear}>
              Clear Search
            </Button>
          </EmptyState>
        )}
      </div>
    </section>
  );
}
