/**
 * A visitor's review as the pages show it once an editor approved it and the publisher put it live (product
 * §19.6). The renderer reads these from the database, a full build from `_reviews.json` beside the content files
 * (place id -> reviews, newest first); both enter through {@link publishedReviewSchema}. Never an email, its hash,
 * or an editor's note.
 */
import { z } from "zod";

/** A month of a visit, `YYYY-MM`. */
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "must be a month YYYY-MM" });

/** An owner's public reply to a review (product §19.8), published like the review. */
export const publishedReplySchema = z.object({
  text: z.string().min(1).max(5000),
  /** ISO instant the reply went live. */
  publishedAt: z.iso.datetime(),
});

/** One published review. */
export const publishedReviewSchema = z.object({
  /** The review's id in the database: stable across its edits (a second review by the same email edits it). */
  id: z.number().int().positive(),
  stars: z.number().int().min(1).max(5),
  text: z.string().min(1).max(5000),
  /** The name the author chose to show, e.g. "Jo S.". */
  publicName: z.string().min(1).max(60),
  visitMonth: month,
  /** Always true once published: only a review whose address was confirmed reaches the desk (product §19.2). */
  emailVerified: z.boolean(),
  /** ISO instant the review (or its newest edit) was published. */
  publishedAt: z.iso.datetime(),
  reply: publishedReplySchema.optional(),
});

export type PublishedReview = z.infer<typeof publishedReviewSchema>;
export type PublishedReply = z.infer<typeof publishedReplySchema>;

/** `_reviews.json`: place id -> that place's published reviews, newest first. */
export const publishedReviewsFileSchema = z.record(z.string().regex(/^\d+$/), z.array(publishedReviewSchema));

/**
 * Reads `_reviews.json`'s data into place id -> reviews (newest first, sorted again here).
 * @throws Error naming the place id and the field of the first bad review.
 */
export function parsePublishedReviews(data: unknown): Map<number, PublishedReview[]> {
  const parsed = publishedReviewsFileSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(
      `_reviews.json: place ${String(issue.path[0])}, ${issue.path.slice(1).join(".")}: ${issue.message}`,
    );
  }
  return new Map(
    Object.entries(parsed.data).map(([id, reviews]) => [Number(id), [...reviews].sort(newestFirst)] as const),
  );
}

/** Newest first (product §19.6), ties by id so the order is stable. */
export function newestFirst(a: PublishedReview, b: PublishedReview): number {
  return b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id;
}
