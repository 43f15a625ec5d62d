import L from "leaflet";
import { mapConfig } from "./map-config";

/** Text made safe for HTML that Leaflet takes as markup (a marker's name, a card's words). */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

/**
 * A Leaflet map of the city in `container` (product §13, decision 085): framed on Columbus, the wheel off until
 * the map is used, no zoom, fade or pan animation under reduced motion, OpenStreetMap's tiles with their
 * attribution; `onTilesFailed` is called when a tile does not load (the markers stay). Only the maps' own chunks
 * import it, never a page's first load.
 */
export function cityMap(container: HTMLElement, onTilesFailed: () => void): L.Map {
  const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const map = L.map(container, {
    center: [mapConfig.center.lat, mapConfig.center.lng],
    zoom: mapConfig.zoom,
    scrollWheelZoom: false,
    zoomAnimation: !still,
    fadeAnimation: !still,
    markerZoomAnimation: !still,
    inertia: !still,
  });
  L.tileLayer(mapConfig.tileUrl, { attribution: mapConfig.attribution, maxZoom: mapConfig.maxZoom })
    .on("tileerror", onTilesFailed)
    .addTo(map);
  return map;
}
