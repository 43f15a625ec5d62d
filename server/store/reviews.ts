/**
 * Visitors' reviews in the database (product §19.1-§19.3, decision 054): one review per place and keyed hash of the
 * author's address, every version kept; a version reaches the desk only once its address is confirmed (by a POST, as
 * the newsletter's, product §16.4); the editors' decisions with their grounds; and the places whose published reviews
 * changed, queued for the publisher (`review_change`). The address itself is kept only until the mail of a decision
 * (or a withdrawal) is queued; from then on only its keyed hash, which finds the review when the same person writes
 * again.
 */
import { randomUUID } from "node:crypto";
import { PostgresAdapter, sql, type Kysely, type Transaction } from "kysely";
import { isReviewGround, type ReviewGround } from "../../core/reviews/grounds";
import { holdReasons, type HoldReason, type RecentReview } from "../reviews/hold-rules";
import type { PublishedReview } from "../../core/reviews/published";
import type { ReviewEntry } from "../../core/reviews/review-schema";
import type { TallyRow } from "../../core/reviews/tally";
import type { Database, ReviewStatus } from "../db/schema";
import { hashToken, isTokenShaped, keyedHash, newToken } from "../tokens";
import { enqueueMail, type Mail } from "./outbox";
import { countHit, LimitExceeded, type Limit } from "./rate-limits";
import { queueLimitedMail } from "./recipients";

/** How long a review's confirm link works (as a newsletter sign-up's, product §16.4). */
export const reviewConfirmDays = 7;

/** product §19.4: the other reviews the hold rules compare a confirmed one with: those confirmed in the last 7 days. */
export const recentReviewDays = 7;

const dayMs = 24 * 60 * 60_000;

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
        .innerJoin("review_version", (join) =>
          join
            .onRef("review_version.review_id", "=", "review.id")
            .onRef("review_version.version", "=", "review.version"),
        )
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
    .innerJoin("review_version", (join) =>
      join.onRef("review_version.review_id", "=", "review.id").onRef("review_version.version", "=", "review.version"),
    )
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

/** A decision of the desk (product §19.3): publish, decline (waiting) or remove (published), the last two on a ground. */
export type ReviewDecision = { to: "published" } | { to: "declined" | "removed"; ground: ReviewGround };

/**
 * What an editor may decide on a review (product §19.3): a waiting version is published or declined; whatever is
 * live on the place's page (`live`: a published version, also while an edit of it waits or after an edit was
 * declined) can be removed.
 */
export function reviewDecisions(review: { status: ReviewStatus; live: boolean }): ReviewDecision["to"][] {
  return [
    ...(review.status === "waiting" ? (["published", "declined"] as const) : []),
    ...(review.live ? (["removed"] as const) : []),
  ];
}

/**
 * product §19.3: an editor's decision on review `id`, in one transaction: its status and ground (a decline or a
 * removal needs one of the published grounds), its history, the mail to its author (`mail`, given the address, while
 * there is one) and then the address dropped (its keyed hash stays); a publish or removal queues the place's reviews
 * for the publisher; then `also`, in the same transaction. Resolves false when the review is not in a status the decision is taken from (nothing written).
 */
export async function decideReview(
  db: Kysely<Database>,
  input: {
    id: number;
    decision: ReviewDecision;
    editor: string;
    mail: (to: string) => Mail;
    /** More to write in the decision's transaction once it is taken (product §19.5: a removal closes the reports). */
    also?: (trx: Transaction<Database>) => Promise<unknown>;
    now: Date;
  },
): Promise<boolean> {
  const at = input.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const review = await trx
      .selectFrom("review")
      .select(["id", "place_id", "status", "version", "email", "published_at", "published_version"])
      .where("id", "=", input.id)
      .executeTakeFirst();
    const to = input.decision.to;
    if (!review || !reviewDecisions({ status: review.status, live: review.published_version !== null }).includes(to))
      return false;
    const ground = input.decision.to === "published" ? null : input.decision.ground;
    await trx
      .updateTable("review")
      .set({
        status: to,
        ground,
        decided_at: at,
        updated_at: at,
        email: null,
        ...(to === "published" && { published_version: review.version, published_at: at }),
        ...(to === "removed" && { published_version: null }),
      })
      .where("id", "=", review.id)
      .execute();
    await addEvent(trx, {
      id: review.id,
      version: review.version,
      actor: input.editor,
      from: review.status,
      to,
      ground: ground ?? undefined,
      at,
    });
    if (review.email) await enqueueMail(trx, input.mail(review.email), input.now);
    if (to !== "declined") await queueChange(trx, review, at);
    await input.also?.(trx);
    return true;
  });
}

/** A review as the desk lists it: never its stars before a decision (product §19.3). */
export interface DeskReviewRow {
  id: number;
  placeId: number;
  placeSlug: string;
  placeName: string;
  status: ReviewStatus;
  publicName: string;
  visitMonth: string;
  held: boolean;
  confirmedAt: string | null;
}

/**
 * Rows of the desk's list of reviews (product §19.3): confirmed ones only, newest confirmed first, one page; with
 * `reported`, only those with open reports (product §19.5); with `replyWaiting`, only those whose owner's reply
 * waits (§19.8).
 */
export async function listDeskReviews(
  db: Kysely<Database>,
  filter: { status?: ReviewStatus; reported?: boolean; replyWaiting?: boolean; page: number; pageSize: number },
): Promise<{ rows: DeskReviewRow[]; total: number }> {
  let query = db
    .selectFrom("review")
    .innerJoin("review_version", (join) =>
      join.onRef("review_version.review_id", "=", "review.id").onRef("review_version.version", "=", "review.version"),
    )
    .innerJoin("place", "place.id", "review.place_id")
    .where("review.confirmed_at", "is not", null);
  if (filter.status) query = query.where("review.status", "=", filter.status);
  // product §19.5: only reviews with open reports.
  if (filter.reported)
    query = query.where("review.id", "in", (eb) =>
      eb.selectFrom("review_report").select("review_report.review_id").where("review_report.status", "=", "open"),
    );
  // product §19.8: only reviews whose owner's reply waits for an editor.
  if (filter.replyWaiting)
    query = query.where("review.id", "in", (eb) =>
      eb.selectFrom("review_reply").select("review_reply.review_id").where("review_reply.status", "=", "waiting"),
    );
  const { total } = await query.select((eb) => eb.fn.countAll<string | number>().as("total")).executeTakeFirstOrThrow();
  const rows = await query
    .select([
      "review.id",
      "review.place_id",
      "place.slug",
      "place.record",
      "review.status",
      "review.hold_reasons",
      "review.confirmed_at",
      "review_version.public_name",
      "review_version.visit_month",
    ])
    .orderBy("review.confirmed_at", "desc")
    .orderBy("review.id", "desc")
    .limit(filter.pageSize)
    .offset((Math.max(1, filter.page) - 1) * filter.pageSize)
    .execute();
  return {
    total: Number(total),
    rows: rows.map((row) => ({
      id: row.id,
      placeId: row.place_id,
      placeSlug: row.slug,
      placeName: nameOf(row.record),
      status: row.status,
      publicName: row.public_name,
      visitMonth: row.visit_month,
      held: (JSON.parse(row.hold_reasons) as unknown[]).length > 0,
      confirmedAt: row.confirmed_at,
    })),
  };
}

/** The name in a place's stored record. */
const nameOf = (record: string) => String((JSON.parse(record) as { name?: unknown }).name ?? "");

/** Counts of confirmed reviews by status (the inbox's counts). */
export async function deskReviewCounts(db: Kysely<Database>): Promise<{ status: ReviewStatus; count: number }[]> {
  const rows = await db
    .selectFrom("review")
    .select(["status", (eb) => eb.fn.countAll<string | number>().as("count")])
    .where("confirmed_at", "is not", null)
    .groupBy("status")
    .execute();
  return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
}

/** One review at the desk (product §19.3): its confirmed version, hold reasons, history; stars only once decided. */
export interface DeskReview extends DeskReviewRow {
  text: string;
  holdReasons: HoldReason[];
  ground: ReviewGround | null;
  /** Null until an editor decided on this version (product §19.3: blind to the stars). */
  stars: number | null;
  /** A version of it is on the place's page (it can be removed and reported, whatever its newest version's status). */
  live: boolean;
  events: { at: string; actor: string; from: string | null; to: string; ground: string | null; version: number }[];
}

/** Review `id` as the desk shows it, or null (none, or never confirmed: it has not reached the desk). */
export async function deskReview(db: Kysely<Database>, id: number): Promise<DeskReview | null> {
  const row = await db
    .selectFrom("review")
    .innerJoin("review_version", (join) =>
      join.onRef("review_version.review_id", "=", "review.id").onRef("review_version.version", "=", "review.version"),
    )
    .innerJoin("place", "place.id", "review.place_id")
    .select([
      "review.id",
      "review.place_id",
      "place.slug",
      "place.record",
      "review.status",
      "review.hold_reasons",
      "review.confirmed_at",
      "review.ground",
      "review.published_version",
      "review_version.public_name",
      "review_version.visit_month",
      "review_version.text",
      "review_version.stars",
    ])
    .where("review.id", "=", id)
    .where("review.confirmed_at", "is not", null)
    .executeTakeFirst();
  if (!row) return null;
  const events = await db
    .selectFrom("review_event")
    .select(["at", "actor", "from_status", "to_status", "ground", "version"])
    .where("review_id", "=", id)
    .orderBy("at")
    .orderBy("id")
    .execute();
  const holdReasonsOf = JSON.parse(row.hold_reasons) as HoldReason[];
  return {
    id: row.id,
    placeId: row.place_id,
    placeSlug: row.slug,
    placeName: nameOf(row.record),
    status: row.status,
    publicName: row.public_name,
    visitMonth: row.visit_month,
    held: holdReasonsOf.length > 0,
    confirmedAt: row.confirmed_at,
    text: row.text,
    holdReasons: holdReasonsOf,
    ground: isReviewGround(row.ground) ? row.ground : null,
    stars: row.status === "waiting" ? null : row.stars,
    live: row.published_version !== null,
    events: events.map((event) => ({
      at: event.at,
      actor: event.actor,
      from: event.from_status,
      to: event.to_status,
      ground: event.ground,
      version: event.version,
    })),
  };
}

/**
 * product §19.6: every place's published reviews (their live versions, each with its owner's published reply, §19.8),
 * place id -> newest first, as the renderer and `_reviews.json` carry them. Never an address, its hash or an editor's note.
 */
export async function publishedReviews(db: Kysely<Database>): Promise<Map<number, PublishedReview[]>> {
  const rows = await db
    .selectFrom("review")
    .innerJoin("review_version", (join) =>
      join
        .onRef("review_version.review_id", "=", "review.id")
        .onRef("review_version.version", "=", "review.published_version"),
    )
    .leftJoin("review_reply", "review_reply.review_id", "review.id")
    .select([
      "review.id",
      "review.place_id",
      "review.published_at",
      "review_version.stars",
      "review_version.text",
      "review_version.public_name",
      "review_version.visit_month",
      "review_reply.published_text as reply_text",
      "review_reply.published_at as reply_published_at",
    ])
    .where("review.published_version", "is not", null)
    .orderBy("review.published_at", "desc")
    .orderBy("review.id", "desc")
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
    .innerJoin("review_version", (join) =>
      join.onRef("review_version.review_id", "=", "review.id").onRef("review_version.version", "=", "review.version"),
    )
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
