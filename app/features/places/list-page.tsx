import { ChevronDownIcon } from "lucide-react";
import { useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import firstPaintScript from "./first-paint.ts?inline-script";
import { firstPaint, firstPaintJson } from "./first-paint-contract";
import {
  activeFilters,
  countLabel,
  listOptions,
  listResults,
  needsClock,
  priceOptions,
  ratingOptions,
  sortOptions,
  type ListFilters,
  type ListOptions,
  type PriceRange,
  type SortKey,
} from "./filters";
import { emptyHint, type ListPageConfig } from "~/lib/categories";
import { PlaceGrid } from "./place-card";
import type { PlaceSummary } from "./place-schema";
import { useAdoptFormAtHydration, useListFilters } from "./use-list-filters";
import { usePlaceClock } from "./use-place-clock";
import { EmptyState } from "~/components/empty-state";
import { PageHeader } from "~/components/page-header";
import { Reveal } from "~/components/reveal";
import { SearchField } from "~/components/search-field";
import { Button, buttonVariants } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";

/** Shown instead of a count while Open now or Closing latest waits for the clock (issue 11). */
export const pendingText = "Checking opening hours…";

/** Issue 15: what a visitor without JavaScript reads where the filters would be. */
const noScriptNote = "Search and filters need JavaScript. Every place of this page is listed below.";

/**
 * product §2 Restaurants / Clubs and bars / Attractions: heading, search, selects, Clear Filters, result
 * count, card grid and empty state, driven by a {@link ListPageConfig}; filter rules product §5. Issue 11 adds
 * Open now, Sort, Price and Features, with the active filters as removable chips. Everything is in the URL
 * (useListFilters). A filtered URL paints filtered (first-paint.ts, inlined below the form), and what is
 * typed or chosen before hydration is kept (the script writes it to the URL; at hydration the form's own
 * state wins over a URL that missed it).
 */
export function ListPage({ config, places }: { config: ListPageConfig; places: readonly PlaceSummary[] }) {
  const options = useMemo(() => listOptions(places, config.controls), [places, config.controls]);
  const { filters, update, clear, active } = useListFilters(options);
  const clock = usePlaceClock(places, needsClock(filters));
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

  // The app now shows the list itself: the first-paint style and count step aside in the same commit.
  useLayoutEffect(() => {
    if (!hydrated) return;
    document.getElementById(firstPaint.styleId)?.remove();
    if (firstPaintCount.current) firstPaintCount.current.textContent = "";
  }, [hydrated]);

  const pending = needsClock(filters) && !clock;
  const results = useMemo(() => listResults(places, filters, clock), [places, filters, clock]);
  const chips = activeFilters(filters, options);
  const changed = active || text !== "" || filters.sort !== "recommended";

  return (
    <>
      <PageHeader title={config.title} subtitle={config.subtitle} />
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <Reveal aria-label="Filters" className="-mt-8 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
          <noscript>
            <style>{`[${firstPaint.formAttr}]{display:none}`}</style>
            <p className="text-stone-800">{noScriptNote}</p>
          </noscript>
          <form
            ref={form}
            role="search"
            aria-label={config.searchLabel}
            {...{ [firstPaint.formAttr]: "" }}
            onSubmit={(event) => event.preventDefault()}
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
                ? firstPaintJson({ controls: config.controls, noun: config.noun, pending: pendingText, places: places.map(filterFields) })
                : "",
            }}
            suppressHydrationWarning
          />
          <script dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? firstPaintScript : "" }} suppressHydrationWarning />
          <p role="status" className="text-lg font-semibold text-stone-900" {...{ [firstPaint.liveCountAttr]: "" }}>
            {pending ? pendingText : countLabel(results.length, config.noun)}
          </p>
          <FilterChips chips={chips} update={update} />
        </div>

        <div {...{ [firstPaint.resultsAttr]: "" }}>
          {pending ? null : results.length > 0 ? (
            <PlaceGrid places={results} options={config.card} label={config.title} />
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
      </div>
    </>
  );
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

/** A checkbox drawn as a pill: the native control stays (keyboard, screen readers, no script needed). */
const pill =
  "inline-flex h-10 cursor-pointer select-none items-center gap-2 rounded-md border border-stone-300 bg-background px-3 text-sm font-medium text-stone-900 shadow-xs hover:bg-accent has-[:checked]:border-red-700 has-[:checked]:bg-red-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2";

/**
 * Issue 11 controls of the list pages: Sort, Open now, Price (several at once) and
 * Features (the list's own, a place must have all chosen). Native controls named as the URL's keys, so
 * they work, and are read, before hydration (first-paint.ts).
 */
export function ListRefinements({
  id,
  filters,
  options,
  update,
  className,
}: {
  id: string;
  filters: ListFilters;
  options: ListOptions;
  update: (patch: Partial<ListFilters>) => void;
  className?: string;
}) {
  const togglePrice = (price: PriceRange, on: boolean) =>
    update({ price: on ? [...filters.price, price] : filters.price.filter((p) => p !== price) });
  const toggleFeature = (slug: string, on: boolean) =>
    update({ features: on ? [...filters.features, slug] : filters.features.filter((s) => s !== slug) });
  return (
    <div className={cn("flex flex-wrap items-end gap-4", className)}>
      <div className="grid w-full gap-2 sm:w-48">
        <Label htmlFor={`${id}-sort`}>Sort by</Label>
        <NativeSelect
          id={`${id}-sort`}
          name="sort"
          value={filters.sort}
          onChange={(event) => update({ sort: event.target.value as SortKey })}
        >
          {sortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <label className={pill}>
        <input
          type="checkbox"
          name="open"
          value="1"
          checked={filters.open}
          onChange={(event) => update({ open: event.target.checked })}
          className="size-4 accent-red-700"
        />
        Open now
      </label>
      <fieldset className="flex flex-wrap items-end gap-2">
        <legend className="mb-2 text-sm font-medium leading-none">Price</legend>
        {priceOptions.map((option) => (
          <label key={option.token} className={pill}>
            <input
              type="checkbox"
              name="price"
              value={option.token}
              checked={filters.price.includes(option.value)}
              onChange={(event) => togglePrice(option.value, event.target.checked)}
              className="size-4 accent-red-700"
            />
            {option.value}
          </label>
        ))}
      </fieldset>
      {options.features.length > 0 && (
        <details className="group w-full">
          <summary
            className={cn(
              buttonVariants({ variant: "outline" }),
              "cursor-pointer list-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 [&::-webkit-details-marker]:hidden",
            )}
          >
            Features
            {filters.features.length > 0 && <span className="rounded-full bg-red-700 px-2 text-xs text-white">{filters.features.length}</span>}
            <ChevronDownIcon aria-hidden="true" className="transition-transform group-open:rotate-180" />
          </summary>
          <fieldset className="mt-3">
            <legend className="sr-only">Features (places with all chosen)</legend>
            <div className="flex flex-wrap gap-2">
              {options.features.map((feature) => (
                <label key={feature.slug} className={pill}>
                  <input
                    type="checkbox"
                    name="feature"
                    value={feature.slug}
                    checked={filters.features.includes(feature.slug)}
                    onChange={(event) => toggleFeature(feature.slug, event.target.checked)}
                    className="size-4 accent-red-700"
                  />
                  {feature.label}
                </label>
              ))}
            </div>
          </fieldset>
        </details>
      )}
    </div>
  );
}

/** Issue 11: the active filters as buttons that remove one each ("Remove filter: Short North"). */
export function FilterChips({
  chips,
  update,
}: {
  chips: readonly { key: string; label: string; remove: Partial<ListFilters> }[];
  update: (patch: Partial<ListFilters>) => void;
}) {
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            aria-label={`Remove filter: ${chip.label}`}
            onClick={() => update(chip.remove)}
            className="inline-flex h-8 items-center gap-1 rounded-full border border-stone-300 bg-stone-100 pl-3 pr-2 text-sm text-stone-900 hover:bg-stone-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            {chip.label}
            <span aria-hidden="true" className="text-base leading-none">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
