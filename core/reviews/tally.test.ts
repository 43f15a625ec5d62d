import { describe, expect, it } from "vitest";
import { reviewGroundKeys } from "./grounds";
import { emptyMonth, monthlyTally, type TallyRow } from "./tally";

function row(overrides: Partial<TallyRow> = {}): TallyRow {
  return { receivedAt: "2026-10-15T16:00:00Z", stars: 4, status: "published", ...overrides };
}

describe("monthlyTally (product §19.9)", () => {
  it("has no months without reviews", () => {
    expect(monthlyTally([])).toEqual([]);
  });

  it("counts a review in the month it was received in Columbus, not in UTC", () => {
    // 2026-11-01T03:30Z is 23:30 on October 31 in Columbus (EDT, UTC-4).
    const [october, ...rest] = monthlyTally([row({ receivedAt: "2026-11-01T03:30:00Z", stars: 2 })]);
    expect(rest).toEqual([]);
    expect(october?.month).toBe("2026-10");
    expect(october?.received).toEqual([0, 1, 0, 0, 0]);
    // 2026-11-01T04:30Z is 00:30 on November 1 in Columbus.
    expect(monthlyTally([row({ receivedAt: "2026-11-01T04:30:00Z" })]).map((month) => month.month)).toEqual([
      "2026-11",
    ]);
    // In winter (EST, UTC-5): 2027-01-01T04:59Z is still December 31.
    expect(monthlyTally([row({ receivedAt: "2027-01-01T04:59:00Z" })]).map((month) => month.month)).toEqual([
      "2026-12",
    ]);
  });

  it("lists months newest first, the years' turn included", () => {
    const months = monthlyTally([
      row({ receivedAt: "2026-09-03T12:00:00Z" }),
      row({ receivedAt: "2027-01-10T12:00:00Z" }),
      row({ receivedAt: "2026-12-24T12:00:00Z" }),
      row({ receivedAt: "2026-09-30T12:00:00Z" }),
    ]);
    expect(months.map((month) => month.month)).toEqual(["2027-01", "2026-12", "2026-09"]);
    expect(months[2]?.received).toEqual([0, 0, 0, 2, 0]);
  });

  it("counts every review once as received, and published ones again as published, by stars", () => {
    const [month] = monthlyTally([
      row({ stars: 5 }),
      row({ stars: 5 }),
      row({ stars: 1 }),
      row({ stars: 3, status: "waiting" }),
    ]);
    expect(month?.received).toEqual([1, 0, 1, 0, 2]);
    expect(month?.published).toEqual([1, 0, 0, 0, 2]);
  });

  it("counts declined and removed reviews under their ground, for every ground", () => {
    const rows = reviewGroundKeys.flatMap((ground, i) => [
      row({ status: "declined", ground, stars: i + 1 }),
      row({ status: "removed", ground, stars: 5 }),
    ]);
    const [month] = monthlyTally(rows);
    expect(month?.received).toEqual([1, 1, 1, 1, 4]);
    expect(month?.published).toEqual([0, 0, 0, 0, 0]);
    expect(month?.removed).toEqual({
      spam: [1, 0, 0, 0, 1],
      "conflict-of-interest": [0, 1, 0, 0, 1],
      "not-first-hand": [0, 0, 1, 0, 1],
      "hateful-or-private": [0, 0, 0, 1, 1],
    });
  });

  it("counts a withdrawn review as received only", () => {
    const [month] = monthlyTally([row({ status: "withdrawn", stars: 1 })]);
    expect(month).toEqual({ ...emptyMonth("2026-10"), received: [1, 0, 0, 0, 0] });
  });

  it("leaves out rows it cannot place rather than guess", () => {
    expect(
      monthlyTally([
        row({ stars: 0 }),
        row({ stars: 6 }),
        row({ receivedAt: "not a date" }),
        row({ status: "removed" }),
      ]),
    ).toEqual([]);
  });
});
