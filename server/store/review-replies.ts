/**
 * Owners' public replies to reviews in the database (product §19.8, decision 056). The owner of a place is whoever
 * holds the private link of the approved listing request that put the place in the guide (the link was mailed to
 * the request's contact address, so holding it verifies that address), or a manager of the place signed in on the
 * owner's page (decision 082). One reply per review: writing again replaces
 * its text, which waits for an editor while the published text stays on the page. An editor publishes or declines
 * the waiting text, or removes the published one, on the grounds of reviews (core/reviews/grounds.ts); the owner is
 * mailed each decision at the request's address while `/privacy` keeps it.
 */
import type { Kysely } from "kysely";
import { isReviewGround, type ReviewGround } from "../../core/reviews/grounds";
import type { ReplyEntry } from "../../core/reviews/reply-schema";
import type { Database, ReplyStatus } from "../db/schema";
import { publishStateOfSubmission } from "./publishes";
import { isTokenShaped } from "../tokens";
import { statusTokenIs } from "./submissions";
import { enqueueMail, type Mail } from "./outbox";
import { countHit, LimitExceeded, type Limit } from "./rate-limits";
import { addEvent } from "./reviews";
import { decidedColumns, recordDecision, type ReviewDecision } from "./review-decisions";
import { liveReviews } from "./review-publishing";

/** The place a listing's private link lets its owner reply for. */
export interface OwnedPlace {
  /** The approved listing request (submission id). */
  listingId: string;
  placeId: number;
  placeSlug: string;
  placeName: string;
}

/**
 * Who writes a reply for place `placeId` (decision 082): the holder of a listing request's private link
 * ({@link OwnedPlace}), or a manager of the place signed in on the owner's page (`accountId`, owner_account id).
 */
export type ReplyAuthor = { placeId: number } & ({ listingId: string } | { accountId: string });

/**
 * product §19.8: the place whose owner holds listing token `token`: the token opens an approved listing request
 * whose place is live in the guide. Null otherwise (no such request, not approved, or its place not live yet).
 */
export async function ownedPlaceOfListing(db: Kysely<Database>, token: string): Promise<OwnedPlace | null> {
  if (!isTokenShaped(token)) return null;
  const listing = await db
    .selectFrom("submission")
    .select(["id", "status"])
    .where(statusTokenIs(token))
    .where("kind", "=", "listing")
    .executeTakeFirst();
  if (listing?.status !== "approved") return null;
  const published = await publishStateOfSubmission(db, listing.id);
  if (published?.publish.state !== "live") return null;
  const place = await db
    .selectFrom("place")
    .select(["id", "slug", "record"])
    .where("slug", "=", published.slug)
    .executeTakeFirst();
  if (!place) return null;
  return { listingId: listing.id, placeId: place.id, placeSlug: place.slug, placeName: nameOf(place.record) };
}

/** The name in a place's stored record. */
const nameOf = (record: string) => String((JSON.parse(record) as { name?: unknown }).name ?? "");

/** A reply as its owner and the desk see it. */
export interface ReplyState {
  status: ReplyStatus;
  /** The newest text the owner wrote. */
  text: string;
  /** The text on the place's page, or null. */
  publishedText: string | null;
  ground: ReviewGround | null;
}

/** A live review of the owner's place, with the owner's reply if any (product §19.8). */
export interface OwnerReview {
  id: number;
  stars: number;
  text: string;
  publicName: string;
  visitMonth: string;
  publishedAt: string;
  reply: ReplyState | null;
}

/** How many of a place's live reviews its owner's page shows, newest first. */
export const ownerReviewsShown = 50;

/** product §19.8: the live reviews of place `placeId` (their published versions), newest first, with replies. */
export async function reviewsForOwner(db: Kysely<Database>, placeId: number): Promise<OwnerReview[]> {
  const rows = await liveReviews(db)
    .select([
      "review_reply.status as reply_status",
      "review_reply.text as reply_text",
      "review_reply.published_text as reply_published_text",
      "review_reply.ground as reply_ground",
    ])
    .where("review.place_id", "=", placeId)
    .limit(ownerReviewsShown)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    stars: row.stars,
    text: row.text,
    publicName: row.public_name,
    visitMonth: row.visit_month,
    publishedAt: row.published_at!,
    reply: row.reply_status
      ? {
          status: row.reply_status,
          text: row.reply_text!,
          publishedText: row.reply_published_text,
          ground: isReviewGround(row.reply_ground) ? row.reply_ground : null,
        }
      : null,
  }));
}

/**
 * product §19.8: stores the owner's reply to review `reviewId` of their place (a second one replaces the waiting
 * text; the published text stays until an editor decides), counted against the client's limit (throws
 * {@link LimitExceeded}). Resolves false, storing nothing, when no version of that review is live on that place.
 */
export async function writeReply(
  db: Kysely<Database>,
  input: { owner: ReplyAuthor; reviewId: number; reply: ReplyEntry; limit: Limit; client: string; now: Date },
): Promise<boolean> {
  const at = input.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const outcome = await countHit(trx, input.limit, input.client, input.now);
    if (!outcome.allowed) throw new LimitExceeded(outcome.retryAfterSeconds);
    const review = await trx
      .selectFrom("review")
      .select(["id", "version"])
      .where("id", "=", input.reviewId)
      .where("place_id", "=", input.owner.placeId)
      .where("published_version", "is not", null)
      .executeTakeFirst();
    if (!review) return false;
    const existing = await trx
      .selectFrom("review_reply")
      .select("status")
      .where("review_id", "=", review.id)
      .executeTakeFirst();
    const changes = {
      listing_id: "listingId" in input.owner ? input.owner.listingId : null,
      account_id: "accountId" in input.owner ? input.owner.accountId : null,
      status: "waiting" as const,
      text: input.reply.text,
    };
    if (existing)
      await trx
        .updateTable("review_reply")
        .set({ ...changes, ground: null, decided_at: null, updated_at: at })
        .where("review_id", "=", review.id)
        .execute();
    else
      await trx
        .insertInto("review_reply")
        .values({
          review_id: review.id,
          ...changes,
          published_text: null,
          ground: null,
          created_at: at,
          updated_at: at,
          decided_at: null,
          published_at: null,
        })
        .execute();
    await addEvent(trx, {
      id: review.id,
      version: review.version,
      actor: "owner",
      from: null,
      to: "reply written",
      at,
    });
    return true;
  });
}

/** The owner's reply to review `reviewId`, or null. */
export async function replyOf(db: Kysely<Database>, reviewId: number): Promise<ReplyState | null> {
  const row = await db
    .selectFrom("review_reply")
    .select(["status", "text", "published_text", "ground"])
    .where("review_id", "=", reviewId)
    .executeTakeFirst();
  return row
    ? {
        status: row.status,
        text: row.text,
        publishedText: row.published_text,
        ground: isReviewGround(row.ground) ? row.ground : null,
      }
    : null;
}

/** A decision of the desk on a reply (product §19.8, as on a review, §19.3). */
export type ReplyDecision = ReviewDecision;

/** What an editor may decide on a reply: a waiting text is published or declined; a published text can be removed. */
export function replyDecisions(reply: ReplyState): ReplyDecision["to"][] {
  return [
    ...(reply.status === "waiting" ? (["published", "declined"] as const) : []),
    ...(reply.publishedText !== null ? (["removed"] as const) : []),
  ];
}

/**
 * product §19.8: an editor's decision on the owner's reply to review `reviewId`, in one transaction: its status and
 * ground, the review's history, the place's reviews queued for the publisher (a publish or removal), and the mail to
 * its writer (`mail`, given the address): the manager's account (decision 082), or the listing request's address
 * while it is kept. Resolves false when the
 * reply is not in a state the decision is taken from (nothing written).
 */
export async function decideReply(
  db: Kysely<Database>,
  input: { reviewId: number; decision: ReplyDecision; editor: string; mail: (to: string) => Mail; now: Date },
): Promise<boolean> {
  const at = input.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("review_reply")
      .innerJoin("review", "review.id", "review_reply.review_id")
      .select([
        "review_reply.status",
        "review_reply.text",
        "review_reply.published_text",
        "review_reply.ground",
        "review_reply.listing_id",
        "review_reply.account_id",
        "review.place_id",
        "review.version",
      ])
      .where("review_reply.review_id", "=", input.reviewId)
      .executeTakeFirst();
    const to = input.decision.to;
    const state = row && { status: row.status, text: row.text, publishedText: row.published_text, ground: null };
    if (!row || !state || !replyDecisions(state).includes(to)) return false;
    await trx
      .updateTable("review_reply")
      .set({
        ...decidedColumns(input.decision, at),
        ...(to === "published" && { published_text: row.text, published_at: at }),
        ...(to === "removed" && { published_text: null, published_at: null }),
      })
      .where("review_id", "=", input.reviewId)
      .execute();
    const review = { id: input.reviewId, place_id: row.place_id, version: row.version };
    await recordDecision(trx, review, {
      decision: input.decision,
      editor: input.editor,
      from: null,
      to: `reply ${to}`,
      at,
    });
    // The reply's writer: the manager's account while it exists (decision 082), else the listing request's address.
    const writer = row.account_id
      ? await trx.selectFrom("owner_account").select("email").where("id", "=", row.account_id).executeTakeFirst()
      : row.listing_id
        ? await trx.selectFrom("submission").select("email").where("id", "=", row.listing_id).executeTakeFirst()
        : undefined;
    if (writer?.email) await enqueueMail(trx, input.mail(writer.email), input.now);
    return true;
  });
}

/** How many owners' replies wait for an editor (the inbox's count). */
export async function waitingReplyCount(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom("review_reply")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .where("status", "=", "waiting")
    .executeTakeFirstOrThrow();
  return Number(count);
}
