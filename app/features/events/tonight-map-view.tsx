import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { useEffect, useRef, useState } from "react";
import { clockText } from "#core/events/occurrence.ts";
import { cityMap, escapeHtml } from "~/lib/city-map";
import type { EventRow } from "./event-rows";

/** What shows when OpenStreetMap's tiles do not load (offline, blocked): the markers stay. */
const tilesFailedText = "The map's tiles could not load; the markers still show where tonight's events are.";

/** A marker's pin: a filled red drop with a white dot, 28 by 36 px, its tip at the point. */
const pin = `<svg width="28" height="36" viewBox="0 0 28 36" aria-hidden="true" focusable="false" style="display:block;filter:drop-shadow(0 1px 2px rgb(0 0 0 / .4))"><path d="M14 1C7 1 1 6.6 1 13.6 1 23 14 35 14 35s13-12 13-21.4C27 6.6 21 1 14 1Z" fill="#991b1b" stroke="#fff" stroke-width="2"/><circle cx="14" cy="13.5" r="4.5" fill="#fff"/></svg>`;

/** What a marker is called (its accessible name): "Jazz Night, 9 PM at Rumba Cafe". */
export function eventMarkerName(row: EventRow): string {
  return `${row.title}, ${clockText(row.occurrence.start)} at ${row.where.name}`;
}

/**
 * Decision 085: tonight's events on a map (Leaflet and OpenStreetMap's tiles, as the lists' map, product §13), for
 * the rows with a point (an event at a place of the guide). Each marker is reached with Tab and named by its
 * event, time and place ({@link eventMarkerName}); Enter (or a click) opens its card with a link to the event's
 * page, which takes the focus; Escape closes the card and returns the focus to the marker. Reduced motion: no
 * zoom or fade animation. Loaded only when the visitor opens the map: Leaflet and its CSS are in this module's
 * chunk, never in the page's first load.
 */
export default function TonightMapView({ rows }: { rows: readonly EventRow[] }) {
  const container = useRef<HTMLDivElement>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const key = rows.map((row) => `${row.slug}@${row.occurrence.start}`).join(" ");
  useEffect(() => {
    if (!container.current) return;
    const map = cityMap(container.current, () => setTilesFailed(true));
    const points: L.LatLngExpression[] = [];
    for (const row of rows) {
      if (!row.point) continue;
      const name = eventMarkerName(row);
      const marker = L.marker(row.point, {
        keyboard: true,
        title: name,
        icon: L.divIcon({
          className:
            "rounded-full focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-stone-900",
          html: `${pin}<span class="sr-only">${escapeHtml(name)}</span>`,
          iconSize: [28, 36],
          iconAnchor: [14, 35],
        }),
      });
      const card = document.createElement("div");
      card.innerHTML = `<p class="font-semibold">${escapeHtml(row.title)}</p><p>${escapeHtml(
        `${clockText(row.occurrence.start)} at ${row.where.name}`,
      )}</p>`;
      const link = document.createElement("a");
      link.href = `/events/${row.slug}`;
      link.textContent = "Event details";
      link.className = "font-semibold text-red-800 underline underline-offset-4";
      card.append(link);
      // Escape in the card closes it (Leaflet's own keys listen only while the map itself has the focus).
      card.addEventListener("keydown", (event) => {
        if (event.key === "Escape") marker.closePopup();
      });
      marker.bindPopup(card, { autoPanPadding: [16, 16] });
      // After Leaflet has drawn and placed the card (focused at once, the focus stayed on the marker).
      // The card is hidden while the map still zooms or pans (Leaflet's leaflet-zoom-hide), and a hidden link
      // cannot take the focus: it takes it at the first frame the card shows (within half a second).
      const focusLink = (frames = 30) => {
        if (!marker.isPopupOpen()) return;
        if (getComputedStyle(link).visibility === "visible") link.focus({ preventScroll: true });
        else if (frames > 0) requestAnimationFrame(() => focusLink(frames - 1));
      };
      marker.on("popupopen", () => setTimeout(focusLink, 0));
      marker.on("popupclose", () => (marker.getElement() as HTMLElement | undefined)?.focus({ preventScroll: true }));
      marker.addTo(map);
      points.push(row.point);
    }
    if (points.length > 1) map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 15, animate: false });
    else if (points.length === 1) map.setView(points[0]!, 15, { animate: false });
    return () => {
      map.remove();
    };
    // The rows' identity changes with each render of the list; the map follows what they are.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return (
    <div>
      <div ref={container} role="region" aria-label="Map of tonight's events" className="results-map w-full" />
      {tilesFailed && <p className="mt-2 text-sm text-stone-700">{tilesFailedText}</p>}
    </div>
  );
}
