import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
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
  checkedOn: "2026-11-20",
  sources: [{ publisher: "Lindey's", title: "Official website", url: "https://www.lindeys.com" }],
  image: {
    url: "https://upload.wikimedia.org/wikipedia/commons/a/ab/Lindeys.jpg",
    alt: "The brick front of Lindey's on Beck Street",
    credit: "A. Photographer",
    license: "CC BY-SA 4.0",
    sourceUrl: "https://commons.wikimedia.org/wiki/File:Lindeys.jpg",
  },
  images: [],
  rating: 4.5,
  reviewCount: 1840,
  reviewSource: { site: "Tripadvisor", date: "2025-03", url: "https://www.tripadvisor.com/Restaurant_Review-lindeys" },
  priceRange: "$$$",
  address: "169 E Beck St, Columbus, OH 43206",
  neighborhood: "German Village",
  geo: { lat: 39.95111, lng: -82.99402, source: "estimated from address" },
  phone: "(614) 228-4343",
  website: "https://www.lindeys.com",
  openingHours: "Mo 11:00-22:00",
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

describe("place schema (product §3)", () => {
  it("accepts a complete record", () => {
    expect(placeSchema.parse(valid).slug).toBe("lindeys");
  });
  it("accepts the odd cases the spec allows", () => {
    const coffee = {
      ...valid,
      id: 301,
      type: "coffee",
      reviewCount: undefined,
      reviewSource: undefined,
      priceRange: undefined,
      phone: null,
      website: "",
      address: null,
      images: [],
      mapEmbedUrl: "",
    };
    expect(placeSchema.safeParse(coffee).success).toBe(true);
    const { phone: _phone, website: _website, mapEmbedUrl: _map, ...absent } = valid;
    expect(placeSchema.safeParse({ ...absent, openingHours: undefined }).success).toBe(true);
  });
  it("names the file, the place and the field of a bad record", () => {
    const message = problem({ ...valid, website: "javascript:alert(1)" });
    expect(message).toContain("content/places/restaurants.json");
    expect(message).toContain(`place 101 "Lindey's"`);
    expect(message).toContain(`field "website"`);
  });
  it("rejects an id below its type's start, and takes ids past the seed's block", () => {
    expect(problem({ ...valid, id: 5 })).toMatch(/field "id": must be 101 or more for type restaurant/);
    expect(placeSchema.safeParse({ ...valid, id: 121 }).success).toBe(true);
    expect(placeSchema.safeParse({ ...valid, type: "attraction", id: 11 }).success).toBe(true);
  });
  it("rejects ratings outside 0-5", () => {
    expect(problem({ ...valid, rating: 5.1 })).toContain(`field "rating"`);
  });
  it("rejects non-http photo URLs and bare URLs in place of a photo", () => {
    expect(problem({ ...valid, images: [{ ...valid.image, url: "data:image/png;base64,AAAA" }] })).toContain(
      `field "images.0.url"`,
    );
    expect(problem({ ...valid, image: { ...valid.image, sourceUrl: "javascript:alert(1)" } })).toContain(
      `field "image.sourceUrl"`,
    );
    expect(problem({ ...valid, image: "https://images.unsplash.com/photo-1" })).toContain(`field "image"`);
    expect(problem({ ...valid, image: { ...valid.image, credit: "" } })).toContain(`field "image.credit"`);
  });
  it("takes a place without a photo (it gets an illustration)", () => {
    const { image: _image, ...withoutPhoto } = valid;
    expect(placeSchema.safeParse(withoutPhoto).success).toBe(true);
  });
  it("requires checkedOn as a real date and at least one http(s) source", () => {
    const { checkedOn: _checkedOn, ...unchecked } = valid;
    expect(problem(unchecked)).toContain(`field "checkedOn"`);
    expect(problem({ ...valid, checkedOn: "2026-02-30" })).toContain(`field "checkedOn": must be a date YYYY-MM-DD`);
    expect(problem({ ...valid, checkedOn: "November 2026" })).toContain(`field "checkedOn"`);
    expect(problem({ ...valid, sources: [] })).toContain(`field "sources": must list at least one source`);
    expect(problem({ ...valid, sources: [{ ...valid.sources[0], url: "ftp://x.example/a" }] })).toContain(
      `field "sources.0.url"`,
    );
    expect(problem({ ...valid, sources: [{ ...valid.sources[0], publisher: " " }] })).toContain(
      `field "sources.0.publisher"`,
    );
  });
  it("dates a source to the year, month or day", () => {
    for (const date of ["2023", "2023-07", "2023-07-05"]) {
      expect(placeSchema.safeParse({ ...valid, sources: [{ ...valid.sources[0], date }] }).success, date).toBe(true);
    }
    for (const date of ["23", "2023-13", "2023-7-5", "July 2023"]) {
      expect(problem({ ...valid, sources: [{ ...valid.sources[0], date }] }), date).toContain(`field "sources.0.date"`);
    }
  });
  it("treats a record without status as open, and needs closedOn exactly when closed", () => {
    expect(placeSchema.parse(valid).status).toBe("open");
    expect(problem({ ...valid, status: "closed" })).toContain(`field "closedOn": is required when status is "closed"`);
    expect(problem({ ...valid, closedOn: "2025-09-20" })).toContain(
      `field "closedOn": is only allowed when status is "closed"`,
    );
    expect(problem({ ...valid, status: "closed", closedOn: "2025-9" })).toContain(`field "closedOn"`);
    expect(problem({ ...valid, status: "gone" })).toContain(`field "status"`);
    expect(placeSchema.safeParse({ ...valid, status: "closed", closedOn: "2025-09" }).success).toBe(true);
    const { rating: _rating, ...unrated } = valid;
    expect(placeSchema.safeParse({ ...unrated, status: "closed", closedOn: "2025-09-20" }).success).toBe(true);
    expect(problem(unrated)).toContain(`field "rating": is required for an open place`);
  });
  it("takes a review count only with its source, site, date and URL", () => {
    const { reviewSource: _source, ...unsourced } = valid;
    expect(problem(unsourced)).toContain(`field "reviewSource": is required with reviewCount`);
    const { reviewCount: _count, ...countless } = valid;
    expect(problem(countless)).toContain(`field "reviewCount": is required with reviewSource`);
    expect(problem({ ...valid, reviewSource: { ...valid.reviewSource, date: "2025" } })).toContain(
      `field "reviewSource.date"`,
    );
    expect(problem({ ...valid, reviewSource: { site: "Tripadvisor", date: "2025-03" } })).toContain(
      `field "reviewSource.url"`,
    );
  });
  it("takes a geo point whose source is a URL or exactly 'estimated from address'", () => {
    const geo = { lat: 39.95111, lng: -82.99402, source: "estimated from address" };
    expect(placeSchema.safeParse({ ...valid, geo }).success).toBe(true);
    expect(
      placeSchema.safeParse({ ...valid, geo: { ...geo, source: "https://en.wikipedia.org/wiki/Lindey%27s" } }).success,
    ).toBe(true);
    expect(problem({ ...valid, geo: { ...geo, source: "estimated" } })).toContain(`field "geo.source"`);
    expect(problem({ ...valid, geo: { ...geo, lat: 91 } })).toContain(`field "geo.lat"`);
    expect(problem({ ...valid, geo: { lat: 39.9, lng: -83 } })).toContain(`field "geo.source"`);
    const { geo: _geo, ...unplaced } = valid;
    expect(problem(unplaced)).toContain(`field "geo"`);
  });
  it("accepts only Google map embeds", () => {
    expect(problem({ ...valid, mapEmbedUrl: "https://evil.example/maps?output=embed" })).toContain(
      `field "mapEmbedUrl"`,
    );
    expect(problem({ ...valid, mapEmbedUrl: "https://maps.google.com/maps?q=x" })).toContain(`field "mapEmbedUrl"`);
    expect(placeSchema.safeParse({ ...valid, mapEmbedUrl: "https://www.google.com/maps/embed?pb=abc" }).success).toBe(
      true,
    );
  });
  it("rejects hours outside the opening_hours syntax, naming the field (decision 038)", () => {
    expect(problem({ ...valid, openingHours: "Funday 9-5" })).toContain(`field "openingHours"`);
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
    try {
      writeFileSync(path.join(dir, "restaurants.json"), JSON.stringify([{ ...valid, rating: "great" }]));
      expect(() => readPlaces(dir)).toThrow(/restaurants\.json: place 101 "Lindey's" \(#1\): field "rating"/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
