/**
 * What the publisher and the renderer read of visitors' reviews (product §19.6, §19.9, decision 054): every place's
 * published reviews, the monthly tally's rows, and the places whose reviews changed and wait for the publisher. The
 * `review` tables' other jobs: reviews.ts.
 */
import type { Kysely } from "kysely";
import { isReviewGround } from "../../core/reviews/grounds";
import type { PublishedReview } from "../../core/reviews/published";
import type { TallyRow } from "../../core/reviews/tally";
import type { Database } from "../db/schema";
import { currentVersion, publishedVersion } from "./reviews";

/**
 * product §19.6, §19.8: the live reviews (each one's published version), newest first, joined with their owners'
 * replies (none: the reply's columns are null): the place, the date, the stars, text, public name and month of the
 * visit. The place pages' and the owner's page's reads add the reply's columns they show (and a place, a limit).
 */
export function liveReviews(db: Kysely<Database>) {
  return db
    .selectFrom("review")
    .innerJoin("review_version", publishedVersion)
    .leftJoin("review_reply", "review_reply.review_id", "review.id")
    .select([
      "review.id",
      "review.place_id",
      "review.published_at",
      "review_version.stars",
      "review_version.text",
      "review_version.public_name",
      "review_version.visit_month",
    ])
    .where("review.published_version", "is not", null)
    .orderBy("review.published_at", "desc")
    .orderBy("review.id", "desc");
}

/**
 * product §19.6: every place's published reviews (their live versions, each with its owner's published reply, §19.8),
 * place id -> newest first, as the renderer and `_reviews.json` carry them. Never an address, its hash or an editor's note.
 */
export async function publishedReviews(db: Kysely<Database>): Promise<Map<number, PublishedReview[]>> {
  const rows = await liveReviews(db)
    .select(["review_reply.published_text as reply_text", "review_reply.published_at as reply_published_at"])
    .execute();
  const byPlace = new Map<number, PublishedReview[]>();
  for (const row of rows)
    byPlace.set(row.place_id, [
      ...(byPlace.get(row.place_id) ?? []),
      {
        id: row.id,
        stars: row.stars,
        text: row.text,
        publicName: row.public_name,
        visitMonth: row.visit_month,
        emailVerified: true,
        publishedAt: row.published_at!,
        // product §19.8: the owner's reply, once an editor published it.
        ...(row.reply_text !== null &&
          row.reply_published_at !== null && {
            reply: { text: row.reply_text, publishedAt: row.reply_published_at },
          }),
      },
    ]);
  return byPlace;
}

/** product §19.9: every review that reached the desk, as the monthly tally counts it (stars, status, ground). */
export async function reviewTallyRows(db: Kysely<Database>): Promise<TallyRow[]> {
  const rows = await db
    .selectFrom("review")
    .innerJoin("review_version", currentVersion)
    .select(["review.confirmed_at", "review.status", "review.ground", "review_version.stars"])
    .where("review.confirmed_at", "is not", null)
    .execute();
  return rows.map((row) => ({
    receivedAt: row.confirmed_at!,
    stars: row.stars,
    status: row.status === "unconfirmed" ? "waiting" : row.status,
    ...(isReviewGround(row.ground) && { ground: row.ground }),
  }));
}

/** The places whose reviews changed and wait for the publisher (decision 054). */
export async function queuedReviewPlaces(db: Kysely<Database>): Promise<{ id: string; placeId: number }[]> {
  const rows = await db
    .selectFrom("review_change")
    .select(["id", "place_id"])
    .where("publish_id", "is", null)
    .execute();
  return rows.map((row) => ({ id: row.id, placeId: row.place_id }));
}
