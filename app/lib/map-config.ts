// Its own module (not site-config.ts, which every page's header reads), so that only the map's chunk carries it.
import mapTiles from "./map-tiles.json";

/**
 * Product §13: the results map. Tiles are OpenStreetMap's standard raster tiles, used under the OSM
 * Foundation's tile usage policy (https://operations.osmfoundation.org/policies/tiles/): attribution
 * always visible, no bulk or offline download. URL template and attribution (HTML, shown by Leaflet)
 * live in `map-tiles.json`, which the post-build CSP step also reads: its host is the only extra
 * image source the policy allows. `center` and `zoom` frame Columbus when no place can be shown.
 */
export const mapConfig = {
  ...mapTiles,
  center: { lat: 39.9612, lng: -82.9988 },
  zoom: 12,
} as const;
