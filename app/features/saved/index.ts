/** Saved places (product §14.1): the Saved page. The Save toggle is `~/components/save-button`. */
export { SavedPage } from "./saved-page";
