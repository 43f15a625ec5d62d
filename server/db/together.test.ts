import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "./schema";
import { executeTogether } from "./together";
import { countHitQuery } from "../store/rate-limits";
import { engines } from "../../tooling/test/engines";

/** decision 045: a transaction's statements sent together keep a transaction's meaning on both engines. */
describe.each(engines())("statements run together on $engine", ({ open }) => {
  let db: Kysely<Database>;
  const now = new Date("2026-11-27T12:00:00Z");
  const limit = { name: "together", max: 2, windowMinutes: 60 };

  beforeEach(async () => {
    ({ db } = await open());
  });
  afterEach(async () => {
    await db.destroy();
  });

  const hits = async () =>
    (await db.selectFrom("rate_limit").select(["key", "hits"]).orderBy("key").execute()).map(
      (row) => `${row.key} ${Number(row.hits)}`,
    );

  it("run in order and answer each statement's result in order", async () => {
    const results = await db
      .transaction()
      .execute((trx) =>
        executeTogether(trx, [
          countHitQuery(trx, limit, "a", now),
          countHitQuery(trx, limit, "a", now),
          countHitQuery(trx, limit, "b", now),
          trx.updateTable("rate_limit").set({ hits: 7 }).where("key", "like", "together:%"),
        ]),
      );
    expect(results.slice(0, 3).map((result) => Number((result.rows[0] as { hits: number }).hits))).toEqual([1, 2, 1]);
    expect(results[3]!.numAffectedRows).toBe(2n);
    expect(await hits()).toEqual(["together:a 7", "together:b 7"]);
  });

  it("stop at the first failing statement, whose error rejects, and the transaction's rollback undoes those before it", async () => {
    await db.insertInto("rate_limit").values({ key: "together:taken", window_start: 1, hits: 1 }).execute();
    const attempt = db.transaction().execute((trx) =>
      executeTogether(trx, [
        countHitQuery(trx, limit, "a", now),
        // The same key and window again: the primary key refuses it.
        trx.insertInto("rate_limit").values({ key: "together:taken", window_start: 1, hits: 2 }),
        countHitQuery(trx, limit, "c", now),
      ]),
    );
    await expect(attempt).rejects.toThrow(/unique|duplicate/i);
    expect(await hits()).toEqual(["together:taken 1"]);
    // The connection is usable at once: the next transaction commits.
    await db.transaction().execute((trx) => executeTogether(trx, [countHitQuery(trx, limit, "d", now)]));
    expect(await hits()).toEqual(["together:d 1", "together:taken 1"]);
  });

  it("inside a transaction that goes on, see and are seen by its other statements", async () => {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("rate_limit").values({ key: "together:e", window_start: 5, hits: 3 }).execute();
      const [counted] = await executeTogether(trx, [
        trx.updateTable("rate_limit").set({ hits: 4 }).where("key", "=", "together:e").returning("hits"),
      ]);
      expect(Number((counted!.rows[0] as { hits: number }).hits)).toBe(4);
      const row = await trx.selectFrom("rate_limit").select("hits").where("key", "=", "together:e").executeTakeFirst();
      expect(Number(row?.hits)).toBe(4);
    });
    expect(await hits()).toEqual(["together:e 4"]);
  });
});
