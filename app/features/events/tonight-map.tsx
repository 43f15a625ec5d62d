import { lazy, Suspense, useId, useState } from "react";
import type { EventRow } from "./event-rows";

const TonightMapView = lazy(() => import("./tonight-map-view"));

/**
 * Decision 085: /events' map of tonight's events, for the `rows` on tonight (nothing at all when there is none):
 * a button that opens it (its state said by `aria-expanded`), and the map, loaded only then with Leaflet as the
 * lists' map is (tonight-map-view.tsx). Events whose place has no point (a festival's streets) are counted below it;
 * the list above stays the map's text.
 */
export function TonightMap({ rows }: { rows: readonly EventRow[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (rows.length === 0) return null;
  const onMap = rows.filter((row) => row.point).length;
  return (
    <div className="mt-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((shown) => !shown)}
        className="inline-flex min-h-10 items-center rounded-md border border-stone-300 bg-white px-4 text-base font-semibold text-stone-900 hover:bg-stone-50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        Tonight&apos;s events on a map
      </button>
      <div id={id} className="mt-3" hidden={!open}>
        {open && (
          <Suspense
            fallback={
              <div className="h-80 w-full rounded-lg border border-stone-300 bg-stone-200 sm:h-96" aria-hidden="true" />
            }
          >
            <TonightMapView rows={rows} />
          </Suspense>
        )}
        {open && onMap < rows.length && (
          <p className="mt-2 text-sm text-stone-700">
            {rows.length - onMap} of tonight&apos;s {rows.length} {rows.length === 1 ? "event is" : "events are"} not on
            the map: the guide has no point for {rows.length - onMap === 1 ? "its place" : "their places"}.
          </p>
        )}
      </div>
    </div>
  );
}
