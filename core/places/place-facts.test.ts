import { describe, expect, it } from "vitest";
import { factValueText, factsAskedFor, filterFacts, placeFactsSchema } from "./place-facts";
import { placeSchema } from "./place-schema";

const fact = (value: string) => ({
  value,
  source: { publisher: "Columbus Monthly", title: "Review", url: "https://example.com/review", date: "2020-02-10" },
  checkedOn: "2026-11-26",
});

const place = {
  id: 101,
  name: "Test Kitchen",
  slug: "test-kitchen",
  type: "restaurant",
  category: "American",
  description: "A place.",
  checkedOn: "2026-11-26",
  sources: [{ publisher: "Test", title: "Test", url: "https://example.com" }],
  images: [],
  rating: 4.5,
  address: null,
  neighborhood: "Downtown",
  geo: { lat: 39.96, lng: -83, source: "estimated from address" },
  features: [],
  featured: false,
};

describe("structured facts in the place schema (product §10.6)", () => {
  it("takes OpenStreetMap's keys and values, each with its source and the day it was read", () => {
    const facts = {
      wheelchair: fact("limited"),
      "toilets:wheelchair": fact("yes"),
      "diet:vegetarian": fact("only"),
      "diet:vegan": fact("yes"),
      "diet:gluten_free": fact("no"),
      "diet:halal": fact("yes"),
      "website:menu": fact("https://example.com/menu"),
      reservation: fact("recommended"),
      "website:booking": fact("https://example.com/book"),
    };
    expect(placeSchema.safeParse({ ...place, facts }).success).toBe(true);
    expect(placeSchema.safeParse(place).success).toBe(true);
  });

  it("refuses a value outside the vocabulary, naming the fact", () => {
    const result = placeSchema.safeParse({ ...place, facts: { wheelchair: fact("maybe") } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["facts", "wheelchair", "value"]);
    expect(placeFactsSchema.safeParse({ "diet:vegan": fact("options") }).success).toBe(false);
    expect(placeFactsSchema.safeParse({ reservation: fact("maybe") }).success).toBe(false);
    expect(placeFactsSchema.safeParse({ "website:menu": fact("javascript:alert(1)") }).success).toBe(false);
  });

  it("refuses a fact without its source, its page (or its date) or the day it was read, and keys it does not know", () => {
    const { source: _source, ...unsourced } = fact("yes");
    expect(placeFactsSchema.safeParse({ wheelchair: unsourced }).success).toBe(false);
    const { checkedOn: _checked, ...undated } = fact("yes");
    expect(placeFactsSchema.safeParse({ wheelchair: undated }).success).toBe(false);
    const pageless = { ...fact("yes"), source: { publisher: "A visitor", title: "A message" } };
    expect(placeFactsSchema.safeParse({ wheelchair: pageless }).success).toBe(false);
    // A correction accepted at the desk has no page: it is dated (product §17.4).
    const corrected = {
      ...fact("yes"),
      source: { publisher: "A visitor's correction", title: "A correction", date: "2026-11-20" },
    };
    expect(placeFactsSchema.safeParse({ wheelchair: corrected }).success).toBe(true);
    expect(placeFactsSchema.safeParse({ "wheelchair:description": fact("yes") }).success).toBe(false);
  });

  it("says each value in words", () => {
    expect(factValueText("wheelchair", "yes")).toBe("Yes, step-free");
    expect(factValueText("wheelchair", "limited")).toBe("Limited");
    expect(factValueText("diet:vegan", "only")).toBe("Only vegan dishes");
    expect(factValueText("diet:gluten_free", "yes")).toBe("Gluten-free dishes on the menu");
    expect(factValueText("diet:halal", "no")).toBe("No halal dishes");
    expect(factValueText("reservation", "yes")).toBe("Taken");
    expect(factValueText("reservation", "no")).toBe("Not taken");
  });

  it("asks attractions about access only, places to eat and drink about diets, menu and reservations too", () => {
    expect(factsAskedFor("attraction")).toEqual(["wheelchair", "toilets:wheelchair"]);
    expect(factsAskedFor("restaurant")).toContain("diet:halal");
    expect(factsAskedFor("bar")).toContain("reservation");
  });
});

describe("what a card carries for the lists' filters (product §12.7)", () => {
  it("is step-free only for wheelchair yes, and the diets served (only or yes)", () => {
    expect(
      filterFacts({
        wheelchair: fact("yes"),
        "diet:vegetarian": fact("only"),
        "diet:vegan": fact("yes"),
        "diet:halal": fact("no"),
      }),
    ).toEqual({
      stepFree: true,
      diets: ["vegetarian", "vegan"],
      judged: ["step-free", "vegetarian", "vegan", "halal"],
    });
    expect(filterFacts({ wheelchair: fact("limited"), "diet:gluten_free": fact("yes") })).toEqual({
      diets: ["gluten-free"],
      judged: ["step-free", "gluten-free"],
    });
    expect(filterFacts(undefined)).toEqual({});
  });
});
