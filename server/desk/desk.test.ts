import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readPlaces } from "../../core/places/guide.server";
import type { Database } from "../db/schema";
import { createApp } from "../app";
import { alertOf } from "../../tooling/test/desk";
import { engines } from "../../tooling/test/engines";
import { fixturePlacesDir, validListing } from "../../tooling/test/fixtures";
import { upsertEditor } from "./accounts";
import { editFormOf } from "../places/edit";
import { findPlaceBySlug, seedPlaces } from "../places/store";

const origin = "http://localhost";
const same = { Origin: origin, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" };
const password = "a long enough password";

describe.each(engines())("the editors' desk on $engine (product §17)", ({ open }) => {
  let db: Kysely<Database>;
  let clock: Date;
  let app: ReturnType<typeof createApp>;
  const build = (overrides: Partial<Parameters<typeof createApp>[0]> = {}) =>
    createApp({
      db,
      secret: "test-secret",
      trustProxy: 1,
      submissionsPerHour: 50,
      isPlaceSlug: (slug) => slug === "fixture-museum-1",
      now: () => clock,
      ...overrides,
    });

  beforeEach(async () => {
    ({ db } = await open());
    clock = new Date("2026-11-24T15:00:00Z");
    app = build();
    await upsertEditor(db, { email: "Ed@Example.com", password, role: "editor" });
    await upsertEditor(db, { email: "boss@example.com", password, role: "admin" });
  });
  afterEach(async () => {
    await db.destroy();
  });

  const signIn = async (email = "ed@example.com", secret = password, client = "203.0.113.1") => {
    const response = await app.request("/admin/login", {
      method: "POST",
      headers: { ...same, "X-Forwarded-For": client },
      body: new URLSearchParams({ email, password: secret }).toString(),
    });
    const cookie = response.headers.get("set-cookie")?.split(";")[0];
    return { response, cookie };
  };
  const as = (cookie: string | undefined) => ({ Cookie: cookie ?? "" });
  const post = (url: string, cookie: string | undefined, fields: Record<string, string>) =>
    app.request(url, {
      method: "POST",
      headers: { ...same, ...as(cookie) },
      body: new URLSearchParams(fields).toString(),
    });
  const newListing = async (fields: Partial<typeof validListing> = {}) => {
    clock = new Date(clock.getTime() + 1000);
    const answer = await app.request("/api/listings", {
      method: "POST",
      body: JSON.stringify({ ...validListing, ...fields }),
      headers: { "Content-Type": "application/json", Accept: "application/json", "X-Forwarded-For": "198.51.100.7" },
    });
    const { statusUrl } = (await answer.json()) as { statusUrl: string };
    const row = await db.selectFrom("submission").select("id").orderBy("created_at", "desc").executeTakeFirstOrThrow();
    return { statusUrl, id: row.id };
  };

  it("every /admin path without a session, or with a stale or forged cookie, goes to the sign-in page", async () => {
    const { cookie } = await signIn();
    await post("/admin/logout", cookie, {});
    for (const headers of [{}, as(cookie), as(`dc_session=${"A".repeat(43)}`), as("dc_session=<script>")]) {
      for (const url of [
        "/admin",
        "/admin/",
        "/admin/outbox",
        "/admin/outbox/x",
        "/admin/newsletter",
        "/admin/newsletter.csv",
        "/admin/editors",
        "/admin/submissions/x",
        "/admin/nothing",
      ]) {
        const response = await app.request(url, { headers });
        expect(response.status, url).toBe(303);
        expect(response.headers.get("location"), url).toBe("/admin/login");
        expect(response.headers.get("cache-control")).toBe("no-store");
      }
      const write = await app.request("/admin/submissions/x", {
        method: "POST",
        headers: { ...same, ...headers },
        body: "to=spam",
      });
      expect(write.headers.get("location")).toBe("/admin/login");
    }
  });

  it("signs in with a new session cookie (HttpOnly, SameSite=Lax), shows the desk with no script allowed, and signs out", async () => {
    const { response, cookie } = await signIn("ED@example.com");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin");
    const setCookie = response.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/^dc_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    const inbox = await app.request("/admin", { headers: as(cookie) });
    expect(inbox.status).toBe(200);
    expect(inbox.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(inbox.headers.get("x-robots-tag")).toBe("noindex");
    expect(await inbox.text()).toContain("Signed in as ed@example.com");
    const second = await signIn();
    expect(second.cookie).not.toBe(cookie);
    expect((await post("/admin/logout", cookie, {})).headers.get("location")).toBe("/admin/login");
    expect((await app.request("/admin", { headers: as(cookie) })).status).toBe(303);
    expect((await app.request("/admin", { headers: as(second.cookie) })).status).toBe(200);
  });

  it("over https the cookie is __Host- prefixed and Secure", async () => {
    app = build({ publicOrigin: "https://guide.example" });
    const response = await app.request("/admin/login", {
      method: "POST",
      headers: { ...same, Origin: "https://guide.example" },
      body: new URLSearchParams({ email: "ed@example.com", password }).toString(),
    });
    expect(response.headers.get("set-cookie")).toMatch(
      /^__Host-dc_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
  });

  it("a session idle for 12 hours has ended", async () => {
    const { cookie } = await signIn();
    clock = new Date(clock.getTime() + 11 * 60 * 60_000);
    expect((await app.request("/admin", { headers: as(cookie) })).status).toBe(200);
    clock = new Date(clock.getTime() + 12 * 60 * 60_000 + 1000);
    expect((await app.request("/admin", { headers: as(cookie) })).status).toBe(303);
  });

  it("a wrong password and an unknown account get the same answer; 5 failures per account, then 429 with Retry-After", async () => {
    const wrong = await signIn("ed@example.com", "not the password");
    const unknown = await signIn("nobody@example.com", "not the password");
    expect(wrong.response.status).toBe(401);
    expect(unknown.response.status).toBe(401);
    const text = (body: string) => body.replace(/value="[^"]*"/g, "");
    expect(text(await wrong.response.text())).toBe(text(await unknown.response.text()));
    expect(wrong.cookie).toBeUndefined();
    for (let i = 0; i < 4; i += 1)
      expect((await signIn("ed@example.com", "not the password", `203.0.113.${10 + i}`)).response.status).toBe(401);
    const limited = await signIn("ed@example.com", password, "203.0.113.99");
    expect(limited.response.status).toBe(429);
    expect(Number(limited.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.cookie).toBeUndefined();
    // The limit's keys are keyed hashes: the table holds neither the typed address nor the client's.
    const keys = (await db.selectFrom("rate_limit").select("key").execute()).map((row) => row.key).join(" ");
    expect(keys).toContain("sign-in-account:");
    expect(keys).not.toMatch(/example\.com|203\.0\.113/);
    clock = new Date(clock.getTime() + 15 * 60_000);
    expect((await signIn("ed@example.com", password, "203.0.113.99")).response.status).toBe(303);
  });

  it("a burst of 60 sign-ins at once: at most 5 passwords are checked, the others refused unchecked (decision 048)", async () => {
    const attempts = Array.from({ length: 60 }, (_, index) =>
      signIn("ed@example.com", index === 8 ? password : `guess number ${index}`, `203.0.113.${100 + (index % 50)}`),
    );
    const statuses = (await Promise.all(attempts)).map(({ response }) => response.status);
    expect(statuses.filter((status) => status === 401 || status === 303)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(55);
    // A right password gives its hit back: the limit counts failures.
    clock = new Date(clock.getTime() + 15 * 60_000);
    for (let i = 0; i < 6; i += 1) expect((await signIn()).response.status).toBe(303);
  });

  it("a new password ends the editor's sessions; a session ends 7 days after its sign-in however busy (decision 048)", async () => {
    const before = await signIn();
    const other = await signIn("ed@example.com", password, "203.0.113.2");
    await upsertEditor(db, { email: "ed@example.com", password: "another long password", role: "editor" });
    expect((await app.request("/admin", { headers: as(before.cookie) })).status).toBe(303);
    expect((await app.request("/admin", { headers: as(other.cookie) })).status).toBe(303);
    const { cookie } = await signIn("ed@example.com", "another long password");
    for (let hours = 0; hours < 7 * 24; hours += 6) {
      expect((await app.request("/admin", { headers: as(cookie) })).status).toBe(200);
      clock = new Date(clock.getTime() + 6 * 60 * 60_000);
    }
    expect((await app.request("/admin", { headers: as(cookie) })).status).toBe(303);
  });

  it("the last admin can be neither demoted nor removed, at the desk or by admin:add (decision 048)", async () => {
    const admin = await signIn("boss@example.com");
    const boss = await db
      .selectFrom("editor")
      .selectAll()
      .where("email", "=", "boss@example.com")
      .executeTakeFirstOrThrow();
    const demote = await post("/admin/editors", admin.cookie, { email: "boss@example.com", password, role: "editor" });
    expect(decodeURIComponent(demote.headers.get("location")!)).toContain("The desk needs an admin");
    await expect(upsertEditor(db, { email: "boss@example.com", password, role: "editor" })).rejects.toThrow(
      /needs an admin/,
    );
    await upsertEditor(db, { email: "second@example.com", password, role: "admin" });
    const second = await signIn("second@example.com");
    await post(`/admin/editors/${boss.id}/remove`, second.cookie, {});
    const secondId = (
      await db.selectFrom("editor").select("id").where("email", "=", "second@example.com").executeTakeFirstOrThrow()
    ).id;
    expect(await db.selectFrom("editor").select("id").where("id", "=", boss.id).executeTakeFirst()).toBeUndefined();
    await upsertEditor(db, { email: "boss@example.com", password, role: "editor" });
    const third = await signIn("boss@example.com");
    expect((await post(`/admin/editors/${secondId}/remove`, third.cookie, {})).status).toBe(403);
    expect((await app.request("/admin/editors", { headers: as(second.cookie) })).status).toBe(200);
    expect(await db.selectFrom("editor").select("role").where("role", "=", "admin").execute()).toHaveLength(1);
  });

  it("20 failures from one client address in 15 minutes, then 429 for any account", async () => {
    for (let i = 0; i < 20; i += 1) await signIn(`guess${i}@example.com`, "not the password", "203.0.113.50");
    expect((await signIn("boss@example.com", password, "203.0.113.50")).response.status).toBe(429);
    expect((await signIn("boss@example.com", password, "203.0.113.51")).response.status).toBe(303);
  });

  it("a post from another site, or with neither Origin nor Sec-Fetch-Site, is refused (403)", async () => {
    const { cookie } = await signIn();
    const { id } = await newListing();
    for (const headers of <Record<string, string>[]>[
      { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      {},
    ]) {
      const response = await app.request(`/admin/submissions/${id}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...as(cookie), ...headers },
        body: "to=spam",
      });
      expect(response.status).toBe(403);
    }
    expect(await db.selectFrom("submission").select("status").where("id", "=", id).executeTakeFirstOrThrow()).toEqual({
      status: "received",
    });
  });

  it("a listing: shown escaped, moved along the transitions table only, approved in one step with a public note shown on its status page, the owner mailed; a refused step keeps what was typed", async () => {
    const { cookie } = await signIn();
    const { id, statusUrl } = await newListing({ name: "<img src=x onerror=alert(1)> Cafe" });
    const pageText = await (await app.request(`/admin/submissions/${id}`, { headers: as(cookie) })).text();
    expect(pageText).toContain("&lt;img src=x onerror=alert(1)&gt; Cafe");
    expect(pageText).not.toContain("<img src=x");

    // product §17.2: a step the transitions table does not have is refused, and the page keeps what was typed.
    const wrong = await post(`/admin/submissions/${id}`, cookie, { to: "accepted", publicNote: "Kept note" });
    expect(wrong.status).toBe(422);
    const wrongPage = await wrong.text();
    expect(alertOf(wrongPage)).toContain("cannot become accepted");
    expect(wrongPage).toContain(">Kept note</textarea>");
    // product §17.4: the owner's free-text hours beside the guide's reading of them, confirmed before approval.
    const review = await (await app.request(`/admin/submissions/${id}`, { headers: as(cookie) })).text();
    expect(review).toContain("Mon-Fri 9 AM - 5 PM");
    expect(review).toMatch(/<th scope="row"[^>]*>Monday<\/th><td>9:00 AM - 5:00 PM<\/td>/);
    expect(review).toMatch(/<th scope="row"[^>]*>Saturday<\/th><td>Closed<\/td>/);
    expect(review).toContain('value="Mo-Fr 09:00-17:00"');
    const refused = async (fields: Record<string, string>) => {
      const response = await post(`/admin/submissions/${id}`, cookie, fields);
      expect(response.status).toBe(422);
      return response.text();
    };
    const typed = { to: "approved", type: "coffee", rating: "4.2", publicNote: "Welcome to the guide!" };
    const unchecked = await refused({ ...typed, hours: "Mo-Fr 09:00-17:00" });
    expect(alertOf(unchecked)).toContain("tick the box");
    // Everything the editor typed comes back with the reason: the type, the rating, the hours, the note.
    expect(unchecked).toContain('<option value="coffee" selected="">');
    expect(unchecked).toContain('name="rating" type="number" min="0" max="5" step="0.1" value="4.2"');
    expect(unchecked).toContain('name="hours" value="Mo-Fr 09:00-17:00"');
    expect(unchecked).toContain(">Welcome to the guide!</textarea>");
    expect(unchecked).toContain('name="to" value="approved" checked=""');
    const unreadable = await refused({ ...typed, hours: "Mo-Fr 9 till late", hoursChecked: "yes" });
    expect(alertOf(unreadable)).toContain("The hours cannot be read");
    expect(unreadable).toContain('name="hoursChecked" value="yes" checked=""');
    const noRating = await refused({ ...typed, rating: "", hours: "Mon-Fri 9am-5pm", hoursChecked: "yes" });
    expect(alertOf(noRating)).toContain("Give the guide's rating");
    // One step from Received to Approved.
    const approved = await post(`/admin/submissions/${id}`, cookie, {
      ...typed,
      hours: "Mon-Fri 9am-5pm",
      hoursChecked: "yes",
      privateNote: "Called the owner",
    });
    expect(approved.status).toBe(303);

    const status = await (await app.request(statusUrl)).text();
    expect(status).toMatch(/<dd[^>]*>Approved<\/dd>/);
    expect(status).toContain("Welcome to the guide!");
    expect(status).not.toContain("Called the owner");
    const history = await db
      .selectFrom("submission_event")
      .select(["actor", "from_status", "to_status"])
      .where("submission_id", "=", id)
      .orderBy("at")
      .execute();
    expect(history).toEqual([
      { actor: "sender", from_status: null, to_status: "received" },
      { actor: "ed@example.com", from_status: "received", to_status: "approved" },
    ]);
    const mails = await db.selectFrom("outbox").select(["subject", "text_body"]).orderBy("created_at").execute();
    expect(mails.at(-1)!.subject).toBe("Your listing for <img src=x onerror=alert(1)> Cafe was approved");
    expect(mails.at(-1)!.text_body).toContain("A note from the editors: Welcome to the guide!");
  });

  it("decision 075: the approval mail's status link opens the status page and the owner's pages, the first link too; a changed link is a 404 that names nobody; no token is stored", async () => {
    const { cookie } = await signIn();
    const { id, statusUrl } = await newListing({ name: "Linked Approval Cafe" });
    const approved = await post(`/admin/submissions/${id}`, cookie, {
      to: "approved",
      type: "coffee",
      rating: "4.0",
      hours: "Mon-Fri 9am-5pm",
      hoursChecked: "yes",
    });
    expect(approved.status).toBe(303);
    const mail = await db
      .selectFrom("outbox")
      .select("text_body")
      .where("subject", "=", "Your listing for Linked Approval Cafe was approved")
      .executeTakeFirstOrThrow();
    const link = mail.text_body.match(/^http:\/\/localhost(\/requests\/([A-Za-z0-9_-]{43}))$/m);
    expect(link, mail.text_body).not.toBeNull();
    const [, approvalPath, approvalToken] = link!;
    expect(approvalPath).not.toBe(statusUrl);
    for (const url of [approvalPath!, statusUrl]) {
      const page = await app.request(url);
      expect(page.status, url).toBe(200);
      const text = await page.text();
      expect(text).toContain("Listing request: Linked Approval Cafe");
      expect(text).toMatch(/<dd[^>]*>Approved<\/dd>/);
    }
    // The owner's pages the status page leads to take the approval mail's link as they take the first one.
    const manage = await app.request(`${approvalPath}/manage`, { method: "POST", headers: same, body: "" });
    expect(manage.status).toBe(303);
    expect(manage.headers.get("location")).toBe("/owners/places/linked-approval-cafe");
    // One character changed anywhere, or another token's shape: nothing here, and no name.
    const changed = (at: number) =>
      approvalToken!.slice(0, at) + (approvalToken![at] === "A" ? "B" : "A") + approvalToken!.slice(at + 1);
    for (const token of [changed(0), changed(21), changed(42), `${approvalToken}x`, approvalToken!.slice(1)]) {
      const page = await app.request(`/requests/${token}`);
      expect(page.status, token).toBe(404);
      expect(await page.text()).not.toContain("Linked Approval Cafe");
    }
    // Stored only as hashes (decision 027): the row holds neither token.
    const row = await db.selectFrom("submission").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(approvalToken);
    expect(JSON.stringify(row)).not.toContain(statusUrl.split("/").at(-1));
    expect(row.approval_token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("the inbox: counts, filters by kind and status, search by name or email, corrections grouped by their place, pages of 25", async () => {
    const { cookie } = await signIn();
    for (let i = 0; i < 26; i += 1) {
      await newListing({ name: `Cafe ${i}`, contactEmail: `owner${i}@example.com` });
    }
    clock = new Date(clock.getTime() + 1000);
    await app.request("/api/messages", {
      method: "POST",
      body: JSON.stringify({
        name: "A Regular",
        email: "regular@example.com",
        message: "Correction for Fixture Museum 1: open until 5 PM.",
        place: "fixture-museum-1",
      }),
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.8" },
    });
    const first = await (await app.request("/admin", { headers: as(cookie) })).text();
    expect(first).toContain("27 submissions, newest first");
    expect(first).toContain("Page 1 of 2");
    expect(first.indexOf("A Regular")).toBeLessThan(first.indexOf("Cafe 25"));
    expect(first).toContain('href="/place/fixture-museum-1"');
    const second = await (await app.request("/admin?page=2", { headers: as(cookie) })).text();
    expect(second).toContain("Cafe 0");
    expect(second).not.toContain("Cafe 25<");
    const search = await (await app.request("/admin?q=OWNER12%40", { headers: as(cookie) })).text();
    expect(search).toContain("1 submission, newest first");
    expect(search).toContain("Cafe 12");
    const corrections = await (await app.request("/admin?kind=correction", { headers: as(cookie) })).text();
    expect(corrections).toContain("Corrections of");
    expect(corrections).toContain("1 submission");
    const none = await (await app.request("/admin?kind=listing&status=approved", { headers: as(cookie) })).text();
    expect(none).toContain("0 submissions");
    expect((await app.request("/admin?q=100%25_", { headers: as(cookie) })).status).toBe(200);
  });

  it("the newsletter's CSV: confirmed subscribers only, formula cells made harmless, as an attachment", async () => {
    const { cookie } = await signIn();
    for (const [email, status] of [
      ["=cmd|'/c calc'!A1@example.com", "confirmed"],
      ["plain@example.com", "confirmed"],
      ["waiting@example.com", "pending"],
      ["gone@example.com", "unsubscribed"],
    ] as const) {
      await db
        .insertInto("subscriber")
        .values({
          id: email,
          email,
          status,
          confirm_token_hash: null,
          confirm_sent_at: null,
          confirms_today: 0,
          day_started_at: null,
          created_at: "2026-11-01T00:00:00.000Z",
          confirmed_at: status === "confirmed" ? "2026-11-02T00:00:00.000Z" : null,
          unsubscribed_at: null,
        })
        .execute();
    }
    const csv = await app.request("/admin/newsletter.csv", { headers: as(cookie) });
    expect(csv.headers.get("content-disposition")).toBe('attachment; filename="discover-columbus-subscribers.csv"');
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(await csv.text()).toBe(
      "email,confirmed_at\r\n'=cmd|'/c calc'!A1@example.com,2026-11-02T00:00:00.000Z\r\nplain@example.com,2026-11-02T00:00:00.000Z\r\n",
    );
    expect(await (await app.request("/admin/newsletter", { headers: as(cookie) })).text()).toMatch(
      /Confirmed<\/dt><dd[^>]*>2</,
    );
  });

  it("only an admin manages editors; an editor added at the desk can sign in; an admin cannot remove themself", async () => {
    const editor = await signIn();
    expect((await app.request("/admin/editors", { headers: as(editor.cookie) })).status).toBe(403);
    expect(
      (await post("/admin/editors", editor.cookie, { email: "new@example.com", password, role: "admin" })).status,
    ).toBe(403);
    const admin = await signIn("boss@example.com");
    expect(
      (
        await post("/admin/editors", admin.cookie, { email: "new@example.com", password: "short", role: "editor" })
      ).headers.get("location"),
    ).toContain("error=");
    await post("/admin/editors", admin.cookie, { email: "new@example.com", password, role: "editor" });
    expect((await signIn("new@example.com")).response.status).toBe(303);
    const boss = await db
      .selectFrom("editor")
      .select("id")
      .where("email", "=", "boss@example.com")
      .executeTakeFirstOrThrow();
    await post(`/admin/editors/${boss.id}/remove`, admin.cookie, {});
    expect(await db.selectFrom("editor").select("id").where("id", "=", boss.id).executeTakeFirst()).toBeDefined();
    const ed = await db
      .selectFrom("editor")
      .select("id")
      .where("email", "=", "ed@example.com")
      .executeTakeFirstOrThrow();
    await post(`/admin/editors/${ed.id}/remove`, admin.cookie, {});
    expect((await app.request("/admin", { headers: as(editor.cookie) })).status).toBe(303);
  });

  it("the outbox: every mail with its state, and its text", async () => {
    const { cookie } = await signIn();
    await newListing();
    const outbox = await (await app.request("/admin/outbox", { headers: as(cookie) })).text();
    expect(outbox).toContain("We received your listing request for Test Cafe");
    expect(outbox).toContain("pending");
    const mail = await db.selectFrom("outbox").select("id").executeTakeFirstOrThrow();
    const detail = await (await app.request(`/admin/outbox/${mail.id}`, { headers: as(cookie) })).text();
    expect(detail).toMatch(/Follow its status here:\nhttp:\/\/localhost\/requests\/[A-Za-z0-9_-]{43}/);
  });

  it("an editor's own edit and a restore (decision 050): a source is required and what was typed is kept; each is a version, shown as text; odd ids are 404", async () => {
    await seedPlaces(db, readPlaces(fixturePlacesDir));
    let woken = 0;
    app = build({ onGuideChanged: () => (woken += 1) });
    const { cookie } = await signIn();
    const museum = (await findPlaceBySlug(db, "fixture-museum-1"))!;
    const page = await app.request(`/admin/places/${museum.id}`, { headers: as(cookie) });
    expect(page.status).toBe(200);
    const form = editFormOf(museum);
    const typed = { ...form, description: "Now with <script>alert(1)</script> a new wing." };

    const unsourced = await post(`/admin/places/${museum.id}`, cookie, typed);
    expect(unsourced.status).toBe(422);
    const refusedPage = await unsourced.text();
    expect(alertOf(refusedPage)).toContain("Name the source of this change");
    expect(refusedPage).toContain("Now with &lt;script&gt;alert(1)&lt;/script&gt; a new wing.");
    expect(refusedPage).not.toContain("<script>alert(1)");
    const before = await db.selectFrom("place_version").select("id").where("place_id", "=", museum.id).execute();
    expect(before).toHaveLength(1);

    const crossSite = await app.request(`/admin/places/${museum.id}`, {
      method: "POST",
      headers: { ...same, Origin: "https://elsewhere.example", "Sec-Fetch-Site": "cross-site", ...as(cookie) },
      body: new URLSearchParams({ ...typed, sourcePublisher: "x", sourceTitle: "y" }).toString(),
    });
    expect(crossSite.status).toBe(403);

    const sourced = { ...typed, sourcePublisher: "Fixture Museum 1", sourceTitle: "Its own page" };
    expect((await post(`/admin/places/${museum.id}`, cookie, sourced)).status).toBe(303);
    expect((await findPlaceBySlug(db, "fixture-museum-1"))!.description).toBe(sourced.description);
    expect(woken).toBe(1);

    expect((await post(`/admin/places/${museum.id}/restore`, cookie, { version: "1" })).status).toBe(303);
    expect((await findPlaceBySlug(db, "fixture-museum-1"))!.description).toBe(museum.description);
    const versions = await db
      .selectFrom("place_version")
      .select(["version", "kind", "editor"])
      .where("place_id", "=", museum.id)
      .orderBy("version")
      .execute();
    expect(versions).toEqual([
      { version: 1, kind: "seed", editor: null },
      { version: 2, kind: "editor", editor: "ed@example.com" },
      { version: 3, kind: "restore", editor: "ed@example.com" },
    ]);
    expect(woken).toBe(2);

    expect((await post(`/admin/places/${museum.id}/restore`, cookie, { version: "NaN" })).status).toBe(422);
    for (const odd of ["/admin/places/abc", "/admin/places/99999999999999999999", "/admin/places/-1"])
      expect((await app.request(odd, { headers: as(cookie) })).status).toBe(404);
    expect((await app.request("/admin/places/424242", { headers: as(cookie) })).status).toBe(404);
  });

  it("from the desk into the guide: an approved listing and an accepted correction are new versions of their places, queued for the publisher; a record the schema refuses changes nothing", async () => {
    await seedPlaces(db, readPlaces(fixturePlacesDir));
    const { cookie } = await signIn();
    const { id } = await newListing({ name: "Zoë's Corner", category: "coffee shop", neighborhood: "german village" });
    const approved = await post(`/admin/submissions/${id}`, cookie, {
      to: "approved",
      type: "coffee",
      rating: "4.3",
      hours: "Tue-Sun 7am-3pm",
      hoursChecked: "yes",
    });
    expect(approved.status).toBe(303);
    await app.request("/api/messages", {
      method: "POST",
      body: JSON.stringify({
        name: "A Regular",
        email: "regular@example.com",
        message: "Fixture Museum 1 is open 10-5 Wednesday to Sunday.",
        place: "fixture-museum-1",
      }),
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.9" },
    });
    const correction = await db
      .selectFrom("submission")
      .select("id")
      .where("kind", "=", "correction")
      .executeTakeFirstOrThrow();
    await post(`/admin/submissions/${correction.id}`, cookie, {
      to: "accepted",
      field: "hours",
      value: "Wed-Sun 10am-5pm",
    });

    const added = await findPlaceBySlug(db, "zoes-corner");
    expect(added).toMatchObject({ type: "coffee", rating: 4.3, openingHours: "Tu-Su 07:00-15:00" });
    expect(JSON.stringify(added)).not.toContain("ann@example.com");
    expect(await findPlaceBySlug(db, "fixture-museum-1")).toMatchObject({
      openingHours: "We-Su 10:00-17:00",
      checkedOn: "2026-11-24",
    });
    const versions = await db
      .selectFrom("place_version")
      .select(["kind", "submission_id", "editor", "publish_id", "changes"])
      .where("kind", "!=", "seed")
      .orderBy("created_at")
      .execute();
    expect(
      versions.map(({ kind, submission_id, editor, publish_id }) => ({ kind, submission_id, editor, publish_id })),
    ).toEqual([
      { kind: "listing", submission_id: id, editor: "ed@example.com", publish_id: null },
      { kind: "correction", submission_id: correction.id, editor: "ed@example.com", publish_id: null },
    ]);
    expect(JSON.parse(versions[1]!.changes)).toEqual([
      // decision 068: the history gives the week in the page's words.
      { field: "Hours", before: expect.any(String), after: "Mon, Tue closed; Wed-Sun 10 AM - 5 PM" },
    ]);
    // The submission's page says the change waits for the publisher.
    const page = await (await app.request(`/admin/submissions/${id}`, { headers: as(cookie) })).text();
    expect(page).toContain("Queued: it goes live within seconds.");

    // A correction whose record the place schema refuses: the page says why, naming the field; nothing changes.
    await app.request("/api/messages", {
      method: "POST",
      body: JSON.stringify({
        name: "Another Regular",
        email: "other@example.com",
        message: "Fixture Museum 1 has a new website now.",
        place: "fixture-museum-1",
      }),
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.10" },
    });
    const bad = await db
      .selectFrom("submission")
      .select("id")
      .where("email", "=", "other@example.com")
      .executeTakeFirstOrThrow();
    const refused = await post(`/admin/submissions/${bad.id}`, cookie, {
      to: "accepted",
      field: "website",
      value: "not a web address",
    });
    expect(refused.status).toBe(422);
    expect(alertOf(await refused.text())).toContain('field "website"');
    expect(
      await db.selectFrom("submission").select("status").where("id", "=", bad.id).executeTakeFirstOrThrow(),
    ).toEqual({ status: "received" });
    expect(await db.selectFrom("place_version").select("id").where("submission_id", "=", bad.id).execute()).toEqual([]);
  });

  it("a correction that carries its fact: the desk shows the current value beside the proposed one, and Accept applies it in one step, for every fact (product §16.2, §17.4)", async () => {
    await seedPlaces(db, readPlaces(fixturePlacesDir));
    // Sent on November 24 in Columbus (3 PM), accepted on the 25th (1 AM): within one session.
    const sentAt = new Date("2026-11-24T20:00:00Z");
    const acceptedAt = new Date("2026-11-25T06:00:00Z");
    clock = sentAt;
    const { cookie } = await signIn();
    /** The form's fields of each fact, and what the place then holds. */
    const cases: { fields: Record<string, string>; expected: (place: Record<string, unknown>) => unknown }[] = [
      { fields: { fact: "wheelchair", wheelchair: "yes" }, expected: (place) => fact(place, "wheelchair") },
      { fields: { fact: "toilets:wheelchair", toilet: "no" }, expected: (place) => fact(place, "toilets:wheelchair") },
      {
        fields: { fact: "diet", diet: "diet:gluten_free", dietValue: "yes" },
        expected: (place) => fact(place, "diet:gluten_free"),
      },
      { fields: { fact: "website:menu", menu: "example.com/menu" }, expected: (place) => fact(place, "website:menu") },
      { fields: { fact: "reservation", reservation: "required" }, expected: (place) => fact(place, "reservation") },
      {
        fields: { fact: "website:booking", booking: "https://example.com/book" },
        expected: (place) => fact(place, "website:booking"),
      },
      { fields: { fact: "hours", hours: "Wed-Sun 10am-5pm" }, expected: (place) => place.openingHours },
      { fields: { fact: "phone", phone: "(614) 555-0188" }, expected: (place) => place.phone },
      { fields: { fact: "website", website: "www.example.com/museum" }, expected: (place) => place.website },
      {
        fields: { fact: "address", address: "150 Example Ave, Columbus, OH 43215" },
        expected: (place) => place.address,
      },
      { fields: { fact: "closed", closedOn: "2026-10" }, expected: (place) => [place.status, place.closedOn] },
    ];
    const fact = (place: Record<string, unknown>, key: string) => {
      const held = (place.facts as Record<string, { value: string; source: object; checkedOn: string }>)[key]!;
      expect(held.source).toEqual({
        publisher: "A visitor's correction",
        title: expect.stringMatching(/^Submitted to Discover Columbus \(.+\), checked by an editor$/),
        date: "2026-11-24",
      });
      expect(held.checkedOn).toBe("2026-11-25");
      return held.value;
    };
    const results: unknown[] = [];
    for (const [index, { fields, expected }] of cases.entries()) {
      clock = sentAt;
      const sent = await app.request("/api/messages", {
        method: "POST",
        body: JSON.stringify({
          name: "A Regular",
          email: `regular${index}@example.com`,
          message: "",
          source: "I was there on Saturday.",
          ...fields,
          place: "fixture-museum-1",
        }),
        headers: { "Content-Type": "application/json", "X-Forwarded-For": `198.51.100.${20 + index}` },
      });
      expect(sent.status, fields.fact).toBe(201);
      const { id, payload } = await db
        .selectFrom("submission")
        .select(["id", "payload"])
        .where("email", "=", `regular${index}@example.com`)
        .executeTakeFirstOrThrow();
      const { field, value } = JSON.parse(payload) as { field: string; value: string };
      // The page: what the guide says now beside what is proposed, the value ready to accept, how they know.
      const page = await (await app.request(`/admin/submissions/${id}`, { headers: as(cookie) })).text();
      expect(page, fields.fact).toContain("current and proposed");
      expect(page).toContain("How they know");
      expect(page).toContain("I was there on Saturday.");
      expect(page).toContain(`name="value" value="${value.replace(/&/g, "&amp;")}"`);
      expect(page).toMatch(/<button type="submit" name="accept" value="yes"[^>]*>Accept<\/button>/);
      // Accept, the value as proposed, the next day: one step.
      clock = acceptedAt;
      const accepted = await post(`/admin/submissions/${id}`, cookie, { to: "received", accept: "yes", field, value });
      expect(accepted.status, fields.fact).toBe(303);
      expect(accepted.headers.get("location"), await accepted.text()).toBe(`/admin/submissions/${id}`);
      expect(await db.selectFrom("submission").select("status").where("id", "=", id).executeTakeFirstOrThrow()).toEqual(
        {
          status: "accepted",
        },
      );
      results.push(expected((await findPlaceBySlug(db, "fixture-museum-1")) as unknown as Record<string, unknown>));
    }
    expect(results).toEqual([
      "yes",
      "no",
      "yes",
      "https://example.com/menu",
      "required",
      "https://example.com/book",
      "We-Su 10:00-17:00",
      "(614) 555-0188",
      "https://www.example.com/museum",
      "150 Example Ave, Columbus, OH 43215",
      ["closed", "2026-10"],
    ]);
    const kinds = await db
      .selectFrom("place_version")
      .select("kind")
      .where("kind", "!=", "seed")
      .orderBy("created_at")
      .execute();
    expect(kinds.map((row) => row.kind)).toEqual([...Array<string>(10).fill("correction"), "closure"]);
  });

  it("a fact's current value shows beside the proposal; an edited value is what goes in; a refused one keeps what was typed", async () => {
    await seedPlaces(db, readPlaces(fixturePlacesDir));
    const { cookie } = await signIn();
    const send = async (fields: Record<string, string>, email: string) => {
      await app.request("/api/messages", {
        method: "POST",
        body: JSON.stringify({ name: "A Regular", email, message: "", ...fields, place: "fixture-museum-1" }),
        headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.40" },
      });
      return (await db.selectFrom("submission").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
    };
    const first = await send({ fact: "wheelchair", wheelchair: "limited" }, "first@example.com");
    const second = await send({ fact: "wheelchair", wheelchair: "no" }, "second@example.com");
    expect(await (await app.request(`/admin/submissions/${first}`, { headers: as(cookie) })).text()).toContain(
      '<dd class="text-stone-800">not known</dd>',
    );
    // The editor edits the value before accepting: the edited one goes in.
    await post(`/admin/submissions/${first}`, cookie, { accept: "yes", field: "wheelchair", value: "yes" });
    // The public history says what changed, in the place page's words.
    const version = await db
      .selectFrom("place_version")
      .select("changes")
      .where("submission_id", "=", first)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(version.changes)).toEqual([{ field: "Step-free access", before: "", after: "Yes, step-free" }]);
    const page = await (await app.request(`/admin/submissions/${second}`, { headers: as(cookie) })).text();
    expect(page).toContain("yes: Yes, step-free (source: A visitor&#39;s correction, checked 2026-11-24)");
    expect(page).toContain("no: No");
    // A value outside the fact's words: refused, naming the field, what was typed kept, nothing written.
    const refused = await post(`/admin/submissions/${second}`, cookie, {
      accept: "yes",
      field: "wheelchair",
      value: "mostly",
      privateNote: "Checked with a call.",
    });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(alertOf(html)).toContain('field "facts.wheelchair.value"');
    expect(html).toContain('value="mostly"');
    expect(html).toContain("Checked with a call.");
    expect((await findPlaceBySlug(db, "fixture-museum-1"))!.facts?.wheelchair?.value).toBe("yes");
  });

  it("a fact needs a place: without one (a post from a page that names none) it is refused, nothing stored", async () => {
    const answer = await app.request("/api/messages", {
      method: "POST",
      body: JSON.stringify({
        name: "A Regular",
        email: "lost@example.com",
        message: "",
        fact: "wheelchair",
        wheelchair: "yes",
      }),
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.41" },
    });
    expect(answer.status).toBe(422);
    expect(((await answer.json()) as { errors: Record<string, string> }).errors).toEqual({
      fact: 'A fact is corrected from its place\'s page: open the place and choose "Suggest a correction"',
    });
    expect(await db.selectFrom("submission").select("id").execute()).toEqual([]);
  });
});
