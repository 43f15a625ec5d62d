import { describe, expect, it } from "vitest";
import { compactWeek, expandHours, expandWeek, nextHoursChange, type OpeningWeek } from "./hours-calendar";

describe("the compact hours the browser gets (decision 038)", () => {
  it("round-trips spans, closed days, 24 hours, overnight spans and the guide's words through JSON", () => {
    const week: OpeningWeek = [
      [],
      [
        { day: 1, opens: 660, closes: 840 },
        { day: 1, opens: 1020, closes: 1320 },
      ],
      [{ day: 2, opens: 0, closes: 1440 }],
      "Varies with shows",
      [{ day: 4, opens: 1200, closes: 1560 }],
      "Game days only",
      "Tours by appointment",
    ];
    const compact = compactWeek(week);
    expect(compact).toEqual([[], [660, 840, 1020, 1320], [0, 1440], "shows", [1200, 1560], "game", "appt"]);
    expect(expandWeek(JSON.parse(JSON.stringify(compact)))).toEqual(week);
  });
  it("announces the next period's start within the days asked, never the end of what the build read", () => {
    const hours = expandHours({
      from: "2027-03-01",
      periods: [
        ["2027-04-01", Array(7).fill([390, 1200])],
        ["2027-06-01", Array(7).fill([390, 1320])],
      ],
    })!;
    expect(nextHoursChange(hours, { year: 2027, month: 3, day: 25 }, 14)).toEqual({ year: 2027, month: 4, day: 1 });
    expect(nextHoursChange(hours, { year: 2027, month: 3, day: 10 }, 14)).toBeNull();
    expect(nextHoursChange(hours, { year: 2027, month: 5, day: 25 }, 14)).toBeNull();
    expect(expandHours(null)).toBeNull();
  });
});
