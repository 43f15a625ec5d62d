import { describe, expect, it } from "vitest";
import { parseSharedIds, sharedListPath } from "./shared-list";

const byId = new Map([
  [101, "Lindey's"],
  [205, "Land-Grant"],
]);

describe("shared lists", () => {
  it("writes the ids in order into /saved?ids=", () => {
    expect(sharedListPath([205, 101])).toBe("/saved?ids=205,101");
  });

  it("reads the places back in the link's order", () => {
    expect(parseSharedIds("205,101", byId)).toEqual({ places: ["Land-Grant", "Lindey's"], skipped: 0 });
  });

  it("skips malformed, unknown and repeated entries and counts them", () => {
    expect(parseSharedIds("101,abc,999,,101,-5,1e3, 205 ", byId)).toEqual({
      places: ["Lindey's", "Land-Grant"],
      skipped: 5,
    });
  });

  it("reads an empty or hostile value as no places", () => {
    expect(parseSharedIds("", byId)).toEqual({ places: [], skipped: 0 });
    expect(parseSharedIds("<script>,%00", byId)).toEqual({ places: [], skipped: 2 });
  });
});
