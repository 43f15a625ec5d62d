import type { Kysely } from "kysely";
import { migrateToLatest } from "./migrations";
import type { Database } from "./schema";

/** Tables in an order that keeps foreign keys satisfied (an editor before their sessions, a submission before its history). */
export const tablesInOrder = [
  "setting",
  "editor",
  "session",
  "submission",
  "submission_event",
  "subscriber",
  "outbox",
  "rate_limit",
] as const satisfies readonly (keyof Database)[];

/**
 * Copies every row from one database to another (README "From SQLite to PostgreSQL"): the target is
 * migrated first and must hold no submissions, subscribers or mail (the copy never merges). Rows go
 * in batches of 500, in one transaction on the target: all or nothing.
 * @returns rows copied per table
 * @throws when the target already holds rows of its own
 */
export async function copyDatabase(from: Kysely<Database>, to: Kysely<Database>): Promise<Record<string, number>> {
  await migrateToLatest(to as never);
  for (const table of ["submission", "subscriber", "outbox"] as const) {
    const { n } = await to
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .executeTakeFirstOrThrow();
    if (Number(n) > 0) throw new Error(`The target already holds rows in "${table}": copy into an empty database.`);
  }
  const copied: Record<string, number> = {};
  await to.transaction().execute(async (trx) => {
    // The target's own secret (made when it first started) gives way to the source's, so old unsubscribe links keep working.
    await trx.deleteFrom("setting").execute();
    for (const table of tablesInOrder) {
      const rows = await from.selectFrom(table).selectAll().execute();
      for (let start = 0; start < rows.length; start += 500)
        await trx
          .insertInto(table)
          .values(rows.slice(start, start + 500) as never)
          .execute();
      copied[table] = rows.length;
    }
  });
  return copied;
}
