import { describe, expect, it } from "vitest";
import { readPlaces } from "../core/places/guide.server";
import { isListed, type Place } from "../core/places/place-schema";
import { fixturePlacesDir } from "../tooling/test/fixtures";
import { dependents, reviewDependents, reviewsPolicyPath, type RenderSet } from "./dependents";

const empty = (): RenderSet => ({ pages: new Set(), resources: new Set(), searchShards: new Set() });

describe("what a change of a place's published reviews touches (decision 054)", () => {
  const places = readPlaces(fixturePlacesDir);
  const listed = places.find(isListed)!;

  it("its page, the lists its card is in with their data, and the reviews' policy; no other place's page", () => {
    const set = reviewDependents(places, [listed.id], empty());
    expect(set.pages).toContain(`/place/${listed.slug}`);
    expect(set.pages).toContain(reviewsPolicyPath);
    expect([...set.resources].some((file) => file.startsWith("/data/lists/all-"))).toBe(true);
    const otherPlacePages = [...set.pages].filter(
      (page) => page.startsWith("/place/") && page !== `/place/${listed.slug}`,
    );
    expect(otherPlacePages).toEqual([]);
    expect(set.searchShards.size).toBe(0);
  });

  it("touches nothing when no review changed", () => {
    expect(reviewDependents(places, [], empty())).toEqual(empty());
  });
});

describe("what a change touches among a large neighborhood's pages (decision 050)", () => {
  const guide = readPlaces(); // the guide's own places
  const bar = guide.find((place) => isListed(place) && place.type === "bar" && place.neighborhood === "Short North")!;
  const maxId = Math.max(...guide.map((place) => place.id));
  /** `count` copies of a Short North bar, with ids and slugs of their own. */
  const copies = (count: number, from = 1): Place[] =>
    Array.from({ length: count }, (_, index) => ({
      ...bar,
      id: maxId + from + index,
      slug: `${bar.slug}-copy-${from + index}`,
      name: `${bar.name} copy ${from + index}`,
    }));

  it("a bar added where the neighborhood needs a second page renders both pages; a description edit the pages it has", () => {
    const before = [...guide, ...copies(1020)];
    const added = copies(1, 2000);
    const after = [...before, ...added];
    const set = dependents(before, after, [added[0]!.id]);
    expect(set.pages).toContain("/clubs-and-bars/short-north");
    expect(set.pages).toContain("/clubs-and-bars/short-north/2");
    expect(set.pages).not.toContain("/clubs-and-bars/short-north/3");
    const edited = after.map((place) =>
      place.id === added[0]!.id ? { ...place, description: `${place.description} Edited.` } : place,
    );
    const edit = dependents(after, edited, [added[0]!.id]);
    expect([...edit.pages].filter((page) => page.startsWith("/clubs-and-bars/short-north"))).toEqual([
      "/clubs-and-bars/short-north",
      "/clubs-and-bars/short-north/2",
    ]);
  });
});
