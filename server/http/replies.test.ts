import { sql, type Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readPlaces } from "../../core/places/guide.server";
import type { Database } from "../db/schema";
import { publishedReviews, queuedReviewPlaces } from "../store/review-publishing";
import { engines } from "../../tooling/test/engines";
import { reviewApp, reviewedPlace } from "../../tooling/test/review-app";
import { fixturePlacesDir } from "../../tooling/test/fixtures";

const reviewText =
  "The galleries were quiet on a weekday morning, the guards knew every painting, and the cafe's soup was good.";
const museum = reviewedPlace;

describe.each(engines())("owners' replies on $engine (product §19.8)", ({ open }) => {
  let db: Kysely<Database>;
  let clock: Date;
  let app: Awaited<ReturnType<typeof reviewApp>>["app"];
  let desk: Awaited<ReturnType<typeof reviewApp>>["desk"];
  let post: Awaited<ReturnType<typeof reviewApp>>["post"];
  let review: Awaited<ReturnType<typeof reviewApp>>["review"];
  let listing: Awaited<ReturnType<typeof reviewApp>>["listing"];

  beforeEach(async () => {
    ({ db } = await open());
    clock = new Date("2026-11-24T15:00:00Z");
    ({ app, desk, post, review, listing } = await reviewApp(db, () => clock, tick));
  });
  afterEach(async () => {
    await db.destroy();
  });

  const tick = () => (clock = new Date(clock.getTime() + 1000));
  const reply = (token: string, review: number, text: string, headers: Record<string, string> = {}) =>
    post("/api/replies", { token, review: String(review), text }, headers);
  const publishedReview = (email?: string, publicName?: string) => review({ email, publicName });

  /** A page's HTML with its apostrophes as typed (Hono writes them `&#39;`); markup stays escaped. */
  const unescaped = (html: string) => html.replaceAll("&#39;", "'");
  const read = async (response: Response | Promise<Response>) => unescaped(await (await response).text());
  const replyRow = () => db.selectFrom("review_reply").selectAll().executeTakeFirst();
  const mailsTo = (to: string) =>
    db
      .selectFrom("outbox")
      .selectAll()
      .where(sql<string>`lower(to_address)`, "=", to)
      .orderBy("created_at")
      .execute();

  it("the owner's private link lists the place's live reviews with a reply form; the status page links to it", async () => {
    const token = await listing({ live: true });
    const id = await publishedReview();
    const status = await read(app.request(`/requests/${token}`));
    expect(status).toContain(`href="/requests/${token}/reviews"`);
    const page = await app.request(`/requests/${token}/reviews`);
    expect(page.status).toBe(200);
    const html = unescaped(await page.text());
    expect(html).toContain(`Visitors' reviews of ${museum.name}`);
    expect(html).toContain("Jo S., 4 out of 5 stars");
    expect(html).toContain("No reply yet.");
    expect(html).toContain(`<input type="hidden" name="review" value="${id}"`);
    // An owner can report a review, never remove it: the page links to the report, and its one form is the reply's.
    expect(html).toContain(`href="/reviews/report/${id}"`);
    expect([...html.matchAll(/<form [^>]*action="([^"]*)"/g)].map((match) => match[1])).toEqual(["/api/replies"]);
  });

  it("answers 404 to a link of a listing not approved or not live, and to a token that opens nothing", async () => {
    const waiting = await listing({ live: false });
    expect((await app.request(`/requests/${waiting}/reviews`)).status).toBe(404);
    expect((await app.request(`/requests/${"A".repeat(43)}/reviews`)).status).toBe(404);
    const token = await listing({ live: true });
    const id = await publishedReview();
    expect((await reply(waiting, id, "Thank you for coming!")).status).toBe(404);
    expect(await replyRow()).toBeUndefined();
    expect((await reply(token, id, "Thank you for coming!")).status).toBe(303);
  });

  it("stores a reply sent without JavaScript as waiting, then the desk publishes it onto the place's reviews", async () => {
    const token = await listing({ live: true });
    const id = await publishedReview();
    const answer = await reply(token, id, "  Thank you, Jo: the soup is made here every morning.  ");
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`/requests/${token}/reviews?sent=${id}#review-${id}`);
    expect(await replyRow()).toMatchObject({
      status: "waiting",
      text: "Thank you, Jo: the soup is made here every morning.",
      published_text: null,
    });
    const after = await read(app.request(answer.headers.get("location")!));
    expect(after).toContain("Your reply was sent.");
    expect(after).toContain("Your reply waits for an editor");
    // Nothing on the page until an editor publishes it.
    expect((await publishedReviews(db)).get(museum.id)![0]!.reply).toBeUndefined();
    const queuedBefore = (await queuedReviewPlaces(db)).length;

    const deskPage = await read(desk(`/admin/reviews/${id}`));
    expect(deskPage).toContain("The owner's reply");
    expect(deskPage).toContain("Waiting for your decision");
    const inbox = await read(desk("/admin"));
    expect(inbox).toMatch(/Owners' replies waiting\s*<\/a>\s*:\s*1/);
    const listed = await read(desk("/admin/reviews?reply=waiting"));
    expect(listed).toContain(`/admin/reviews/${id}`);
    expect((await desk(`/admin/reviews/${id}/reply`, { method: "POST", body: "decision=publish" })).status).toBe(303);

    expect(await replyRow()).toMatchObject({ status: "published", published_text: expect.stringContaining("soup") });
    expect((await publishedReviews(db)).get(museum.id)![0]!.reply).toEqual({
      text: "Thank you, Jo: the soup is made here every morning.",
      publishedAt: clock.toISOString(),
    });
    expect((await queuedReviewPlaces(db)).length).toBe(queuedBefore + 1);
    // The owner hears the outcome at the listing's address.
    const mails = await mailsTo("ann@example.com");
    expect(mails.at(-1)!.subject).toBe(`Your reply to a review of ${museum.name} is published`);
  });

  it("one reply per review: writing again waits while the published text stays; a decline keeps it, a removal takes it off", async () => {
    const token = await listing({ live: true });
    const id = await publishedReview();
    await reply(token, id, "Thank you for coming!");
    await desk(`/admin/reviews/${id}/reply`, { method: "POST", body: "decision=publish" });
    expect((await reply(token, id, "Thanks! Come back for the spring show.")).status).toBe(303);
    expect(await db.selectFrom("review_reply").selectAll().execute()).toHaveLength(1);
    expect(await replyRow()).toMatchObject({
      status: "waiting",
      text: "Thanks! Come back for the spring show.",
      published_text: "Thank you for coming!",
    });
    expect((await publishedReviews(db)).get(museum.id)![0]!.reply!.text).toBe("Thank you for coming!");

    const refused = await desk(`/admin/reviews/${id}/reply`, { method: "POST", body: "decision=decline" });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain("Choose the ground");
    await desk(`/admin/reviews/${id}/reply`, { method: "POST", body: "decision=decline&ground=spam" });
    expect(await replyRow()).toMatchObject({
      status: "declined",
      ground: "spam",
      published_text: "Thank you for coming!",
    });
    expect((await mailsTo("ann@example.com")).at(-1)!.text_body).toContain("The reason: Spam");
    const ownerPage = await read(app.request(`/requests/${token}/reviews`));
    expect(ownerPage).toContain("Our editors did not publish your reply");

    await desk(`/admin/reviews/${id}/reply`, { method: "POST", body: "decision=remove&ground=hateful-or-private" });
    expect(await replyRow()).toMatchObject({ status: "removed", published_text: null });
    expect((await publishedReviews(db)).get(museum.id)![0]!.reply).toBeUndefined();
    // Decided already: nothing changes.
    const again = await desk(`/admin/reviews/${id}/reply`, { method: "POST", body: "decision=publish" });
    expect(again.status).toBe(422);
  });

  it("refuses an empty reply and control characters with the field's message, a cross-site post, and a review of another place", async () => {
    const token = await listing({ live: true });
    const id = await publishedReview();
    const empty = await reply(token, id, "   ", { Accept: "application/json" });
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as { errors: Record<string, string> }).errors.text).toBe("Please write your reply");
    const control = await reply(token, id, "Thanks\u0000!", { Accept: "application/json" });
    expect(control.status).toBe(422);
    const crossSite = await reply(token, id, "Thank you!", {
      Origin: "https://elsewhere.example",
      "Sec-Fetch-Site": "cross-site",
    });
    expect(crossSite.status).toBe(403);
    // A review of another place is not this owner's to answer.
    const other = readPlaces(fixturePlacesDir).find(
      (place) => place.slug !== museum.slug && place.status !== "closed",
    )!;
    await post("/api/reviews", {
      place: other.slug,
      stars: "5",
      text: reviewText,
      visitMonth: "2026-10",
      publicName: "Sam",
      email: "sam@example.com",
      conflict: "no",
    });
    const { id: otherId } = await db
      .selectFrom("review")
      .select("id")
      .where("place_id", "=", other.id)
      .executeTakeFirstOrThrow();
    expect((await reply(token, otherId, "Thank you!")).status).toBe(404);
    expect(await replyRow()).toBeUndefined();
    expect((await app.request("/api/replies")).status).toBe(405);
  });

  it("shows what people wrote as text: the review on the owner's page, the reply at the desk", async () => {
    const token = await listing({ live: true });
    const id = await publishedReview("lee@example.com", "<b>Lee</b>");
    await reply(token, id, "<script>alert(1)</script> Thank you!");
    const ownerPage = await read(app.request(`/requests/${token}/reviews`));
    expect(ownerPage).toContain("&lt;b&gt;Lee&lt;/b&gt;");
    expect(ownerPage).not.toContain("<b>Lee</b>");
    expect(ownerPage).toContain("&lt;script&gt;alert(1)&lt;/script&gt; Thank you!");
    const deskPage = await read(desk(`/admin/reviews/${id}`));
    expect(deskPage).toContain("&lt;script&gt;alert(1)&lt;/script&gt; Thank you!");
    expect(deskPage).not.toContain("<script>alert(1)</script>");
  });
});
