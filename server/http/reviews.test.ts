import { sql, type Kysely } from "kysely";
import { readPlaces } from "../../core/places/guide.server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { reviewGrounds } from "../../core/reviews/grounds";
import type { Database } from "../db/schema";
import { engines } from "../../tooling/test/engines";
import { fixturePlacesDir } from "../../tooling/test/fixtures";
import { reviewApp } from "../../tooling/test/review-app";
import { decideReview } from "../store/review-decisions";
import { publishedReviews, queuedReviewPlaces } from "../store/review-publishing";
import { reviewEmailHash } from "../store/reviews";
import { prune } from "../store/retention";

const origin = "http://localhost";
const form = { Origin: origin, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" };
const text =
  "The pho was rich and clear, the herbs fresh, and the staff found us a table on a busy Friday night. We'll be back.";
const review = {
  place: "fixture-museum-1",
  stars: "2",
  text,
  visitMonth: "2026-10",
  publicName: "Jo S.",
  email: "Jo@Example.com",
  conflict: "no",
};

describe.each(engines())("visitors' reviews on $engine (product §19.1-§19.3)", ({ open }) => {
  let db: Kysely<Database>;
  let clock: Date;
  let app: Awaited<ReturnType<typeof reviewApp>>["app"];
  let desk: Awaited<ReturnType<typeof reviewApp>>["desk"];

  beforeEach(async () => {
    ({ db } = await open());
    clock = new Date("2026-11-24T15:00:00Z");
    ({ app, desk } = await reviewApp(db, () => clock));
  });
  afterEach(async () => {
    await db.destroy();
  });

  const write = (fields: Partial<typeof review> = {}, headers: Record<string, string> = {}) => {
    clock = new Date(clock.getTime() + 1000);
    return app.request("/api/reviews", {
      method: "POST",
      headers: { ...form, ...headers },
      body: new URLSearchParams({ ...review, ...fields }).toString(),
    });
  };
  /** The newest mail to `to`: its subject, text and the links it carries. */
  const lastMail = async (to = "jo@example.com") => {
    const mail = await db
      .selectFrom("outbox")
      .selectAll()
      .where(sql<string>`lower(to_address)`, "=", to.toLowerCase())
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    const links = mail.text_body.match(/http:\/\/localhost\/\S+/g) ?? [];
    return {
      mail,
      confirm: links.find((link) => link.includes("/confirm"))!,
      mine: links.find((link) => link.includes("/mine/"))!,
    };
  };
  const confirm = async (confirmUrl: string) => {
    const token = new URL(confirmUrl).searchParams.get("token")!;
    return app.request("/reviews/confirm", { method: "POST", headers: form, body: `token=${token}` });
  };
  const reviewRow = () => db.selectFrom("review").selectAll().executeTakeFirstOrThrow();

  it("stores a review without JavaScript, answers 'check your inbox' and mails a confirm link and a private link", async () => {
    const answer = await write();
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/reviews/check-inbox");
    const row = await reviewRow();
    expect(row).toMatchObject({ status: "unconfirmed", email: "jo@example.com", version: 1 });
    expect(row.email_hash).toBe(reviewEmailHash("test-secret", "jo@example.com"));
    const { mail, confirm: confirmUrl, mine } = await lastMail();
    expect(mail.subject).toMatch(/Confirm your review of/);
    expect(confirmUrl).toMatch(/\/reviews\/confirm\?token=[\w-]{43}$/);
    expect(mine).toMatch(/\/reviews\/mine\/[\w-]{43}$/);
    // Only hashes of the tokens are stored.
    const version = await db.selectFrom("review_version").selectAll().executeTakeFirstOrThrow();
    expect(confirmUrl).not.toContain(version.confirm_token_hash);
  });

  it("takes reviews written at the same moment one at a time: each its own id, one review per person and place", async () => {
    // From four addresses (behind the proxy): no per-address counter makes them wait for each other.
    const from = (n: number) => ({ "X-Forwarded-For": `203.0.113.${n}` });
    const answers = await Promise.all([
      write({}, from(1)),
      write({}, from(2)),
      write({ email: "sam@example.com" }, from(3)),
      write({ email: "lee@example.com" }, from(4)),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([303, 303, 303, 303]);
    const rows = await db.selectFrom("review").select(["id", "email_hash"]).execute();
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.id)).size).toBe(3);
    const versions = await db.selectFrom("review_version").select(["review_id", "version"]).execute();
    expect(versions).toHaveLength(4);
  });

  it("answers 422 with the field's message: a yes to the conflict question, a closed place, no place", async () => {
    const conflict = await write({ conflict: "yes" }, { Accept: "application/json" });
    expect(conflict.status).toBe(422);
    expect(((await conflict.json()) as { errors: Record<string, string> }).errors.conflict).toMatch(
      /conflict of interest/,
    );
    const closed = readPlaces(fixturePlacesDir).find((place) => place.status === "closed")!;
    const toClosed = await write({ place: closed.slug }, { Accept: "application/json" });
    expect(((await toClosed.json()) as { errors: Record<string, string> }).errors.place).toMatch(/closed/);
    const nowhere = await write({ place: "" });
    expect(nowhere.status).toBe(422);
    expect(await nowhere.text()).toContain("Write a review");
    expect(await db.selectFrom("review").selectAll().execute()).toEqual([]);
  });

  it("takes the place from the form page's address without JavaScript", async () => {
    const answer = await write(
      { place: "" },
      { Referer: `${origin}/review?place=fixture-museum-1`, Host: "localhost" },
    );
    expect(answer.status).toBe(303);
    expect((await reviewRow()).place_id).toBe(
      readPlaces(fixturePlacesDir).find((p) => p.slug === "fixture-museum-1")!.id,
    );
  });

  it("a filled honeypot gets the usual answer and stores nothing", async () => {
    const answer = await write({ fax_number: "spam" } as Partial<typeof review>);
    expect(answer.status).toBe(303);
    expect(await db.selectFrom("review").selectAll().execute()).toEqual([]);
  });

  it("a GET of the confirm link confirms nothing; the POST does, once", async () => {
    await write();
    const { confirm: confirmUrl } = await lastMail();
    const page = await app.request(confirmUrl.replace(origin, ""));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Confirm my review");
    expect((await reviewRow()).status).toBe("unconfirmed");
    const posted = await confirm(confirmUrl);
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe("/reviews/confirmed");
    expect(await reviewRow()).toMatchObject({ status: "waiting", hold_reasons: "[]" });
    expect((await confirm(confirmUrl)).status).toBe(404);
  });

  it("one review per person and place: writing again edits it, every version kept, the edit confirmed again", async () => {
    await write();
    await confirm((await lastMail()).confirm);
    const first = await reviewRow();
    await write({ email: " JO@example.com ", text: `${text} Edited.`, stars: "3" });
    expect(await db.selectFrom("review").selectAll().execute()).toHaveLength(1);
    const versions = await db.selectFrom("review_version").selectAll().orderBy("version").execute();
    expect(versions.map((version) => [version.version, version.stars, version.confirmed_at !== null])).toEqual([
      [1, 2, true],
      [2, 3, false],
    ]);
    // Until confirmed, the desk keeps the confirmed version.
    expect((await reviewRow()).version).toBe(first.version);
    await confirm((await lastMail()).confirm);
    expect(await reviewRow()).toMatchObject({ version: 2, status: "waiting" });
    // Another address is another review.
    await write({ email: "someone@example.com" });
    expect(await db.selectFrom("review").selectAll().execute()).toHaveLength(2);
  });

  it("declining records the ground, mails it, then keeps only the address's hash", async () => {
    await write();
    await confirm((await lastMail()).confirm);
    const { id } = await reviewRow();
    clock = new Date(clock.getTime() + 1000);
    expect(
      await decideReview(db, {
        id,
        decision: { to: "declined", ground: "not-first-hand" },
        editor: "ed@example.com",
        mail: (to) => ({
          to,
          subject: "Declined",
          text: reviewGrounds["not-first-hand"],
          cause: { kind: "review", id: String(id) },
        }),
        now: clock,
      }),
    ).toBe(true);
    const row = await reviewRow();
    expect(row).toMatchObject({ status: "declined", ground: "not-first-hand", email: null });
    expect(row.email_hash).toBe(reviewEmailHash("test-secret", "jo@example.com"));
    const { mail } = await lastMail();
    expect(mail.text_body).toContain("Not a first-hand visit");
    const event = await db
      .selectFrom("review_event")
      .selectAll()
      .where("to_status", "=", "declined")
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({ ground: "not-first-hand", actor: "ed@example.com" });
    // A decline changes nothing live: nothing is queued for the publisher.
    expect(await queuedReviewPlaces(db)).toEqual([]);
    // A decision is taken once.
    expect(
      await decideReview(db, {
        id,
        decision: { to: "published" },
        editor: "ed@example.com",
        mail: () => {
          throw new Error("no mail");
        },
        now: clock,
      }),
    ).toBe(false);
  });

  it("publishing queues the place's reviews and puts the version in what the pages read; withdrawing takes it off", async () => {
    await write();
    const { confirm: confirmUrl, mine } = await lastMail();
    await confirm(confirmUrl);
    const { id, place_id } = await reviewRow();
    clock = new Date(clock.getTime() + 1000);
    await decideReview(db, {
      id,
      decision: { to: "published" },
      editor: "ed@example.com",
      mail: (to) => ({ to, subject: "Published", text: "", cause: { kind: "review", id: String(id) } }),
      now: clock,
    });
    expect((await queuedReviewPlaces(db)).map((change) => change.placeId)).toEqual([place_id]);
    expect((await publishedReviews(db)).get(place_id)).toEqual([
      expect.objectContaining({ id, stars: 2, text, publicName: "Jo S.", visitMonth: "2026-10", emailVerified: true }),
    ]);
    const page = await app.request(mine.replace(origin, ""));
    expect(await page.text()).toContain("Published");
    // GET of the withdraw page changes nothing; the POST withdraws.
    expect((await app.request(`${mine.replace(origin, "")}/withdraw`)).status).toBe(200);
    expect((await reviewRow()).status).toBe("published");
    const withdrawn = await app.request(`${mine.replace(origin, "")}/withdraw`, {
      method: "POST",
      headers: form,
      body: "",
    });
    expect(withdrawn.status).toBe(303);
    expect((await reviewRow()).status).toBe("withdrawn");
    expect((await publishedReviews(db)).get(place_id)).toBeUndefined();
    expect(await queuedReviewPlaces(db)).toHaveLength(2);
  });

  it("the private page shows HTML and script as text", async () => {
    const html = '<script>alert("x")</script><b>bold</b>';
    await write({ publicName: "<img src=x onerror=alert(1)>", text: `${html} ${text}` });
    const { mine } = await lastMail();
    const page = await (await app.request(mine.replace(origin, ""))).text();
    expect(page).not.toContain("<script>alert");
    expect(page).not.toContain("<img src=x");
    expect(page).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
  });

  it("a review never confirmed is deleted after 30 days, a confirmed one stays", async () => {
    await write();
    await write({ email: "other@example.com" });
    await confirm((await lastMail("other@example.com")).confirm);
    const report = await prune(db, new Date(clock.getTime() + 31 * 24 * 60 * 60_000));
    expect(report.unconfirmedReviews).toBe(1);
    expect((await db.selectFrom("review").selectAll().execute()).map((row) => row.status)).toEqual(["waiting"]);
  });

  it("an edit never confirmed loses its address after 30 days; the published review stays", async () => {
    await write();
    await confirm((await lastMail()).confirm);
    const { id } = await reviewRow();
    await decideReview(db, {
      id,
      decision: { to: "published" },
      editor: "ed@example.com",
      mail: (to) => ({ to, subject: "Published", text: "", cause: { kind: "review", id: String(id) } }),
      now: clock,
    });
    expect((await reviewRow()).email).toBeNull();
    // The author writes again, and never confirms the edit: the address is back for its mail, then goes.
    await write({ text: `${text} Edited.` });
    expect((await reviewRow()).email).toBe("jo@example.com");
    const report = await prune(db, new Date(clock.getTime() + 31 * 24 * 60 * 60_000));
    expect(report.unconfirmedReviews).toBe(1);
    expect(await reviewRow()).toMatchObject({ status: "published", email: null });
  });

  it("at the desk: only confirmed reviews, no stars before the decision, decline on a ground mailed to the author", async () => {
    await write({ text: `<script>alert(1)</script> ${text}`, stars: "1" });
    const { id } = await reviewRow();
    // Unconfirmed: not at the desk.
    expect(await (await desk("/admin/reviews")).text()).toContain("0 reviews");
    expect((await desk(`/admin/reviews/${id}`)).status).toBe(404);
    await confirm((await lastMail()).confirm);
    const list = await (await desk("/admin/reviews?status=waiting")).text();
    expect(list).toContain("1 review,");
    expect(list).toContain("Review of Fixture Museum 1");
    const page = await (await desk(`/admin/reviews/${id}`)).text();
    expect(page).toContain("Shown after your decision");
    expect(page).not.toContain("1 of 5");
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).not.toContain("<script>alert(1)");
    // A decline needs a ground.
    const noGround = await desk(`/admin/reviews/${id}/decide`, { method: "POST", body: "decision=decline" });
    expect(noGround.status).toBe(422);
    expect((await reviewRow()).status).toBe("waiting");
    clock = new Date(clock.getTime() + 1000);
    const declined = await desk(`/admin/reviews/${id}/decide`, {
      method: "POST",
      body: "decision=decline&ground=spam",
    });
    expect(declined.status).toBe(303);
    expect(await reviewRow()).toMatchObject({ status: "declined", ground: "spam", email: null });
    const after = await (await desk(`/admin/reviews/${id}`)).text();
    expect(after).toContain("1 of 5");
    expect(after).toContain("Spam or advertising");
    const { mail } = await lastMail();
    expect(mail.subject).toBe("Your review of Fixture Museum 1 was not published");
    expect(mail.text_body).toContain("The reason: Spam or advertising.");
    // The inbox counts it under its kind.
    expect(await (await desk("/admin")).text()).toContain("Visitors&#39; reviews");
  });
});
