import type { Kysely } from "kysely";
import { continueReviewIds, migrateToLatest } from "./migrations";
import type { Database } from "./schema";

/**
 * Every table of the guide's database, in an order that keeps foreign keys satisfied (an editor before their
 * sessions, a submission before its history and photos, a place before its versions and reviews, a review before
 * its versions, reports and reply). `copy.test.ts` fails when a migration adds a table that is not here.
 */
export const tablesInOrder = [
  "setting",
  "editor",
  "session",
  "submission",
  "submission_event",
  "subscriber",
  "outbox",
  "rate_limit",
  "mail_recipient",
  "photo",
  "photo_file",
  "publish",
  "publish_file",
  "place",
  "place_version",
  "review",
  "review_version",
  "review_event",
  "review_change",
  "review_report",
  "review_reply",
  "owner_account",
  "place_manager",
  "owner_claim",
  "owner_token",
  "owner_session",
  "owner_change",
  "event",
  "event_version",
  "event_proposal",
] as const satisfies readonly (keyof Database)[];

/**
 * The tables a first start fills on its own: the secret, and the seed's places and events with their run (decisions
 * 050, 083).
 */
const startRows = new Set<string>([
  "setting",
  "publish",
  "publish_file",
  "place",
  "place_version",
  "event",
  "event_version",
]);

/** The tables whose rows of kind "seed" a first start wrote (any other row is the target's own). */
const seedKinds = new Set<string>(["publish", "place_version", "event_version"]);

/** How many rows of `table` in `db` are of another kind than `notKind` (all rows without it). */
async function count(db: Kysely<Database>, table: keyof Database, notKind?: string): Promise<number> {
  let query = db.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as("n"));
  if (notKind) query = query.where("kind" as never, "<>", notKind as never);
  const { n } = await query.executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * Copies every row from one database to another (docs/server.md "To move from SQLite to PostgreSQL"): the
 * submissions' side, the places with every version and publishing run, the photos' records, and the reviews with
 * their reports and replies. The target is migrated first and must hold nothing but what a first start writes (its
 * secret, and the seed's places when a server already started on it): those give way to the source's, so old
 * status and unsubscribe links keep working and the guide is the source's, not the seed. The copy never merges.
 * Rows go in batches of 500, in one transaction on the target: all or nothing.
 * @returns rows copied per table, in {@link tablesInOrder}
 * @throws when the target already holds rows of its own (a submission, a review, a change to a place...)
 */
export async function copyDatabase(from: Kysely<Database>, to: Kysely<Database>): Promise<Record<string, number>> {
  await migrateToLatest(to as never);
  for (const table of tablesInOrder) {
    if (table === "setting" || table === "place" || table === "event" || table === "publish_file") continue;
    // A seed's places, events, versions and run are kind "seed"; anything else is the target's own.
    const own = await count(to, table, seedKinds.has(table) ? "seed" : undefined);
    if (own > 0) throw new Error(`The target already holds rows in "${table}": copy into an empty database.`);
  }
  const copied: Record<string, number> = {};
  await to.transaction().execute(async (trx) => {
    for (const table of [...tablesInOrder].reverse()) if (startRows.has(table)) await trx.deleteFrom(table).execute();
    for (const table of tablesInOrder) {
      const rows = (await from.selectFrom(table).selectAll().execute()).map(binaryAsBuffer);
      // Rows of large values (a photo's files, up to a few hundred KB each) go a few at a time.
      const batch = table === "photo_file" ? 20 : 500;
      for (let start = 0; start < rows.length; start += batch)
        await trx
          .insertInto(table)
          .values(rows.slice(start, start + batch) as never)
          .execute();
      copied[table] = rows.length;
    }
    // The reviews came with their ids: the next one written follows them.
    await continueReviewIds(trx as never);
  });
  return copied;
}

/**
 * A row whose binary values (SQLite's blobs come from its worker thread as ArrayBuffers) are Buffers, which
 * node-postgres sends as bytea; an ArrayBuffer would be sent as the JSON text "{}".
 */
function binaryAsBuffer(row: object): object {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value instanceof ArrayBuffer
        ? Buffer.from(value)
        : ArrayBuffer.isView(value)
          ? Buffer.from(value.buffer, value.byteOffset, value.byteLength)
          : value,
    ]),
  );
}
