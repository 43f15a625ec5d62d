import { existsSync, mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Kysely } from "kysely";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import type { Database } from "../db/schema";
import { editorOfSession, startSession, upsertEditor } from "../desk/accounts";
import { engines } from "../../tooling/test/engines";
import { backoffMs, enqueueMail, maxAttempts, Outbox } from "./outbox";
import { prune } from "./retention";
import { countHit } from "./rate-limits";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback (the `smtp-server` package) that keeps what it receives, or refuses every mail. */
async function startSmtp({ refuse = false } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refuse) return callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const mail = (to: string) => ({
  to,
  subject: "Confirm your subscription to Discover Columbus",
  text: "Open this link: http://localhost/newsletter/confirm?token=abc",
  headers: {
    "List-Unsubscribe": "<http://localhost/newsletter/unsubscribe?t=x.y>",
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  },
  cause: { kind: "subscriber" as const, id: "s1" },
});

describe.each(engines())("the outbox on $engine (product §16.5)", ({ open }) => {
  let db: Kysely<Database>;
  let dataDir: string;
  const start = new Date("2026-11-24T15:00:00Z");

  beforeEach(async () => {
    ({ db, dataDir } = await open());
  });
  afterEach(async () => {
    await db.destroy();
  });

  const rows = () => db.selectFrom("outbox").selectAll().execute();

  it("sends through SMTP with its headers, marks it sent, and never sends it twice", async () => {
    const smtp = await startSmtp();
    try {
      await enqueueMail(db, mail("reader@example.com"), start);
      const outbox = new Outbox({
        db,
        smtpUrl: smtp.url,
        from: "Discover Columbus <hello@example.com>",
        emlDir: path.join(dataDir, "outbox"),
      });
      // Two servers delivering at once (PostgreSQL: several processes): the claim lets one of them send it.
      const other = new Outbox({
        db,
        smtpUrl: smtp.url,
        from: "Discover Columbus <hello@example.com>",
        emlDir: path.join(dataDir, "outbox"),
      });
      const handled = await Promise.all([outbox.deliverDue(() => start), other.deliverDue(() => start)]);
      expect(handled[0] + handled[1]).toBe(1);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual(["reader@example.com"]);
      expect(smtp.received[0]!.raw).toMatch(
        /^List-Unsubscribe: <http:\/\/localhost\/newsletter\/unsubscribe\?t=x\.y>$/m,
      );
      expect(smtp.received[0]!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      expect(smtp.received[0]!.raw).toContain("Subject: Confirm your subscription to Discover Columbus");
      expect(await rows()).toMatchObject([{ status: "sent", attempts: 1, last_error: null }]);
      expect(await outbox.deliverDue(() => start)).toBe(0);
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it("a refused mail keeps its error and is tried again later (backoff), then marked failed", async () => {
    const smtp = await startSmtp({ refuse: true });
    try {
      await enqueueMail(db, mail("nobody@example.com"), start);
      const outbox = new Outbox({
        db,
        smtpUrl: smtp.url,
        from: "hello@example.com",
        emlDir: path.join(dataDir, "outbox"),
      });
      await outbox.deliverDue(() => start);
      const [afterOne] = await rows();
      expect(afterOne).toMatchObject({
        status: "pending",
        attempts: 1,
        next_attempt_at: new Date(start.getTime() + backoffMs(1)).toISOString(),
      });
      expect(afterOne!.last_error).toContain("Mailbox unavailable");
      expect(await outbox.deliverDue(() => start), "not due yet").toBe(0);
      let now = start;
      for (let attempt = 2; attempt <= maxAttempts; attempt += 1) {
        now = new Date(now.getTime() + backoffMs(attempt - 1));
        expect(await outbox.deliverDue(() => now)).toBe(1);
      }
      expect(await rows()).toMatchObject([{ status: "failed", attempts: maxAttempts }]);
    } finally {
      await smtp.close();
    }
  });

  it("without SMTP_URL: nothing is sent, the mail is kept as held and written as an .eml file", async () => {
    await enqueueMail(db, mail("reader@example.com"), start);
    const emlDir = path.join(dataDir, "outbox");
    await new Outbox({ db, from: "Discover Columbus <hello@example.com>", emlDir }).deliverDue(() => start);
    expect(await rows()).toMatchObject([{ status: "held" }]);
    const files = readdirSync(emlDir);
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(emlDir, files[0]!), "utf8");
    expect(eml).toContain("To: reader@example.com");
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });

  it("a mail written in a transaction that rolls back does not exist (it lives and dies with its cause)", async () => {
    await db
      .transaction()
      .execute(async (trx) => {
        await enqueueMail(trx, mail("reader@example.com"), start);
        throw new Error("the submission failed");
      })
      .catch(() => undefined);
    expect(await rows()).toEqual([]);
    expect(existsSync(path.join(dataDir, "outbox"))).toBe(false);
  });
});

describe.each(engines())("retention on $engine (product §16.6)", ({ open }) => {
  let db: Kysely<Database>;
  beforeEach(async () => {
    ({ db } = await open());
  });
  afterEach(async () => {
    await db.destroy();
  });

  const day = 24 * 60 * 60_000;
  const now = new Date("2026-11-24T12:00:00Z");
  const ago = (days: number) => new Date(now.getTime() - days * day).toISOString();

  async function submission(
    id: string,
    kind: "listing" | "correction" | "message",
    status: Database["submission"]["status"],
    updatedDaysAgo: number,
  ) {
    await db
      .insertInto("submission")
      .values({
        id,
        kind,
        status,
        payload: "{}",
        place_slug: null,
        title: id,
        email: `${id}@example.com`,
        status_token_hash: null,
        public_note: null,
        created_at: ago(updatedDaysAgo + 1),
        updated_at: ago(updatedDaysAgo),
      })
      .execute();
    await db
      .insertInto("submission_event")
      .values({
        id: `${id}-e`,
        submission_id: id,
        at: ago(updatedDaysAgo),
        actor: "sender",
        from_status: null,
        to_status: status,
        public_note: null,
        private_note: null,
      })
      .execute();
  }

  it("deletes what the privacy page says is no longer kept, and nothing else", async () => {
    await submission("decided-old", "listing", "approved", 366);
    await submission("decided-recent", "listing", "not_approved", 300);
    await submission("waiting-old", "listing", "received", 400);
    await submission("closed-old", "message", "closed", 181);
    await submission("closed-recent", "correction", "accepted", 179);
    await submission("spam-old", "message", "spam", 31);
    await submission("spam-recent", "listing", "spam", 29);
    for (const [id, status, createdDaysAgo, unsubscribedDaysAgo] of [
      ["pending-old", "pending", 31, null],
      ["pending-recent", "pending", 29, null],
      ["unsubscribed-old", "unsubscribed", 400, 31],
      ["confirmed-old", "confirmed", 900, null],
    ] as const) {
      await db
        .insertInto("subscriber")
        .values({
          id,
          email: `${id}@example.com`,
          status,
          confirm_token_hash: null,
          confirm_sent_at: ago(createdDaysAgo),
          confirms_today: 1,
          day_started_at: ago(createdDaysAgo),
          created_at: ago(createdDaysAgo),
          confirmed_at: null,
          unsubscribed_at: unsubscribedDaysAgo === null ? null : ago(unsubscribedDaysAgo),
        })
        .execute();
    }
    await enqueueMail(
      db,
      { ...mail("old@example.com"), cause: { kind: "subscriber", id: "x" } },
      new Date(now.getTime() - 91 * day),
    );
    await enqueueMail(db, mail("new@example.com"), new Date(now.getTime() - 10 * day));
    await db.updateTable("outbox").set({ status: "sent" }).execute();
    await countHit(db, { name: "listing", max: 5, windowMinutes: 60 }, "old-client", new Date(now.getTime() - 2 * day));
    await countHit(db, { name: "listing", max: 5, windowMinutes: 60 }, "new-client", now);

    const editor = await upsertEditor(
      db,
      { email: "ed@example.com", password: "a long enough password", role: "editor" },
      now,
    );
    await startSession(db, editor.id, new Date(now.getTime() - 13 * 60 * 60_000));
    const liveSession = await startSession(db, editor.id, new Date(now.getTime() - 60 * 60_000));
    const emlDir = mkdtempSync(path.join(inject("testTmp"), "dc-eml-"));
    writeFileSync(path.join(emlDir, "old.eml"), "old");
    utimesSync(path.join(emlDir, "old.eml"), new Date(now.getTime() - 91 * day), new Date(now.getTime() - 91 * day));
    writeFileSync(path.join(emlDir, "new.eml"), "new");

    expect(await prune(db, now, emlDir)).toEqual({
      listings: 1,
      messages: 1,
      spam: 1,
      subscribers: 2,
      mails: 1,
      mailFiles: 1,
      sessions: 1,
      limitCounters: 1,
      photos: 0,
      photoFiles: 0,
      publishedFiles: 0,
      // Reviews' retention is proven in server/http/reviews.test.ts, event proposals' in server/events/events.test.ts.
      unconfirmedReviews: 0,
      eventProposals: 0,
    });
    expect(readdirSync(emlDir)).toEqual(["new.eml"]);
    expect(await editorOfSession(db, liveSession, now)).toMatchObject({ email: "ed@example.com" });
    expect((await db.selectFrom("submission").select("id").orderBy("id").execute()).map((row) => row.id)).toEqual([
      "closed-recent",
      "decided-recent",
      "spam-recent",
      "waiting-old",
    ]);
    expect(
      (await db.selectFrom("submission_event").select("submission_id").orderBy("submission_id").execute()).map(
        (row) => row.submission_id,
      ),
    ).toEqual(["closed-recent", "decided-recent", "spam-recent", "waiting-old"]);
    expect((await db.selectFrom("subscriber").select("id").orderBy("id").execute()).map((row) => row.id)).toEqual([
      "confirmed-old",
      "pending-recent",
    ]);
    expect((await db.selectFrom("outbox").select("to_address").execute()).map((row) => row.to_address)).toEqual([
      "new@example.com",
    ]);
    expect((await db.selectFrom("rate_limit").select("key").execute()).map((row) => row.key)).toEqual([
      "listing:new-client",
    ]);
  });
});
