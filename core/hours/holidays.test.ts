import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { expandHours, nextHoursChange, type HoursCalendar } from "./hours-calendar";
import { compactHours } from "./opening-hours.server";
import { openState, openStateText, type OpenStateOptions } from "./open-state";
import { weeklyHours } from "./weekly-hours";
import type { CalendarDate } from "./zoned-time";

/**
 * product §11.4: public holidays (`PH`) are Ohio's, from the opening_hours library's tables, read in Columbus
 * time whatever the zone of the process that builds; a place closed for one says which.
 */

const columbus: OpenStateOptions = { timeZone: "America/New_York" };
const cityHall = { lat: 39.9612, lng: -82.9988 };
/** A fixed clock: the build reads the hours as on Tuesday, Nov 24, 2026. */
const built: CalendarDate = { year: 2026, month: 11, day: 24 };

const calendarOf = (text: string, from = built): HoursCalendar => expandHours(compactHours(text, cityHall, from))!;
const stateAt = (text: string, iso: string, from = built) => {
  const state = openState(calendarOf(text, from), new Date(iso), columbus);
  return state && openStateText(state).text;
};

/** The zoo's hours with the holiday rules of its own page (content/places/attractions.json). */
const zoo = "Mo-Su 12:00-17:00; Nov Th[4] off; Dec 25 off";

describe.each(["America/New_York", "Asia/Tokyo", "Pacific/Honolulu", "UTC"])(
  "holidays in Columbus time, the process in %s (product §11.4)",
  (zone) => {
    let saved: string | undefined;
    beforeEach(() => {
      saved = process.env.TZ;
      process.env.TZ = zone;
    });
    afterEach(() => {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    });

    it("closes for PH on Thanksgiving, Nov 26, 2026, naming it, and opens again the next day", () => {
      const text = "Mo-Su 10:00-17:00; PH off";
      expect(stateAt(text, "2026-11-26T12:00:00-05:00")).toBe("Closed today (Thanksgiving Day) · Opens Fri 10 AM");
      expect(stateAt(text, "2026-11-26T00:30:00-05:00")).toBe("Closed today (Thanksgiving Day) · Opens Fri 10 AM");
      expect(stateAt(text, "2026-11-25T23:30:00-05:00")).toBe("Closed · Opens Fri 10 AM");
      expect(stateAt(text, "2026-11-27T12:00:00-05:00")).toBe("Open now · Closes 5 PM");
    });

    it("closes for PH on Independence Day, and on the Friday it is observed when July 4 is a Saturday", () => {
      const text = "Mo-Su 10:00-17:00; PH off";
      const spring: CalendarDate = { year: 2026, month: 6, day: 20 };
      expect(stateAt(text, "2026-07-04T12:00:00-04:00", spring)).toBe(
        "Closed today (Independence Day) · Opens Sun 10 AM",
      );
      expect(stateAt(text, "2026-07-03T12:00:00-04:00", spring)).toBe(
        "Closed today (Independence Day) · Opens Sun 10 AM",
      );
      expect(stateAt(text, "2026-07-02T12:00:00-04:00", spring)).toBe("Open now · Closes 5 PM");
      expect(stateAt(text, "2026-07-05T12:00:00-04:00", spring)).toBe("Open now · Closes 5 PM");
    });

    it("keeps the zoo closed on Thanksgiving and Christmas Day, open the days around them", () => {
      expect(stateAt(zoo, "2026-11-26T13:00:00-05:00")).toBe("Closed today (Thanksgiving Day) · Opens Fri 12 PM");
      expect(stateAt(zoo, "2026-11-25T13:00:00-05:00")).toBe("Open now · Closes 5 PM");
      expect(stateAt(zoo, "2026-12-25T13:00:00-05:00")).toBe("Closed today (Christmas Day) · Opens Sat 12 PM");
      expect(stateAt(zoo, "2026-12-24T13:00:00-05:00")).toBe("Open now · Closes 5 PM");
      // Thanksgiving 2027 is Nov 25: `Th[4]` follows the calendar.
      expect(stateAt(zoo, "2027-11-25T13:00:00-05:00")).toBe("Closed today (Thanksgiving Day) · Opens Fri 12 PM");
      expect(stateAt(zoo, "2027-11-18T13:00:00-05:00")).toBe("Open now · Closes 5 PM");
    });

    it("names the holiday in the week's hours", () => {
      expect(weeklyHours(calendarOf(zoo), built).map((row) => row.hours)).toEqual([
        "12:00 PM - 5:00 PM",
        "12:00 PM - 5:00 PM",
        "12:00 PM - 5:00 PM",
        "Closed (Thanksgiving Day)",
        "12:00 PM - 5:00 PM",
        "12:00 PM - 5:00 PM",
        "12:00 PM - 5:00 PM",
      ]);
    });
  },
);

describe("what counts as closed for a holiday (decision 051)", () => {
  it("is not said of a place closed that weekday anyway: Labor Day at a place closed on Mondays", () => {
    const text = "Tu-Su 10:00-17:00; PH off";
    const summer: CalendarDate = { year: 2026, month: 8, day: 24 };
    expect(stateAt(text, "2026-09-07T12:00:00-04:00", summer)).toBe("Closed · Opens Tue 10 AM");
  });

  it("is not said of a day closed for a date that is no public holiday (Christmas Eve)", () => {
    expect(stateAt("Mo-Su 10:00-17:00; Dec 24 off", "2026-12-24T12:00:00-05:00")).toBe("Closed · Opens Fri 10 AM");
  });

  it("is not said of a holiday on which the place keeps other hours", () => {
    expect(stateAt("Mo-Su 10:00-17:00; PH 12:00-15:00", "2026-11-26T16:00:00-05:00")).toBe("Closed · Opens Fri 10 AM");
  });

  it("ships the closures within what the build read (a year ahead), only for places that have some", () => {
    expect(compactHours(zoo, cityHall, built).holidays).toEqual([
      ["2026-11-26", "Thanksgiving Day"],
      ["2026-12-25", "Christmas Day"],
      ["2027-11-25", "Thanksgiving Day"],
    ]);
    expect(compactHours("Mo-Su 10:00-17:00", cityHall, built).holidays).toBeUndefined();
  });
});

describe("the holiday rules the places' own pages state (content/places)", () => {
  const attractions = JSON.parse(readFileSync("content/places/attractions.json", "utf8")) as {
    slug: string;
    openingHours?: string;
  }[];
  const hoursOf = (slug: string) => attractions.find((place) => place.slug === slug)!.openingHours!;

  it("keeps the zoo closed on Thanksgiving and Christmas Day", () => {
    const text = hoursOf("columbus-zoo-and-aquarium");
    expect(stateAt(text, "2026-11-26T13:00:00-05:00")).toBe("Closed today (Thanksgiving Day) · Opens Fri 12 PM");
    expect(stateAt(text, "2026-12-25T13:00:00-05:00")).toMatch(/^Closed today \(Christmas Day\)/);
  });

  it("keeps the museum of art closed on July 4, Thanksgiving, Dec 24, 25 and 31, and closing at 3 PM the eve of Thanksgiving", () => {
    const text = hoursOf("columbus-museum-of-art");
    const spring: CalendarDate = { year: 2026, month: 6, day: 20 };
    expect(stateAt(text, "2026-07-04T12:00:00-04:00", spring)).toBe(
      "Closed today (Independence Day) · Opens Sun 10 AM",
    );
    expect(stateAt(text, "2026-07-03T12:00:00-04:00", spring)).toBe("Open now · Closes 5 PM");
    expect(stateAt(text, "2026-11-25T12:00:00-05:00")).toBe("Open now · Closes 3 PM");
    expect(stateAt(text, "2026-11-26T12:00:00-05:00")).toBe("Closed today (Thanksgiving Day) · Opens Fri 10 AM");
    expect(stateAt(text, "2026-12-24T12:00:00-05:00")).toBe("Closed · Opens Sat 10 AM");
    expect(stateAt(text, "2026-12-31T12:00:00-05:00")).toBe("Closed · Opens Fri 10 AM");
  });
});

describe("a holiday is no change of hours (product §11.4, §11.3)", () => {
  it("announces no change of hours for the zoo's Thanksgiving and Christmas closures", () => {
    const calendar = calendarOf(zoo);
    for (const day of [20, 24, 26, 27])
      expect(nextHoursChange(calendar, { year: 2026, month: 11, day }, 14), `Nov ${day}`).toBeNull();
    expect(nextHoursChange(calendar, { year: 2026, month: 12, day: 20 }, 14)).toBeNull();
  });
  it("still announces a season's change in the weeks of a holiday", () => {
    const text = "Apr-Sep 06:30-22:00; Oct-Mar 06:30-20:00; PH off";
    const calendar = calendarOf(text, { year: 2026, month: 9, day: 20 });
    expect(nextHoursChange(calendar, { year: 2026, month: 9, day: 24 }, 14)).toEqual({ year: 2026, month: 10, day: 1 });
  });
});
