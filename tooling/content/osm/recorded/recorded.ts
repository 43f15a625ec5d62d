/**
 * The tests' Overpass answer (README here: hand-made, not OpenStreetMap data) and the guide it is matched
 * against: the fixture content's fictional places, read from tests/fixture-content/places (not copied here),
 * so the answer's elements and the places they name are one set of made-up facts. Nothing here reads or
 * writes content/places.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { readPlaces } from "../../../../core/places/guide.server";
import { fixturePlacesDir } from "../../../test/fixtures";
import type { OverpassAnswer } from "../../../../server/osm/elements";
import type { GuidePlace } from "../matching";

/** A fresh copy of tooling/content/osm/recorded/handmade-overpass-answer.json. */
export function recordedAnswer(): OverpassAnswer {
  return JSON.parse(
    readFileSync(path.join(import.meta.dirname, "handmade-overpass-answer.json"), "utf8"),
  ) as OverpassAnswer;
}

/**
 * The guide the answer is matched against: every place of the fixture content, read through the content
 * schema as the build reads it. The elements that are places of the guide carry these places' names and
 * points (README here); a change to those records changes what the tests of matching expect.
 */
export const recordedGuide: GuidePlace[] = readPlaces(fixturePlacesDir);
