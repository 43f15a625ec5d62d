import { sql, type Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/schema";
import { engines } from "../../tooling/test/engines";
import { reviewApp, sameSiteForm as form } from "../../tooling/test/review-app";

const text =
  "The pho was rich and clear, the herbs fresh, and the staff found us a table on a busy Friday night. We'll be back.";

describe.each(engines())("reports of published reviews on $engine (product §19.5)", ({ open }) => {
  let db: Kysely<Database>;
  let clock: Date;
  let app: Awaited<ReturnType<typeof reviewApp>>["app"];
  let desk: Awaited<ReturnType<typeof reviewApp>>["desk"];
  let sendReview: Awaited<ReturnType<typeof reviewApp>>["review"];

  beforeEach(async () => {
    ({ db } = await open());
    clock = new Date("2026-11-24T15:00:00Z");
    ({ app, desk, review: sendReview } = await reviewApp(db, () => clock, tick));
  });
  afterEach(async () => {
    await db.destroy();
  });

  const tick = () => (clock = new Date(clock.getTime() + 1000));
  /** A review of the museum by Jo S., confirmed; published unless `publish` is false. Resolves with its id. */
  const review = (publish = true) => sendReview({ text, publish });
  const report = (id: number, fields: Record<string, string>, headers: Record<string, string> = {}) => {
    tick();
    return app.request(`/api/reviews/${id}/report`, {
      method: "POST",
      headers: { ...form, ...headers },
      body: new URLSearchParams({ reason: "", note: "", email: "", ...fields }).toString(),
    });
  };
  const reports = () => db.selectFrom("review_report").selectAll().orderBy("created_at").execute();
  const mailsTo = (to: string) =>
    db
      .selectFrom("outbox")
      .selectAll()
      .where(sql<string>`lower(to_address)`, "=", to)
      .execute();

  it("shows the report form of a published review and stores a report sent without JavaScript", async () => {
    const id = await review();
    const page = await app.request(`/reviews/report/${id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Report the review by Jo S.");
    expect(html).toContain("Fixture Museum 1");
    expect(html).toContain("<legend");
    expect(html).toContain("Something else");
    const answer = await report(id, { reason: "spam", email: " Sam@Example.com " });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/reviews/reported");
    expect(await (await app.request("/reviews/reported")).text()).toContain("Thank you: an editor will look at it");
    expect(await reports()).toMatchObject([
      { review_id: id, reason: "spam", note: "", email: "sam@example.com", status: "open", outcome: null },
    ]);
  });

  it("answers 404 for a review that is not published, and stores nothing", async () => {
    const id = await review(false);
    expect((await app.request(`/reviews/report/${id}`)).status).toBe(404);
    expect((await report(id, { reason: "spam" })).status).toBe(404);
    expect((await app.request("/reviews/report/999")).status).toBe(404);
    expect(await reports()).toEqual([]);
  });

  it("refuses 'something else' without a note with the field's message (422), and a cross-site post", async () => {
    const id = await review();
    const json = await report(id, { reason: "other" }, { Accept: "application/json" });
    expect(json.status).toBe(422);
    expect(((await json.json()) as { errors: Record<string, string> }).errors.note).toBe(
      "Please say what is wrong with the review",
    );
    const page = await report(id, { reason: "" });
    expect(page.status).toBe(422);
    expect(await page.text()).toContain("Please choose why you are reporting this review");
    const crossSite = await report(
      id,
      { reason: "spam" },
      { Origin: "https://elsewhere.example", "Sec-Fetch-Site": "cross-site" },
    );
    expect(crossSite.status).toBe(403);
    expect(await reports()).toEqual([]);
  });

  it("a filled honeypot gets the usual answer and stores nothing", async () => {
    const id = await review();
    const answer = await report(id, { reason: "spam", fax_number: "buy now" });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/reviews/reported");
    expect(await reports()).toEqual([]);
  });

  it("at the desk: the list and inbox count open reports, the note is shown as text; keeping mails the outcome", async () => {
    const id = await review();
    await report(id, { reason: "other", note: "<b>fake</b> <script>alert(1)</script>", email: "sam@example.com" });
    await report(id, { reason: "not-first-hand" });
    const list = await (await desk("/admin/reviews")).text();
    expect(list).toContain("2 open reports");
    expect(await (await desk("/admin/reviews?reported=1")).text()).toContain("1 review,");
    expect(await (await desk("/admin")).text()).toMatch(/Open reports<\/a>\s*:\s*2/);
    const page = await (await desk(`/admin/reviews/${id}`)).text();
    expect(page).toContain("Open reports (2)");
    expect(page).toContain("&lt;b&gt;fake&lt;/b&gt; &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).not.toContain("<script>alert(1)");
    expect(page).toContain("Not a first-hand visit");
    expect(page).toContain("Keep the review");

    const kept = await desk(`/admin/reviews/${id}/keep`, { method: "POST", body: "" });
    expect(kept.status).toBe(303);
    expect(await reports()).toMatchObject([
      { status: "closed", outcome: "kept", email: null },
      { status: "closed", outcome: "kept", email: null },
    ]);
    const [mail] = await mailsTo("sam@example.com");
    expect(mail!.subject).toBe("Your report of a review of Fixture Museum 1: the review was kept");
    expect((await db.selectFrom("review").select("status").executeTakeFirstOrThrow()).status).toBe("published");
    expect(await (await desk(`/admin/reviews/${id}`)).text()).not.toContain("Open reports");
    // Nothing open any more: keeping again changes nothing.
    expect((await desk(`/admin/reviews/${id}/keep`, { method: "POST", body: "" })).status).toBe(422);
  });

  it("publishing the author's edit of a reported review leaves its reports open, and mails no reporter", async () => {
    const id = await review();
    await report(id, { reason: "spam", email: "sam@example.com" });
    // The same address writes again: a new version, confirmed, then published at the desk.
    expect(await review()).toBe(id);
    expect((await db.selectFrom("review").select("version").executeTakeFirstOrThrow()).version).toBe(2);
    expect(await reports()).toMatchObject([{ status: "open", outcome: null, email: "sam@example.com" }]);
    expect(await mailsTo("sam@example.com")).toHaveLength(0);
  });

  it("a declined edit leaves the live version on the page: it can still be reported, kept and removed", async () => {
    const id = await review();
    // The author writes again; the edit is confirmed and declined, so the first version stays live.
    expect(await review(false)).toBe(id);
    expect(
      (await desk(`/admin/reviews/${id}/decide`, { method: "POST", body: "decision=decline&ground=spam" })).status,
    ).toBe(303);
    expect(await db.selectFrom("review").select(["status", "published_version"]).executeTakeFirstOrThrow()).toEqual({
      status: "declined",
      published_version: 1,
    });
    expect((await app.request(`/reviews/report/${id}`)).status).toBe(200);
    expect((await report(id, { reason: "spam" })).status).toBe(303);
    const page = await (await desk(`/admin/reviews/${id}`)).text();
    expect(page).toContain("Remove the review");
    expect(page).toContain("Keep the review");
    const removed = await desk(`/admin/reviews/${id}/decide`, { method: "POST", body: "decision=remove&ground=spam" });
    expect(removed.status).toBe(303);
    expect(await db.selectFrom("review").select(["status", "published_version"]).executeTakeFirstOrThrow()).toEqual({
      status: "removed",
      published_version: null,
    });
    expect(await reports()).toMatchObject([{ status: "closed", outcome: "removed" }]);
    expect((await app.request(`/reviews/report/${id}`)).status).toBe(404);
  });

  it("removing the review on a ground closes its reports as removed and mails each reporter once", async () => {
    const id = await review();
    await report(id, { reason: "spam", email: "sam@example.com" });
    await report(id, { reason: "hateful-or-private", email: "lee@example.com" });
    const removed = await desk(`/admin/reviews/${id}/decide`, {
      method: "POST",
      body: "decision=remove&ground=spam",
    });
    expect(removed.status).toBe(303);
    expect((await db.selectFrom("review").select("status").executeTakeFirstOrThrow()).status).toBe("removed");
    expect(await reports()).toMatchObject([
      { status: "closed", outcome: "removed", email: null },
      { status: "closed", outcome: "removed", email: null },
    ]);
    for (const to of ["sam@example.com", "lee@example.com"]) {
      const mails = await mailsTo(to);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text_body).toContain("removed the review of Fixture Museum 1");
    }
    // A removed review takes no more reports.
    expect((await report(id, { reason: "spam" })).status).toBe(404);
  });
});
