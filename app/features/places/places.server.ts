import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { validatePlaceFiles } from "./load-places";
import { toSummary, type Place, type PlaceSummary, type PlaceType } from "./place-schema";

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

/** The place with this slug, or undefined. */
export function getPlaceBySlug(slug: string): Place | undefined {
  return getAllPlaces().find((place) => place.slug === slug);
}

/** Card summaries of the given types, in content order. */
export function getSummaries(types: readonly PlaceType[]): PlaceSummary[] {
  return getAllPlaces()
    .filter((place) => types.includes(place.type))
    .map(toSummary);
}

/** Spec §9: the trending list is every place whose featured flag is true. */
export function getFeaturedSummaries(): PlaceSummary[] {
  return getAllPlaces()
    .filter((place) => place.featured)
    .map(toSummary);
}
