import { useId, useMemo, useState } from "react";
import { countLabel, filterPlaces, hasActiveFilters, neighborhoodOptions, ratingOptions, venueTypeOptions } from "./filters";
import { emptyHint, type ListPageConfig } from "./list-pages";
import { PlaceGrid } from "./place-card";
import type { PlaceSummary } from "./place-schema";
import { useListFilters } from "./use-list-filters";
import { EmptyState } from "~/components/empty-state";
import { PageHeader } from "~/components/page-header";
import { Reveal } from "~/components/reveal";
import { SearchField } from "~/components/search-field";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";

/**
 * Spec §2 Restaurants / Clubs and bars / Attractions: heading, search, selects, Clear Filters,
 * result count, card grid and empty state, driven by a {@link ListPageConfig}. Filter rules: Spec §5.
 */
export function ListPage({ config, places }: { config: ListPageConfig; places: readonly PlaceSummary[] }) {
  const { filters, update, clear } = useListFilters();
  const [text, setText] = useState(filters.q);
  const [urlText, setUrlText] = useState(filters.q);
  const id = useId();

  // Back/Forward and Clear Filters change the URL: the box follows (state adjusted while rendering,
  // https://react.dev/learn/you-might-not-need-an-effect#adjusting-some-state-when-a-prop-changes).
  if (filters.q !== urlText) {
    setUrlText(filters.q);
    setText(filters.q);
  }

  const neighborhoods = useMemo(() => neighborhoodOptions(places), [places]);
  const results = useMemo(() => filterPlaces(places, filters), [places, filters]);
  const active = hasActiveFilters(filters) || text !== "";

  return (
    <>
      <PageHeader title={config.title} subtitle={config.subtitle} />
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <Reveal aria-label="Filters" className="-mt-8 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
          <form
            role="search"
            aria-label={config.searchLabel}
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
                <Label htmlFor={`${id}-${control}`}>{controlLabel[control]}</Label>
                <NativeSelect
                  id={`${id}-${control}`}
                  name={control}
                  value={filters[control]}
                  onChange={(event) => update({ [control]: event.target.value })}
                >
                  {control === "type" && (
                    <>
                      <option value="all">All Venues</option>
                      {venueTypeOptions.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </>
                  )}
                  {control === "neighborhood" && (
                    <>
                      <option value="all">All Areas</option>
                      {neighborhoods.map((name) => (
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
            <Button type="button" variant="outline" onClick={clear} disabled={!active} className="md:self-end">
              Clear Filters
            </Button>
          </form>
        </Reveal>

        <p role="status" className="mb-6 mt-8 text-lg font-semibold text-stone-900">
          {countLabel(results.length, config.noun)}
        </p>

        {results.length > 0 ? (
          <PlaceGrid places={results} options={config.card} label={config.title} />
        ) : (
          <EmptyState title={config.emptyTitle} hint={emptyHint}>
            <Button type="button" variant="outline" className="mt-6" onClick={clear}>
              Clear Filters
            </Button>
          </EmptyState>
        )}
      </div>
    </>
  );
}

const controlLabel: Record<ListPageConfig["controls"][number], string> = {
  type: "Venue type",
  neighborhood: "Neighborhood",
  rating: "Rating",
};
