/**
 * product §19.4: the numbers of the hold rules, apart from the rules themselves (`server/reviews/hold-rules.ts`), so
 * `/reviews-policy` states the same numbers the server applies.
 */

/** A burst is at least this many other reviews of the place with the same extreme rating (1 or 5 stars)... */
export const burstOthers = 2;
/** ...confirmed within this many hours up to the review (its own instant included). */
export const burstHours = 24;
/** Near-identical texts differ by at most one word in this many (added, removed or changed; at least one word). */
export const wordsPerDifference = 10;
/** The reviews the server compares a new one with: those confirmed in this many days before it. */
export const recentDays = 7;
