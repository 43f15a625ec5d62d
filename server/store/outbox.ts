import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Kysely, Transaction } from "kysely";
import nodemailer, { type Transporter } from "nodemailer";
import type { Database, OutboxMail } from "../db/schema";

/** A mail to write into the outbox, with what caused it. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Extra headers, e.g. `List-Unsubscribe`. */
  headers?: Record<string, string>;
  cause: { kind: "submission" | "subscriber"; id: string };
}

/**
 * Writes a mail into the outbox (status pending). Call it in the transaction that stores its cause:
 * the mail exists exactly when the submission or sign-up does (product §16.5), and a server that
 * stops before sending leaves it for the next one.
 */
export async function enqueueMail(
  db: Kysely<Database> | Transaction<Database>,
  mail: Mail,
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("outbox")
    .values({
      id,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      headers: JSON.stringify(mail.headers ?? {}),
      status: "pending",
      attempts: 0,
      next_attempt_at: now.toISOString(),
      cause_kind: mail.cause.kind,
      cause_id: mail.cause.id,
      created_at: now.toISOString(),
    })
    .execute();
  return id;
}

/** Attempts before a mail is marked failed (about a day of backoff in all). */
export const maxAttempts = 8;

/** Delay before attempt `attempts + 1`: 1, 2, 4, ... minutes, at most 6 hours. */
export function backoffMs(attempts: number): number {
  return Math.min(2 ** Math.max(0, attempts - 1) * 60_000, 6 * 60 * 60_000);
}

/** A claim older than this is taken to belong to a server that stopped mid-send: the mail is tried again. */
const staleClaimMs = 10 * 60_000;

export interface OutboxOptions {
  db: Kysely<Database>;
  /** SMTP URL; absent: mails are not sent but written as .eml files in `emlDir` and kept as held. */
  smtpUrl?: string;
  from: string;
  /** DATA_DIR/outbox: where unsent mails are written as .eml files. */
  emlDir: string;
}

/**
 * Sends the outbox's due mails (product §16.5): each is claimed by a compare-and-set update
 * (pending -> sending), so several servers sharing PostgreSQL never send one twice; then sent with
 * nodemailer over SMTP and marked sent, or on failure put back with the error and a later
 * `next_attempt_at` (backoff), failed after {@link maxAttempts}. Without SMTP each mail is written
 * as an .eml file instead (so a person trying the guide locally can open its link) and marked held.
 */
export class Outbox {
  private readonly transport: Transporter;
  private readonly emlTransport: Transporter | null;
  private running: Promise<number> | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly options: OutboxOptions) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
    this.emlTransport = options.smtpUrl ? null : this.transport;
  }

  /** Sends what is due now; resolves with how many mails were handled. Calls made while one runs share it. */
  deliverDue(now = () => new Date()): Promise<number> {
    this.running ??= this.deliverAll(now).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Delivers every `intervalMs` (default 5 s) until {@link stop}. */
  start(intervalMs = 5000): void {
    this.timer ??= setInterval(
      () => void this.deliverDue().catch((error: unknown) => console.error(`outbox: ${String(error)}`)),
      intervalMs,
    );
    this.timer.unref();
  }

  /** Stops the timer and waits for a delivery under way. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  private async deliverAll(now: () => Date): Promise<number> {
    let handled = 0;
    for (;;) {
      const mail = await this.claimNext(now());
      if (!mail) return handled;
      await this.deliver(mail, now);
      handled += 1;
    }
  }

  private async claimNext(now: Date): Promise<OutboxMail | null> {
    const { db } = this.options;
    const staleBefore = new Date(now.getTime() - staleClaimMs).toISOString();
    for (let tries = 0; tries < 5; tries += 1) {
      const candidate = await db
        .selectFrom("outbox")
        .selectAll()
        .where((eb) =>
          eb.or([
            eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", now.toISOString())]),
            eb.and([eb("status", "=", "sending"), eb("next_attempt_at", "<=", staleBefore)]),
          ]),
        )
        .orderBy("next_attempt_at")
        .limit(1)
        .executeTakeFirst();
      if (!candidate) return null;
      const claimed = await db
        .updateTable("outbox")
        .set({ status: "sending", next_attempt_at: now.toISOString() })
        .where("id", "=", candidate.id)
        .where("status", "=", candidate.status)
        .where("next_attempt_at", "=", candidate.next_attempt_at)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 1) return candidate;
    }
    return null;
  }

  private async deliver(mail: OutboxMail, now: () => Date): Promise<void> {
    const { db, from, emlDir } = this.options;
    const message = {
      from,
      to: mail.to_address,
      subject: mail.subject,
      text: mail.text_body,
      headers: JSON.parse(mail.headers) as Record<string, string>,
    };
    try {
      const info = await this.transport.sendMail(message);
      if (this.emlTransport) {
        mkdirSync(emlDir, { recursive: true });
        writeFileSync(
          path.join(emlDir, `${mail.created_at.replace(/[:.]/g, "-")}-${mail.id}.eml`),
          info.message as Buffer,
        );
        await db
          .updateTable("outbox")
          .set({ status: "held", attempts: mail.attempts + 1 })
          .where("id", "=", mail.id)
          .execute();
      } else {
        await db
          .updateTable("outbox")
          .set({ status: "sent", attempts: mail.attempts + 1, sent_at: now().toISOString(), last_error: null })
          .where("id", "=", mail.id)
          .execute();
      }
    } catch (error) {
      const attempts = mail.attempts + 1;
      const failed = attempts >= maxAttempts;
      await db
        .updateTable("outbox")
        .set({
          status: failed ? "failed" : "pending",
          attempts,
          last_error: error instanceof Error ? error.message : String(error),
          next_attempt_at: new Date(now().getTime() + backoffMs(attempts)).toISOString(),
        })
        .where("id", "=", mail.id)
        .execute();
    }
  }
}
