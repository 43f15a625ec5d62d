import { describe, expect, it } from "vitest";
import { correctionHref, factsCheckedLabel, formatDate, ratingLabel, reviewCountLabel } from "./facts";

describe("facts on the page (product §10)", () => {
  it("writes dates as precisely as they are given", () => {
    expect(formatDate("2025-09-20")).toBe("September 20, 2025");
    expect(formatDate("2025-09")).toBe("September 2025");
    expect(formatDate("2023")).toBe("2023");
    expect(formatDate("soon")).toBe("soon");
  });
  it("says when the facts were checked, to the month", () => {
    expect(factsCheckedLabel("2026-11-22")).toBe("Facts checked November 2026");
    expect(factsCheckedLabel("2026-01-05")).toBe("Facts checked January 2026");
  });
  it("labels the rating as the guide's own score", () => {
    expect(ratingLabel(4.5)).toBe("Rated 4.5 out of 5 by Discover Columbus");
    expect(ratingLabel(4)).toBe("Rated 4.0 out of 5 by Discover Columbus");
  });
  it("gives a review count with where and when it was counted, with thousands separators", () => {
    expect(reviewCountLabel(12400, { site: "Tripadvisor", date: "2025-03" })).toBe(
      "12,400 Tripadvisor reviews, March 2025",
    );
    expect(reviewCountLabel(1, { site: "Google", date: "2025-03-02" })).toBe("1 Google review, March 2, 2025");
  });
  it("sends a correction to the contact form with the place named, and the fact when one is asked for", () => {
    expect(correctionHref("lindeys")).toBe("/contact?place=lindeys");
    expect(correctionHref("lindeys", "wheelchair")).toBe("/contact?place=lindeys&fact=wheelchair");
    expect(correctionHref("lindeys", "diet:vegan")).toBe("/contact?place=lindeys&fact=diet:vegan");
  });
});
