/**
 * product §19.9: the monthly tally `/reviews-policy` shows, so anyone can see that removals do not follow the
 * rating: per month, reviews received, published, and removed by ground, each split by stars.
 */
import type { ReviewGround } from "./grounds";

/** One review as the tally counts it: never its text, name or address. */
export interface TallyRow {
  /** ISO instant the review was confirmed (reached the desk): the month it counts in. */
  receivedAt: string;
  stars: number;
  /** Where the review stands: published, declined or removed (with `ground`), or still waiting / withdrawn. */
  status: "waiting" | "published" | "declined" | "removed" | "withdrawn";
  /** The ground of a decline or removal (product §19.3). */
  ground?: ReviewGround;
}

/** Counts split by stars: index 0 is 1 star, index 4 is 5 stars. */
export type ByStars = [number, number, number, number, number];

/** One month of the tally. */
export interface MonthTally {
  /** `YYYY-MM`, in the city's time. */
  month: string;
  received: ByStars;
  published: ByStars;
  /** Declined or removed, by ground. */
  removed: Record<ReviewGround, ByStars>;
}

/**
 * The tally of `rows`, newest month first.
 * (Body to come with the policy page; the shape is what the renderer and the page agree on.)
 */
export function monthlyTally(rows: readonly TallyRow[]): MonthTally[] {
  void rows;
  return [];
}
