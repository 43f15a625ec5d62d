import { describe, expect, it } from "vitest";
import type { PublishedReview } from "./published";
import { placeReviews, reviewSummary } from "./summary";

/** A published review with what a test does not care about filled in. */
function review(id: number, stars: number, publishedAt = "2026-11-10T15:00:00Z"): PublishedReview {
  return {
    id,
    stars,
    text: "A fictional visit to a fictional place, told at length so it reads like a review.",
    publicName: `Tester ${id}`,
    visitMonth: "2026-10",
    emailVerified: true,
    publishedAt,
  };
}

describe("the summary of a place's reviews (product §19.6)", () => {
  it("counts none and splits nothing when there is no review, with no average", () => {
    expect(reviewSummary([])).toEqual({ count: 0, byStars: [0, 0, 0, 0, 0] });
  });

  it("counts the reviews and splits them by stars, 1 star first", () => {
    const summary = reviewSummary([review(1, 5), review(2, 5), review(3, 1), review(4, 3)]);
    expect(summary.count).toBe(4);
    expect(summary.byStars).toEqual([1, 0, 1, 0, 2]);
  });

  it("gives no average below 5 reviews", () => {
    expect(reviewSummary([review(1, 5), review(2, 4), review(3, 4), review(4, 2)])).not.toHaveProperty("average");
  });

  it("gives the average from 5 reviews on, rounded to one decimal", () => {
    // 5 + 4 + 4 + 2 + 1 = 16 / 5 = 3.2
    expect(reviewSummary([review(1, 5), review(2, 4), review(3, 4), review(4, 2), review(5, 1)]).average).toBe(3.2);
    // 5 + 5 + 4 + 4 + 4 + 3 = 25 / 6 = 4.1666...
    const six = [review(1, 5), review(2, 5), review(3, 4), review(4, 4), review(5, 4), review(6, 3)];
    expect(reviewSummary(six).average).toBe(4.2);
  });
});

describe("a place page's reviews (product §19.6)", () => {
  it("keeps the newest reviews only, and the summary counts every one", () => {
    const reviews = Array.from({ length: 25 }, (_, index) => review(25 - index, 4));
    const shown = placeReviews(reviews);
    expect(shown.summary.count).toBe(25);
    expect(shown.newest.map((r) => r.id)).toEqual(reviews.slice(0, 20).map((r) => r.id));
    expect(placeReviews(reviews, 3).newest).toHaveLength(3);
  });

  it("dates a review and its reply by the day in Columbus, not in UTC", () => {
    // 02:30 UTC on November 11 is still November 10 in Columbus (UTC-5).
    const late = {
      ...review(1, 4, "2026-11-11T02:30:00Z"),
      reply: { text: "Thanks!", publishedAt: "2026-11-12T04:00:00Z" },
    };
    const [shown] = placeReviews([late]).newest;
    expect(shown).toMatchObject({ publishedOn: "2026-11-10", reply: { text: "Thanks!", publishedOn: "2026-11-11" } });
  });

  it("carries the text as it was written, markup and all (the page shows it as text)", () => {
    const text = '<script>alert("x")</script> <b>bold</b> and a long enough text to pass as a review of a place.';
    expect(placeReviews([{ ...review(1, 2), text }]).newest[0]!.text).toBe(text);
  });
});
