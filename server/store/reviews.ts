/**
 * Visitors' reviews in the database (product §19.1-§19.3, decision 054), their authors' side: one review per place
 * and keyed hash of the author's address, every version kept; a version reaches the desk only once its address is
 * confirmed (by a POST, as the newsletter's, product §16.4); the private link's view, a withdrawal, and the prune of
 * what was never confirmed. The address itself is kept only until the mail of a decision (or a withdrawal) is
 * queued; from then on only its keyed hash, which finds the review when the same person writes again.
 *
 * The `review` tables' other jobs, each in a module of its own: the editors' decisions (review-decisions.ts), the
 * desk's lists (review-desk.ts), and what the publisher and the renderer read (review-publishing.ts). This module
 * keeps what they share: a review's history ({@link addEvent}), the publisher's queue ({@link queueChange}) and the
 * joins of a review with its current and its live version ({@link currentVersion}, {@link publishedVersion}).
 */
import { randomUUID } from "node:crypto";
import { PostgresAdapter, sql, type JoinBuilder, type Kysely, type Transaction } from "kysely";
import { isReviewGround, type ReviewGround } from "../../core/reviews/grounds";
import { holdReasons, type RecentReview } from "../reviews/hold-rules";
import type { ReviewEntry } from "../../core/reviews/review-schema";
import type { Database, ReviewStatus } from "../db/schema";
import { hashToken, isTokenShaped, keyedHash, newToken } from "../tokens";
import type { Mail } from "./outbox";
import { countHit, LimitExceeded, type Limit } from "./rate-limits";
import { queueLimitedMail } from "./recipients";

/** How long a review's confirm link works (as a newsletter sign-up's, product §16.4). */
export const reviewConfirmDays = 7;

/** product §19.4: the other reviews the hold rules compare a confirmed one with: those confirmed in the last 7 days. */
export const recentReviewDays = 7;

const dayMs = 24 * 60 * 60_000;

/** Joins `review_version` on a review's current version (`review.version`): `.innerJoin("review_version", currentVersion)`. */
export const currentVersion = (join: JoinBuilder<Database, "review" | "review_version">) =>
  join.onRef("review_version.review_id", "=", "review.id").onRef("review_version.version", "=", "review.version");

/** Joins `review_version` on a review's live version (`review.published_version`, product §19.6). */
export const publishedVersion = (join: JoinBuilder<Database, "review" | "review_version">) =>
  join
    .onRef("review_version.review_id", "=", "review.id")
    .onRef("review_version.version", "=", "review.published_version");

/** The keyed hash an address is kept as (decision 054): lower-cased and trimmed, so "Jo@X.com " is "jo@x.com". */
export function reviewEmailHash(secret: string, email: string): string {
  return keyedHash(secret, `review-email:${email.trim().toLowerCase()}`);
}

export interface WriteReviewInput {
  placeId: number;
  review: ReviewEntry;
  /** {@link reviewEmailHash} of the address. */
  emailHash: string;
  /** The per-client limit of the form (product §16.5), and the client's keyed hash. */
  limit: Limit;
  client: string;
  /** The confirmation mail, given the review's id and the new version's confirm and private tokens. */
  mail: (saved: { id: number; confirmToken: string; privateToken: string }) => Mail;
  /**
   * The mail's recipient as its limit counts it (server/store/recipients.ts `recipientKey` of "review-confirm"): at
   * most 3 confirmations a day to an address, two at once, whoever typed it (decisions 067, 081).
   */
  mailKey: string;
  now: Date;
}

/** The advisory lock review writes take on PostgreSQL (any fixed number of our own: "dc-rev"). */
const reviewWriteLockKey = 0x64632d726576n;

/**
 * product §19.1-§19.2: stores a written review as a new version, unconfirmed, with its confirmation mail (limited per
 * recipient: it may wait for its turn or not be sent, decision 067), in one
 * transaction counted against the client's limit (throws {@link LimitExceeded}). The first review of this place by
 * this address is a new review; a second one is a new version of the same review (every version is kept), which
 * replaces nothing until it is confirmed. Each version has its own confirm token and private link token (stored
 * hashed). Resolves with the review's id once committed.
 */
export async function writeReview(db: Kysely<Database>, input: WriteReviewInput): Promise<{ id: number }> {
  const at = input.now.toISOString();
  const email = input.review.email.toLowerCase();
  return db.transaction().execute(async (trx) => {
    // Two writes at once take turns on PostgreSQL (on SQLite the transaction itself is immediate, decision 045): the
    // one review per place and address is read and written by one of them at a time. The id is the database's own
    // (migration 009).
    if (trx.getExecutor().adapter instanceof PostgresAdapter)
      await sql`select pg_advisory_xact_lock(${sql.lit(reviewWriteLockKey)})`.execute(trx);
    const outcome = await countHit(trx, input.limit, input.client, input.now);
    if (!outcome.allowed) throw new LimitExceeded(outcome.retryAfterSeconds);
    const existing = await trx
      .selectFrom("review")
      .select(["id", "status"])
      .where("place_id", "=", input.placeId)
      .where("email_hash", "=", input.emailHash)
      .executeTakeFirst();
    let id: number;
    let version: number;
    if (existing) {
      id = existing.id;
      const { max } = await trx
        .selectFrom("review_version")
        .select((eb) => eb.fn.max("version").as("max"))
        .where("review_id", "=", id)
        .executeTakeFirstOrThrow();
      version = Number(max ?? 0) + 1;
      await trx
        .updateTable("review")
        .set({ email, updated_at: at, ...(existing.status === "unconfirmed" && { version }) })
        .where("id", "=", id)
        .execute();
    } else {
      version = 1;
      const inserted = await trx
        .insertInto("review")
        .values({
          place_id: input.placeId,
          email_hash: input.emailHash,
          email,
          status: "unconfirmed",
          version,
          published_version: null,
          ground: null,
          confirmed_at: null,
          decided_at: null,
          published_at: null,
          created_at: at,
          updated_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      id = inserted.id;
    }
    const confirmToken = newToken();
    const privateToken = newToken();
    await trx
      .insertInto("review_version")
      .values({
        review_id: id,
        version,
        stars: input.review.stars,
        text: input.review.text,
        visit_month: input.review.visitMonth,
        public_name: input.review.publicName,
        confirm_token_hash: hashToken(confirmToken),
        private_token_hash: hashToken(privateToken),
        created_at: at,
        confirmed_at: null,
      })
      .execute();
    await addEvent(trx, { id, version, actor: "author", from: existing?.status ?? null, to: "written", at });
    await queueLimitedMail(trx, {
      mail: input.mail({ id, confirmToken, privateToken }),
      key: input.mailKey,
      now: input.now,
    });
    return { id };
  });
}

/** Records a step of a review's history (its author's, an editor's, or its owner's reply's, decision 056). */
export async function addEvent(
  trx: Transaction<Database>,
  event: { id: number; version: number; actor: string; from: string | null; to: string; ground?: string; at: string },
) {
  await trx
    .insertInto("review_event")
    .values({
      id: randomUUID(),
      review_id: event.id,
      version: event.version,
      at: event.at,
      actor: event.actor,
      from_status: event.from,
      to_status: event.to,
      ground: event.ground ?? null,
    })
    .execute();
}

/** The unconfirmed version a confirm token opens (within {@link reviewConfirmDays}), with its place, or null. */
export async function findByConfirmToken(
  db: Kysely<Database> | Transaction<Database>,
  token: string,
  now: Date,
): Promise<{ reviewId: number; version: number; placeId: number } | null> {
  if (!isTokenShaped(token)) return null;
  const row = await db
    .selectFrom("review_version")
    .innerJoin("review", "review.id", "review_version.review_id")
    .select(["review_version.review_id", "review_version.version", "review_version.created_at", "review.place_id"])
    .where("review_version.confirm_token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!row || now.getTime() - Date.parse(row.created_at) > reviewConfirmDays * dayMs) return null;
  return { reviewId: row.review_id, version: row.version, placeId: row.place_id };
}

/**
 * product §19.2, §19.4: confirms the version a confirm token opens (the token is used up): the review then waits at
 * the desk with that version, its hold reasons stored ({@link holdReasons} of it and the other reviews confirmed in
 * the last {@link recentReviewDays} days, withdrawn ones aside). A version older than the review's confirmed one
 * confirms nothing. False when the token opens nothing.
 */
export async function confirmReview(db: Kysely<Database>, token: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const found = await findByConfirmToken(trx, token, now);
    if (!found) return false;
    const review = await trx
      .selectFrom("review")
      .innerJoin("review_version", (join) =>
        join.onRef("review_version.review_id", "=", "review.id").on("review_version.version", "=", found.version),
      )
      .select(["review.status", "review.version", "review.email", "review_version.stars", "review_version.text"])
      .where("review.id", "=", found.reviewId)
      .executeTakeFirstOrThrow();
    if (review.status !== "unconfirmed" && found.version < review.version) return false;
    const since = new Date(now.getTime() - recentReviewDays * dayMs).toISOString();
    const recent: RecentReview[] = (
      await trx
        .selectFrom("review")
        .innerJoin("review_version", currentVersion)
        .select(["review.place_id", "review.confirmed_at", "review_version.stars", "review_version.text"])
        .where("review.id", "!=", found.reviewId)
        .where("review.status", "not in", ["withdrawn", "unconfirmed"])
        .where("review.confirmed_at", ">=", since)
        .execute()
    ).map((row) => ({ placeId: row.place_id, stars: row.stars, text: row.text, at: row.confirmed_at! }));
    const reasons = holdReasons(
      {
        placeId: found.placeId,
        stars: review.stars,
        text: review.text,
        emailDomain: (review.email ?? "").split("@").pop() ?? "",
        at,
      },
      recent,
    );
    await trx
      .updateTable("review_version")
      .set({ confirmed_at: at, confirm_token_hash: null })
      .where("review_id", "=", found.reviewId)
      .where("version", "=", found.version)
      .execute();
    await trx
      .updateTable("review")
      .set({
        status: "waiting",
        version: found.version,
        hold_reasons: JSON.stringify(reasons),
        ground: null,
        decided_at: null,
        confirmed_at: at,
        updated_at: at,
      })
      .where("id", "=", found.reviewId)
      .execute();
    await addEvent(trx, {
      id: found.reviewId,
      version: found.version,
      actor: "author",
      from: review.status,
      to: "waiting",
      at,
    });
    return true;
  });
}

/** A review as its author's private link shows it (product §19.2): nothing of anyone else, never the address. */
export interface PrivateReview {
  id: number;
  placeId: number;
  status: ReviewStatus;
  /** The ground of a decline or removal. */
  ground: ReviewGround | null;
  /** The version the status is about. */
  version: number;
  stars: number;
  text: string;
  visitMonth: string;
  publicName: string;
  /** A newer version is written and waits for its address to be confirmed. */
  editUnconfirmed: boolean;
  /** A version is live on the place's page. */
  live: boolean;
}

/** The review a private link's token opens (any of its versions' tokens), or null. */
export async function reviewOfPrivateToken(db: Kysely<Database>, token: string): Promise<PrivateReview | null> {
  if (!isTokenShaped(token)) return null;
  const found = await db
    .selectFrom("review_version")
    .select("review_id")
    .where("private_token_hash", "=", hashToken(token))
    .executeTakeFirst();
  return found ? privateReview(db, found.review_id) : null;
}

/** The author's view of review `id`, or null. */
async function privateReview(db: Kysely<Database>, id: number): Promise<PrivateReview | null> {
  const row = await db
    .selectFrom("review")
    .innerJoin("review_version", currentVersion)
    .select([
      "review.id",
      "review.place_id",
      "review.status",
      "review.ground",
      "review.version",
      "review.published_version",
      "review_version.stars",
      "review_version.text",
      "review_version.visit_month",
      "review_version.public_name",
    ])
    .where("review.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const { max } = await db
    .selectFrom("review_version")
    .select((eb) => eb.fn.max("version").as("max"))
    .where("review_id", "=", id)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    placeId: row.place_id,
    status: row.status,
    ground: isReviewGround(row.ground) ? row.ground : null,
    version: row.version,
    stars: row.stars,
    text: row.text,
    visitMonth: row.visit_month,
    publicName: row.public_name,
    editUnconfirmed: Number(max) > row.version && row.status !== "unconfirmed",
    live: row.published_version !== null,
  };
}

/** Queues "this place's reviews changed" for the publisher (decision 054), in the decision's transaction. */
export async function queueChange(trx: Transaction<Database>, review: { id: number; place_id: number }, at: string) {
  await trx
    .insertInto("review_change")
    .values({ id: randomUUID(), review_id: review.id, place_id: review.place_id, created_at: at, publish_id: null })
    .execute();
}

/**
 * product §19.2: the author withdraws their review through its private link: it leaves the desk, and the page if it
 * was live (queued for the publisher); the address is dropped (only its hash stays). False when the token opens
 * nothing or the review is withdrawn or removed already.
 */
export async function withdrawReview(db: Kysely<Database>, token: string, now: Date): Promise<boolean> {
  const opened = await reviewOfPrivateToken(db, token);
  if (!opened || opened.status === "withdrawn" || opened.status === "removed") return false;
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const review = await trx
      .selectFrom("review")
      .select(["id", "place_id", "status", "version", "published_version"])
      .where("id", "=", opened.id)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("review")
      .set({ status: "withdrawn", email: null, published_version: null, updated_at: at })
      .where("id", "=", review.id)
      .execute();
    await addEvent(trx, {
      id: review.id,
      version: review.version,
      actor: "author",
      from: review.status,
      to: "withdrawn",
      at,
    });
    if (review.published_version !== null) await queueChange(trx, review, at);
    return true;
  });
}

/**
 * Deletes reviews never confirmed, written over `days` days ago (their versions and history go with them), and drops
 * the address of an edit never confirmed in that time (a review decided before keeps only its hash; an edit stores
 * the address again for its mails, product §19.2). Resolves with how many reviews were deleted or lost an address.
 */
export async function pruneUnconfirmedReviews(db: Kysely<Database>, now: Date, days: number): Promise<number> {
  const before = new Date(now.getTime() - days * dayMs).toISOString();
  const deleted = await db
    .deleteFrom("review")
    .where("status", "=", "unconfirmed")
    .where("updated_at", "<", before)
    .executeTakeFirstOrThrow();
  // A waiting review keeps its address for the decision's mail; any other holds one only for an unconfirmed edit.
  const forgotten = await db
    .updateTable("review")
    .set({ email: null })
    .where("status", "not in", ["unconfirmed", "waiting"])
    .where("email", "is not", null)
    .where("updated_at", "<", before)
    .executeTakeFirstOrThrow();
  return Number(deleted.numDeletedRows) + Number(forgotten.numUpdatedRows);
}
