import { searchText, type SearchEntry } from "./match";
import { getListedPlaces } from "../../../core/places/places.server";
import type { ListedPlace } from "~/features/places";

/**
 * Build time only: one compact {@link SearchEntry} per place (product §3: the combined list). The home page ships this instead of the place records: only the pre-joined,
 * lower-cased text that product §5 matches, plus what a suggestion shows.
 */
export function toSearchEntry(place: ListedPlace): SearchEntry {
  return {
    id: place.id,
    name: place.name,
    type: place.type,
    neighborhood: place.neighborhood,
    rating: place.rating,
    text: searchText(place),
  };
}

/**
 * Build time only: the search index of every listed place (product §5; product §10: closed places are not
 * searched), highest rated first, equal ratings in content order: the order ties are ranked in (rankMatches),
 * so ranking the matches of a keystroke needs no sort (product §15.5).
 */
export function getSearchIndex(): SearchEntry[] {
  return getListedPlaces()
    .map(toSearchEntry)
    .sort((a, b) => b.rating - a.rating);
}
