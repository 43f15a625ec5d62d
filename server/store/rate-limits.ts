import { SqliteAdapter, sql, type Compilable, type Kysely, type Transaction } from "kysely";
import type { Database } from "../db/schema";

/** A limit: at most `max` hits per `windowMinutes`, counted in the database so every server shares it. */
export interface Limit {
  /** What is limited, e.g. "listing" (the form), "newsletter". */
  name: string;
  max: number;
  windowMinutes: number;
}

export type LimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * The statement that counts one hit of `client` (already a keyed hash, never an address) against `limit`, in fixed
 * windows aligned to the epoch (one upsert: `on conflict do update ... returning hits`, the same SQL on SQLite and
 * PostgreSQL); {@link limitOutcome} reads its answer. For a transaction that sends it with other statements
 * (server/db/together.ts); {@link countHit} runs it alone.
 */
export function countHitQuery(
  db: Kysely<Database> | Transaction<Database>,
  limit: Limit,
  client: string,
  now: Date,
  /** Count it only while under the limit ({@link hitUnderLimitQuery}). */
  onlyUnder = false,
): Compilable<{ hits: number }> {
  return db
    .insertInto("rate_limit")
    .values({ key: `${limit.name}:${client}`, window_start: windowStartOf(limit, now), hits: 1 })
    .onConflict((conflict) => {
      const counted = conflict.columns(["key", "window_start"]).doUpdateSet({ hits: sql<number>`rate_limit.hits + 1` });
      return onlyUnder ? counted.where("rate_limit.hits", "<", limit.max) : counted;
    })
    .returning("hits");
}

/**
 * {@link countHitQuery} counted only while under the limit: it returns a row (`hits`) when the hit was counted, none
 * when the limit is reached (then nothing changes). For a transaction sent whole that stores what it limits only when
 * the hit counted (server/db/together.ts `executeWhole`'s `mustReturn`).
 */
export function hitUnderLimitQuery(
  db: Kysely<Database> | Transaction<Database>,
  limit: Limit,
  client: string,
  now: Date,
): Compilable<{ hits: number }> {
  return countHitQuery(db, limit, client, now, true);
}

/** The start of `limit`'s window that holds `now`, in minutes since the epoch. */
function windowStartOf(limit: Limit, now: Date): number {
  const minute = Math.floor(now.getTime() / 60_000);
  return minute - (minute % limit.windowMinutes);
}

/**
 * What a count of `hits` (the answer of {@link countHitQuery}) means for `limit` at `now`: allowed, or how many
 * seconds remain until the window ends (for `Retry-After`, at least 1).
 */
export function limitOutcome(hits: number, limit: Limit, now: Date): LimitOutcome {
  if (hits <= limit.max) return { allowed: true };
  const windowEndMs = (windowStartOf(limit, now) + limit.windowMinutes) * 60_000;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEndMs - now.getTime()) / 1000)) };
}

/**
 * Counts one hit of `client` against `limit` ({@link countHitQuery}). Run it in the transaction that stores what it
 * limits: when the limit is exceeded the caller rolls back, so a refused attempt neither counts nor stores anything.
 * @returns allowed, or how many seconds remain until the window ends (for `Retry-After`, at least 1).
 */
export async function countHit(
  db: Kysely<Database> | Transaction<Database>,
  limit: Limit,
  client: string,
  now: Date,
): Promise<LimitOutcome> {
  const { hits } = await db.executeQuery(countHitQuery(db, limit, client, now)).then((result) => result.rows[0]!);
  return limitOutcome(Number(hits), limit, now);
}

/**
 * Whether a limit's hits are best counted apart from what they limit ({@link reserveHit}): on PostgreSQL, where writers
 * run at once and would queue on one client's row; not on SQLite, whose one writer runs one transaction at a time.
 */
export function countsApart(db: Kysely<Database>): boolean {
  return !(db.getExecutor().adapter instanceof SqliteAdapter);
}

/**
 * Counts one hit of `client` against `limit` in a statement of its own (product §16.5; docs/performance.md, "Posts
 * from one address"), for PostgreSQL: its commit does not wait for the disk (`synchronous_commit` off for this
 * statement's transaction only), so the row's lock is held for the statement alone, not through the durable commit
 * of what it limits, and posts from one address (an office behind one NAT) no longer queue on that row. A hit over
 * the limit is not counted (the update's condition), so the count stays exact under any concurrency. A crash may
 * forget the last instant's hits (a limit, not what was saved). The caller gives the hit back ({@link uncountHit})
 * when what it limits is not stored.
 * @returns allowed, or how many seconds remain until the window ends (for `Retry-After`, at least 1).
 */
export async function reserveHit(db: Kysely<Database>, limit: Limit, client: string, now: Date): Promise<LimitOutcome> {
  const { rows } = await sql<{ hits: number }>`
    insert into rate_limit (key, window_start, hits)
    select ${`${limit.name}:${client}`}, ${windowStartOf(limit, now)}, 1
    from (select set_config('synchronous_commit', 'off', true)) as not_waiting_for_the_disk
    on conflict (key, window_start) do update set hits = rate_limit.hits + 1 where rate_limit.hits < ${limit.max}
    returning hits`.execute(db);
  const hits = rows[0] ? Number(rows[0].hits) : limit.max + 1;
  return limitOutcome(hits, limit, now);
}

/**
 * Stores what `limit` counts, the client's hit counted as the engine is best at: on SQLite inside the store's
 * transaction (`store(true)`: it counts with {@link countHitQuery} and rolls back over the limit), on PostgreSQL apart
 * just before it ({@link reserveHit}, `store(false)`) and given back when the store fails.
 * @throws LimitExceeded over the limit (nothing stored)
 */
export async function storeCounted<T>(
  db: Kysely<Database>,
  limit: Limit,
  client: string,
  now: Date,
  store: (countWithin: boolean) => Promise<T>,
): Promise<T> {
  if (!countsApart(db)) return store(true);
  const outcome = await reserveHit(db, limit, client, now);
  if (!outcome.allowed) throw new LimitExceeded(outcome.retryAfterSeconds);
  try {
    return await store(false);
  } catch (error) {
    await uncountHit(db, limit, client, now).catch(() => {});
    throw error;
  }
}

/**
 * Gives back a hit {@link countHit} or {@link reserveHit} counted in the same window (a sign-in whose password was
 * right: the limit counts failures; a submission not stored). Never below zero.
 */
export async function uncountHit(
  db: Kysely<Database> | Transaction<Database>,
  limit: Limit,
  client: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable("rate_limit")
    .set({ hits: sql<number>`rate_limit.hits - 1` })
    .where("key", "=", `${limit.name}:${client}`)
    .where("window_start", "=", windowStartOf(limit, now))
    .where("hits", ">", 0)
    .execute();
}

/** Thrown inside a transaction to roll it back when a limit is exceeded. */
export class LimitExceeded extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Rate limit exceeded; retry after ${retryAfterSeconds} s`);
  }
}
