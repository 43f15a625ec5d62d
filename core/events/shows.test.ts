import { describe, expect, it } from "vitest";
import { expandHours, type CompactHours } from "../hours/hours-calendar";
import { isOpenAt, openState, openStateText } from "../hours/open-state";

const options = { timeZone: "America/New_York" };
const week = ["shows", "shows", "shows", "shows", "shows", "shows", "shows"] as const;
// A venue whose hours vary with shows, with a show on Saturday 2026-12-05 from 7 PM to 1 AM.
const venue: CompactHours = {
  from: "2026-11-23",
  periods: [["2027-12-01", week]],
  shows: [["2026-12-05", 19 * 60, 25 * 60]],
};
const at = (iso: string) => new Date(iso);

describe("a 'Varies with shows' venue with a show tonight (decision 073)", () => {
  const hours = expandHours(venue);

  it("reads Show tonight, doors 7 PM before the doors, and is not open yet", () => {
    const state = openState(hours, at("2026-12-05T18:00:00-05:00"), options);
    expect(state && openStateText(state).text).toBe("Show tonight, doors 7 PM");
    expect(isOpenAt(hours, at("2026-12-05T18:00:00-05:00"), options)).toBe(false);
  });

  it("is open during the show, past midnight too, and not after it ends", () => {
    expect(isOpenAt(hours, at("2026-12-05T22:00:00-05:00"), options)).toBe(true);
    expect(isOpenAt(hours, at("2026-12-06T00:30:00-05:00"), options)).toBe(true);
    const late = openState(hours, at("2026-12-06T00:30:00-05:00"), options);
    expect(late && openStateText(late).text).toBe("Show tonight, doors 7 PM");
    expect(isOpenAt(hours, at("2026-12-06T01:00:00-05:00"), options)).toBe(false);
    expect(openState(hours, at("2026-12-06T01:00:00-05:00"), options)?.kind).toBe("hours-vary");
  });

  it("is Hours vary on a night without a show, as before", () => {
    expect(openState(hours, at("2026-12-04T22:00:00-05:00"), options)?.kind).toBe("hours-vary");
    expect(isOpenAt(hours, at("2026-12-04T22:00:00-05:00"), options)).toBe(false);
  });
});
