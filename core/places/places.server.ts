import { compactHours, isoDate, type CompactHours } from "../hours/opening-hours.server";
import { hoursAreOld } from "./freshness";
import { placeReviews, type PlaceReviews } from "../reviews/summary";
import { showsAt } from "../events/guide-events.server";
import { currentGuide, perGuide } from "./guide.server";
import { illustrationData } from "./illustration.server";
import {
  briefSummary,
  isListed,
  toSummary,
  type BriefSummary,
  type ListedPlace,
  type Place,
  type PlaceSummary,
  type PlaceType,
} from "./place-schema";

export { readPlaces } from "./guide.server";

/**
 * Build-time access to the guide's content (docs/development.md: how a page loads): the guide of
 * ./guide.server.ts (the content files, or the publisher's), and what every page derives from it. Only loaders,
 * build scripts and the publisher import this file; no client chunk does.
 */

/** Every place, open or closed, in the guide's order. */
export function getAllPlaces(): readonly Place[] {
  return currentGuide().places;
}

const listed = perGuide((guide) => guide.places.filter(isListed));

/**
 * Every listed place: open ones only (product §10: a closed place leaves every list, count, search
 * index, the trending strip and the sitemap; its own page stays). Lists, counts, the search index,
 * the trending strip and the sitemap are built from this, never from {@link getAllPlaces}. The same array on
 * every call for a guide: read it, never change it.
 */
export function getListedPlaces(): ListedPlace[] {
  return listed();
}

const bySlug = perGuide((guide) => new Map(guide.places.map((place) => [place.slug, place])));

/**
 * The place with this slug, open or closed, or undefined (place pages exist for closed places too). A map
 * made once per guide: every place page's loader asks, so a scan each time would grow with the square of the
 * guide (product §15.2).
 */
export function getPlaceBySlug(slug: string): Place | undefined {
  return bySlug().get(slug);
}

/** The city's date the guide's hours are read from: the week a place page shows before hydration. */
export function hoursReadOn() {
  return currentGuide().hoursReadOn;
}

/**
 * Per day the hours are read from, each place's hours and card, made once: every list, neighborhood page and
 * list file asks for cards, so making them each time grew with the guide times the number of pages (product
 * §15.2). Keyed by the place object, so a publish that keeps a place's object keeps its card.
 */
const perPlace = perGuide((guide) => {
  const day = JSON.stringify(guide.hoursReadOn);
  if (perPlaceCaches.day !== day)
    Object.assign(perPlaceCaches, {
      day,
      hours: new WeakMap<Place, CompactHours | null>(),
      cards: new WeakMap<ListedPlace, PlaceSummary>(),
    });
  return perPlaceCaches;
});
const perPlaceCaches = {
  day: "",
  hours: new WeakMap<Place, CompactHours | null>(),
  cards: new WeakMap<ListedPlace, PlaceSummary>(),
};

/**
 * product §11 (decision 038): a place's hours for the coming weeks, read from its `openingHours` (from the week
 * before {@link hoursReadOn}, a year ahead); null when not known.
 */
export function getOpeningHours(place: Place): CompactHours | null {
  const { hours } = perPlace();
  let found = hours.get(place);
  if (found === undefined) {
    found = place.openingHours === undefined ? null : compactHours(place.openingHours, place.geo, hoursReadOn());
    // Decision 073: a venue whose hours vary with shows gets its shows, so Open now can count it during one.
    if (found && place.openingHours?.includes("Varies with shows")) {
      const shows = showsAt(place.slug);
      if (shows.length > 0) found = { ...found, shows };
    }
    hours.set(place, found);
  }
  return found;
}

/**
 * A listed place as a card: its summary, its illustration when it has no photo (product §10.4), how many
 * visitors' reviews it has once it has any (product §19.7, `visitorReviews`), and `oldHours` when its hours were
 * last confirmed over a year before the build's date (decision 068). A card made before is made again when
 * that count changed: a review published keeps the place's object.
 */
export function toCard(place: ListedPlace): PlaceSummary {
  const { cards } = perPlace();
  const visitorReviews = currentGuide().reviewsOf(place.id).length;
  let card = cards.get(place);
  if (!card || (card.visitorReviews ?? 0) !== visitorReviews) {
    const summary = toSummary(place, getOpeningHours(place));
    card = {
      ...summary,
      ...(!place.image && { illustration: illustrationData(place) }),
      ...(visitorReviews > 0 && { visitorReviews }),
      ...(hoursAreOld(place, isoDate(hoursReadOn())) && { oldHours: true as const }),
    };
    cards.set(place, card);
  }
  return card;
}

/**
 * product §19.6: what a place page shows of its visitors' reviews (open or closed): the summary of every published
 * review, and the newest ones (core/reviews/summary.ts, at most `newestShown`).
 */
export function getPlaceReviews(place: Pick<Place, "id">): PlaceReviews {
  return placeReviews(currentGuide().reviewsOf(place.id));
}

/** Card summaries of every listed place, in the guide's order. */
export function getListedSummaries(): PlaceSummary[] {
  return getListedPlaces().map(toCard);
}

/** Card summaries of the listed places of the given types, in the guide's order. */
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

/** The listed places' finder of similar places, made once per guide. */
const listedSimilar = perGuide(() => similarPlacesFinder(getListedPlaces()));

/**
 * Up to `limit` listed places like a closed one, for its page (product §10: "links to similar open
 * places"): same type first, then same neighborhood, each group in the guide's order; never the place itself. Brief
 * cards (no description: {@link BriefSummary}).
 */
export function getSimilarPlaces(place: Pick<Place, "id" | "type" | "neighborhood">, limit = 3): BriefSummary[] {
  return listedSimilar()(place, limit).map((similar) => briefSummary(toCard(similar)));
}

/** The rule of {@link getSimilarPlaces} over any list (pure, for tests): one question, {@link similarPlacesFinder}'s. */
export function similarPlaces<T extends Pick<Place, "id" | "type" | "neighborhood">>(
  place: Pick<Place, "id" | "type" | "neighborhood">,
  candidates: readonly T[],
  limit = 3,
): T[] {
  return similarPlacesFinder(candidates)(place, limit);
}

/**
 * The rule of {@link getSimilarPlaces} for many questions over one list of `candidates`: indexed once (by type and
 * neighborhood, by type, by neighborhood, each in the list's order), so each answer takes a few steps rather than a
 * pass over the list. Each answer: up to `limit` (default 3) candidates: those of the place's type in its neighborhood, then of its type
 * elsewhere, then of other types in its neighborhood; never the place itself (by id). A publish asks it for every
 * closed place of a guide (render/dependents.ts): at 50,000 places, passes over the list took minutes.
 */
export function similarPlacesFinder<T extends Pick<Place, "id" | "type" | "neighborhood">>(
  candidates: readonly T[],
): (place: Pick<Place, "id" | "type" | "neighborhood">, limit?: number) => T[] {
  const group = (key: (candidate: T) => string) => {
    const groups = new Map<string, T[]>();
    for (const candidate of candidates) {
      const found = groups.get(key(candidate));
      if (found) found.push(candidate);
      else groups.set(key(candidate), [candidate]);
    }
    return groups;
  };
  const typeAndArea = (place: Pick<Place, "type" | "neighborhood">) => `${place.type}\u0000${place.neighborhood}`;
  const byTypeAndArea = group(typeAndArea);
  const byType = group((candidate) => candidate.type);
  const byArea = group((candidate) => candidate.neighborhood);
  return (place, limit = 3) => {
    const found: T[] = [];
    const take = (list: readonly T[] | undefined, fits: (candidate: T) => boolean) => {
      for (const candidate of list ?? []) {
        if (found.length >= limit) return;
        if (candidate.id !== place.id && fits(candidate) && !found.includes(candidate)) found.push(candidate);
      }
    };
    take(byTypeAndArea.get(typeAndArea(place)), () => true);
    take(byType.get(place.type), () => true);
    take(byArea.get(place.neighborhood), (candidate) => candidate.type !== place.type);
    return found;
  };
}
