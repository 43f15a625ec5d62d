import { describe, expect, it } from "vitest";
import { closingMinutes, isOpenAt, openState, openStateText, type OpenStateOptions } from "./open-state";
import { expandHours, type HoursCalendar } from "./hours-calendar";
import { compactHours, openingHoursFromWeek } from "./opening-hours.server";
import type { CalendarDate } from "./zoned-time";

const columbus: OpenStateOptions = { timeZone: "America/New_York" };
/** Columbus City Hall: where these tests' places are, for sunrise and sunset. */
const cityHall = { lat: 39.9612, lng: -82.9988 };

/**
 * The hours of the weekday texts (product §3 as first written) as the browser gets them: converted to
 * `opening_hours` syntax, read by the library for a year from the week before `from`, compacted and expanded,
 * so each test also runs the build's converter. `{}` = not known.
 */
function calendarOf(
  hours: Record<string, string>,
  from: CalendarDate = { year: 2026, month: 3, day: 1 },
): HoursCalendar | null {
  if (Object.keys(hours).length === 0) return null;
  return expandHours(compactHours(openingHoursFromWeek(hours), cityHall, from));
}

/** The state's words for `hours` at the instant `iso` (an ISO time with its offset). */
function stateAt(hours: Record<string, string>, iso: string, options: OpenStateOptions = columbus): string | null {
  const state = openState(calendarOf(hours), new Date(iso), options);
  return state && openStateText(state).text;
}

const everyDay = (text: string) =>
  Object.fromEntries(
    ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].map((day) => [day, text]),
  );

// 2026-11-20 is a Friday; Columbus is on EST (UTC-5) then.
describe("open now (product §11), Columbus time", () => {
  const restaurant = everyDay("11:00 AM - 10:00 PM");

  it("is open with its closing time", () => {
    expect(stateAt(restaurant, "2026-11-20T15:00:00-05:00")).toBe("Open now · Closes 10 PM");
  });

  it("closes soon within 30 minutes of closing, with the exact time", () => {
    const early = everyDay("11:00 AM - 9:45 PM");
    expect(stateAt(early, "2026-11-20T21:15:00-05:00")).toBe("Closes soon · 9:45 PM");
    expect(stateAt(early, "2026-11-20T21:14:00-05:00")).toBe("Open now · Closes 9:45 PM");
    expect(stateAt(early, "2026-11-20T21:44:00-05:00")).toBe("Closes soon · 9:45 PM");
    expect(stateAt(early, "2026-11-20T21:45:00-05:00")).toBe("Closed · Opens Sat 11 AM");
  });

  it("is closed before opening, opening later today", () => {
    expect(stateAt(restaurant, "2026-11-20T09:00:00-05:00")).toBe("Closed · Opens 11 AM");
  });

  it("is closed between two spans of a day, opening again at the second", () => {
    const lunchAndDinner = everyDay("11:00 AM - 2:00 PM, 5:00 PM - 10:00 PM");
    expect(stateAt(lunchAndDinner, "2026-11-20T15:00:00-05:00")).toBe("Closed · Opens 5 PM");
    expect(stateAt(lunchAndDinner, "2026-11-20T13:00:00-05:00")).toBe("Open now · Closes 2 PM");
  });

  it("is closed on a closed day, opening on a later day named by its weekday", () => {
    const hours = { Monday: "Closed", Tuesday: "11:00 AM - 10:00 PM" };
    // Monday 2026-11-23, afternoon.
    expect(stateAt(hours, "2026-11-23T15:00:00-05:00")).toBe("Closed · Opens Tue 11 AM");
    // Tuesday night after closing: next Tuesday.
    expect(stateAt(hours, "2026-11-24T23:00:00-05:00")).toBe("Closed · Opens Tue 11 AM");
    // Friday: the days in between are missing, which means closed.
    expect(stateAt(hours, "2026-11-27T12:00:00-05:00")).toBe("Closed · Opens Tue 11 AM");
  });

  it("says only 'Closed' when every day is closed", () => {
    expect(stateAt(everyDay("Closed"), "2026-11-20T12:00:00-05:00")).toBe("Closed");
  });

  describe("a bar open Friday 8 PM - 2 AM (the span belongs to Friday)", () => {
    const bar = { Friday: "8:00 PM - 2:00 AM", Saturday: "Closed", Sunday: "Closed" };
    it("is open at 1 AM on Saturday", () => {
      expect(stateAt(bar, "2026-11-21T01:00:00-05:00")).toBe("Open now · Closes 2 AM");
      expect(isOpenAt(calendarOf(bar), new Date("2026-11-21T01:00:00-05:00"), columbus)).toBe(true);
    });
    it("closes soon at 1:40 AM and is closed at 2 AM until next Friday", () => {
      expect(stateAt(bar, "2026-11-21T01:40:00-05:00")).toBe("Closes soon · 2 AM");
      expect(stateAt(bar, "2026-11-21T02:00:00-05:00")).toBe("Closed · Opens Fri 8 PM");
    });
    it("is closed at 1 AM on Friday (Thursday had no late span)", () => {
      expect(stateAt(bar, "2026-11-20T01:00:00-05:00")).toBe("Closed · Opens 8 PM");
    });
    it("gives the same answer whatever the device's own time zone", () => {
      const saved = process.env.TZ;
      try {
        for (const zone of ["America/Los_Angeles", "Asia/Tokyo", "UTC"]) {
          process.env.TZ = zone;
          expect(stateAt(bar, "2026-11-21T01:00:00-05:00"), zone).toBe("Open now · Closes 2 AM");
        }
      } finally {
        process.env.TZ = saved;
      }
    });
  });

  it("joins a span ending at midnight with the next day's span starting at midnight", () => {
    const hours = { Friday: "6:00 PM - 12:00 AM", Saturday: "12:00 AM - 3:00 AM, 6:00 PM - 11:00 PM" };
    expect(stateAt(hours, "2026-11-20T23:45:00-05:00")).toBe("Open now · Closes 3 AM");
  });

  describe("open 24 hours", () => {
    it("says 'Open 24 hours'", () => {
      expect(stateAt(everyDay("Open 24 hours"), "2026-11-20T03:00:00-05:00")).toBe("Open 24 hours");
    });
    it("closes soon before midnight when the next day is closed", () => {
      const hours = { Sunday: "Open 24 hours", Monday: "Closed", Tuesday: "9:00 AM - 5:00 PM" };
      expect(stateAt(hours, "2026-11-22T23:45:00-05:00")).toBe("Closes soon · 12 AM");
      expect(stateAt(hours, "2026-11-23T00:15:00-05:00")).toBe("Closed · Opens Tue 9 AM");
    });
  });

  describe("daylight-saving days", () => {
    it("2026-03-08 (clocks go forward): noon EDT is noon, not 11 AM", () => {
      const hours = { Sunday: "11:30 AM - 10:00 PM" };
      // 16:00 UTC is 12:00 PM EDT; on EST it would be 11:00 AM and closed.
      expect(stateAt(hours, "2026-03-08T16:00:00Z")).toBe("Open now · Closes 10 PM");
      expect(stateAt(hours, "2026-03-08T15:15:00Z")).toBe("Closed · Opens 11:30 AM");
    });
    it("2026-03-08: a close at the skipped 2:30 AM is read as 3:30 AM EDT (the library's reading), then closed", () => {
      const bar = { Saturday: "8:00 PM - 2:30 AM" };
      expect(stateAt(bar, "2026-03-08T06:45:00Z")).toBe("Open now · Closes 3:30 AM");
      expect(stateAt(bar, "2026-03-08T07:35:00Z")).toBe("Closed · Opens Sat 8 PM");
    });
    it("2026-11-01 (clocks go back): 17:00 UTC is 12 PM EST, not 1 PM", () => {
      const hours = { Sunday: "12:30 PM - 5:00 PM" };
      expect(stateAt(hours, "2026-11-01T17:00:00Z")).toBe("Closed · Opens 12:30 PM");
      expect(stateAt(hours, "2026-11-01T17:30:00Z")).toBe("Open now · Closes 5 PM");
    });
    it("2026-11-01: last night's bar is open through the repeated hour until 2 AM EST", () => {
      const bar = { Saturday: "8:00 PM - 2:00 AM" };
      expect(stateAt(bar, "2026-11-01T05:10:00Z")).toBe("Open now · Closes 2 AM"); // 1:10 AM EDT
      expect(stateAt(bar, "2026-11-01T06:40:00Z")).toBe("Closes soon · 2 AM"); // 1:40 AM EST
      expect(stateAt(bar, "2026-11-01T07:00:00Z")).toBe("Closed · Opens Sat 8 PM"); // 2:00 AM EST
    });
  });

  describe("special cases", () => {
    it("says 'Hours vary' for 'Varies with shows' and 'Game days only'", () => {
      expect(stateAt(everyDay("Varies with shows"), "2026-11-20T20:00:00-05:00")).toBe("Hours vary");
      expect(stateAt({ Saturday: "Game days only" }, "2026-11-21T12:00:00-05:00")).toBe("Hours vary");
    });
    it("says 'By appointment' for 'Tours by appointment'", () => {
      expect(stateAt(everyDay("Tours by appointment"), "2026-11-20T12:00:00-05:00")).toBe("By appointment");
    });
    it("is closed on a closed day even when other days vary, without guessing when it opens", () => {
      expect(stateAt({ Friday: "Closed", Saturday: "Varies with shows" }, "2026-11-20T12:00:00-05:00")).toBe("Closed");
    });
    it("keeps last night's late span before today's other hours ('Fr 20:00-02:00, Sa 18:00-23:00')", () => {
      const hours = { Friday: "8:00 PM - 2:00 AM", Saturday: "6:00 PM - 11:00 PM" };
      expect(stateAt(hours, "2026-11-21T00:30:00-05:00")).toBe("Open now · Closes 2 AM");
    });
    it("lets a day of 'Varies with shows' cover its whole date, as the syntax's unknown does", () => {
      const hours = { Friday: "8:00 PM - 2:00 AM", Saturday: "Varies with shows" };
      expect(stateAt(hours, "2026-11-21T00:30:00-05:00")).toBe("Hours vary");
    });
    it("has no state when the hours are not known ({})", () => {
      expect(stateAt({}, "2026-11-20T12:00:00-05:00")).toBeNull();
      expect(isOpenAt(null, new Date(), columbus)).toBe(false);
      expect(closingMinutes(null, new Date(), columbus)).toBeNull();
    });
  });

  describe("sunrise to sunset (Columbus's sun, computed at build time)", () => {
    const park = everyDay("Sunrise to Sunset");
    const june = calendarOf(park, { year: 2026, month: 6, day: 15 });
    const december = calendarOf(park, { year: 2026, month: 12, day: 15 });

    it("is open at noon, closing at sunset (about 9:04 PM EDT on 2026-06-21)", () => {
      const state = openState(june, new Date("2026-06-21T12:00:00-04:00"), columbus);
      expect(state?.kind).toBe("open");
      const closes = state && "closes" in state ? state.closes.minutes : NaN;
      expect(Math.abs(closes - (21 * 60 + 4))).toBeLessThanOrEqual(4);
    });
    it("is closed before sunrise, opening at sunrise (about 7:50 AM EST on 2026-12-21)", () => {
      const state = openState(december, new Date("2026-12-21T05:00:00-05:00"), columbus);
      expect(state?.kind).toBe("closed");
      const opens = state?.kind === "closed" ? state.opens : null;
      expect(opens?.day).toBeUndefined();
      expect(Math.abs((opens?.minutes ?? NaN) - (7 * 60 + 50))).toBeLessThanOrEqual(4);
      expect(openStateText(state!).text).toMatch(/^Closed · Opens 7:\d\d AM$/);
    });
    it("closes soon in the half hour before sunset and opens at tomorrow's sunrise after it", () => {
      const noon = openState(december, new Date("2026-12-21T12:00:00-05:00"), columbus);
      const sunset = noon && "closes" in noon ? noon.closes.minutes : NaN;
      const beforeSunset = new Date(Date.UTC(2026, 11, 21, 5, sunset - 20)); // EST: UTC-5
      expect(openStateText(openState(december, beforeSunset, columbus)!).label).toBe("Closes soon");
      const afterSunset = new Date(Date.UTC(2026, 11, 21, 5, sunset + 60));
      expect(openStateText(openState(december, afterSunset, columbus)!).text).toMatch(/^Closed · Opens Tue 7:\d\d AM$/);
    });
    it("reads the sun where each place is, also when a place elsewhere has the same text (hours read are kept)", () => {
      // Read first at City Hall (above), then 300 km west, at Indianapolis: its sunset is about 17 minutes later.
      const west = expandHours(
        compactHours(openingHoursFromWeek(park), { lat: 39.7684, lng: -86.1581 }, { year: 2026, month: 6, day: 15 }),
      );
      const at = new Date("2026-06-21T12:00:00-04:00");
      const closesHere = openState(june, at, columbus);
      const closesWest = openState(west, at, columbus);
      const minutes = (state: typeof closesHere) => (state && "closes" in state ? state.closes.minutes : NaN);
      expect(minutes(closesWest) - minutes(closesHere)).toBeGreaterThanOrEqual(10);
      // The same text at the same point is read once: the answer is the very object read before.
      const again = compactHours(openingHoursFromWeek(park), cityHall, { year: 2026, month: 6, day: 15 });
      expect(again).toBe(compactHours(openingHoursFromWeek(park), cityHall, { year: 2026, month: 6, day: 15 }));
      expect(expandHours(again)).toEqual(june);
    });
    it("has no state past the dates the build read (sun times change daily: 40 weeks ahead at most)", () => {
      expect(openState(june, new Date("2026-06-21T12:00:00-04:00"), columbus)).not.toBeNull();
      expect(openState(june, new Date("2027-06-21T12:00:00-04:00"), columbus)).toBeNull();
    });
  });
});

describe("helpers for lists", () => {
  const week = calendarOf({ Friday: "4:00 PM - 2:30 AM", Saturday: "Closed" });
  it("isOpenAt is true for open and closing soon, false when closed", () => {
    expect(isOpenAt(week, new Date("2026-11-20T22:00:00-05:00"), columbus)).toBe(true);
    expect(isOpenAt(week, new Date("2026-11-21T02:15:00-05:00"), columbus)).toBe(true);
    expect(isOpenAt(week, new Date("2026-11-21T03:00:00-05:00"), columbus)).toBe(false);
    expect(isOpenAt(calendarOf(everyDay("Varies with shows")), new Date("2026-11-20T22:00:00-05:00"), columbus)).toBe(
      false,
    );
  });
  it("closingMinutes counts minutes until an open place closes, null when closed", () => {
    expect(closingMinutes(week, new Date("2026-11-20T22:00:00-05:00"), columbus)).toBe(270);
    expect(closingMinutes(week, new Date("2026-11-21T01:00:00-05:00"), columbus)).toBe(90);
    expect(closingMinutes(week, new Date("2026-11-21T03:00:00-05:00"), columbus)).toBeNull();
  });
  it("closingMinutes ranks a place open around the clock above one closing tonight", () => {
    const now = new Date("2026-11-20T22:00:00-05:00");
    const allWeek = closingMinutes(calendarOf(everyDay("Open 24 hours")), now, columbus) ?? 0;
    expect(allWeek).toBeGreaterThan(closingMinutes(week, now, columbus) ?? Infinity);
  });
});
