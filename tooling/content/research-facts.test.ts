import { describe, expect, it } from "vitest";
import { factsFromResearch, type ResearchEntry, type ResearchSource } from "./research-facts";

const source = (fields: Partial<ResearchSource>): ResearchSource => ({
  url: "https://example.com/review",
  title: "A review",
  publisher: "Columbus Monthly",
  readOn: "2026-11-26",
  supports: [],
  ...fields,
});

describe("researched facts into the place's facts (product §10.6)", () => {
  it("converts a fact with the source that supports it and the day it was read", () => {
    const entry: ResearchEntry = {
      slug: "cafe",
      facts: { "diet:vegan": "yes" },
      sources: [source({ supports: ["diet:vegan"], published: "2021-09-30" })],
    };
    expect(factsFromResearch(entry)).toEqual({
      facts: {
        "diet:vegan": {
          value: "yes",
          source: {
            publisher: "Columbus Monthly",
            title: "A review",
            url: "https://example.com/review",
            date: "2021-09-30",
          },
          checkedOn: "2026-11-26",
        },
      },
      skipped: [],
    });
  });

  it("converts nothing without its source, however the tags or the facts read", () => {
    const entry: ResearchEntry = {
      slug: "lavash",
      facts: { "diet:halal": "yes" },
      sources: [source({ supports: ["diet:vegan"] })],
    };
    expect(factsFromResearch(entry)).toEqual({
      facts: {},
      skipped: [{ slug: "lavash", key: "diet:halal", reason: "no source supports it" }],
    });
  });

  it("skips what is not one of the guide's facts, and values the schema refuses", () => {
    const entry: ResearchEntry = {
      slug: "museum",
      facts: { "wheelchair:description": "Loaner wheelchairs", wheelchair: "maybe", "website:menu": "ftp://x" },
      sources: [source({ supports: ["wheelchair:description", "wheelchair", "website:menu"] })],
    };
    const { facts, skipped } = factsFromResearch(entry);
    expect(facts).toEqual({});
    expect(skipped.map((skip) => skip.key)).toEqual(["wheelchair:description", "wheelchair", "website:menu"]);
  });

  it("takes the place's own site first, then the latest dated source; an undated text is no date", () => {
    const entry: ResearchEntry = {
      slug: "pearl",
      facts: { reservation: "yes", "diet:vegetarian": "yes" },
      sources: [
        source({ title: "Old", supports: ["reservation", "diet:vegetarian"], published: "2013-05-29" }),
        source({ title: "Newer", supports: ["diet:vegetarian"], published: "c. 2014 (undated)" }),
        source({ title: "Newest", supports: ["diet:vegetarian"], published: "2020" }),
        source({ title: "Own", publisher: "The Pearl", supports: ["reservation"], ownSource: true }),
      ],
    };
    const { facts } = factsFromResearch(entry);
    expect(facts.reservation?.source).toEqual({ publisher: "The Pearl", title: "Own", url: "https://example.com/review" });
    expect(facts["diet:vegetarian"]?.source.title).toBe("Newest");
    expect(factsFromResearch({ ...entry, sources: [entry.sources[1]!] }).facts["diet:vegetarian"]?.source.date).toBe(
      undefined,
    );
  });

  it("shows the publisher without the research's notes in brackets", () => {
    const entry: ResearchEntry = {
      slug: "cosi",
      facts: { wheelchair: "yes" },
      sources: [source({ publisher: "Airguide (syndicated travel-trade news)", supports: ["wheelchair"] })],
    };
    expect(factsFromResearch(entry).facts.wheelchair?.source.publisher).toBe("Airguide");
  });

  it("writes the facts in the guide's order of keys", () => {
    const entry: ResearchEntry = {
      slug: "northstar",
      facts: { "diet:gluten_free": "yes", "diet:vegetarian": "yes", wheelchair: "limited" },
      sources: [source({ supports: ["diet:gluten_free", "diet:vegetarian", "wheelchair"] })],
    };
    expect(Object.keys(factsFromResearch(entry).facts)).toEqual(["wheelchair", "diet:vegetarian", "diet:gluten_free"]);
  });
});
