import { city } from "../city";
import { compactHours, zonedMoment, type CompactHours } from "../hours/opening-hours.server";
import { illustrationData } from "./illustration.server";
import { isListed, toSummary, type ListedPlace, type Place, type PlaceSummary, type PlaceType } from "./place-schema";
import { readPlaces } from "./read-places.server";

export { contentDir, readPlaces } from "./read-places.server";

/**
 * Build-time access to the guide's content (README: how a page loads). Only loaders and build scripts
 * import this file; no client chunk does. (The React Router config reads the files through
 * read-places.server.ts, which needs nothing but the schema.)
 */

let cache: Place[] | undefined;

/** Every place, validated once per build process. */
export function getAllPlaces(): Place[] {
  cache ??= readPlaces();
  return cache;
}

/**
 * Every listed place: open ones only (product §10: a closed place leaves every list, count, search
 * index, the trending strip and the sitemap; its own page stays). Lists, counts, the search index,
 * the trending strip and the sitemap are built from this, never from {@link getAllPlaces}. The same array on
 * every call (made once per build process): read it, never change it.
 */
export function getListedPlaces(): ListedPlace[] {
  listed ??= getAllPlaces().filter(isListed);
  return listed;
}

let listed: ListedPlace[] | undefined;

let bySlug: Map<string, Place> | undefined;

/**
 * The place with this slug, open or closed, or undefined (place pages exist for closed places too). A map
 * built once per build process: every place page's loader asks, so a scan each time would grow with the
 * square of the guide (product §15.2).
 */
export function getPlaceBySlug(slug: string): Place | undefined {
  bySlug ??= new Map(getAllPlaces().map((place) => [place.slug, place]));
  return bySlug.get(slug);
}

/** The city's date when this build read the hours (`YYYY-MM-DD`): the week a place page shows before hydration. */
export const hoursReadOn = zonedMoment(new Date(), city.timeZone).date;

const hoursCache = new WeakMap<Place, CompactHours | null>();

/**
 * product §11 (decision 038): a place's hours for the coming weeks, read from its `openingHours` once per
 * build process (from the week before {@link hoursReadOn}, a year ahead); null when not known.
 */
export function getOpeningHours(place: Place): CompactHours | null {
  let hours = hoursCache.get(place);
  if (hours === undefined) {
    hours = place.openingHours === undefined ? null : compactHours(place.openingHours, place.geo, hoursReadOn);
    hoursCache.set(place, hours);
  }
  return hours;
}

/** A listed place as a card: its summary, and its illustration when it has no photo (product §10.4). */
export function toCard(place: ListedPlace): PlaceSummary {
  let card = cards.get(place);
  if (!card) {
    const summary = toSummary(place, getOpeningHours(place));
    card = place.image ? summary : { ...summary, illustration: illustrationData(place) };
    cards.set(place, card);
  }
  return card;
}

/**
 * Each place's card, made once per build process: every list, neighborhood page and list file asks for
 * cards, so making them each time grew with the guide times the number of pages (product §15.2).
 */
const cards = new WeakMap<ListedPlace, PlaceSummary>();

/** Card summaries of every listed place, in content order. */
export function getListedSummaries(): PlaceSummary[] {
  return getListedPlaces().map(toCard);
}

/** Card summaries of the listed places of the given types, in content order. */
export function getSummaries(types: readonly PlaceType[]): PlaceSummary[] {
  return getListedPlaces()
    .filter((place) => types.includes(place.type))
    .map(toCard);
}

/** product §9: the trending list is every listed place whose featured flag is true. */
export function getFeaturedSummaries(): PlaceSummary[] {
  return getListedPlaces()
    .filter((place) => place.featured)
    .map(toCard);
}

/**
 * Up to `limit` listed places like a closed one, for its page (product §10: "links to similar open
 * places"): same type first, then same neighborhood, each group in content order; never the place itself.
 */
export function getSimilarPlaces(place: Pick<Place, "id" | "type" | "neighborhood">, limit = 3): PlaceSummary[] {
  return similarPlaces(place, getListedPlaces(), limit).map(toCard);
}

/** The rule of {@link getSimilarPlaces} over any list (pure, for tests). */
export function similarPlaces<T extends Pick<Place, "id" | "type" | "neighborhood">>(
  place: Pick<Place, "id" | "type" | "neighborhood">,
  candidates: readonly T[],
  limit = 3,
): T[] {
  const others = candidates.filter((candidate) => candidate.id !== place.id);
  const sameType = others.filter((candidate) => candidate.type === place.type);
  const sameTypeAndArea = sameType.filter((candidate) => candidate.neighborhood === place.neighborhood);
  const sameArea = others.filter(
    (candidate) => candidate.type !== place.type && candidate.neighborhood === place.neighborhood,
  );
  const ordered = [...new Set([...sameTypeAndArea, ...sameType, ...sameArea])];
  return ordered.slice(0, limit);
}
