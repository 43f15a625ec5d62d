import { describe, expect, it } from "vitest";
import {
  countLabel,
  emptyFilters,
  filterPlaces,
  filtersFromSearchParams,
  filtersToSearchParams,
  matchesNeighborhood,
  matchesRating,
  matchesText,
  matchesType,
  neighborhoodOptions,
  type FilterablePlace,
} from "./filters";

const place = (overrides: Partial<FilterablePlace> = {}): FilterablePlace => ({
  name: "Schmidt's Sausage Haus",
  category: "German",
  description: "Bahama Mama sausages and cream puffs",
  neighborhood: "German Village",
  rating: 4.6,
  type: "restaurant",
  ...overrides,
});

describe("page search (Spec §5)", () => {
  it("matches a case-insensitive substring of the name", () => {
    expect(matchesText(place(), "SAUSAGE h")).toBe(true);
  });
  it("matches the category and the description", () => {
    expect(matchesText(place(), "germ")).toBe(true);
    expect(matchesText(place(), "cream puff")).toBe(true);
  });
  it("does not look at the neighborhood or features", () => {
    expect(matchesText(place({ name: "A", category: "B", description: "C" }), "village")).toBe(false);
  });
  it("lets everything through for empty or blank text", () => {
    expect(matchesText(place(), "")).toBe(true);
    expect(matchesText(place(), "   ")).toBe(true);
  });
  it("rejects text that appears nowhere", () => {
    expect(matchesText(place(), "sushi")).toBe(false);
  });
});

describe("neighborhood filter (Spec §5)", () => {
  it("needs an exact match", () => {
    expect(matchesNeighborhood(place(), "German Village")).toBe(true);
    expect(matchesNeighborhood(place(), "german village")).toBe(false);
    expect(matchesNeighborhood(place(), "Village")).toBe(false);
  });
  it("passes everything for 'all'", () => {
    expect(matchesNeighborhood(place(), "all")).toBe(true);
  });
  it("keeps places without a neighborhood", () => {
    expect(matchesNeighborhood(place({ neighborhood: undefined }), "Downtown")).toBe(true);
    expect(matchesNeighborhood(place({ neighborhood: null }), "Downtown")).toBe(true);
  });
});

describe("rating filter (Spec §5)", () => {
  it("keeps ratings at or above the threshold", () => {
    expect(matchesRating(place({ rating: 4.5 }), "4.5")).toBe(true);
    expect(matchesRating(place({ rating: 4.4 }), "4.5")).toBe(false);
    expect(matchesRating(place({ rating: 4.0 }), "4.0")).toBe(true);
    expect(matchesRating(place({ rating: 3.4 }), "3.5")).toBe(false);
  });
  it("keeps places without a rating", () => {
    expect(matchesRating(place({ rating: undefined }), "4.5")).toBe(true);
  });
  it("ignores 'all' and unknown thresholds", () => {
    expect(matchesRating(place({ rating: 1 }), "all")).toBe(true);
    expect(matchesRating(place({ rating: 1 }), "lots")).toBe(true);
  });
});

describe("venue type filter (Spec §5)", () => {
  it("matches the type exactly", () => {
    expect(matchesType(place({ type: "club" }), "club")).toBe(true);
    expect(matchesType(place({ type: "bar" }), "club")).toBe(false);
  });
  it("keeps places without a type", () => {
    expect(matchesType(place({ type: undefined }), "bar")).toBe(true);
  });
});

describe("filterPlaces", () => {
  const places = [
    place({ name: "Alpha", rating: 4.8, neighborhood: "Downtown", type: "bar" }),
    place({ name: "Beta", rating: 4.2, neighborhood: "Downtown", type: "club" }),
    place({ name: "Gamma", rating: 4.9, neighborhood: "Short North", type: "bar" }),
  ];
  it("applies every filter together and keeps the order", () => {
    const result = filterPlaces(places, { q: "a", neighborhood: "Downtown", rating: "4.5", type: "bar" });
    expect(result.map((p) => p.name)).toEqual(["Alpha"]);
  });
  it("returns everything for the cleared filters", () => {
    expect(filterPlaces(places, emptyFilters)).toHaveLength(3);
  });
});

describe("neighborhood options (Spec §5)", () => {
  it("lists each neighborhood of the page once, sorted, skipping missing ones", () => {
    const options = neighborhoodOptions([
      place({ neighborhood: "Short North" }),
      place({ neighborhood: "Downtown" }),
      place({ neighborhood: "Short North" }),
      place({ neighborhood: undefined }),
    ]);
    expect(options).toEqual(["Downtown", "Short North"]);
  });
});

describe("filters in the URL", () => {
  it("round-trips through the query and leaves out defaults", () => {
    const filters = { q: "beer garden", neighborhood: "German Village", rating: "all", type: "all" };
    const params = filtersToSearchParams(filters);
    expect(params.toString()).toBe("q=beer+garden&neighborhood=German+Village");
    expect(filtersFromSearchParams(params)).toEqual(filters);
  });
  it("reads a clean query as the cleared filters", () => {
    expect(filtersFromSearchParams(new URLSearchParams())).toEqual(emptyFilters);
  });
});

describe("count wording (Spec §2)", () => {
  const noun = { one: "Restaurant", other: "Restaurants" };
  it("is singular for one", () => expect(countLabel(1, noun)).toBe("1 Restaurant Found"));
  it("is plural otherwise", () => {
    expect(countLabel(20, noun)).toBe("20 Restaurants Found");
    expect(countLabel(0, noun)).toBe("0 Restaurants Found");
  });
});
