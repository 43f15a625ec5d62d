/**
 * Decision 067: every mail the guide sends to an address someone typed (a review's confirmation, a listing's
 * receipt, and any such mail to come: an owner's claim, a sign-in link) is limited per recipient as the newsletter's
 * confirmation is (product §16.4), with a small burst (decision 081): one address gets at most 3 mails of a kind a
 * day, whoever typed it and from however many connections; two may go at once (a person's second sign-in link or
 * second review confirmation is not held back), a later one waits for its turn in the outbox, 10 minutes after the
 * one before; the fourth of a day is not sent. The sender's answer is the same either way, so nobody learns what an
 * address was sent.
 */
import { PostgresAdapter, sql, type Compilable, type Kysely, type Transaction } from "kysely";
import type { Database } from "../db/schema";
import { keyedHash } from "../tokens";
import { enqueueMail, type Mail } from "./outbox";

/**
 * product §16.5, decision 081: to one address, at most `perDay` mails of a kind a day; `burst` of them may go at once,
 * the next waits `minGapMinutes` after the one before (the turns refill at one per gap while none is sent).
 */
export const recipientLimits = { minGapMinutes: 10, perDay: 3, burst: 2 } as const;

/** The kinds of mail sent to typed addresses; each is counted on its own. */
export type RecipientMailKind = "review-confirm" | "listing-receipt" | (string & {});

/** The key a recipient is counted under for `kind`: a keyed hash of the address (lower-cased, trimmed), never it. */
export function recipientKey(secret: string, kind: RecipientMailKind, address: string): string {
  return `${kind}:${keyedHash(secret, `recipient:${address.trim().toLowerCase()}`)}`;
}

const minuteOf = (date: Date) => Math.floor(date.getTime() / 60_000);
const dayMinutes = 24 * 60;

/**
 * The statement that takes the next turn of recipient `key` at `now` (one upsert, atomic on both engines: two posts
 * at once never take one turn): it counts the mail in the recipient's day and moves its next turn on by the gap,
 * unless the day's mails are used up. {@link turnOf} reads its answer. For a transaction that sends it with other
 * statements (server/db/together.ts); {@link queueLimitedMail} runs it alone.
 */
export function recipientTurnQuery(
  db: Kysely<Database> | Transaction<Database>,
  key: string,
  now: Date,
): Compilable<{ sent_today: number; next_minute: number }> {
  const minute = minuteOf(now);
  const { minGapMinutes: gap, perDay } = recipientLimits;
  const larger = db.getExecutor().adapter instanceof PostgresAdapter ? sql.raw("greatest") : sql.raw("max");
  const newDay = sql`mail_recipient.day_start <= ${minute - dayMinutes}`;
  return db
    .insertInto("mail_recipient")
    .values({ key, day_start: minute, sent_today: 1, next_minute: minute + gap })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet({
        sent_today: sql<number>`case when ${newDay} then 1 else mail_recipient.sent_today + 1 end`,
        day_start: sql<number>`case when ${newDay} then ${minute} else mail_recipient.day_start end`,
        next_minute: sql<number>`case when not (${newDay}) and mail_recipient.sent_today >= ${perDay}
          then mail_recipient.next_minute else ${larger}(mail_recipient.next_minute, ${minute}) + ${gap} end`,
      }),
    )
    .returning(["sent_today", "next_minute"]);
}

/**
 * What the answer of {@link recipientTurnQuery} means: the mail goes at the returned time, or null: the day's mails
 * to this address are used up. `next_minute` is when the recipient's turns would be all back (one per gap, the
 * generic cell rate algorithm): a mail goes `now` while it is under `burst` gaps ahead, else at its turn's minute.
 */
export function turnOf(row: { sent_today: number | string; next_minute: number | string }, now: Date): Date | null {
  const { perDay, burst, minGapMinutes } = recipientLimits;
  if (Number(row.sent_today) > perDay) return null;
  const turn = Number(row.next_minute) - burst * minGapMinutes;
  return turn <= minuteOf(now) ? now : new Date(turn * 60_000);
}

/**
 * Queues `mail` to an address someone typed, limited per recipient (see the module): in the caller's transaction,
 * takes the recipient's turn under `key` ({@link recipientKey}) and writes the mail due at that turn, or writes
 * nothing when the day's mails are used up. Resolves with when it goes, or null.
 */
export async function queueLimitedMail(
  trx: Kysely<Database> | Transaction<Database>,
  input: { mail: Mail; key: string; now: Date },
): Promise<Date | null> {
  const { rows } = await trx.executeQuery(recipientTurnQuery(trx, input.key, input.now));
  const at = turnOf(rows[0]!, input.now);
  if (at) await enqueueMail(trx, { ...input.mail, notBefore: at }, input.now);
  return at;
}

/** Deletes the counts of recipients whose day ended and whose next turn has come (product §16.6: one day). */
export async function pruneRecipients(db: Kysely<Database>, now: Date): Promise<number> {
  const minute = minuteOf(now);
  const result = await db
    .deleteFrom("mail_recipient")
    .where("day_start", "<=", minute - dayMinutes)
    .where("next_minute", "<=", minute)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
