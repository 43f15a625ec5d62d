import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentGuide, readPlaces, setGuide } from "#core/places/guide.server.ts";
import { isListed, type Place } from "#core/places/place-schema.ts";
import { getListedSummaries, getSummaries } from "#core/places/places.server.ts";
import type { PlaceSummary } from "../../places";
import { listDataBucket, listDataForPath, listDataPaths, listDataUrls } from "./list-data.server";

const saved = currentGuide();
afterAll(() => void setGuide(saved));
const own = readPlaces();

/** A list's files as product §15.3 says them: per bucket of ids, in bucket order, each bucket's cards in list order. */
function filesOf(key: string, list: readonly PlaceSummary[]): Map<string, string> {
  const buckets = [...new Set(list.map((place) => listDataBucket(place.id)))].sort((a, b) => a - b);
  return new Map(
    buckets.map((bucket) => [
      `/data/lists/${key}-${bucket}.json`,
      JSON.stringify(list.filter((place) => listDataBucket(place.id) === bucket)),
    ]),
  );
}

describe("a list's files, written when asked for (product §15.3, decision 050)", () => {
  const restaurant = own.find((place) => isListed(place) && place.type === "restaurant")!;
  /** The guide's places and 1,200 copies of a restaurant with ids 600-1799: buckets 0 to 3 of 500 ids. */
  const copies: Place[] = Array.from({ length: 1200 }, (_, index) => ({
    ...restaurant,
    id: 600 + index,
    slug: `${restaurant.slug}-copy-${index}`,
    name: `${restaurant.name} copy ${index}`,
  }));
  beforeAll(() => void setGuide({ ...saved, places: [...own, ...copies] }));

  it("names one file per bucket of ids the list has places in, in order", () => {
    expect(listDataUrls("all")).toEqual([0, 1, 2, 3].map((bucket) => `/data/lists/all-${bucket}.json`));
    expect(listDataUrls("coffee")).toEqual(["/data/lists/coffee-0.json"]);
  });

  it("answers every file's path with its bucket's cards, and nothing else", () => {
    const expected = new Map([
      ...filesOf("all", getListedSummaries()),
      ...filesOf("restaurants", getSummaries(["restaurant"])),
      ...filesOf("coffee", getSummaries(["coffee"])),
    ]);
    const paths = listDataPaths();
    for (const [path, json] of expected) {
      expect(paths).toContain(path);
      expect(listDataForPath(path), path).toBe(json);
    }
    for (const path of paths) expect(listDataForPath(path), path).toBeDefined();
    for (const odd of [
      "/data/lists/all-4.json", // no place has an id in that bucket
      "/data/lists/coffee-1.json",
      "/data/lists/all-01.json",
      "/data/lists/no-such-list-0.json",
      "/data/lists/all-0.json.gz",
      "/data/all-0.json",
    ])
      expect(listDataForPath(odd), odd).toBeUndefined();
  });
});

describe("an empty list", () => {
  beforeAll(() => void setGuide({ ...saved, places: own.filter((place) => place.type !== "coffee") }));

  it("is one file holding no card, so the page that names its files still names one", () => {
    expect(listDataUrls("coffee")).toEqual(["/data/lists/coffee-0.json"]);
    expect(listDataForPath("/data/lists/coffee-0.json")).toBe("[]");
    expect(listDataForPath("/data/lists/coffee-1.json")).toBeUndefined();
  });
});
