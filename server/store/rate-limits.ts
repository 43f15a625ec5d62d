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
export async function countHit(db: Kysely<Database> | Transaction<Database>, limit: Limit, client: string, now: Date): Promise<LimitOutcome> {
  const minute = Math.floor(now.getTime() / 60_000);
  const windowStart = minute - (minute % limit.windowMinutes);
  const { hits } = await db
    .insertInto("rate_limit")
    .values({ key: `${limit.name}:${client}`, window_start: windowStart, hits: 1 })
    .onConflict((conflict) => conflict.columns(["key", "window_start"]).doUpdateSet({ hits: sql<number>`rate_limit.hits + 1` }))
    .returning("hits")
    .executeTakeFirstOrThrow();
  if (Number(hits) <= limit.max) return { allowed: true };
  const windowEndMs = (windowStart + limit.windowMinutes) * 60_000;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEndMs - now.getTime()) / 1000)) };
}

/** Thrown inside a transaction to roll it back when a limit is exceeded. */
export class LimitExceeded extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Rate limit exceeded; retry after ${retryAfterSeconds} s`);
  }
}
