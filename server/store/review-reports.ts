/**
 * Reports of published reviews in the database (product §19.5): anyone reports a published review with a reason
 * (core/reviews/grounds.ts `reportReasons`) and a note; the report stays open until an editor keeps or removes the
 * review, which closes all its open reports with that outcome. A reporter's address is kept only until the mail of
 * the outcome is queued; the reports themselves are kept as long as their review (deleted with it).
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { ReportReason } from "../../core/reviews/grounds";
import { reasonOf, type ReportEntry } from "../../core/reviews/report-schema";
import type { Database } from "../db/schema";
import { enqueueMail, type Mail } from "./outbox";
import { countHit, LimitExceeded, type Limit } from "./rate-limits";
import { publishedVersion } from "./reviews";

/** What closing a review's reports says happened to it. */
export type ReportOutcome = "kept" | "removed";

/** A published review as the report form names it: its public name and its place. */
export interface ReportedReview {
  id: number;
  publicName: string;
  placeName: string;
  placeSlug: string;
}

/** Review `id` with its live version's public name and its place, or null (none, or no version of it is live). */
export async function publishedReviewToReport(db: Kysely<Database>, id: number): Promise<ReportedReview | null> {
  const row = await db
    .selectFrom("review")
    .innerJoin("review_version", publishedVersion)
    .innerJoin("place", "place.id", "review.place_id")
    .select(["review.id", "review_version.public_name", "place.slug", "place.record"])
    .where("review.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const name = String((JSON.parse(row.record) as { name?: unknown }).name ?? "");
  return { id: row.id, publicName: row.public_name, placeName: name, placeSlug: row.slug };
}

/**
 * product §19.5: stores a report of review `reviewId`, counting it against the client's limit (product §16.5; throws
 * {@link LimitExceeded} past it). Resolves false, storing nothing, when no version of the review is live.
 */
export async function reportReview(
  db: Kysely<Database>,
  input: { reviewId: number; report: ReportEntry; limit: Limit; client: string; now: Date },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const review = await trx
      .selectFrom("review")
      .select("id")
      .where("id", "=", input.reviewId)
      .where("published_version", "is not", null)
      .executeTakeFirst();
    if (!review) return false;
    const outcome = await countHit(trx, input.limit, input.client, input.now);
    if (!outcome.allowed) throw new LimitExceeded(outcome.retryAfterSeconds);
    await trx
      .insertInto("review_report")
      .values({
        id: randomUUID(),
        review_id: review.id,
        reason: reasonOf(input.report),
        note: input.report.note,
        email: input.report.email === "" ? null : input.report.email.toLowerCase(),
        status: "open",
        outcome: null,
        created_at: input.now.toISOString(),
        closed_at: null,
      })
      .execute();
    return true;
  });
}

/** An open report as the desk shows it: never the reporter's address. */
export interface OpenReport {
  id: string;
  reason: ReportReason;
  note: string;
  createdAt: string;
}

/** product §19.5: review `reviewId`'s open reports, oldest first. */
export async function openReports(db: Kysely<Database>, reviewId: number): Promise<OpenReport[]> {
  const rows = await db
    .selectFrom("review_report")
    .select(["id", "reason", "note", "created_at"])
    .where("review_id", "=", reviewId)
    .where("status", "=", "open")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    reason: row.reason as ReportReason,
    note: row.note,
    createdAt: row.created_at,
  }));
}

/** product §19.5: how many open reports each of `reviewIds` has (absent: none). */
export async function openReportCounts(db: Kysely<Database>, reviewIds?: number[]): Promise<Map<number, number>> {
  if (reviewIds && reviewIds.length === 0) return new Map();
  let query = db
    .selectFrom("review_report")
    .select(["review_id", (eb) => eb.fn.countAll<string | number>().as("count")])
    .where("status", "=", "open");
  if (reviewIds) query = query.where("review_id", "in", reviewIds);
  const rows = await query.groupBy("review_id").execute();
  return new Map(rows.map((row) => [row.review_id, Number(row.count)]));
}

/**
 * product §19.5: closes review `reviewId`'s open reports with `outcome`, queues the outcome's mail (`mail`, given the
 * address) to each reporter who gave an address, then drops the addresses. Run it in the transaction of the decision
 * (a removal) or alone (the review kept). Resolves with the number of reports closed.
 */
export async function closeReports(
  db: Kysely<Database> | Transaction<Database>,
  input: { reviewId: number; outcome: ReportOutcome; mail: (to: string) => Mail; now: Date },
): Promise<number> {
  const at = input.now.toISOString();
  const run = async (trx: Kysely<Database> | Transaction<Database>) => {
    const open = await trx
      .selectFrom("review_report")
      .select(["id", "email"])
      .where("review_id", "=", input.reviewId)
      .where("status", "=", "open")
      .execute();
    const addresses = new Set(open.flatMap((report) => (report.email ? [report.email] : [])));
    for (const to of addresses) await enqueueMail(trx, input.mail(to), input.now);
    if (open.length > 0)
      await trx
        .updateTable("review_report")
        .set({ status: "closed", outcome: input.outcome, closed_at: at, email: null })
        .where("review_id", "=", input.reviewId)
        .where("status", "=", "open")
        .execute();
    return open.length;
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}
