/**
 * product §19.6: what a place page shows of its visitors' reviews, worked out at build time (and by the publisher's
 * renderer) from the place's published reviews: the summary (count, distribution by stars, an average only from 5
 * reviews on) and the newest reviews in the shape the page draws, with dates already read in the city's time zone
 * (so the browser needs no `Intl` and the pre-rendered page and the hydrated one agree).
 */
import { city } from "../city";
import { isoDate } from "../hours/hours-calendar";
import { zonedMoment } from "../hours/zoned-time";
import type { PublishedReview } from "./published";

/** product §19.6: the average is shown only from this many reviews on. */
export const averageFrom = 5;

/**
 * At most this many reviews go into a place page (its HTML and `.data`), the newest: the page says how many there are
 * in all. There is no paging through older reviews yet; a place with more shows its newest 20 and the count.
 */
export const newestShown = 20;

/** Counts split by stars: index 0 is 1 star, index 4 is 5 stars. */
export type StarCounts = [number, number, number, number, number];

/** product §19.6: the summary of a place's visitors' reviews. */
export interface ReviewSummary {
  /** How many published reviews the place has (all of them, not only those shown). */
  count: number;
  /** How many of them gave 1, 2, 3, 4 and 5 stars (index 0 is 1 star). */
  byStars: StarCounts;
  /** The mean of the stars, 1 to 5, rounded to one decimal; only when `count` is at least {@link averageFrom}. */
  average?: number;
}

/**
 * product §19.6: count, distribution by stars and (from {@link averageFrom} reviews on) the average of `reviews`.
 * Stars outside 1-5 cannot reach here (the published review's schema refuses them).
 */
export function reviewSummary(reviews: readonly Pick<PublishedReview, "stars">[]): ReviewSummary {
  const byStars: StarCounts = [0, 0, 0, 0, 0];
  let total = 0;
  for (const { stars } of reviews) {
    byStars[stars - 1]! += 1;
    total += stars;
  }
  const count = reviews.length;
  return count >= averageFrom ? { count, byStars, average: Math.round((total / count) * 10) / 10 } : { count, byStars };
}

/** An owner's reply as the page shows it (product §19.8). */
export interface ShownReply {
  text: string;
  /** `YYYY-MM-DD`: the day the reply went live, in the city's time zone. */
  publishedOn: string;
}

/** One review as the place page shows it (product §19.6): never an email or its hash. */
export interface ShownReview {
  id: number;
  /** 1 to 5. */
  stars: number;
  /** As the author wrote it: plain text, shown as text (never as HTML). */
  text: string;
  publicName: string;
  /** `YYYY-MM`: the month of the visit. */
  visitMonth: string;
  emailVerified: boolean;
  /** `YYYY-MM-DD`: the day the review (or its newest edit) went live, in the city's time zone. */
  publishedOn: string;
  reply?: ShownReply;
}

/** What a place page gets of its reviews: the summary of all, and the newest (at most {@link newestShown}). */
export interface PlaceReviews {
  summary: ReviewSummary;
  /** Newest first. */
  newest: ShownReview[];
}

/** The city's day of an ISO instant, `YYYY-MM-DD`. */
function cityDay(instant: string): string {
  return isoDate(zonedMoment(new Date(instant), city.timeZone).date);
}

/**
 * product §19.6: a place page's reviews from the place's published reviews (newest first, as `Guide.reviewsOf` gives
 * them): the summary of every one, and the newest {@link newestShown} (or `shown`) in the page's shape.
 */
export function placeReviews(reviews: readonly PublishedReview[], shown = newestShown): PlaceReviews {
  return {
    summary: reviewSummary(reviews),
    newest: reviews.slice(0, shown).map((review) => ({
      id: review.id,
      stars: review.stars,
      text: review.text,
      publicName: review.publicName,
      visitMonth: review.visitMonth,
      emailVerified: review.emailVerified,
      publishedOn: cityDay(review.publishedAt),
      ...(review.reply && { reply: { text: review.reply.text, publishedOn: cityDay(review.reply.publishedAt) } }),
    })),
  };
}
