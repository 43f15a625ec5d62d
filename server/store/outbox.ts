import { randomUUID } from "node:crypto";
import { Worker } from "node:worker_threads";
import { PostgresAdapter, sql, type Compilable, type Kysely, type Transaction } from "kysely";
import type { Database, OutboxMail } from "../db/schema";

/** A mail to write into the outbox, with what caused it. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Extra headers, e.g. `List-Unsubscribe`. */
  headers?: Record<string, string>;
  cause: { kind: "submission" | "subscriber" | "review" | "owner" | "event-proposal"; id: string };
  /** When it may go, if later than when it is queued (a recipient's limit, server/store/recipients.ts). */
  notBefore?: Date;
}

/**
 * The statement that writes `mail` into the outbox (status pending), and the mail's new id: for a transaction that
 * sends it with other statements (server/db/together.ts); {@link enqueueMail} runs it alone.
 */
export function enqueueMailQuery(
  db: Kysely<Database> | Transaction<Database>,
  mail: Mail,
  now: Date,
): { id: string; query: Compilable } {
  const id = randomUUID();
  return { id, query: db.insertInto("outbox").values(outboxRow(mail, id, now)) };
}

/** The outbox row of `mail` under `id`, queued at `now`: pending, due at once or at its `notBefore`. */
export function outboxRow(mail: Mail, id: string, now: Date) {
  return {
    id,
    to_address: mail.to,
    subject: mail.subject,
    text_body: mail.text,
    headers: JSON.stringify(mail.headers ?? {}),
    status: "pending" as const,
    attempts: 0,
    next_attempt_at: (mail.notBefore && mail.notBefore > now ? mail.notBefore : now).toISOString(),
    cause_kind: mail.cause.kind,
    cause_id: mail.cause.id,
    created_at: now.toISOString(),
  };
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
  const { id, query } = enqueueMailQuery(db, mail, now);
  await db.executeQuery(query);
  return id;
}

/** Attempts before a mail is marked failed (about a day of backoff in all). */
export const maxAttempts = 8;

/** Delay before attempt `attempts + 1`: 1, 2, 4, ... minutes, at most 6 hours. */
export function backoffMs(attempts: number): number {
  return Math.min(2 ** Math.max(0, attempts - 1) * 60_000, 6 * 60 * 60_000);
}

/**
 * A claim's lease (decision 066): a claimed mail ("sending") whose lease ran out belongs to a server that died in the
 * middle of its batch, and the next delivery of any server claims it again. The claimer renews the lease of the mails
 * it has not yet marked every third of a lease for as long as its batch is out, so the lease fits the batch
 * whatever its length, and a killed server's mails are taken back within this plus one delivery's interval (5 s).
 * The default of `OUTBOX_LEASE_SECONDS` (server/config.ts), which {@link OutboxOptions} `leaseMs` takes.
 */
export const claimLeaseMs = 30_000;

/** How often a server renews the lease of the mails it claimed and has not marked: three times a lease. */
const leaseRenewShare = 1 / 3;

/** Mails claimed at once (one update claims them, one marks them): the outbox keeps up with hundreds of posts a second. */
export const outboxBatchSize = 100;

/** SMTP sends under way at once (nodemailer's pool of connections). */
const smtpConcurrency = 4;

/** One mail's outcome in a batch: sent (or written), failed with the reason, or not tried (the outbox stopped). */
type SendResult = { ok: true } | { ok: false; error: string } | null;

/**
 * The outbox's sender in a worker thread (mail-worker.mjs): nodemailer's composing and the .eml writes or SMTP sends
 * never take the event loop's time. Started with the first batch; holds the process open only while a batch is out.
 */
class MailThread {
  private worker: Worker | null = null;
  private nextId = 1;
  /** Requests out, by id: answered with the outcomes, `null` (a stop's answer), or the reason the thread was lost. */
  private readonly pending = new Map<number, (answer: SendResult[] | null | string) => void>();
  /** Batches out, by id: told of each mail as it goes. */
  private readonly progress = new Map<number, (at: number) => void>();

  constructor(
    private readonly workerData: { smtpUrl?: string; from: string; emlDir: string; smtpConcurrency: number },
  ) {}

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL("./mail-worker.mjs", import.meta.url), {
      workerData: this.workerData,
      // A batch is 100 short mails: a small heap, not the one V8 would grow to under a flood of posts (57 MB seen).
      resourceLimits: { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 64 },
    });
    worker.on("message", (message: [number, SendResult[] | null] | [number, "sent", number]) => {
      if (message[1] === "sent") return this.progress.get(message[0])?.(message[2] as number);
      this.answer(message[0], message[1]);
    });
    const lost = (reason: string) => {
      this.worker = null;
      for (const id of [...this.pending.keys()]) this.answer(id, reason);
    };
    worker.on("error", (error) => lost(`the mail thread failed: ${error.message}`));
    worker.on("exit", () => lost("the mail thread stopped"));
    worker.unref();
    return (this.worker = worker);
  }

  /** Answers request `id`; the thread stops holding the process open once nothing is out. */
  private answer(id: number, answer: SendResult[] | null | string): void {
    const resolve = this.pending.get(id);
    if (!resolve) return;
    this.pending.delete(id);
    this.progress.delete(id);
    if (this.pending.size === 0) this.worker?.unref();
    resolve(answer);
  }

  /**
   * Sends `mails` and resolves with each one's outcome in order; if the thread is lost meanwhile, every outcome is
   * a failure with the reason. `onSent(at)` hears of each mail that went as soon as it went.
   */
  send(mails: readonly OutboxMail[], onSent: (at: number) => void): Promise<SendResult[]> {
    const worker = this.started();
    const id = this.nextId++;
    worker.ref();
    return new Promise<SendResult[] | null | string>((resolve) => {
      this.pending.set(id, resolve);
      this.progress.set(id, onSent);
      worker.postMessage([id, "send", mails]);
    }).then((answer) =>
      Array.isArray(answer) ? answer : mails.map(() => ({ ok: false, error: answer ?? "the mail thread stopped" })),
    );
  }

  /** Starts no more mails and closes the SMTP connections (a send under way fails); {@link end} ends the thread. */
  async stop(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    const id = this.nextId++;
    worker.ref();
    await new Promise<SendResult[] | null | string>((resolve) => {
      this.pending.set(id, resolve);
      worker.postMessage([id, "stop"]);
    });
  }

  /** Ends the thread (after {@link stop} and the last batch's answer). */
  async end(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }
}

export interface OutboxOptions {
  db: Kysely<Database>;
  /** SMTP URL; absent: mails are not sent but written as .eml files in `emlDir` and kept as held. */
  smtpUrl?: string;
  from: string;
  /** DATA_DIR/outbox: where unsent mails are written as .eml files. */
  emlDir: string;
  /** A claim's lease in ms (default {@link claimLeaseMs}; `OUTBOX_LEASE_SECONDS`), renewed every third of it. */
  leaseMs?: number;
}

/**
 * Sends the outbox's due mails (product §16.5) in batches of {@link outboxBatchSize}: one update claims a batch
 * (pending -> sending; on PostgreSQL `for update skip locked`, so several servers never claim one mail twice), the
 * mails go out (over SMTP with a pool of {@link smtpConcurrency} connections, or as .eml files without SMTP, then
 * held), and one update marks those that went. A mail that failed goes back with its error and a later
 * `next_attempt_at` (backoff), failed after {@link maxAttempts}. {@link stop} ends delivery at once and hands back
 * every mail claimed and not sent, so a server that stops leaves nothing "sending".
 */
export class Outbox {
  /** Composes and sends (or writes) the mails off the event loop. */
  private readonly sender: MailThread;
  private running: Promise<number> | null = null;
  private again = false;
  private stopping = false;
  private timer: NodeJS.Timeout | null = null;
  /** Mails this server claimed and has not yet marked: handed back by {@link stop}. */
  private readonly claimed = new Map<string, OutboxMail>();
  /** A claim's lease in ms ({@link OutboxOptions} `leaseMs`). */
  private readonly leaseMs: number;

  constructor(private readonly options: OutboxOptions) {
    this.leaseMs = options.leaseMs ?? claimLeaseMs;
    this.sender = new MailThread({
      ...(options.smtpUrl ? { smtpUrl: options.smtpUrl } : {}),
      from: options.from,
      emlDir: options.emlDir,
      smtpConcurrency,
    });
  }

  /**
   * Sends what is due now; resolves with how many mails were handled. A call made while a delivery runs asks for one
   * more round after it (a mail queued meanwhile is not left for the timer) and shares its promise.
   */
  deliverDue(now = () => new Date()): Promise<number> {
    if (this.stopping) return Promise.resolve(0);
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      let handled = 0;
      do {
        this.again = false;
        handled += await this.deliverAll(now);
      } while (this.again && !this.stopping);
      return handled;
    })().finally(() => {
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

  /**
   * Stops delivering (SIGTERM): claims nothing more, waits at most `graceMs` (default 3 s) for the sends under way,
   * closes the SMTP connections (a send still under way then fails), and hands every mail this server claimed and
   * did not mark back to pending, due at once: the next server sends it, none stays "sending".
   */
  async stop(graceMs = 3000): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const running = this.running?.catch(() => undefined);
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([running, new Promise((resolve) => (timeout = setTimeout(resolve, graceMs)))]);
    clearTimeout(timeout);
    await this.sender.stop();
    await this.handBack();
    // The batch under way hears of its last mails (each sent, failed or not tried) within a moment: then the thread ends.
    await Promise.race([running, new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
    await this.sender.end();
  }

  /** Puts every mail this server claimed and has not marked back to pending, due now, its attempts unchanged. */
  private async handBack(): Promise<void> {
    const ids = [...this.claimed.keys()];
    this.claimed.clear();
    for (let at = 0; at < ids.length; at += 500)
      await this.options.db
        .updateTable("outbox")
        .set({ status: "pending", next_attempt_at: new Date().toISOString() })
        .where("id", "in", ids.slice(at, at + 500))
        .where("status", "=", "sending")
        .execute();
  }

  private async deliverAll(now: () => Date): Promise<number> {
    let handled = 0;
    while (!this.stopping) {
      const mails = await this.claimBatch(now());
      if (mails.length === 0) break;
      await this.deliverBatch(mails, now);
      handled += mails.length;
    }
    return handled;
  }

  /**
   * Claims up to {@link outboxBatchSize} due mails in one update, each with its lease ({@link claimLeaseMs}, kept in
   * `next_attempt_at` while it is "sending"), among them those whose lease ran out (a server that died).
   */
  private async claimBatch(now: Date): Promise<OutboxMail[]> {
    const { db } = this.options;
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    const mails = await db
      .updateTable("outbox")
      .set({ status: "sending", next_attempt_at: new Date(now.getTime() + this.leaseMs).toISOString() })
      .where("id", "in", (eb) =>
        eb
          .selectFrom("outbox")
          .select("id")
          .where((due) =>
            due.or([
              due.and([due("status", "=", "pending"), due("next_attempt_at", "<=", now.toISOString())]),
              due.and([due("status", "=", "sending"), due("next_attempt_at", "<=", now.toISOString())]),
            ]),
          )
          .orderBy("next_attempt_at")
          .limit(outboxBatchSize)
          .$if(postgres, (query) => query.forUpdate().skipLocked()),
      )
      .returningAll()
      .execute();
    for (const mail of mails) this.claimed.set(mail.id, mail);
    return mails.sort((a, b) => a.created_at.localeCompare(b.created_at));
  }

  /**
   * Sends a claimed batch: each mail is marked as soon as it went (one update for those that went meanwhile), the
   * lease of those not yet marked is renewed while the batch is out, and the failures are marked at its end.
   */
  private async deliverBatch(mails: OutboxMail[], now: () => Date): Promise<void> {
    const { db } = this.options;
    const marked = new Set<string>();
    const toMark: string[] = [];
    let marking: Promise<void> | null = null;
    const markSent = async () => {
      while (toMark.length > 0) {
        const ids = toMark.splice(0, 500);
        await db
          .updateTable("outbox")
          .set(
            !this.options.smtpUrl
              ? { status: "held", attempts: sql<number>`attempts + 1` }
              : { status: "sent", attempts: sql<number>`attempts + 1`, sent_at: now().toISOString(), last_error: null },
          )
          .where("id", "in", ids)
          .execute();
        for (const id of ids) {
          marked.add(id);
          this.claimed.delete(id);
        }
      }
    };
    const mark = () =>
      (marking ??= markSent().finally(() => {
        marking = null;
        if (toMark.length > 0) void mark();
      }));
    const renew = setInterval(() => {
      const ids = mails.filter((mail) => !marked.has(mail.id)).map((mail) => mail.id);
      if (ids.length === 0) return;
      db.updateTable("outbox")
        .set({ next_attempt_at: new Date(now().getTime() + this.leaseMs).toISOString() })
        .where("id", "in", ids)
        .where("status", "=", "sending")
        .execute()
        .catch((error: unknown) => console.error(`outbox: renewing a lease: ${String(error)}`));
    }, this.leaseMs * leaseRenewShare);
    let results: SendResult[];
    try {
      results = await this.sender.send(mails, (at) => {
        toMark.push(mails[at]!.id);
        void mark().catch((error: unknown) => console.error(`outbox: marking: ${String(error)}`));
      });
      // Those that went and are not marked yet (a mark that failed is tried once more here).
      while (marking) await (marking as Promise<void>).catch(() => undefined);
      for (const [at, mail] of mails.entries())
        if (results[at]?.ok && !marked.has(mail.id) && !toMark.includes(mail.id)) toMark.push(mail.id);
      await markSent();
    } finally {
      clearInterval(renew);
    }
    // A mail not tried, or failed because the outbox stopped under it, is handed back, not counted as an attempt.
    const failed = this.stopping
      ? []
      : mails.flatMap((mail, at) => {
          const result = results[at];
          return result && !result.ok ? [{ mail, error: result.error }] : [];
        });
    for (const { mail, error } of failed) {
      const attempts = mail.attempts + 1;
      await db
        .updateTable("outbox")
        .set({
          status: attempts >= maxAttempts ? "failed" : "pending",
          attempts,
          last_error: error,
          next_attempt_at: new Date(now().getTime() + backoffMs(attempts)).toISOString(),
        })
        .where("id", "=", mail.id)
        .execute();
      this.claimed.delete(mail.id);
    }
  }
}
