import { describe, expect, it } from "vitest";
import { expandHours } from "./hours-calendar";
import { compactHours } from "./opening-hours.server";
import { weekdays } from "./days";
import { weeklyHours } from "./weekly-hours";

const highbanks = { lat: 40.145365, lng: -83.027064 };
const built = { year: 2026, month: 11, day: 24 };
const rowsOf = (text: string, date = built) =>
  weeklyHours(expandHours(compactHours(text, highbanks, built))!, date).map((row) => row.hours);

describe("the week's hours as people read them (product §2, §9, §11)", () => {
  it("lists seven days, Monday first, with the dates of the week asked for", () => {
    const rows = weeklyHours(expandHours(compactHours("Mo-Fr 09:00-17:00", highbanks, built))!, built);
    expect(rows.map((row) => row.day)).toEqual([...weekdays]);
    expect(rows[0]!.date).toEqual({ year: 2026, month: 11, day: 23 });
    expect(rows[6]!.date).toEqual({ year: 2026, month: 11, day: 29 });
  });
  it("writes spans in the content's clock, a day not named as 'Closed', and 24 hours in words", () => {
    expect(rowsOf("Mo-Fr 11:00-14:00,17:00-22:00; Sa 00:00-24:00")).toEqual([
      ...Array(5).fill("11:00 AM - 2:00 PM, 5:00 PM - 10:00 PM"),
      "Open 24 hours",
      "Closed",
    ]);
  });
  it("keeps an overnight span on the day it starts", () => {
    expect(rowsOf("Fr 20:00-02:00")[4]).toBe("8:00 PM - 2:00 AM");
    expect(rowsOf("Fr 20:00-02:00")[5]).toBe("Closed");
  });
  it("shows the guide's words for days without times", () => {
    expect(rowsOf('Sa unknown "Game days only"')[5]).toBe("Game days only");
  });
  it("shows each date its own season: the week of Apr 1, 2027 has winter hours to Wednesday and summer from Thursday", () => {
    const rows = rowsOf("Apr-Sep 06:30-22:00; Oct-Mar 06:30-20:00", { year: 2027, month: 4, day: 1 });
    expect(rows.slice(0, 3)).toEqual(Array(3).fill("6:30 AM - 8:00 PM"));
    expect(rows.slice(3)).toEqual(Array(4).fill("6:30 AM - 10:00 PM"));
  });
  it("marks closed days and days past what the build read as not open", () => {
    const calendar = expandHours(compactHours("Mo 09:00-17:00", highbanks, built))!;
    expect(weeklyHours(calendar, built).map((row) => row.open)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(weeklyHours(calendar, { year: 2028, month: 6, day: 1 }).map((row) => row.hours)).toEqual(
      Array(7).fill("Not known"),
    );
  });
  it("reads holidays of the city's region: closed on Thanksgiving, Nov 26, 2026", () => {
    expect(rowsOf("Mo-Fr 09:00-17:00; PH off")).toEqual([
      ...Array(3).fill("9:00 AM - 5:00 PM"),
      "Closed (Thanksgiving Day)",
      "9:00 AM - 5:00 PM",
      "Closed",
      "Closed",
    ]);
  });
});
