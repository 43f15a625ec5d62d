import { describe, expect, it } from "vitest";
import { placeSchema } from "../../core/places/place-schema";
import { readPlaces } from "../../core/places/guide.server";
import { factKeys, type FactKey } from "../../core/places/fact-words";
import {
  correctedRecord,
  correctionSource,
  currentValueOf,
  listingRecord,
  proposedValueText,
  slugify,
  weeklyHoursFromText,
} from "./record";

const listing = {
  name: "Café Zoë's",
  category: "coffee shop",
  description: "Espresso bar with a reading room.",
  address: "100 Example Ave, Columbus, OH 43215",
  neighborhood: "german village",
  phone: "(614) 555-0199",
  website: "",
  hours: "Mon-Fri 7am-6pm, Sat 8-4",
  priceRange: "$$",
  contactName: "Jo Tester",
  contactEmail: "jo@example.com",
};

describe("weekly hours as people write them (product §17.4)", () => {
  it("reads day ranges, lists, 'Daily', clocks without minutes, several spans and overnight spans", () => {
    expect(weeklyHoursFromText("Mon-Fri 7am-6pm; Sat, Sun 8:00 AM - 4:00 PM")).toEqual({
      ok: true,
      hours: {
        Monday: "7:00 AM - 6:00 PM",
        Tuesday: "7:00 AM - 6:00 PM",
        Wednesday: "7:00 AM - 6:00 PM",
        Thursday: "7:00 AM - 6:00 PM",
        Friday: "7:00 AM - 6:00 PM",
        Saturday: "8:00 AM - 4:00 PM",
        Sunday: "8:00 AM - 4:00 PM",
      },
    });
    const bar = weeklyHoursFromText(
      "Tue to Thu 4 PM - 11 PM\nFri-Sat 4:00 PM - 2:00 AM\nSun 11 AM - 2 PM, 5 PM - 9 PM",
    );
    expect(bar.ok && bar.hours).toMatchObject({
      Monday: "Closed",
      Tuesday: "4:00 PM - 11:00 PM",
      Friday: "4:00 PM - 2:00 AM",
      Sunday: "11:00 AM - 2:00 PM, 5:00 PM - 9:00 PM",
    });
    expect(weeklyHoursFromText("Daily 6:30 AM - 10:00 PM").ok).toBe(true);
    expect(weeklyHoursFromText("Fri-Mon 8pm-2am")).toMatchObject({
      ok: true,
      hours: { Friday: "8:00 PM - 2:00 AM", Monday: "8:00 PM - 2:00 AM", Tuesday: "Closed" },
    });
  });

  it("names the problem of a text the hours parser cannot read", () => {
    expect(weeklyHoursFromText("Mon-Fri 9-5")).toMatchObject({ ok: false, error: expect.stringContaining("Monday") });
    expect(weeklyHoursFromText("whenever we feel like it")).toMatchObject({ ok: false });
    expect(weeklyHoursFromText("Funday 9am-5pm")).toMatchObject({
      ok: false,
      error: expect.stringContaining("Funday"),
    });
    expect(weeklyHoursFromText("")).toMatchObject({ ok: false });
  });
});

describe("an approved listing as a place record (product §17.4)", () => {
  const existing = readPlaces();

  it("passes the place schema: next free id of its type, a new slug, parsed hours, a dated source, the point estimated", () => {
    const record = listingRecord(
      listing,
      { type: "coffee", rating: 4.2, hours: "Mon-Fri 7am-6pm; Sat 8am-4pm" },
      existing,
      "2026-11-24",
    );
    const parsed = placeSchema.parse(record);
    expect(parsed.id).toBe(
      Math.max(...existing.filter((place) => place.type === "coffee").map((place) => place.id)) + 1,
    );
    expect(parsed.slug).toBe("cafe-zoes");
    expect(parsed.neighborhood).toBe("German Village");
    expect(parsed.category).toBe("Coffee Shop");
    expect(parsed.priceRange).toBeUndefined();
    expect(parsed.geo.source).toBe("estimated from address");
    expect(parsed.sources).toEqual([
      { publisher: "Café Zoë's", title: "Submitted by the business", date: "2026-11-24" },
    ]);
    expect(parsed.openingHours).toBe("Mo-Fr 07:00-18:00; Sa 08:00-16:00");
    expect(JSON.stringify(parsed)).not.toContain("jo@example.com");
    expect(JSON.stringify(parsed)).not.toContain("Jo Tester");
  });

  it("a slug already taken gets a number; a website becomes the source's link", () => {
    const withCafe = [...existing, { id: 9999, slug: slugify(listing.name) }];
    const record = listingRecord(
      { ...listing, website: "https://example.com/" },
      { type: "restaurant", rating: 4, hours: "Daily 11am-10pm" },
      withCafe,
      "2026-11-24",
    );
    expect(record.slug).toBe("cafe-zoes-2");
    expect(placeSchema.parse(record).sources[0]).toEqual({
      publisher: "Café Zoë's",
      title: "Submitted by the business",
      url: "https://example.com/",
      date: "2026-11-24",
    });
  });

  it("hours the parser cannot read make a record the schema refuses, naming the field", () => {
    const record = listingRecord(listing, { type: "coffee", rating: 4, hours: "whenever" }, existing, "2026-11-24");
    const result = placeSchema.safeParse(record);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path[0]).toBe("openingHours");
  });

  it("keeps hours already in opening_hours syntax as they are, and leaves unknown hours out", () => {
    const seasons = "Apr-Sep 06:30-22:00; Oct-Mar 06:30-20:00";
    const record = listingRecord(listing, { type: "coffee", rating: 4, hours: seasons }, existing, "2026-11-24");
    expect(placeSchema.parse(record).openingHours).toBe(seasons);
    const unknown = listingRecord(listing, { type: "coffee", rating: 4, hours: "" }, existing, "2026-11-24");
    expect(placeSchema.parse(unknown)).not.toHaveProperty("openingHours");
  });
});

describe("an accepted correction (product §17.4)", () => {
  const place = readPlaces().find((candidate) => candidate.openingHours === undefined)!;

  it("sets the field, adds its dated source and moves checkedOn; the record still passes", () => {
    const record = correctedRecord(place as never, { field: "hours", value: "Tue-Sun 11am-10pm" }, "2026-11-24");
    const parsed = placeSchema.parse(record);
    expect(parsed.openingHours).toBe("Tu-Su 11:00-22:00");
    expect(parsed.checkedOn).toBe("2026-11-24");
    expect(parsed.sources.at(-1)).toEqual({
      publisher: "A visitor's correction",
      title: "Submitted to Discover Columbus (hours), checked by an editor",
      date: "2026-11-24",
    });
    expect(parsed.sources.length).toBe(place.sources.length + 1);
  });

  it("closes a place with its month", () => {
    const parsed = placeSchema.parse(
      correctedRecord(place as never, { field: "closed", value: "2026-10" }, "2026-11-24"),
    );
    expect(parsed).toMatchObject({ status: "closed", closedOn: "2026-10" });
  });

  /** A value of each fact (product §10.6), as a correction proposes it. */
  const factValues: Record<FactKey, string> = {
    wheelchair: "limited",
    "toilets:wheelchair": "yes",
    "diet:vegetarian": "yes",
    "diet:vegan": "only",
    "diet:gluten_free": "no",
    "diet:halal": "yes",
    "website:menu": "https://example.com/menu",
    reservation: "recommended",
    "website:booking": "https://example.com/book",
  };

  it.each(factKeys)(
    "sets the fact %s with the correction as its dated source, checked the day it was accepted",
    (key) => {
      const source = correctionSource(key, "2026-11-20");
      const record = correctedRecord(place as never, { field: key, value: factValues[key] }, "2026-11-24", source);
      const parsed = placeSchema.parse(record);
      expect(parsed.facts?.[key]).toEqual({ value: factValues[key], source, checkedOn: "2026-11-24" });
      expect(parsed.sources.at(-1)).toEqual(source);
      expect(parsed.checkedOn).toBe("2026-11-24");
      // Nothing else of the place changes.
      const { facts: _facts, sources: _sources, checkedOn: _checkedOn, ...rest } = record;
      const { facts: _before, sources: _was, checkedOn: _then, ...restBefore } = place as Record<string, unknown>;
      expect(rest).toEqual(restBefore);
    },
  );

  it("keeps the place's other facts, and a value outside a fact's words is refused by the place schema, naming it", () => {
    const withAccess = correctedRecord(place as never, { field: "wheelchair", value: "yes" }, "2026-11-24");
    const both = correctedRecord(withAccess, { field: "diet:vegan", value: "yes" }, "2026-11-25");
    expect(Object.keys(placeSchema.parse(both).facts ?? {})).toEqual(["wheelchair", "diet:vegan"]);
    const refused = placeSchema.safeParse(
      correctedRecord(place as never, { field: "reservation", value: "maybe" }, "2026-11-24"),
    );
    expect(refused.error?.issues[0]?.path).toEqual(["facts", "reservation", "value"]);
  });

  it("names what a visitor's correction was about in its source, and says what the guide has now", () => {
    expect(correctionSource("diet:gluten_free", "2026-11-20")).toEqual({
      publisher: "A visitor's correction",
      title: "Submitted to Discover Columbus (gluten-free dishes), checked by an editor",
      date: "2026-11-20",
    });
    expect(correctionSource("closed", "2026-11-20").title).toBe(
      "Submitted to Discover Columbus (closure), checked by an editor",
    );
    const { facts: _facts, ...unknown } = place;
    expect(currentValueOf(unknown, "wheelchair")).toBe("not known");
    expect(currentValueOf(unknown, "hours")).toBe("not known");
    expect(currentValueOf(unknown, "closed")).toBe("open");
    const corrected = correctedRecord(unknown as never, { field: "wheelchair", value: "yes" }, "2026-11-24");
    expect(currentValueOf(corrected, "wheelchair")).toBe(
      "yes: Yes, step-free (source: A visitor's correction, checked 2026-11-24)",
    );
    expect(proposedValueText("diet:vegan", "only")).toBe("only: Only vegan dishes");
    expect(proposedValueText("website:menu", "https://example.com/menu")).toBe("https://example.com/menu");
    expect(proposedValueText("phone", "(614) 555-0100")).toBe("(614) 555-0100");
  });
});
