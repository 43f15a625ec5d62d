import { describe, expect, it } from "vitest";
import { hoursUnknownText, hoursVaryText, unjudgedText } from "./hours-unknown-note";

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
  it("says each other reason in the same words, one place or several (product §12.6-§12.7)", () => {
    const venue = { one: "Venue", other: "Venues" };
    expect(hoursVaryText(4, venue)).toBe("4 venues left out because their hours vary:");
    expect(hoursVaryText(1, venue)).toBe("1 venue left out because its hours vary:");
    expect(unjudgedText(12, noun, { stepFree: true, diets: [] })).toBe(
      "12 restaurants left out because nobody has told the guide about their step-free access.",
    );
    expect(unjudgedText(1, noun, { stepFree: true, diets: ["vegan", "halal"] })).toBe(
      "1 restaurant left out because nobody has told the guide about its step-free access or vegan and halal dishes.",
    );
  });
});
