/**
 * Decision 067: every mail the guide sends to an address someone typed (a review's confirmation, a listing's
 * receipt, and any such mail to come: an owner's claim, a sign-in link) is limited per recipient as the newsletter's
 * confirmation is (product §16.4), with a small burst (decision 081): one address gets at most 3 mails of a kind a
 * day, whoever typed it and from however many connections; two may go at once (a person's second sign-in link or
 * second review confirmation is not held back), a later one waits for its turn in the outbox, 10 minutes after the
 * one before; the fourth of a day is not sent. The sender's answer is the same either way, so nobody learns what an
 * address was sent.
 */
import { randomUUID } from "node:crypto";
import { PostgresAdapter, sql, type Compilable, type Kysely, type Transaction } from "kysely";
import type { Database } from "../db/schema";
import { keyedHash } from "../tokens";
import { outboxRow, type Mail } from "./outbox";

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
 * unless the day's mails are used up. {@link limitedMailQueries} sends it with the mail's outbox row, which reads its
 * outcome in the database.
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
 * The statements that queue `mail` to recipient `key` at its turn (the module's rule), to run in order in one
 * transaction: {@link recipientTurnQuery}, then the mail's outbox row, written due at the turn the first gave (a mail
 * goes `now` while the recipient is under `burst` gaps ahead, else at its turn's minute: the generic cell rate
 * algorithm, `next_minute` being when all turns would be back), or not written when the day's mails are used up.
 * The turn is read by the database, so nothing waits for an answer between them (server/db/together.ts). The
 * outbox statement returns `next_attempt_at` when it wrote the mail.
 */
export function limitedMailQueries(
  db: Kysely<Database> | Transaction<Database>,
  input: { mail: Mail; key: string; now: Date },
): { id: string; queries: [Compilable, Compilable<{ next_attempt_at: string }>] } {
  const { perDay, burst, minGapMinutes } = recipientLimits;
  const id = randomUUID();
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const turn = sql<number>`(mail_recipient.next_minute - ${burst * minGapMinutes})`;
  // The turn's minute as the outbox writes times (ISO 8601 in UTC with milliseconds, as Date's toISOString).
  const turnIso = postgres
    ? sql<string>`to_char(to_timestamp(${turn} * 60) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', ${turn} * 60, 'unixepoch')`;
  const row = outboxRow(input.mail, id, input.now);
  const text = (value: string) => sql<string>`cast(${value} as text)`;
  const insert = db
    .insertInto("outbox")
    .columns([
      "id",
      "to_address",
      "subject",
      "text_body",
      "headers",
      "status",
      "attempts",
      "next_attempt_at",
      "cause_kind",
      "cause_id",
      "created_at",
    ])
    .expression((eb) =>
      eb
        .selectFrom("mail_recipient")
        .select([
          text(row.id).as("id"),
          text(row.to_address).as("to_address"),
          text(row.subject).as("subject"),
          text(row.text_body).as("text_body"),
          text(row.headers).as("headers"),
          text(row.status).as("status"),
          sql<number>`0`.as("attempts"),
          sql<string>`case when ${turn} <= ${minuteOf(input.now)} then ${text(row.next_attempt_at)} else ${turnIso} end`.as(
            "next_attempt_at",
          ),
          text(row.cause_kind).as("cause_kind"),
          text(row.cause_id).as("cause_id"),
          text(row.created_at).as("created_at"),
        ])
        .where("key", "=", input.key)
        .where("sent_today", "<=", perDay),
    )
    .returning("next_attempt_at");
  return { id, queries: [recipientTurnQuery(db, input.key, input.now), insert] };
}

/**
 * Queues `mail` to an address someone typed, limited per recipient (see the module): in the caller's transaction,
 * takes the recipient's turn under `key` ({@link recipientKey}) and writes the mail due at that turn, or writes
 * nothing when the day's mails are used up ({@link limitedMailQueries}). Resolves with when it goes, or null.
 */
export async function queueLimitedMail(
  trx: Kysely<Database> | Transaction<Database>,
  input: { mail: Mail; key: string; now: Date },
): Promise<Date | null> {
  const [turn, insert] = limitedMailQueries(trx, input).queries;
  await trx.executeQuery(turn);
  const { rows } = await trx.executeQuery(insert);
  return rows[0] ? new Date(rows[0].next_attempt_at) : null;
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
