import { describe, expect, it } from "vitest";
import { formatCount } from "./place-badges";

describe("formatCount (product §9: review counts with thousands separators)", () => {
  it("groups thousands with commas", () => {
    expect(formatCount(1234)).toBe("1,234");
    expect(formatCount(12345)).toBe("12,345");
    expect(formatCount(1234567)).toBe("1,234,567");
  });

  it("leaves counts under a thousand alone", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(7)).toBe("7");
    expect(formatCount(999)).toBe("999");
  });

  it("writes what en-US number formatting writes, for every count the guide could hold", () => {
    for (const count of [1000, 10000, 100000, 999999, 1000000, 40210, 205001]) {
      expect(formatCount(count)).toBe(count.toLocaleString("en-US"));
    }
  });
});
