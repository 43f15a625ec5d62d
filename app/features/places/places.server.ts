import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { validatePlaceFiles } from "./load-places";
import { isListed, toSummary, type ListedPlace, type Place, type PlaceSummary, type PlaceType } from "./place-schema";

/**
 * Build-time access to the guide's content (ARCHITECTURE: data flow). Only loaders, the React Router
 * config and build scripts import this file; no client chunk does.
 */
export const contentDir = path.resolve(process.cwd(), "content/places");

let cache: Place[] | undefined;

/**
 * Reads and validates every `content/places/*.json` file.
 * @throws ContentError naming file, place and field of each bad record (fails the build).
 */
export function readPlaces(dir = contentDir): Place[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => {
      const file = path.join(path.relative(process.cwd(), dir) || ".", name);
      const text = readFileSync(path.join(dir, name), "utf8");
      try {
        return { file, data: JSON.parse(text) as unknown };
      } catch (error) {
        throw new Error(`${file}: not valid JSON: ${(error as Error).message}`);
      }
    });
  return validatePlaceFiles(files);
}

/** Every place, validated once per build process. */
export function getAllPlaces(): Place[] {
  cache ??= readPlaces();
  return cache;
}

/**
 * Every listed place: open ones only (issue 10: a closed place leaves every list, count, search
 * index, the trending strip and the sitemap; its own page stays). Lists, counts, the search index,
 * the trending strip and the sitemap are built from this, never from {@link getAllPlaces}.
 */
export function getListedPlaces(): ListedPlace[] {
  return getAllPlaces().filter(isListed);
}

/** The place with this slug, open or closed, or undefined (place pages exist for closed places too). */
export function getPlaceBySlug(slug: string): Place | undefined {
  return getAllPlaces().find((place) => place.slug === slug);
}

/** Card summaries of the listed places of the given types, in content order. */
export function getSummaries(types: readonly PlaceType[]): PlaceSummary[] {
  return getListedPlaces()
    .filter((place) => types.includes(place.type))
    .map(toSummary);
}

/** Spec §9: the trending list is every listed place whose featured flag is true. */
export function getFeaturedSummaries(): PlaceSummary[] {
  return getListedPlaces()
    .filter((place) => place.featured)
    .map(toSummary);
}

/**
 * Up to `limit` listed places like a closed one, for its page (issue 10: "links to similar open
 * places"): same type first, then same neighborhood, each group in content order; never the place itself.
 */
export function getSimilarPlaces(place: Pick<Place, "id" | "type" | "neighborhood">, limit = 3): PlaceSummary[] {
  return similarPlaces(place, getListedPlaces(), limit).map(toSummary);
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
  const sameArea = others.filter((candidate) => candidate.type !== place.type && candidate.neighborhood === place.neighborhood);
  const ordered = [...new Set([...sameTypeAndArea, ...sameType, ...sameArea])];
  return ordered.slice(0, limit);
}
