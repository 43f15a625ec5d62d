import { describe, expect, it } from "vitest";
import { readPlaces } from "../../core/places/guide.server";
import { isListed } from "../../core/places/place-schema";
import { fixturePlacesDir } from "../test/fixtures";
import { reviewDependents, reviewsPolicyPath, type RenderSet } from "./dependents";

const empty = (): RenderSet => ({ pages: new Set(), resources: new Set(), searchShards: new Set() });

describe("what a change of a place's published reviews touches (decision 054)", () => {
  const places = readPlaces(fixturePlacesDir);
  const listed = places.find(isListed)!;

  it("its page, the lists its card is in with their data, and the reviews' policy; no other place's page", () => {
    const set = reviewDependents(places, [listed.id], empty());
    expect(set.pages).toContain(`/place/${listed.slug}`);
    expect(set.pages).toContain(reviewsPolicyPath);
    expect([...set.resources].some((file) => file.startsWith("/data/lists/all-"))).toBe(true);
    const otherPlacePages = [...set.pages].filter((page) => page.startsWith("/place/") && page !== `/place/${listed.slug}`);
    expect(otherPlacePages).toEqual([]);
    expect(set.searchShards.size).toBe(0);
  });

  it("touches nothing when no review changed", () => {
    expect(reviewDependents(places, [], empty())).toEqual(empty());
  });
});
