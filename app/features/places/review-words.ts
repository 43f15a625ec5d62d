/**
 * How visitors' reviews read (product §19.6, §19.7): pure functions without `Intl`, so the pre-rendered page and the
 * hydrated one always agree. Apart from the guide's own rating and from a count another site published (product
 * §10.3): these words always say "visitors".
 */
import { formatCount, formatDate } from "./facts";

/** product §19.7: a card's count, "12 visitors' reviews", "1 visitor's review" (thousands separated). */
export function visitorReviewsLabel(count: number): string {
  return count === 1 ? "1 visitor's review" : `${formatCount(count)} visitors' reviews`;
}

/** product §19.6: the section's heading with the count, shown also at 0: "Visitors' reviews (0)". */
export function visitorReviewsHeading(count: number): string {
  return `Visitors' reviews (${formatCount(count)})`;
}

/** Stars in words, for assistive technology and wherever stars are drawn (never colour alone): "4 out of 5 stars". */
export function starsLabel(stars: number): string {
  return `${stars} out of 5 ${stars === 1 ? "star" : "stars"}`;
}

/** product §19.6: the month of the visit, "2026-10" -> "Visited October 2026". */
export function visitedLabel(visitMonth: string): string {
  return `Visited ${formatDate(visitMonth)}`;
}

/** product §19.6: what follows the average (from 5 reviews on): "4.2" then "out of 5, the average of 6 reviews". */
export function averageOf(count: number): string {
  return `out of 5, the average of ${formatCount(count)} reviews`;
}

/** The id of the section's heading (a link may point at it: `/place/{slug}#reviews-heading`). */
export const reviewsHeadingId = "reviews-heading";
