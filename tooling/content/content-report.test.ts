import { describe, expect, it } from "vitest";
import { contentReport, formatReport, isStale } from "./content-report";

const place = (overrides: Record<string, unknown> = {}) => ({
  id: 101,
  name: "Lindey's",
  slug: "lindeys",
  type: "restaurant",
  category: "American Bistro",
  description: "A German Village fixture.",
  checkedOn: "2026-11-01",
  sources: [
    {
      publisher: "Columbus Monthly",
      title: "Lindey's",
      url: "https://www.columbusmonthly.com/lindeys",
      date: "2023-07",
    },
  ],
  images: [],
  rating: 4.5,
  address: "169 E Beck St, Columbus, OH 43206",
  neighborhood: "German Village",
  geo: { lat: 39.95111, lng: -82.99402, source: "estimated from address" },
  phone: "(614) 228-4343",
  website: "https://www.lindeys.com",
  openingHours: "Mo 11:00-22:00",
  features: [],
  featured: false,
  image: {
    url: "https://upload.wikimedia.org/a.jpg",
    alt: "Front",
    credit: "A. B.",
    license: "CC BY 4.0",
    sourceUrl: "https://commons.wikimedia.org/wiki/File:a.jpg",
  },
  ...overrides,
});
const report = (records: object[], today = "2026-11-22") =>
  contentReport([{ file: "content/places/restaurants.json", data: records }], today);

describe("content report (product §10.5)", () => {
  it("calls a place stale when it was checked more than 12 months before today", () => {
    expect(isStale("2025-11-22", "2026-11-22")).toBe(false);
    expect(isStale("2025-11-21", "2026-11-22")).toBe(true);
    expect(report([place({ checkedOn: "2025-06-30" })]).places[0]?.stale).toBe("checked 2025-06-30, 16 months ago");
    expect(report([place({ checkedOn: "2026-01-05" })]).places).toEqual([]);
  });
  it("calls a place unsourced when no source has a date", () => {
    const [found] = report([
      place({ sources: [{ publisher: "Lindey's", title: "Official website", url: "https://www.lindeys.com" }] }),
    ]).places;
    expect(found?.unsourced).toBe("no source has a date");
  });
  it("names a photo used by two places, for both", () => {
    const { places } = report([place(), place({ id: 102, name: "Schmidt's", slug: "schmidts" })]);
    expect(places.map((p) => p.reused)).toEqual([
      ["https://upload.wikimedia.org/a.jpg (also Schmidt's)"],
      ["https://upload.wikimedia.org/a.jpg (also Lindey's)"],
    ]);
  });
  it("lists what an open place is missing, and nothing for a closed one", () => {
    const { image: _image, ...withoutPhoto } = place({ phone: null, website: "", openingHours: undefined });
    expect(report([withoutPhoto]).places[0]?.missing).toEqual([
      "phone",
      "website",
      "hours",
      "photo (an illustration is shown)",
    ]);
    const { rating: _rating, ...closed } = withoutPhoto;
    expect(report([{ ...closed, status: "closed", closedOn: "2025-09-20" }]).places).toEqual([]);
  });
  it("fails on a record the schema rejects, naming file, place and field, and still reports the rest", () => {
    const result = report([place({ checkedOn: "soon" }), place({ id: 102, slug: "other", phone: null })]);
    expect(result.errors).toEqual([
      `content/places/restaurants.json: place 101 "Lindey's" (#1): field "checkedOn": must be a date YYYY-MM-DD`,
    ]);
    expect(result.places.map((p) => p.id)).toEqual([102]);
    expect(result.total).toBe(2);
  });
  it("fails on duplicate ids", () => {
    expect(report([place(), place({ slug: "other" })]).errors.join("\n")).toMatch(/field "id": 101 is already used/);
  });
  it("prints a line per place with findings and a summary", () => {
    const otherPhoto = { ...place().image, url: "https://upload.wikimedia.org/b.jpg" };
    const lines = formatReport(
      report([place({ phone: null }), place({ id: 102, slug: "ok", name: "Fine", image: otherPhoto })]),
    );
    expect(lines).toEqual([
      `content/places/restaurants.json: place 101 "Lindey's": missing: phone`,
      "",
      "2 places: 0 stale, 0 unsourced, 0 with a reused image, 1 missing something; 0 hard errors",
    ]);
  });
});
