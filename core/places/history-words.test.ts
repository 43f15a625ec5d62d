import { describe, expect, it } from "vitest";
import { historyInWords, hoursInWords } from "./history-words.server";

const point = { lat: 39.9842, lng: -83.0145 };
const date = { year: 2026, month: 11, day: 25 };

describe("the public history in the place page's words (decision 050)", () => {
  it("says hours stored as opening_hours text in the page's words; words already stay", () => {
    expect(hoursInWords("Mo-Su 08:00-14:30", point, date)).toBe("Every day 8 AM - 2:30 PM");
    expect(hoursInWords("Mo-Fr 07:00-15:00", point, date)).toBe("Mon-Fri 7 AM - 3 PM; Sat, Sun closed");
    expect(hoursInWords("Mon-Fri 7 AM - 3 PM; Sat, Sun closed", point, date)).toBe(
      "Mon-Fri 7 AM - 3 PM; Sat, Sun closed",
    );
    expect(hoursInWords("", point, date)).toBe("");
  });

  it("leaves out the guide's workings: the map's point, its embed address, the featured flag", () => {
    const [version] = historyInWords(
      [
        {
          at: "2026-11-20T15:00:00Z",
          kind: "correction",
          changes: [
            { field: "Point on the map", before: "", after: "39.98420, -83.01450" },
            { field: "Map", before: "", after: "https://www.google.com/maps/embed?pb=1" },
            { field: "Featured", before: "", after: "yes" },
            { field: "Hours", before: "Mo-Su 08:00-14:30", after: "Mo-Su 08:00-15:00" },
            { field: "Phone", before: "(614) 555-0142", after: "(614) 555-0143" },
          ],
          sources: [],
        },
      ],
      point,
      date,
    );
    expect(version!.changes).toEqual([
      { field: "Hours", before: "Every day 8 AM - 2:30 PM", after: "Every day 8 AM - 3 PM" },
      { field: "Phone", before: "(614) 555-0142", after: "(614) 555-0143" },
    ]);
  });
});
