/**
 * Maps and distances (product §13): the public entry of `app/features/map` for other features. A list's
 * results with the List / Map switch and Near me ({@link PlaceResults}); the map itself (Leaflet) loads
 * only when opened.
 */
export { PlaceResults, type ResultsPage } from "./place-results";
export { DeferredPlaceResults } from "./deferred-place-results";
