import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readPlaces } from "../../core/places/guide.server";
import type { ReviewGround } from "../../core/reviews/grounds";
import type { HoldReason } from "../reviews/hold-rules";
import { monthlyTally } from "../../core/reviews/tally";
import type { Database } from "../db/schema";
import { seedPlaces } from "../places/store";
import { engines } from "../../tooling/test/engines";
import { fixturePlacesDir } from "../../tooling/test/fixtures";
import { recipientKey } from "./recipients";
import { decideReview } from "./review-decisions";
import { reviewTallyRows } from "./review-publishing";
import { confirmReview, reviewEmailHash, writeReview } from "./reviews";

/**
 * product §19.4 and §19.9 on each engine: the hold rules as the store applies them when a review is confirmed (what
 * it reads of the other reviews: their place, stars, text and when they were confirmed), and the monthly tally from
 * the rows the store reads.
 */
const open = readPlaces(fixturePlacesDir).filter((place) => place.status !== "closed");
const [first, second] = [open[0]!, open[1]!];
const text = (n = 0) =>
  `Visit ${n}: the soup was hot, the bread was fresh, and the staff kept our table clear all evening long.`;

describe.each(engines())("hold rules and the tally on $engine (product §19.4, §19.9)", ({ open: openDb }) => {
  let db: Kysely<Database>;
  let clock: Date;

  beforeEach(async () => {
    ({ db } = await openDb());
    await seedPlaces(db, readPlaces(fixturePlacesDir));
    clock = new Date("2026-11-24T15:00:00Z");
  });
  afterEach(async () => {
    await db.destroy();
  });

  /**
   * Writes and confirms a review of `placeId` by `email` after `minutes`; resolves with its id and the reasons it
   * is held for.
   */
  const confirmed = async (
    placeId: number,
    email: string,
    stars: number,
    body: string,
    minutes = 60,
  ): Promise<{ id: number; reasons: HoldReason["key"][] }> => {
    clock = new Date(clock.getTime() + minutes * 60_000);
    let token = "";
    const { id } = await writeReview(db, {
      placeId,
      review: { stars, text: body, visitMonth: "2026-10", publicName: "Jo", email, conflict: "no" },
      emailHash: reviewEmailHash("secret", email),
      mailKey: recipientKey("secret", "review-confirm", email),
      limit: { name: "review", max: 1000, windowMinutes: 60 },
      client: "client",
      mail: (saved) => {
        token = saved.confirmToken;
        return { to: email, subject: "Confirm", text: "", cause: { kind: "review", id: String(saved.id) } };
      },
      now: clock,
    });
    expect(await confirmReview(db, token, clock)).toBe(true);
    const row = await db.selectFrom("review").select("hold_reasons").where("id", "=", id).executeTakeFirstOrThrow();
    return { id, reasons: (JSON.parse(row.hold_reasons) as HoldReason[]).map((reason) => reason.key) };
  };

  it("holds the third 5-star review of one place within 24 hours, not one a day later or of other stars", async () => {
    expect((await confirmed(first.id, "a@example.com", 5, text(1))).reasons).toEqual([]);
    expect((await confirmed(first.id, "b@example.com", 5, text(2))).reasons).toEqual([]);
    expect((await confirmed(first.id, "c@example.com", 4, text(3))).reasons).toEqual([]);
    expect((await confirmed(first.id, "d@example.com", 5, text(4))).reasons).toEqual(["burst"]);
    // 25 hours after the last: the earlier ones are outside the day.
    expect((await confirmed(first.id, "e@example.com", 5, text(5), 25 * 60)).reasons).toEqual([]);
  });

  it("holds the same text on another place within 7 days, and an address at a throwaway domain or its subdomain", async () => {
    const same = text(7);
    expect((await confirmed(first.id, "a@example.com", 3, same)).reasons).toEqual([]);
    expect((await confirmed(second.id, "b@example.com", 4, same.toUpperCase().replace(/,/g, ""))).reasons).toEqual([
      "same-text",
    ]);
    expect((await confirmed(second.id, "c@example.com", 4, same, 8 * 24 * 60)).reasons).toEqual([]);
    // Texts of their own (not nearly the same as any other): only the domain holds them.
    const own = (topic: string) =>
      `A long wait for ${topic}, then a cold plate, a loud room, and no one came to ask why.`;
    expect((await confirmed(first.id, "x@mailinator.com", 4, own("brunch"))).reasons).toEqual(["throwaway-domain"]);
    const subdomain = "Quiet garden, kind guide, good maps at the desk; the gift shop is small but well chosen today.";
    expect((await confirmed(second.id, "x@eu.mailinator.com", 4, subdomain)).reasons).toEqual(["throwaway-domain"]);
  });

  it("tallies the reviews received in each month in Columbus time: once received, once by outcome and ground", async () => {
    const decide = (id: number, decision: { to: "published" } | { to: "declined" | "removed"; ground: ReviewGround }) =>
      decideReview(db, {
        id,
        decision,
        editor: "ed@example.com",
        mail: (to) => ({ to, subject: "Decided", text: "", cause: { kind: "review", id: String(id) } }),
        now: clock,
      });
    // Oct 31, 11 PM in Columbus is November in UTC: it counts in October.
    clock = new Date("2026-11-01T02:00:00Z");
    const october = await confirmed(first.id, "a@example.com", 1, text(1), 0);
    expect(await decide(october.id, { to: "published" })).toBe(true);
    clock = new Date("2026-11-10T15:00:00Z");
    const published = await confirmed(first.id, "b@example.com", 5, text(2), 0);
    await decide(published.id, { to: "published" });
    const declined = await confirmed(second.id, "c@example.com", 2, text(3));
    await decide(declined.id, { to: "declined", ground: "not-first-hand" });
    const removed = await confirmed(second.id, "d@example.com", 5, text(4));
    await decide(removed.id, { to: "published" });
    await decide(removed.id, { to: "removed", ground: "spam" });
    await confirmed(second.id, "e@example.com", 3, text(5));
    const tally = monthlyTally(await reviewTallyRows(db));
    expect(tally.map((month) => month.month)).toEqual(["2026-11", "2026-10"]);
    const [november, octoberMonth] = tally;
    expect(octoberMonth).toMatchObject({ received: [1, 0, 0, 0, 0], published: [1, 0, 0, 0, 0] });
    expect(november).toMatchObject({ received: [0, 1, 1, 0, 2], published: [0, 0, 0, 0, 1] });
    expect(november!.removed["not-first-hand"]).toEqual([0, 1, 0, 0, 0]);
    expect(november!.removed.spam).toEqual([0, 0, 0, 0, 1]);
    expect(november!.removed["conflict-of-interest"]).toEqual([0, 0, 0, 0, 0]);
  });
});
