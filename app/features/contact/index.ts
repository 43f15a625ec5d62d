/**
 * The contact feature's public entry for other features: the look-up of a place's name by its slug (product §15.7),
 * which the review form (`/review?place={slug}`) shares with the correction form. Import it dynamically: the
 * look-up and its file load only when a page names a place.
 */
export { lookUpPlaceName } from "./place-names";
