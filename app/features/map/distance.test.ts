import { describe, expect, it } from "vitest";
import { distanceMiles, formatMiles, sortByDistance } from "./distance";

describe("distanceMiles (haversine)", () => {
  it("is zero from a point to itself", () => {
    expect(distanceMiles({ lat: 39.9612, lng: -82.9988 }, { lat: 39.9612, lng: -82.9988 })).toBe(0);
  });

  it("gives one degree of latitude as about 69.1 miles", () => {
    expect(distanceMiles({ lat: 39, lng: -83 }, { lat: 40, lng: -83 })).toBeCloseTo(69.09, 1);
  });

  it("gives one degree of longitude at 40° N as about 52.9 miles (cos 40° of a degree at the equator)", () => {
    expect(distanceMiles({ lat: 40, lng: -83 }, { lat: 40, lng: -82 })).toBeCloseTo(52.93, 1);
  });

  it("matches published great-circle distances between airports (JFK-LAX 2,475 mi, LHR-JFK 3,451 mi) within 0.5 %", () => {
    const jfk = { lat: 40.6398, lng: -73.7789 };
    const lax = { lat: 33.9425, lng: -118.4081 };
    const lhr = { lat: 51.4775, lng: -0.4614 };
    expect(Math.abs(distanceMiles(jfk, lax) - 2475) / 2475).toBeLessThan(0.005);
    expect(Math.abs(distanceMiles(lhr, jfk) - 3451) / 3451).toBeLessThan(0.005);
  });

  it("is symmetric", () => {
    const a = { lat: 39.9612, lng: -82.9988 };
    const b = { lat: 40.0992, lng: -83.1141 };
    expect(distanceMiles(a, b)).toBeCloseTo(distanceMiles(b, a), 10);
  });
});

describe("formatMiles", () => {
  it.each([
    [0.84, "0.8 mi"],
    [0.85, "0.9 mi"],
    [1, "1.0 mi"],
    [9.94, "9.9 mi"],
    [9.96, "10 mi"],
    [12.4, "12 mi"],
    [0.04, "< 0.1 mi"],
    [0, "< 0.1 mi"],
  ])("%s miles reads %s", (miles, label) => {
    expect(formatMiles(miles)).toBe(label);
  });

  it("refuses a negative or missing distance", () => {
    expect(() => formatMiles(-1)).toThrow(RangeError);
    expect(() => formatMiles(Number.NaN)).toThrow(RangeError);
  });
});

describe("sortByDistance", () => {
  it("puts the nearest first and places without a point last, in their order", () => {
    const from = { lat: 39.9612, lng: -82.9988 };
    const places = [
      { name: "far", geo: { lat: 40.1, lng: -83.1 } },
      { name: "no point A" },
      { name: "near", geo: { lat: 39.962, lng: -82.999 } },
      { name: "no point B" },
      { name: "middle", geo: { lat: 39.99, lng: -83.0 } },
    ];
    const sorted = sortByDistance(places, from);
    expect(sorted.map((entry) => entry.place.name)).toEqual(["near", "middle", "far", "no point A", "no point B"]);
    expect(sorted[0]!.miles).toBeLessThan(0.1);
    expect(sorted[3]!.miles).toBeUndefined();
  });
});
