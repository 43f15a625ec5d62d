import { describe, expect, it } from "vitest";
import { weekdays } from "./parse-hours";
import { weeklyHours } from "./weekly-hours";

describe("weekly hours (product §2, §9)", () => {
  it("lists seven days, Monday first", () => {
    expect(weeklyHours({}).map((row) => row.day)).toEqual([...weekdays]);
    expect(weekdays[0]).toBe("Monday");
  });
  it("shows 'Closed' for a missing day", () => {
    const rows = weeklyHours({ Tuesday: "5:00 PM - 10:00 PM" });
    expect(rows.find((row) => row.day === "Monday")?.hours).toBe("Closed");
    expect(rows.find((row) => row.day === "Tuesday")?.hours).toBe("5:00 PM - 10:00 PM");
  });
  it("shows 'Closed' for every day when the place lists no hours at all (product §2: a missing day shows Closed)", () => {
    expect(weeklyHours({}).map((row) => row.hours)).toEqual(Array(7).fill("Closed"));
    expect(weeklyHours({}).some((row) => row.open)).toBe(false);
  });
  it("marks closed days, listed or missing, as not open", () => {
    const rows = weeklyHours({ Monday: "Closed", Tuesday: "Varies with shows" });
    expect(rows.map((row) => row.open)).toEqual([false, true, false, false, false, false, false]);
  });
  it("reads lower-case keys as coffee places store them", () => {
    const rows = weeklyHours({ sunday: "8:00 AM - 2:00 PM", monday: "7:00 AM - 6:00 PM" });
    expect(rows[0]).toEqual({ day: "Monday", hours: "7:00 AM - 6:00 PM", open: true });
    expect(rows[6]).toEqual({ day: "Sunday", hours: "8:00 AM - 2:00 PM", open: true });
  });
  it("keeps free text as written", () => {
    expect(weeklyHours({ Saturday: "Game days only" })[5]?.hours).toBe("Game days only");
  });
});
