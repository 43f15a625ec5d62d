/**
 * Another process of the project writing to the same database, for the server's tests (decision 045): it holds a
 * write transaction for HOLD_MS, lets go for PAUSE_MS, ROUNDS times (on SQLite any write takes the database's one
 * write lock; on PostgreSQL it locks the tables a post and a desk move write, in exclusive mode). It prints
 * `held <epoch ms>` once it holds the lock and `released <epoch ms>` once its commit returned, then `done`.
 * Run: `node --import tsx tooling/test/lock-holder.ts` with DATA_DIR or DATABASE_URL, HOLD_MS, PAUSE_MS, ROUNDS.
 */
import { sql } from "kysely";
import { openDatabase } from "../../server/db/connect";

const holdMs = Number(process.env.HOLD_MS ?? 20);
const pauseMs = Number(process.env.PAUSE_MS ?? 20);
const rounds = Number(process.env.ROUNDS ?? 1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const { db, engine } = await openDatabase({
  dataDir: process.env.DATA_DIR ?? "",
  databaseUrl: process.env.DATABASE_URL || undefined,
});
try {
  for (let round = 0; round < rounds; round += 1) {
    await db.transaction().execute(async (trx) => {
      if (engine === "postgres")
        // In the order a post takes them (its limit first), so the two never wait for each other.
        await sql`lock table rate_limit, submission, submission_event, outbox in exclusive mode`.execute(trx);
      await trx
        .insertInto("setting")
        .values({ key: "lock-holder", value: String(round) })
        .onConflict((conflict) => conflict.column("key").doUpdateSet({ value: String(round) }))
        .execute();
      console.log(`held ${Date.now()}`);
      await sleep(holdMs);
    });
    console.log(`released ${Date.now()}`);
    await sleep(pauseMs);
  }
  console.log("done");
} finally {
  await db.destroy();
}
