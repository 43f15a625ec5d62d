import { describe, expect, it } from "vitest";
import { countSections } from "./guide-sections";

describe("countSections", () => {
  it("counts clubs and bars together and keeps the sections' order", () => {
    const places = [
      { type: "bar" },
      { type: "club" },
      { type: "restaurant" },
      { type: "coffee" },
      { type: "bar" },
    ] as const;
    expect(countSections(places).map(({ label, to }) => [label, to])).toEqual([
      ["1 restaurant", "/restaurants"],
      ["3 clubs and bars", "/clubs-and-bars"],
      ["0 attractions", "/attractions"],
      ["1 coffee shop", "/coffee-shops"],
    ]);
  });
});
