import { useSyncExternalStore } from "react";
import { getSavedPlaces, getServerSavedPlaces, subscribeSavedPlaces } from "~/lib/lazy/saved-places";

/**
 * product §14.1: the saved place ids, oldest first. Empty in the pre-rendered HTML and during hydration
 * (the server snapshot), the browser's list right after, so no page's HTML depends on storage.
 */
export function useSavedPlaces(): readonly number[] {
  return useSyncExternalStore(subscribeSavedPlaces, getSavedPlaces, getServerSavedPlaces);
}
