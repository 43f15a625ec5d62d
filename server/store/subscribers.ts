import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { hashToken, isTokenShaped, keyedHash, newToken, sameKeyedHash } from "../tokens";
import { enqueueMail, type Mail } from "./outbox";
import { countHit, LimitExceeded, type Limit } from "./rate-limits";

/** product §16.4: a confirmation mail goes to one address at most once per 10 minutes and 3 times a day. */
export const confirmMailLimits = { minGapMs: 10 * 60_000, perDay: 3 } as const;

/** How long a confirm link works. */
export const confirmLinkDays = 7;

export interface SubscribeInput {
  email: string;
  limit: Limit;
  client: string;
  /** The confirmation mail, given the subscriber's id and the confirm token. */
  confirmMail: (subscriber: { id: string; token: string }) => Mail;
  now: Date;
}

/**
 * product §16.4 double opt-in. Records a sign-up and writes a confirmation mail, in one transaction
 * with the client's limit (throws {@link LimitExceeded}). The caller answers the same whatever
 * happened here, so nobody learns whether an address is known:
 * - a new address: pending, with a confirm token (stored hashed) and its mail;
 * - pending or unsubscribed: a fresh token and mail, unless one went out under 10 minutes ago or 3 today;
 * - confirmed: nothing (no mail).
 */
export async function subscribe(db: Kysely<Database>, input: SubscribeInput): Promise<void> {
  const email = input.email.toLowerCase();
  const at = input.now.toISOString();
  await db.transaction().execute(async (trx) => {
    const outcome = await countHit(trx, input.limit, input.client, input.now);
    if (!outcome.allowed) throw new LimitExceeded(outcome.retryAfterSeconds);
    const existing = await trx.selectFrom("subscriber").selectAll().where("email", "=", email).executeTakeFirst();
    if (existing?.status === "confirmed") return;
    const token = newToken();
    if (!existing) {
      const id = randomUUID();
      await trx
        .insertInto("subscriber")
        .values({
          id,
          email,
          status: "pending",
          confirm_token_hash: hashToken(token),
          confirm_sent_at: at,
          confirms_today: 1,
          day_started_at: at,
          created_at: at,
          confirmed_at: null,
          unsubscribed_at: null,
        })
        .onConflict((conflict) => conflict.column("email").doNothing())
        .execute();
      await enqueueMail(trx, input.confirmMail({ id, token }), input.now);
      return;
    }
    const sinceLast = existing.confirm_sent_at ? input.now.getTime() - Date.parse(existing.confirm_sent_at) : Infinity;
    const newDay =
      !existing.day_started_at || input.now.getTime() - Date.parse(existing.day_started_at) >= 24 * 60 * 60_000;
    const sentToday = newDay ? 0 : existing.confirms_today;
    if (sinceLast < confirmMailLimits.minGapMs || sentToday >= confirmMailLimits.perDay) return;
    await trx
      .updateTable("subscriber")
      .set({
        status: "pending",
        confirm_token_hash: hashToken(token),
        confirm_sent_at: at,
        confirms_today: sentToday + 1,
        day_started_at: newDay ? at : existing.day_started_at,
      })
      .where("id", "=", existing.id)
      .execute();
    await enqueueMail(trx, input.confirmMail({ id: existing.id, token }), input.now);
  });
}

/** The pending sign-up a confirm token opens (within {@link confirmLinkDays}), or null. */
export async function findPendingByConfirmToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<{ id: string } | null> {
  if (!isTokenShaped(token)) return null;
  const row = await db
    .selectFrom("subscriber")
    .select(["id", "confirm_sent_at"])
    .where("confirm_token_hash", "=", hashToken(token))
    .where("status", "=", "pending")
    .executeTakeFirst();
  if (!row?.confirm_sent_at) return null;
  const ageMs = now.getTime() - Date.parse(row.confirm_sent_at);
  return ageMs <= confirmLinkDays * 24 * 60 * 60_000 ? { id: row.id } : null;
}

/** Confirms the sign-up of a confirm token (the token is used up). False when the token opens nothing. */
export async function confirmSubscription(db: Kysely<Database>, token: string, now: Date): Promise<boolean> {
  const pending = await findPendingByConfirmToken(db, token, now);
  if (!pending) return false;
  const result = await db
    .updateTable("subscriber")
    .set({ status: "confirmed", confirmed_at: now.toISOString(), confirm_token_hash: null, unsubscribed_at: null })
    .where("id", "=", pending.id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The unsubscribe token of a subscriber: its id and a keyed hash of it (nothing stored; RFC 8058 links). */
export function unsubscribeToken(secret: string, subscriberId: string): string {
  return `${subscriberId}.${keyedHash(secret, `unsubscribe:${subscriberId}`)}`;
}

/** The subscriber id an unsubscribe token names, when its hash is right; else null. */
export function subscriberOfUnsubscribeToken(secret: string, token: string): string | null {
  const dot = token.indexOf(".");
  if (dot < 1) return null;
  const id = token.slice(0, dot);
  return sameKeyedHash(token.slice(dot + 1), keyedHash(secret, `unsubscribe:${id}`)) ? id : null;
}

/** Unsubscribes (idempotent: an address already out, or deleted, is fine). The pending confirm link stops working too. */
export async function unsubscribe(db: Kysely<Database>, subscriberId: string, now: Date): Promise<void> {
  await db
    .updateTable("subscriber")
    .set({ status: "unsubscribed", unsubscribed_at: now.toISOString(), confirm_token_hash: null })
    .where("id", "=", subscriberId)
    .where("status", "!=", "unsubscribed")
    .execute();
}

/** product §17.3: how many subscribers are in each state. */
export async function newsletterCounts(
  db: Kysely<Database>,
): Promise<Record<"pending" | "confirmed" | "unsubscribed", number>> {
  const rows = await db
    .selectFrom("subscriber")
    .select(["status", (eb) => eb.fn.countAll<string | number>().as("count")])
    .groupBy("status")
    .execute();
  const counts = { pending: 0, confirmed: 0, unsubscribed: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/** product §17.3: the confirmed subscribers, oldest first: address and when they confirmed. */
export function confirmedSubscribers(db: Kysely<Database>) {
  return db
    .selectFrom("subscriber")
    .select(["email", "confirmed_at"])
    .where("status", "=", "confirmed")
    .orderBy("confirmed_at")
    .execute();
}
