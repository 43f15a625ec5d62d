import { sql, type Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/schema";
import { engines } from "../../tooling/test/engines";
import { validListing } from "../../tooling/test/fixtures";
import { reviewApp, reviewedPlace } from "../../tooling/test/review-app";
import { prune } from "../store/retention";

/**
 * Decisions 067 and 081: a mail to an address someone typed is limited per recipient: 3 of a kind a day, whoever
 * types the address and from however many connections; two go at once (a burst), a later one waits for its turn 10
 * minutes after the one before, the fourth of a day is not sent, and the sender's answer is the same.
 */
describe.each(engines())("mail to a typed address on $engine", ({ open }) => {
  let db: Kysely<Database>;
  let clock: Date;
  let app: Awaited<ReturnType<typeof reviewApp>>["app"];
  const start = new Date("2026-11-24T15:00:00Z");

  beforeEach(async () => {
    ({ db } = await open());
    clock = start;
    ({ app } = await reviewApp(db, () => clock));
  });
  afterEach(async () => {
    await db.destroy();
  });

  const post = (url: string, fields: Record<string, string>, client: number) => {
    clock = new Date(clock.getTime() + 1000);
    return app.request(url, {
      method: "POST",
      headers: {
        Origin: "http://localhost",
        "Sec-Fetch-Site": "same-origin",
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-For": `198.51.100.${client}`,
      },
      body: new URLSearchParams(fields).toString(),
    });
  };
  /** The mails to `to` in the outbox, in the order they go: minutes after the test's start each may go. */
  const mailsTo = async (to: string) =>
    (
      await db
        .selectFrom("outbox")
        .select("next_attempt_at")
        .where(sql<string>`lower(to_address)`, "=", to)
        .orderBy("next_attempt_at")
        .execute()
    ).map((row) => Math.round((Date.parse(row.next_attempt_at) - start.getTime()) / 60_000));

  it("ten reviews signed with one address from ten connections: two confirmations now, one at a 10-minute turn, no more", async () => {
    for (let at = 1; at <= 10; at += 1) {
      const answer = await post(
        "/api/reviews",
        {
          place: reviewedPlace.slug,
          stars: "1",
          text: `Someone else's address typed into the form, attempt ${at}, to fill an inbox that never asked for any of it.`,
          visitMonth: "2026-10",
          publicName: "Not Jo",
          email: "Victim@Example.com",
          conflict: "no",
        },
        at,
      );
      // The same answer whether or not a mail was queued: nobody learns what an address was sent.
      expect(answer.status).toBe(303);
      expect(answer.headers.get("location")).toBe("/reviews/check-inbox");
    }
    expect(await mailsTo("victim@example.com")).toEqual([0, 0, 10]);
    // Every version was saved, mail or not.
    const versions = await db.selectFrom("review_version").select("version").execute();
    expect(versions).toHaveLength(10);
    // Another address is counted on its own.
    await post("/api/reviews", { ...reviewFields, email: "jo@example.com" }, 11);
    expect(await mailsTo("jo@example.com")).toEqual([0]);
    // A day later the address gets a confirmation again, at once.
    clock = new Date(start.getTime() + 25 * 60 * 60_000);
    await post("/api/reviews", { ...reviewFields, email: "victim@example.com" }, 12);
    expect((await mailsTo("victim@example.com")).slice(3)).toEqual([25 * 60]);
  });

  it("listing receipts to one contact address: two now, one at a 10-minute turn, no more; every request is saved", async () => {
    for (let at = 1; at <= 5; at += 1) {
      const answer = await post("/api/listings", { ...validListing, name: `Test Cafe ${at}` }, at);
      expect(answer.status).toBe(303);
      expect(answer.headers.get("location")).toMatch(/^\/requests\/[\w-]{43}$/);
    }
    expect(await mailsTo("ann@example.com")).toEqual([0, 0, 10]);
    expect(await db.selectFrom("submission").select("id").execute()).toHaveLength(5);
  });

  it("the burst comes back at one mail per 10 minutes while none is sent", async () => {
    const fields = (at: number) => ({ ...validListing, name: `Test Cafe ${at}` });
    await post("/api/listings", fields(1), 1);
    await post("/api/listings", fields(2), 2);
    // 30 minutes on, the turns are back: the third goes at once, not at a turn; a fourth is over the day's three.
    clock = new Date(start.getTime() + 30 * 60_000);
    await post("/api/listings", fields(3), 3);
    expect(await mailsTo("ann@example.com")).toEqual([0, 0, 30]);
    await post("/api/listings", fields(4), 4);
    expect(await mailsTo("ann@example.com")).toEqual([0, 0, 30]);
  });

  it("a review's confirmation and a listing's receipt to one address do not take each other's turns", async () => {
    for (let at = 1; at <= 2; at += 1)
      await post("/api/listings", { ...validListing, name: `Test Cafe ${at}`, contactEmail: "jo@example.com" }, at);
    await post("/api/reviews", { ...reviewFields, email: "jo@example.com" }, 3);
    expect(await mailsTo("jo@example.com")).toEqual([0, 0, 0]);
  });

  it("the counts of recipients go after a day (product §16.6)", async () => {
    await post("/api/listings", validListing, 1);
    expect(await db.selectFrom("mail_recipient").select("key").execute()).toHaveLength(1);
    const key = (await db.selectFrom("mail_recipient").select("key").executeTakeFirstOrThrow()).key;
    expect(key).not.toContain("example.com");
    await prune(db, new Date(clock.getTime() + 23 * 60 * 60_000));
    expect(await db.selectFrom("mail_recipient").select("key").execute()).toHaveLength(1);
    await prune(db, new Date(clock.getTime() + 25 * 60 * 60_000));
    expect(await db.selectFrom("mail_recipient").select("key").execute()).toHaveLength(0);
  });
});

const reviewFields = {
  place: reviewedPlace.slug,
  stars: "4",
  text: "The galleries were quiet on a weekday morning, the guards knew every painting, and the cafe's soup was good.",
  visitMonth: "2026-10",
  publicName: "Jo S.",
  conflict: "no",
};
