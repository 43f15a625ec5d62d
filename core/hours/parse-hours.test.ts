import { describe, expect, it } from "vitest";
import { parseClockTime, parseHoursText, parseOpeningHours } from "./parse-hours";

describe("parseClockTime", () => {
  it("reads 12:00 AM as midnight and 12:00 PM as noon", () => {
    expect(parseClockTime("12:00 AM")).toBe(0);
    expect(parseClockTime("12:00 PM")).toBe(720);
    expect(parseClockTime("12:30 AM")).toBe(30);
  });
  it("reads morning and evening times in minutes", () => {
    expect(parseClockTime("9:45 AM")).toBe(585);
    expect(parseClockTime("9:45 PM")).toBe(1305);
    expect(parseClockTime("11:00 PM")).toBe(1380);
  });
  it("refuses times outside the grammar", () => {
    for (const text of ["13:00 PM", "0:30 AM", "09:00 AM", "9:00 am", "9 AM", "9:5 AM", "9:60 AM", "9:00AM", "21:00"]) {
      expect(parseClockTime(text), text).toBeNull();
    }
  });
});

describe("parseHoursText", () => {
  it("turns a span into minutes of the day it belongs to", () => {
    expect(parseHoursText("11:00 AM - 10:00 PM", 0)).toEqual({
      ok: true,
      hours: [{ day: 0, opens: 660, closes: 1320 }],
    });
  });
  it("reads several spans joined by ', '", () => {
    expect(parseHoursText("11:00 AM - 2:00 PM, 5:00 PM - 10:00 PM", 3)).toEqual({
      ok: true,
      hours: [
        { day: 3, opens: 660, closes: 840 },
        { day: 3, opens: 1020, closes: 1320 },
      ],
    });
  });
  it("keeps a span that ends after midnight on the day it starts, closing past 1440", () => {
    expect(parseHoursText("8:00 PM - 2:00 AM", 4)).toEqual({
      ok: true,
      hours: [{ day: 4, opens: 1200, closes: 1560 }],
    });
    expect(parseHoursText("4:00 PM - 2:30 AM", 5)).toEqual({ ok: true, hours: [{ day: 5, opens: 960, closes: 1590 }] });
  });
  it("closes at the end of the day for 12:00 AM", () => {
    expect(parseHoursText("12:00 PM - 12:00 AM", 6)).toEqual({
      ok: true,
      hours: [{ day: 6, opens: 720, closes: 1440 }],
    });
  });
  it("reads 'Closed' as a day without spans", () => {
    expect(parseHoursText("Closed", 0)).toEqual({ ok: true, hours: [] });
  });
  it("names each special case", () => {
    for (const text of [
      "Open 24 hours",
      "Sunrise to Sunset",
      "Tours by appointment",
      "Game days only",
      "Varies with shows",
    ]) {
      expect(parseHoursText(text, 2)).toEqual({ ok: true, hours: text });
    }
  });
  it("refuses texts that are neither, with a message quoting the text", () => {
    for (const text of [
      "11 AM - 10 PM",
      "11:00 am - 10:00 pm",
      "11:00 AM – 10:00 PM",
      "11:00 AM-10:00 PM",
      "11:00 AM - 2:00 PM,5:00 PM - 10:00 PM",
      "11:00 AM - 2:00 PM; 5:00 PM - 10:00 PM",
      "11:00 AM - ",
      "closed",
      "Open 24 Hours",
      "Seasonal",
      "",
    ]) {
      const parsed = parseHoursText(text, 0);
      expect(parsed.ok, text).toBe(false);
      if (!parsed.ok) expect(parsed.error).toContain(`"${text}"`);
    }
  });
  it("refuses spans out of order or overlapping, and a span after one that runs past midnight", () => {
    expect(parseHoursText("5:00 PM - 10:00 PM, 11:00 AM - 2:00 PM", 0).ok).toBe(false);
    expect(parseHoursText("11:00 AM - 3:00 PM, 2:00 PM - 10:00 PM", 0).ok).toBe(false);
    expect(parseHoursText("8:00 PM - 2:00 AM, 11:00 PM - 11:30 PM", 0)).toMatchObject({
      ok: false,
      error: expect.stringContaining("past midnight"),
    });
  });
});

describe("parseOpeningHours", () => {
  it("gives null for a place whose hours are not known ({})", () => {
    expect(parseOpeningHours({})).toBeNull();
  });
  it("lists seven days Monday first, a missing day closed, lower-case keys as coffee places write them", () => {
    const week = parseOpeningHours({ sunday: "8:00 AM - 2:00 PM", Tuesday: "Varies with shows" });
    expect(week).toHaveLength(7);
    expect(week?.[0]).toEqual([]);
    expect(week?.[1]).toBe("Varies with shows");
    expect(week?.[6]).toEqual([{ day: 6, opens: 480, closes: 840 }]);
  });
  it("names the day of a text it cannot read", () => {
    expect(() => parseOpeningHours({ Friday: "late" })).toThrow(/Friday.*"late"/);
  });
});
