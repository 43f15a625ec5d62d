import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ContentError, validatePlaceFiles } from "./load-places";
import { placeSchema } from "./place-schema";
import { readPlaces } from "./places.server";

const valid = {
  id: 101,
  name: "Lindey's",
  slug: "lindeys",
  type: "restaurant",
  category: "American Bistro",
  description: "A German Village fixture.",
  image: "https://images.unsplash.com/photo-1?w=800&h=600&fit=crop",
  images: [],
  rating: 4.5,
  reviewCount: 1840,
  priceRange: "$$$",
  address: "169 E Beck St, Columbus, OH 43206",
  neighborhood: "German Village",
  phone: "(614) 228-4343",
  website: "https://www.lindeys.com",
  hours: { Monday: "11:00 AM - 10:00 PM" },
  features: ["Patio"],
  featured: true,
  mapEmbedUrl: "https://maps.google.com/maps?q=Lindey%27s&output=embed",
};

const problem = (record: object) => {
  try {
    validatePlaceFiles([{ file: "content/places/restaurants.json", data: [record] }]);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error("expected the record to be rejected");
};

describe("place schema (Spec §3)", () => {
  it("accepts a complete record", () => {
    expect(placeSchema.parse(valid).slug).toBe("lindeys");
  });
  it("accepts the odd cases the spec allows", () => {
    const coffee = {
      ...valid,
      id: 301,
      type: "coffee",
      reviewCount: undefined,
      priceRange: undefined,
      phone: null,
      website: "",
      address: null,
      images: [],
      hours: { monday: "7:00 AM - 6:00 PM" },
      mapEmbedUrl: "",
    };
    expect(placeSchema.safeParse(coffee).success).toBe(true);
    const { phone: _phone, website: _website, mapEmbedUrl: _map, ...absent } = valid;
    expect(placeSchema.safeParse({ ...absent, hours: {} }).success).toBe(true);
  });
  it("names the file, the place and the field of a bad record", () => {
    const message = problem({ ...valid, website: "javascript:alert(1)" });
    expect(message).toContain("content/places/restaurants.json");
    expect(message).toContain(`place 101 "Lindey's"`);
    expect(message).toContain(`field "website"`);
  });
  it("rejects an id outside its type's range", () => {
    expect(problem({ ...valid, id: 5 })).toMatch(/field "id": must be between 101 and 120/);
  });
  it("rejects ratings outside 0-5", () => {
    expect(problem({ ...valid, rating: 5.1 })).toContain(`field "rating"`);
  });
  it("rejects non-http image URLs", () => {
    expect(problem({ ...valid, images: ["data:image/png;base64,AAAA"] })).toContain(`field "images.0"`);
  });
  it("accepts only Google map embeds", () => {
    expect(problem({ ...valid, mapEmbedUrl: "https://evil.example/maps?output=embed" })).toContain(`field "mapEmbedUrl"`);
    expect(problem({ ...valid, mapEmbedUrl: "https://maps.google.com/maps?q=x" })).toContain(`field "mapEmbedUrl"`);
    expect(placeSchema.safeParse({ ...valid, mapEmbedUrl: "https://www.google.com/maps/embed?pb=abc" }).success).toBe(true);
  });
  it("rejects unknown weekday keys in hours", () => {
    expect(problem({ ...valid, hours: { Funday: "Closed" } })).toContain(`field "hours.Funday"`);
  });
  it("rejects duplicate ids and slugs across files", () => {
    expect(() =>
      validatePlaceFiles([
        { file: "a.json", data: [valid] },
        { file: "b.json", data: [{ ...valid, id: 102 }] },
      ]),
    ).toThrow(/b\.json: place 102 "Lindey's" \(#1\): field "slug": "lindeys" is already used by a\.json/);
  });
});

describe("content files", () => {
  it("fail to load when a record is bad, naming file, place and field", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "places-"));
    writeFileSync(path.join(dir, "restaurants.json"), JSON.stringify([{ ...valid, rating: "great" }]));
    expect(() => readPlaces(dir)).toThrow(/restaurants\.json: place 101 "Lindey's" \(#1\): field "rating"/);
  });
  it("hold the spec's counts and id ranges (Spec §3)", () => {
    const places = readPlaces();
    const count = (...types: string[]) => places.filter((p) => types.includes(p.type)).length;
    expect(count("restaurant")).toBe(20);
    expect(count("bar", "club")).toBe(20);
    expect(count("bar")).toBeGreaterThan(0);
    expect(count("club")).toBeGreaterThan(0);
    expect(count("attraction")).toBe(10);
    expect(count("coffee")).toBe(2);
  });
  it("include the spec's odd cases", () => {
    const places = readPlaces();
    const coffee = places.filter((p) => p.type === "coffee");
    expect(coffee.every((p) => p.reviewCount === undefined && p.priceRange === undefined)).toBe(true);
    expect(coffee.every((p) => Object.keys(p.hours).every((day) => day === day.toLowerCase()))).toBe(true);
    expect(places.some((p) => p.phone === null)).toBe(true);
    expect(places.some((p) => p.website === "")).toBe(true);
    expect(places.some((p) => p.images.length === 0)).toBe(true);
    expect(places.some((p) => Object.keys(p.hours).length < 7)).toBe(true);
    expect(places.some((p) => p.category === "Oyster Bar")).toBe(true);
    expect(places.some((p) => p.category === "Botanical Garden")).toBe(true);
    for (const type of ["restaurant", "bar", "club", "attraction", "coffee"]) {
      expect(places.some((p) => p.type === type && p.featured), `a featured ${type}`).toBe(true);
    }
  });
});
