import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * The site's secret for keyed hashes (tokens.ts): made once, at random, by the first server to start,
 * and kept in the database, so every server sharing it (PostgreSQL) uses the same one and nothing
 * needs setting up. `insert ... on conflict do nothing` then a read: two servers starting at once
 * agree on the first one written.
 */
export async function siteSecret(db: Kysely<Database>): Promise<string> {
  await db
    .insertInto("setting")
    .values({ key: "secret", value: randomBytes(32).toString("base64url") })
    .onConflict((conflict) => conflict.column("key").doNothing())
    .execute();
  const row = await db.selectFrom("setting").select("value").where("key", "=", "secret").executeTakeFirstOrThrow();
  return row.value;
}
