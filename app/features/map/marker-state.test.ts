import { describe, expect, it } from "vitest";
import * as rule from "#core/hours/open-rule.ts";
import { expandHours, type HoursCalendar } from "#core/hours/hours-calendar.ts";
import { compactHours } from "#core/hours/opening-hours.server.ts";
import type { CalendarDate } from "#core/hours/zoned-time.ts";
import { markerLook, markerName, markerStateOf, markerStates } from "./marker-state";
import { pinSvg } from "./marker-pin";

/**
 * Product §13.3: a marker's state comes from the cards' own rule (core/hours/open-state.ts) at the same instant,
 * so the map, the cards and the Open now filter never disagree. Hours are read as the build reads them
 * (`opening_hours` syntax, compacted and expanded), as on Tuesday, Nov 24, 2026; Columbus is on EST (UTC-5) then.
 */

const timeZone = "America/New_York";
const cityHall = { lat: 39.9612, lng: -82.9988 };
const built: CalendarDate = { year: 2026, month: 11, day: 24 };
const calendarOf = (text: string): HoursCalendar => expandHours(compactHours(text, cityHall, built))!;
const lookAt = (hours: HoursCalendar | null, iso: string) => markerLook(rule, hours, new Date(iso), timeZone);

describe("a marker's open state (product §13.3)", () => {
  const pizza = calendarOf("Mo-Su 11:00-22:00; PH off");

  it("is open, with the cards' words as a phrase", () => {
    expect(lookAt(pizza, "2026-11-27T15:00:00-05:00")).toEqual({ state: "open", words: "open now, closes 10 PM" });
  });

  it("closes soon within 30 minutes of closing", () => {
    expect(lookAt(pizza, "2026-11-27T21:40:00-05:00")).toEqual({
      state: "closing-soon",
      words: "closes soon, 10 PM",
    });
  });

  it("is closed, saying when it opens, and names the holiday it is closed for", () => {
    expect(lookAt(pizza, "2026-11-27T08:00:00-05:00")).toEqual({ state: "closed", words: "closed, opens 11 AM" });
    expect(lookAt(pizza, "2026-11-26T12:00:00-05:00")).toEqual({
      state: "closed",
      words: "closed today (Thanksgiving Day), opens Fri 11 AM",
    });
  });

  it("is open around the clock as open", () => {
    expect(lookAt(calendarOf("24/7"), "2026-11-27T03:00:00-05:00")).toEqual({ state: "open", words: "open 24 hours" });
  });

  it("is not known when the hours are not, and when the guide cannot say (hours vary, by appointment)", () => {
    expect(lookAt(null, "2026-11-27T12:00:00-05:00")).toEqual({ state: "unknown", words: "hours not known" });
    expect(lookAt(calendarOf('Mo-Su unknown "Varies with shows"'), "2026-11-27T12:00:00-05:00")).toEqual({
      state: "unknown",
      words: "hours vary",
    });
    expect(lookAt(calendarOf('Mo-Su unknown "Tours by appointment"'), "2026-11-27T12:00:00-05:00")).toEqual({
      state: "unknown",
      words: "by appointment",
    });
    // A date past what the build read: not known, never a guess.
    expect(lookAt(pizza, "2028-06-01T12:00:00-04:00")).toEqual({ state: "unknown", words: "hours not known" });
  });

  it("is open or closes soon exactly when the Open now filter keeps the place, every 5 minutes of a week", () => {
    const kinds = [pizza, calendarOf("Mo-Fr 07:00-11:00,17:00-02:00"), calendarOf("24/7")];
    for (const hours of kinds) {
      for (let minutes = 0; minutes < 7 * 24 * 60; minutes += 5) {
        const now = new Date(Date.parse("2026-11-30T00:00:00-05:00") + minutes * 60_000);
        const { state } = markerLook(rule, hours, now, timeZone);
        expect(state === "open" || state === "closing-soon", now.toISOString()).toBe(
          rule.isOpenAt(hours, now, { timeZone }),
        );
        expect(state, now.toISOString()).toBe(markerStateOf(rule.openState(hours, now, { timeZone })));
      }
    }
  });

  it("names the marker after its place, then its state", () => {
    expect(markerName("Rubino's Pizza", { state: "open", words: "open now, closes 10 PM" })).toBe(
      "Rubino's Pizza, open now, closes 10 PM",
    );
    expect(markerName("Rubino's Pizza", undefined)).toBe("Rubino's Pizza");
  });

  it("draws each state as its own pin and glyph, hidden from assistive technology", () => {
    const drawn = markerStates.map((state) => pinSvg(state));
    expect(new Set(drawn).size).toBe(markerStates.length);
    for (const [at, svg] of drawn.entries()) {
      expect(svg).toContain(`map-pin-${markerStates[at]}`);
      expect(svg).toContain('aria-hidden="true"');
    }
    expect(pinSvg("open", 20)).toContain('width="20" height="27"');
  });
});
