import { describe, expect, it } from "vitest";
import { offsetAt, zoneOffsets } from "./zone-offsets";
import { intlZonedMoment, zonedMoment } from "./zoned-time";

const minute = (iso: string) => Date.parse(iso) / 60_000;

describe("the city's offset table (decision 015)", () => {
  const newYork = zoneOffsets("America/New_York", 2026, 2028);

  it("changes at 2 AM local on the US daylight-saving days, to the minute", () => {
    expect(newYork.table.map(([start, offset]) => [new Date(start * 60_000).toISOString(), offset])).toEqual([
      ["2026-01-01T00:00:00.000Z", -300],
      ["2026-03-08T07:00:00.000Z", -240],
      ["2026-11-01T06:00:00.000Z", -300],
      ["2027-03-14T07:00:00.000Z", -240],
      ["2027-11-07T06:00:00.000Z", -300],
    ]);
  });

  it("answers inside its years and null outside them", () => {
    expect(offsetAt(newYork, minute("2026-03-08T06:59:00Z"))).toBe(-300);
    expect(offsetAt(newYork, minute("2026-03-08T07:00:00Z"))).toBe(-240);
    expect(offsetAt(newYork, minute("2025-12-31T23:59:00Z"))).toBeNull();
    expect(offsetAt(newYork, minute("2028-01-01T00:00:00Z"))).toBeNull();
  });

  it("follows a zone with half-hour offsets and no daylight saving (Asia/Kolkata)", () => {
    expect(zoneOffsets("Asia/Kolkata", 2026, 2027).table).toEqual([[minute("2026-01-01T00:00:00Z"), 330]]);
  });

  it("throws for a zone Intl does not know", () => {
    expect(() => zoneOffsets("Mars/Olympus_Mons", 2026, 2027)).toThrow(RangeError);
  });

  it("gives the same date, weekday and minute as Intl, every 97 minutes over two years (the build's table)", () => {
    expect(__ZONE_OFFSETS__.timeZone).toBe("America/New_York");
    const from = Date.parse("2026-01-01T00:00:00Z");
    const to = Date.parse("2028-01-01T00:00:00Z");
    let checked = 0;
    for (let time = from; time < to; time += 97 * 60_000) {
      const now = new Date(time);
      expect(zonedMoment(now, "America/New_York"), now.toISOString()).toEqual(intlZonedMoment(now, "America/New_York"));
      checked++;
    }
    expect(checked).toBeGreaterThan(10_000);
  });

  it("reads Intl past the table's years", () => {
    const later = new Date("2045-07-04T16:00:00Z");
    expect(zonedMoment(later, "America/New_York")).toEqual({
      date: { year: 2045, month: 7, day: 4 },
      weekday: 1,
      minutes: 12 * 60,
    });
  });
});
