/**
 * The editors' desk's reads of visitors' reviews (product §19.3, §19.5, §19.8): the list, its counts by status, and
 * one review with its history; never its stars before a decision. The `review` tables' other jobs: reviews.ts.
 */
import type { Kysely } from "kysely";
import { isReviewGround, type ReviewGround } from "../../core/reviews/grounds";
import type { HoldReason } from "../reviews/hold-rules";
import type { Database, ReviewStatus } from "../db/schema";
import { currentVersion } from "./reviews";

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

/** The columns a {@link DeskReviewRow} is read from (a review joined with its current version and its place). */
const deskRowColumns = [
  "review.id",
  "review.place_id",
  "place.slug",
  "place.record",
  "review.status",
  "review.hold_reasons",
  "review.confirmed_at",
  "review_version.public_name",
  "review_version.visit_month",
] as const;

/** A {@link DeskReviewRow} of a row read with {@link deskRowColumns}. */
function deskRowOf(row: {
  id: number;
  place_id: number;
  slug: string;
  record: string;
  status: ReviewStatus;
  hold_reasons: string;
  confirmed_at: string | null;
  public_name: string;
  visit_month: string;
}): DeskReviewRow {
  return {
    id: row.id,
    placeId: row.place_id,
    placeSlug: row.slug,
    placeName: nameOf(row.record),
    status: row.status,
    publicName: row.public_name,
    visitMonth: row.visit_month,
    held: (JSON.parse(row.hold_reasons) as unknown[]).length > 0,
    confirmedAt: row.confirmed_at,
  };
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
    .innerJoin("review_version", currentVersion)
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
    .select(deskRowColumns)
    .orderBy("review.confirmed_at", "desc")
    .orderBy("review.id", "desc")
    .limit(filter.pageSize)
    .offset((Math.max(1, filter.page) - 1) * filter.pageSize)
    .execute();
  return {
    total: Number(total),
    rows: rows.map(deskRowOf),
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
    .innerJoin("review_version", currentVersion)
    .innerJoin("place", "place.id", "review.place_id")
    .select([
      ...deskRowColumns,
      "review.ground",
      "review.published_version",
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
    ...deskRowOf(row),
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
