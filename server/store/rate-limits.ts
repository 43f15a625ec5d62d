import { sql, type Kysely, type Transaction } from "kysely";
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
 * Counts one hit of `client` (already a keyed hash, never an address) against `limit`, in fixed
 * windows aligned to the epoch (one upsert: `on conflict do update ... returning`, the same SQL on
 * SQLite and PostgreSQL). Run it in the transaction that stores what it limits: when the limit is
 * exceeded the caller rolls back, so a refused attempt neither counts nor stores anything.
 * @returns allowed, or how many seconds remain until the window ends (for `Retry-After`, at least 1).
 */
export async function countHit(
  db: Kysely<Database> | Transaction<Database>,
  limit: Limit,
  client: string,
  now: Date,
): Promise<LimitOutcome> {
  const minute = Math.floor(now.getTime() / 60_000);
  const windowStart = minute - (minute % limit.windowMinutes);
  const { hits } = await db
    .insertInto("rate_limit")
    .values({ key: `${limit.name}:${client}`, window_start: windowStart, hits: 1 })
    .onConflict((conflict) =>
      conflict.columns(["key", "window_start"]).doUpdateSet({ hits: sql<number>`rate_limit.hits + 1` }),
    )
    .returning("hits")
    .executeTakeFirstOrThrow();
  if (Number(hits) <= limit.max) return { allowed: true };
  const windowEndMs = (windowStart + limit.windowMinutes) * 60_000;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEndMs - now.getTime()) / 1000)) };
}

/**
 * Gives back a hit {@link countHit} counted in the same window (a sign-in whose password was right: the limit
 * counts failures). Never below zero.
 */
export async function uncountHit(
  db: Kysely<Database> | Transaction<Database>,
  limit: Limit,
  client: string,
  now: Date,
): Promise<void> {
  const minute = Math.floor(now.getTime() / 60_000);
  await db
    .updateTable("rate_limit")
    .set({ hits: sql<number>`rate_limit.hits - 1` })
    .where("key", "=", `${limit.name}:${client}`)
    .where("window_start", "=", minute - (minute % limit.windowMinutes))
    .where("hits", ">", 0)
    .execute();
}

/** Thrown inside a transaction to roll it back when a limit is exceeded. */
export class LimitExceeded extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Rate limit exceeded; retry after ${retryAfterSeconds} s`);
  }
}

/**
 * How many hits `client` has in `limit`'s current window, without counting one, and the seconds until
 * the window ends: to refuse before doing the work (a sign-in's password check) when the limit is reached.
 */
export async function hitsSoFar(
  db: Kysely<Database>,
  limit: Limit,
  client: string,
  now: Date,
): Promise<{ hits: number; retryAfterSeconds: number }> {
  const minute = Math.floor(now.getTime() / 60_000);
  const windowStart = minute - (minute % limit.windowMinutes);
  const row = await db
    .selectFrom("rate_limit")
    .select("hits")
    .where("key", "=", `${limit.name}:${client}`)
    .where("window_start", "=", windowStart)
    .executeTakeFirst();
  const windowEndMs = (windowStart + limit.windowMinutes) * 60_000;
  return {
    hits: Number(row?.hits ?? 0),
    retryAfterSeconds: Math.max(1, Math.ceil((windowEndMs - now.getTime()) / 1000)),
  };
}
