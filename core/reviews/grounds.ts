/**
 * product §19.3 and §19.5: the published grounds an editor decides a visitor's review on, and the reasons anyone may give
 * when reporting a published review. One table: the desk's choices, the mail to the author, the report form and
 * `/reviews-policy` with its monthly tally all read it, so they cannot drift apart.
 */

/** The grounds a review is declined or removed on (product §19.3), with the words the author and the policy read. */
export const reviewGrounds = {
  spam: "Spam or advertising",
  "conflict-of-interest": "Conflict of interest (written by or for the owner, staff or a competitor)",
  "not-first-hand": "Not a first-hand visit",
  "hateful-or-private": "Hateful content or private information",
} as const;

/** A ground's key, as stored with a decision and counted in the tally. */
export type ReviewGround = keyof typeof reviewGrounds;

/** The grounds' keys in the order the desk, the policy and the tally show them. */
export const reviewGroundKeys = Object.keys(reviewGrounds) as ReviewGround[];

/** Whether `value` is one of the published grounds (a form or a stored row may say anything). */
export function isReviewGround(value: unknown): value is ReviewGround {
  return typeof value === "string" && Object.hasOwn(reviewGrounds, value);
}

/**
 * product §19.5: the reasons a visitor may give when reporting a published review: the grounds, plus
 * "something else" with a note.
 */
export const reportReasons = { ...reviewGrounds, other: "Something else" } as const;

/** A report reason's key. */
export type ReportReason = keyof typeof reportReasons;
