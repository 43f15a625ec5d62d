import { describe, expect, it } from "vitest";
import { weeklyHoursFromText } from "../desk/guide-record";
import { guideWeek, weekOfOpeningHours, weekText } from "./opening-hours";

describe("OpenStreetMap's opening_hours in the guide's words (decision 035)", () => {
  it("reads day ranges, lists, several spans, off, 24/7, midnight and past-midnight closes", () => {
    expect(weekOfOpeningHours("Mo-Fr 09:00-17:00; Sa 10:00-16:00")).toEqual({
      Monday: "9:00 AM - 5:00 PM",
      Tuesday: "9:00 AM - 5:00 PM",
      Wednesday: "9:00 AM - 5:00 PM",
      Thursday: "9:00 AM - 5:00 PM",
      Friday: "9:00 AM - 5:00 PM",
      Saturday: "10:00 AM - 4:00 PM",
      Sunday: "Closed",
    });
    expect(weekOfOpeningHours("Tu-Su 11:30-14:00,17:00-22:00")!.Tuesday).toBe("11:30 AM - 2:00 PM, 5:00 PM - 10:00 PM");
    expect(weekOfOpeningHours("Fr,Sa 22:00-03:00")).toMatchObject({ Friday: "10:00 PM - 3:00 AM", Monday: "Closed" });
    expect(weekOfOpeningHours("Mo-Su 10:00-24:00")!.Sunday).toBe("10:00 AM - 12:00 AM");
    expect(weekOfOpeningHours("Sa-Mo 12:00-20:00; Mo off")).toMatchObject({
      Saturday: "12:00 PM - 8:00 PM",
      Sunday: "12:00 PM - 8:00 PM",
      Monday: "Closed",
    });
    expect(Object.values(weekOfOpeningHours("24/7")!)).toEqual(Array(7).fill("Open 24 hours"));
    expect(weekOfOpeningHours("Mo-Su 00:00-24:00")!.Monday).toBe("Open 24 hours");
    expect(weekOfOpeningHours("10:00-18:00")!.Wednesday).toBe("10:00 AM - 6:00 PM");
    expect(weekOfOpeningHours("Mo - Fr 09:00 - 17:00; PH off")!.Friday).toBe("9:00 AM - 5:00 PM");
  });

  it("guesses at nothing beyond the simple form", () => {
    for (const text of [
      "Mo-Su 10:00-17:00; Jan 01 off",
      "Mo-Fr 09:00+",
      "sunrise-sunset",
      'Mo-Fr 09:00-17:00 "by appointment"',
      "Mo-Fr 08:00-12:00 || PH off",
      "Mo[1] 10:00-12:00",
      "PH 10:00-12:00",
      "Mo-Fr 25:00-26:00",
      "",
    ])
      expect(weekOfOpeningHours(text), text).toBeNull();
  });

  it("writes a week the way the desk takes hours, which the desk then reads back to the same week", () => {
    const week = weekOfOpeningHours("Mo-Fr 07:00-15:00; Sa 08:00-14:00; PH off")!;
    const text = weekText(week);
    expect(text).toBe("Mon-Fri 7:00 AM - 3:00 PM; Sat 8:00 AM - 2:00 PM; Sun Closed");
    expect(weeklyHoursFromText(text)).toEqual({ ok: true, hours: week });
    for (const osm of ["24/7", "Fr,Sa 22:00-03:00", "Tu-Su 11:30-14:00,17:00-22:00", "Mo-Su 10:00-24:00"]) {
      const read = weekOfOpeningHours(osm)!;
      expect(weeklyHoursFromText(weekText(read)), osm).toEqual({ ok: true, hours: read });
    }
  });

  it("reads the guide's hours for comparing: unknown is null, a day it does not name is Closed", () => {
    expect(guideWeek({})).toBeNull();
    expect(guideWeek({ friday: "8:00 PM - 2:00 AM" })).toMatchObject({ Friday: "8:00 PM - 2:00 AM", Monday: "Closed" });
  });
});
