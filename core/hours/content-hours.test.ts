import { readFileSync, readdirSync } from "node:fs";
import opening_hours from "opening_hours";
import { describe, expect, it } from "vitest";
import { expandHours } from "./hours-calendar";
import { isOpenAt } from "./open-state";
import { compactHours, readOptions } from "./opening-hours.server";
import { ContentError, validatePlaceFiles } from "../places/load-places";
import { city } from "../city";

const file = "content/places/restaurants.json";
const dir = "content/places";

/** A real record of the content with its hours replaced, run through the build's content check. */
function buildWithHours(openingHours: string): string | null {
  const [first] = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>[];
  try {
    validatePlaceFiles([{ file, data: [{ ...first, openingHours }] }]);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
}

describe("hours in the build's content check (product §11, decision 038)", () => {
  it("fails the build on a text the opening_hours library rejects, naming file, place and field", () => {
    const [first] = JSON.parse(readFileSync(file, "utf8")) as { name: string }[];
    const message = buildWithHours("Mo-Fr 11am till late");
    expect(message).toContain(file);
    expect(message).toContain(first!.name);
    expect(message).toContain('field "openingHours"');
    expect(message).toContain("not valid opening_hours syntax");
  });
  it("fails on a rule that silently overwrites the hours past midnight of the day before", () => {
    expect(buildWithHours("Fr 20:00-02:00; Sa 18:00-23:00")).toContain("overwrites parts of the previous rule");
    expect(buildWithHours("Fr 20:00-02:00, Sa 18:00-23:00")).toBeNull();
  });
  it("fails on a day of unknown hours without one of the guide's words", () => {
    expect(buildWithHours('Mo unknown "call us"')).toContain('"Varies with shows"');
  });
  it("accepts seasons, holidays, sun times, 24/7, overnight spans and the guide's words", () => {
    for (const text of [
      "Apr-Sep 06:30-22:00; Oct-Mar 06:30-20:00",
      "Mo-Fr 09:00-17:00; PH off",
      "sunrise-sunset",
      "24/7",
      "Fr,Sa 20:00-02:00",
      'Mo-Su unknown "Varies with shows"',
      'Sa unknown "Game days only"',
      'Mo-Fr unknown "Tours by appointment"',
    ])
      expect(buildWithHours(text), text).toBeNull();
  });
});

interface ContentPlace {
  name: string;
  openingHours?: string;
  geo: { lat: number; lng: number };
}

const timed = readdirSync(dir)
  .flatMap((name) => JSON.parse(readFileSync(`${dir}/${name}`, "utf8")) as ContentPlace[])
  .filter((place) => place.openingHours !== undefined);

/**
 * The converter over every hours text of the content: for each place, the open-now rule reading the compact
 * spans the browser gets agrees with the opening_hours library itself at every half hour for eight weeks
 * around the build date and around each season's change of the year.
 */
describe("the compact spans of every place with hours agree with the library (decision 038)", () => {
  const built = { year: 2026, month: 11, day: 24 };
  const starts = [new Date(Date.UTC(2026, 10, 16, 5)), new Date(Date.UTC(2027, 2, 15, 4))];

  it("has places with hours to check, the seasonal one among them", () => {
    expect(timed.length).toBeGreaterThanOrEqual(10);
    expect(timed.some((place) => place.openingHours!.includes("Apr-Sep"))).toBe(true);
  });

  for (const place of timed) {
    it(`${place.name}: ${place.openingHours}`, () => {
      const calendar = expandHours(compactHours(place.openingHours!, place.geo, built));
      const saved = process.env.TZ;
      process.env.TZ = city.timeZone;
      try {
        const where = {
          lat: String(place.geo.lat),
          lon: String(place.geo.lng),
          address: { country_code: "us", state: "Ohio" },
        };
        const library = new opening_hours(place.openingHours!, where as never, readOptions);
        let checked = 0;
        for (const start of starts) {
          for (let minute = 0; minute < 8 * 7 * 1440; minute += 30) {
            const now = new Date(start.getTime() + minute * 60_000);
            const expected = library.getState(now) && !library.getUnknown(now);
            expect(isOpenAt(calendar, now, { timeZone: city.timeZone }), now.toISOString()).toBe(expected);
            checked++;
          }
        }
        expect(checked).toBe(2 * 8 * 7 * 48);
      } finally {
        if (saved === undefined) delete process.env.TZ;
        else process.env.TZ = saved;
      }
    });
  }
});
