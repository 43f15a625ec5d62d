import { LocateFixedIcon } from "lucide-react";
import { lazy, Suspense, useMemo, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { formatMiles, sortByDistance } from "./distance";
import { useNearMe } from "./use-near-me";
import { viewFromSearchParams, withView, type ResultsView } from "./view-param";
import { PlaceGrid, type PlaceCardOptions } from "~/features/places";
import type { PlaceSummary } from "~/features/places";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";

/**
 * The map's code (Leaflet, the clustering plugin, their CSS) is fetched the first time the map is
 * opened, never with the page. If that fetch fails (offline), a short message stands in.
 */
const LazyResultsMap = lazy(() =>
  import("./results-map").catch(() => ({
    default: function MapUnavailable() {
      return <p className="rounded-xl border bg-card p-6 text-stone-800">The map could not load. Check your connection and reload the page.</p>;
    },
  })),
);

/**
 * A list's results (issue 12) with a **List / Map** switch kept in the URL (`?view=map`) and a
 * **Near me** button. `places` are exactly the results the page's filters and search leave, in the
 * page's order: the list shows them as cards, the map shows the same places (see ResultsMap). Near
 * me asks for the visitor's location only when pressed; with it, cards are sorted nearest first
 * and show the distance ("0.8 mi"), and the map shows the visitor's point. The point lives in
 * memory only (never in the URL or storage), so a reload shows the page's own order again.
 * Changing `sortKey` (the page's chosen sort) ends the distance order.
 *
 * Before hydration the list shows, as pre-rendered; the view comes from the URL afterwards.
 */
export function PlaceResults({
  places,
  options,
  headingLevel,
  label,
  mapPlaces,
  footer,
}: {
  places: readonly PlaceSummary[];
  /** Issue 16: on a paged list, the map shows the whole list while the cards show one page. */
  mapPlaces?: readonly PlaceSummary[];
  /** Under the cards (not the map): a paged list's pager. */
  footer?: ReactNode;
  options?: PlaceCardOptions;
  headingLevel?: "h2" | "h3";
  label?: string;
}) {
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const view: ResultsView = hydrated ? viewFromSearchParams(searchParams) : "list";
  const nearMe = useNearMe();
  const { point } = nearMe;

  const sorted = useMemo(() => (point ? sortByDistance(places, point) : undefined), [places, point]);
  const ordered = useMemo(() => (sorted ? sorted.map((entry) => entry.place) : places), [sorted, places]);
  const distances = useMemo(
    () => sorted && new Map(sorted.flatMap((entry) => (entry.miles === undefined ? [] : [[entry.place.id, formatMiles(entry.miles)] as const]))),
    [sorted],
  );

  const show = (next: ResultsView) => {
    if (next !== view) setSearchParams((current) => withView(current, next), { preventScrollReset: true });
  };

  const status =
    nearMe.state.status === "locating"
      ? "Finding your location…"
      : nearMe.state.status === "failed"
        ? nearMe.state.message
        : nearMe.state.status === "on"
          ? "Sorted by distance from you. Your location stays in this browser tab."
          : "";

  return (
    <>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <div role="group" aria-label="Show results as" className="inline-flex rounded-md border border-stone-300 bg-background p-0.5 shadow-xs">
          {(["list", "map"] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => show(option)}
              className={cn(
                "h-9 rounded-[5px] px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                view === option ? "bg-stone-900 text-white" : "text-stone-800 hover:bg-stone-100",
              )}
            >
              {option === "list" ? "List" : "Map"}
            </button>
          ))}
        </div>
        <Button
          type="button"
          variant="outline"
          className="aria-pressed:border-stone-900 aria-pressed:bg-stone-100"
          aria-pressed={nearMe.state.status === "on"}
          disabled={nearMe.state.status === "locating"}
          onClick={() => (nearMe.state.status === "on" ? nearMe.clear() : nearMe.locate())}
        >
          <LocateFixedIcon aria-hidden="true" />
          Near me
        </Button>
        <p aria-live="polite" className="basis-full text-sm text-stone-800 sm:basis-auto" data-testid="near-me-status">
          {status}
        </p>
      </div>
      {view === "map" ? (
        <Suspense fallback={<div className="grid h-[min(60svh,560px)] min-h-[280px] place-items-center rounded-xl border bg-stone-200 text-stone-800">Loading map…</div>}>
          <LazyResultsMap places={mapPlaces ?? ordered} userPoint={point} />
        </Suspense>
      ) : (
        <>
          <PlaceGrid places={ordered} options={options} headingLevel={headingLevel} label={label} distances={distances} />
          {footer}
        </>
      )}
    </>
  );
}
