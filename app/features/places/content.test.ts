/**
 * The guide's content as it ships (content/places/*.json), held to product §10's rules: every place
 * checked and sourced, closed places out of every list, no shared or stock photo, no unsourced review
 * count, and every coordinate plausible for its neighborhood.
 */
import { describe, expect, it } from "vitest";
import { columbusArea, isWithin, neighborhoodAreas } from "#core/places/neighborhood-areas.ts";
import { distanceKm } from "#core/geo.ts";
import { photoUrl } from "#core/places/photo.ts";
import { isListed, type Place } from "#core/places/place-schema.ts";
import {
  getAllPlaces,
  getFeaturedSummaries,
  getListedPlaces,
  getPlaceBySlug,
  getSimilarPlaces,
  getSummaries,
  similarPlaces,
  similarPlacesFinder,
} from "#core/places/places.server.ts";
import { searchShardFiles } from "~/features/search/search-files.server";
import { countSections } from "~/features/site-pages/guide-sections";
import { categories, listPageConfig } from "#core/categories.ts";

const places = getAllPlaces();
const closed = places.filter((place) => place.status === "closed");
const closedIds = new Set(closed.map((place) => place.id));

/** Hosts of stock photo libraries: no place may show a photo from one (product §10: photos pose as the place). */
const stockHosts = [
  "images.unsplash.com",
  "unsplash.com",
  "images.pexels.com",
  "pixabay.com",
  "cdn.pixabay.com",
  "shutterstock.com",
];

describe("every place is checked and sourced (product §10)", () => {
  it("has checkedOn and at least one source with a URL", () => {
    for (const place of places) {
      expect(place.checkedOn, place.name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(place.sources.length, place.name).toBeGreaterThan(0);
      for (const source of place.sources) expect(source.url, place.name).toMatch(/^https?:\/\//);
    }
  });
  it("is checked on a day that has come", () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const place of places) expect(place.checkedOn <= today, `${place.name}: ${place.checkedOn}`).toBe(true);
  });
  it("shows a review count only with its site, date and URL", () => {
    for (const place of places) {
      if (place.reviewCount !== undefined)
        expect(place.reviewSource, place.name).toMatchObject({
          site: expect.any(String),
          date: expect.any(String),
          url: expect.any(String),
        });
    }
  });
  it("uses no image URL for two places, and none from a stock library", () => {
    const owners = new Map<string, string>();
    for (const place of places) {
      const urls = new Set([...(place.image ? [place.image] : []), ...place.images].map(photoUrl));
      for (const url of urls) {
        expect(owners.get(url), `${url} is used by ${owners.get(url)} and ${place.name}`).toBeUndefined();
        owners.set(url, place.name);
        expect(
          stockHosts.some((host) => new URL(url).hostname.endsWith(host)),
          `${place.name}: ${url}`,
        ).toBe(false);
      }
    }
  });
});

describe("closed places (product §10)", () => {
  it("include at least one record to prove the rules on", () => {
    expect(closed.length).toBeGreaterThan(0);
  });
  it("say when they closed and name a dated source", () => {
    for (const place of closed) {
      expect(place.closedOn, place.name).toMatch(/^\d{4}-\d{2}(-\d{2})?$/);
      expect(
        place.sources.some((source) => source.date),
        place.name,
      ).toBe(true);
    }
  });
  it("are in no list, count, search index, trending strip or sitemap list", () => {
    const listedIds = new Set(getListedPlaces().map((place) => place.id));
    expect([...closedIds].filter((id) => listedIds.has(id))).toEqual([]);
    for (const page of categories.flatMap((row) => listPageConfig(row) ?? [])) {
      expect(
        getSummaries(page.types).filter((place) => closedIds.has(place.id)),
        page.path,
      ).toEqual([]);
    }
    expect(getSummaries(["coffee"]).filter((place) => closedIds.has(place.id))).toEqual([]);
    expect(getFeaturedSummaries().filter((place) => closedIds.has(place.id))).toEqual([]);
    expect(
      searchShardFiles(getListedPlaces())
        .flatMap((file) => JSON.parse(file.source) as { id: number }[])
        .filter((entry) => closedIds.has(entry.id)),
    ).toEqual([]);
    const counted = countSections(getListedPlaces()).reduce((sum, section) => sum + section.count, 0);
    expect(counted).toBe(places.length - closed.length);
  });
  it("keep their own page", () => {
    for (const place of closed) expect(getPlaceBySlug(place.slug)?.status).toBe("closed");
  });
  it("point to up to three similar open places: same type first, then same neighborhood", () => {
    for (const place of closed) {
      const similar = getSimilarPlaces(place);
      expect(similar.length, place.name).toBeGreaterThan(0);
      expect(similar.length).toBeLessThanOrEqual(3);
      expect(similar.every((other) => !closedIds.has(other.id) && other.id !== place.id)).toBe(true);
    }
    const candidates = [
      { id: 1, type: "bar", neighborhood: "Campus" },
      { id: 2, type: "restaurant", neighborhood: "Downtown" },
      { id: 3, type: "bar", neighborhood: "Downtown" },
      { id: 4, type: "restaurant", neighborhood: "Campus" },
      { id: 5, type: "restaurant", neighborhood: "Campus" },
    ] as const;
    expect(similarPlaces({ id: 5, type: "restaurant", neighborhood: "Campus" }, candidates).map((p) => p.id)).toEqual([
      4, 2, 1,
    ]);
    expect(similarPlaces({ id: 9, type: "club", neighborhood: "Downtown" }, candidates).map((p) => p.id)).toEqual([
      2, 3,
    ]);
    expect(
      similarPlaces({ id: 5, type: "restaurant", neighborhood: "Campus" }, candidates, 1).map((p) => p.id),
    ).toEqual([4]);
  });

  it("one finder answers every place of a guide as the rule reads, whatever the limit", () => {
    // The rule read plainly: its own type in its neighborhood, then its type elsewhere, then its neighborhood.
    const rule = (place: Candidate, all: readonly Candidate[], limit: number) => {
      const others = all.filter((other) => other.id !== place.id);
      return [
        ...new Set([
          ...others.filter((other) => other.type === place.type && other.neighborhood === place.neighborhood),
          ...others.filter((other) => other.type === place.type),
          ...others.filter((other) => other.type !== place.type && other.neighborhood === place.neighborhood),
        ]),
      ].slice(0, limit);
    };
    type Candidate = Pick<Place, "id" | "type" | "neighborhood">;
    const types = ["restaurant", "bar", "club", "attraction"] as const;
    const areas = ["Campus", "Downtown", "German Village", "Short North", "Clintonville"];
    // Uneven groups: some empty, some of one, some of many, in an order that mixes them.
    const guide: Candidate[] = Array.from({ length: 60 }, (_, at) => ({
      id: at + 1,
      type: types[(at * 7) % 5 === 4 ? 0 : (at * 3) % types.length]!,
      neighborhood: areas[(at * at) % areas.length]!,
    }));
    const find = similarPlacesFinder(guide);
    for (const limit of [1, 3, 5])
      for (const place of [...guide, { id: 99, type: "coffee", neighborhood: "Downtown" } as const])
        expect(
          find(place, limit).map((each) => each.id),
          `${place.id} ${limit}`,
        ).toEqual(rule(place, guide, limit).map((each) => each.id));
  });
});

describe("the lists keep the spec's counts (product §3)", () => {
  const listed = (...types: string[]) => getListedPlaces().filter((place) => types.includes(place.type)).length;
  const records = (...types: string[]) => places.filter((place) => types.includes(place.type)).length;
  it("has the spec's count of open places per list (a closed place is replaced, product §10)", () => {
    for (const [types, count] of [
      [["restaurant"], 20],
      [["bar", "club"], 20],
      [["attraction"], 10],
      [["coffee"], 2],
    ] as const) {
      expect(listed(...types), `${types.join("+")}: open of ${records(...types)} records`).toBe(count);
    }
    expect(listed("bar")).toBeGreaterThan(0);
    expect(listed("club")).toBeGreaterThan(0);
  });
  it("include the spec's odd cases", () => {
    const open = getListedPlaces();
    const coffee = open.filter((p) => p.type === "coffee");
    expect(coffee.every((p) => p.reviewCount === undefined && p.priceRange === undefined)).toBe(true);
    expect(places.some((p) => p.phone === null)).toBe(true);
    expect(places.some((p) => p.images.length === 0)).toBe(true);
    expect(places.some((p) => p.category === "Oyster Bar")).toBe(true);
    expect(places.some((p) => p.category === "Botanical Garden")).toBe(true);
    for (const type of ["restaurant", "bar", "club", "attraction", "coffee"]) {
      expect(
        open.some((p) => p.type === type && p.featured),
        `a featured ${type}`,
      ).toBe(true);
    }
  });
  it("lists only open places with a rating", () => {
    expect(getListedPlaces().every((place) => isListed(place) && place.status === "open")).toBe(true);
  });
});

describe("coordinates (product §13.1)", () => {
  const located = places;
  it("come with their source: a URL or 'estimated from address' with five decimals", () => {
    for (const { name, geo } of places) {
      if (geo.source === "estimated from address") {
        expect(`${geo.lat},${geo.lng}`, name).toMatch(/^-?\d+\.\d{1,5},-?\d+\.\d{1,5}$/);
      } else {
        expect(geo.source, name).toMatch(/^https?:\/\//);
      }
    }
  });
  it("lie in the Columbus area", () => {
    for (const place of located) {
      const { geo } = place;
      if (!geo) continue;
      expect(
        isWithin(geo, columbusArea),
        `${place.name}: ${geo.lat}, ${geo.lng} is ${distanceKm(geo, columbusArea).toFixed(1)} km out`,
      ).toBe(true);
    }
  });
  it("lie within their neighborhood's circle (open places)", () => {
    for (const place of located) {
      const { geo } = place;
      const area = neighborhoodAreas[place.neighborhood];
      if (!geo || place.status === "closed" || !area) continue;
      expect(
        isWithin(geo, area),
        `${place.name}: ${geo.lat}, ${geo.lng} is ${distanceKm(geo, area).toFixed(1)} km from ${place.neighborhood}`,
      ).toBe(true);
    }
  });
  it("have a circle for every neighborhood an open place names (except 'Various Locations')", () => {
    const missing = getListedPlaces()
      .map((place) => place.neighborhood)
      .filter((name) => name !== "Various Locations" && !neighborhoodAreas[name]);
    expect([...new Set(missing)]).toEqual([]);
  });
  it("measure distances in km (haversine)", () => {
    // Downtown Columbus to Ohio Stadium is about 4.8 km.
    expect(distanceKm({ lat: 39.9612, lng: -82.9988 }, { lat: 40.0017, lng: -83.0197 })).toBeCloseTo(4.85, 1);
    expect(isWithin({ lat: 39.9612, lng: -82.9988 }, { lat: 39.9612, lng: -82.9988, radiusKm: 0.1 })).toBe(true);
    // A slipped digit (39.9 -> 38.9) is 110 km away and fails.
    expect(isWithin({ lat: 38.9612, lng: -82.9988 }, columbusArea)).toBe(false);
  });
});
