import type { MarkerState } from "./marker-state";

/**
 * Product §13.3: the drawing of a place's marker, one inline SVG per state (nothing to download), shared by the
 * markers (Leaflet `divIcon`s take HTML) and the map's key, so the key shows exactly what the map does. The state
 * is in the shape, not the colour alone: a filled pin for a place that is open (a tick) or closes soon (a clock),
 * a white pin with a coloured rim for one that is closed (a cross) or whose state is not known (a question mark).
 * Colours are in results-map.css (`.map-pin-*`); the glyphs are lucide's (ISC licence), at 15 px.
 * `pending`: before the page's clock first ticks, a plain pin with no state.
 */

/** A pin, 28 x 38: a circle of radius 12 around (14, 14) drawn down to its point at (14, 37). */
const pinPath = "M14 37C14 37 2 23.6 2 14a12 12 0 0 1 24 0c0 9.6-12 23-12 23z";

/** Each state's glyph: lucide's 24 x 24 paths (check, clock, x, circle-help without its circle). */
const glyphs: Record<MarkerState | "pending", string> = {
  open: '<path d="M20 6 9 17l-5-5"/>',
  "closing-soon": '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3.5 2"/>',
  closed: '<path d="M18 6 6 18M6 6l12 12"/>',
  unknown: '<path d="M8.6 8.6a3.6 3.6 0 0 1 7 1.2c0 2.4-3.6 3.2-3.6 3.2"/><path d="M12 18h.01"/>',
  pending: '<circle cx="12" cy="12" r="2" fill="currentColor"/>',
};

/**
 * The SVG of a pin in `state`, `width` px wide (the height follows), hidden from assistive technology: the
 * marker's text says its state.
 */
export function pinSvg(state: MarkerState | "pending", width = 28): string {
  const height = Math.round((width * 38) / 28);
  return (
    `<svg class="map-pin map-pin-${state}" width="${width}" height="${height}" viewBox="0 0 28 38" aria-hidden="true" focusable="false">` +
    `<path class="map-pin-shape" d="${pinPath}"/>` +
    // The glyph at 15 px, centred on the pin's circle, its strokes 2.25 px.
    `<g class="map-pin-glyph" transform="translate(6.5 6.5) scale(.625)" fill="none" stroke-width="3.6" stroke-linecap="round" stroke-linejoin="round">${glyphs[state]}</g>` +
    `</svg>`
  );
}
