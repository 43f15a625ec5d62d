import { sql, type Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "./schema";
import { executeTogether, executeWhole } from "./together";
import { countHitQuery, hitUnderLimitQuery } from "../store/rate-limits";
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

  // docs/performance.md, "Posts with the jobs running": a transaction sent whole (decision 090) keeps a
  // transaction's meaning: all or nothing, committed before it is answered, whatever else runs beside it.
  const whole = { name: "whole", max: 3, windowMinutes: 60 };

  it("sent whole: runs in order, answers each statement's result in order, and is stored once answered", async () => {
    const results = await executeWhole(db, [
      countHitQuery(db, whole, "a", now),
      countHitQuery(db, whole, "a", now),
      db.updateTable("rate_limit").set({ hits: 7 }).where("key", "=", "whole:a"),
    ]);
    expect(results!.slice(0, 2).map((result) => Number((result.rows[0] as { hits: number }).hits))).toEqual([1, 2]);
    expect(results![2]!.numAffectedRows).toBe(1n);
    expect(await hits()).toEqual(["whole:a 7"]);
  });

  it("sent whole: a failing statement rejects with its error and keeps nothing of the transaction; the next one commits", async () => {
    await db.insertInto("rate_limit").values({ key: "whole:taken", window_start: 1, hits: 1 }).execute();
    await expect(
      executeWhole(db, [
        countHitQuery(db, whole, "b", now),
        db.insertInto("rate_limit").values({ key: "whole:taken", window_start: 1, hits: 2 }),
        countHitQuery(db, whole, "c", now),
      ]),
    ).rejects.toThrow(/unique|duplicate/i);
    expect(await hits()).toEqual(["whole:taken 1"]);
    await executeWhole(db, [countHitQuery(db, whole, "d", now)]);
    expect(await hits()).toEqual(["whole:d 1", "whole:taken 1"]);
  });

  it("sent whole: a statement that must return a row and returns none: answered null, nothing kept", async () => {
    const counted = () => [
      hitUnderLimitQuery(db, whole, "e", now),
      db.insertInto("rate_limit").values({ key: `whole:row ${Math.random()}`, window_start: 1, hits: 1 }),
    ];
    for (let turn = 0; turn < whole.max; turn++) expect(await executeWhole(db, counted(), 0)).not.toBeNull();
    expect(await executeWhole(db, counted(), 0)).toBeNull();
    const rows = await hits();
    expect(rows.filter((row) => row.startsWith("whole:row"))).toHaveLength(whole.max);
    expect(rows).toContain(`whole:e ${whole.max}`);
  });

  it("sent whole: many at once beside transactions of several steps, and a failing one among them: each kept exactly as answered", async () => {
    const sent = Array.from({ length: 60 }, (_, n) =>
      n % 10 === 9
        ? executeWhole(db, [
            db.insertInto("rate_limit").values({ key: `whole:many ${n}`, window_start: 1, hits: 1 }),
            db.insertInto("rate_limit").values({ key: `whole:many ${n}`, window_start: 1, hits: 2 }),
          ])
        : n % 10 === 4
          ? db.transaction().execute(async (trx) => {
              await trx
                .insertInto("rate_limit")
                .values({ key: `whole:many ${n}`, window_start: 1, hits: 1 })
                .execute();
              await trx.updateTable("rate_limit").set({ hits: 2 }).where("key", "=", `whole:many ${n}`).execute();
            })
          : executeWhole(db, [
              db.insertInto("rate_limit").values({ key: `whole:many ${n}`, window_start: 1, hits: 1 }),
              db.updateTable("rate_limit").set({ hits: 2 }).where("key", "=", `whole:many ${n}`),
            ]),
    );
    const outcomes = await Promise.allSettled(sent);
    const stored = new Set(
      (await hits()).filter((row) => row.startsWith("whole:many")).map((row) => row.replace(/ 2$/, "")),
    );
    outcomes.forEach((outcome, n) => {
      expect(outcome.status, `transaction ${n}`).toBe(n % 10 === 9 ? "rejected" : "fulfilled");
      expect(stored.has(`whole:many ${n}`), `transaction ${n}`).toBe(n % 10 !== 9);
    });
    // Every kept row is whole (its update with it): hits 2.
    expect((await hits()).filter((row) => row.startsWith("whole:many") && !row.endsWith(" 2"))).toEqual([]);
  });
});

/** Decision 100: on PostgreSQL a statement with parameters is prepared once per connection, named by its text. */
describe.each(engines().filter(({ engine }) => engine === "postgres"))("prepared statements on $engine", ({ open }) => {
  let db: Kysely<Database>;
  beforeEach(async () => {
    ({ db } = await open());
  });
  afterEach(async () => {
    await db.destroy();
  });

  it("a statement with parameters is prepared on its connection and runs again from there; one without is not", async () => {
    const prepared = await db.connection().execute(async (connection) => {
      for (const key of ["a", "b"])
        await connection.selectFrom("rate_limit").select("hits").where("key", "=", key).execute();
      await sql`select count(*) from rate_limit`.execute(connection);
      return (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(connection)).rows;
    });
    const texts = prepared.map(({ statement }) => statement);
    expect(texts.filter((text) => /from "rate_limit" where "key" = \$1/.test(text))).toHaveLength(1);
    expect(texts.some((text) => text.includes("count(*)"))).toBe(false);
  });

  it("a prepared statement whose table changed under it fails once, then runs unprepared", async () => {
    await sql`create table prepared_probe (a integer)`.execute(db);
    await sql`insert into prepared_probe values (1)`.execute(db);
    await db.connection().execute(async (connection) => {
      const probe = () =>
        sql<{ a: number; b?: number }>`select * from prepared_probe where a = ${1}`.execute(connection);
      expect((await probe()).rows).toEqual([{ a: 1 }]);
      // Another server's migration: the statement's result has a column more.
      await sql`alter table prepared_probe add column b integer default 2`.execute(connection);
      await expect(probe()).rejects.toMatchObject({ code: "0A000" });
      expect((await probe()).rows).toEqual([{ a: 1, b: 2 }]);
    });
  });
});
