import { describe, expect, it } from "vitest";
import { hoursUnknownText } from "./hours-unknown-note";

const noun = { one: "Restaurant", other: "Restaurants" };

describe("the left-out note's words (product §12.6)", () => {
  it("says how many were left out, in the list's own noun", () => {
    expect(hoursUnknownText(19, noun, false)).toBe("19 restaurants left out because their hours are not known.");
    expect(hoursUnknownText(1, noun, false)).toBe("1 restaurant left out because its hours are not known.");
  });
  it("says they are shown after the open places once asked for", () => {
    expect(hoursUnknownText(2, noun, true)).toBe(
      "Also showing 2 restaurants whose hours are not known, after those open now.",
    );
  });
});
