import { afterAll, describe, expect, it } from "vitest";
import { currentGuide, readPlaces, setGuide } from "../../../core/places/guide.server";
import { isListed, type Place } from "../../../core/places/place-schema";
import { getListedSummaries, getSummaries } from "../../../core/places/places.server";
import { listDataBucket, listDataFilesOf, listDataForPath, listDataPaths, listDataUrls } from "./list-data.server";

describe("a list's files, written when asked for (product §15.3, decision 050)", () => {
  const saved = currentGuide();
  afterAll(() => void setGuide(saved));
  const own = readPlaces();
  const restaurant = own.find((place) => isListed(place) && place.type === "restaurant")!;
  /** The guide's places and 1,200 copies of a restaurant with ids from 600 on: buckets 0 to 3 of 500 ids. */
  const copies: Place[] = Array.from({ length: 1200 }, (_, index) => ({
    ...restaurant,
    id: 600 + index,
    slug: `${restaurant.slug}-copy-${index}`,
    name: `${restaurant.name} copy ${index}`,
  }));
  setGuide({ ...saved, places: [...own, ...copies] });

  it("names one file per bucket of ids the list has places in, in order", () => {
    const buckets = [...new Set(getListedSummaries().map((place) => listDataBucket(place.id)))].sort((a, b) => a - b);
    expect(buckets).toEqual([0, 1, 2, 3]);
    expect(listDataUrls("all")).toEqual(buckets.map((bucket) => `/data/lists/all-${bucket}.json`));
    expect(listDataUrls("coffee")).toEqual(["/data/lists/coffee-0.json"]);
  });

  it("answers every file's path with the JSON the whole list's files hold, and nothing else", () => {
    const whole = new Map(
      [
        ...listDataFilesOf("all", getListedSummaries()),
        ...listDataFilesOf("restaurants", getSummaries(["restaurant"])),
        ...listDataFilesOf("coffee", getSummaries(["coffee"])),
      ].map((file) => [file.path, file.json]),
    );
    const paths = listDataPaths();
    for (const [path, json] of whole) {
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
