import { sql, type Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { controlCharacterMessage } from "../core/forms/rules";
import { honeypotField } from "../core/forms/server-contract";
import type { Database } from "./db/schema";
import { engines } from "../tooling/test/engines";
import { validListing } from "../tooling/test/fixtures";
import { answers, createApp } from "./app";
import { PhotoNotFound } from "./store/photos";
import { saveSubmission } from "./store/submissions";

const origin = "http://localhost";
const sameOrigin = { Origin: origin, "Sec-Fetch-Site": "same-origin" };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const formHeaders = { ...sameOrigin, "Content-Type": "application/x-www-form-urlencoded" };
const jsonHeaders = { ...sameOrigin, "Content-Type": "application/json", Accept: "application/json" };

describe.each(engines())("the server's paths on $engine", ({ open }) => {
  let db: Kysely<Database>;
  let clock: Date;
  let app: ReturnType<typeof createApp>;
  let queued = 0;

  const build = (overrides: Partial<Parameters<typeof createApp>[0]> = {}) =>
    createApp({
      db,
      secret: "test-secret",
      trustProxy: 1,
      submissionsPerHour: 5,
      isPlaceSlug: (slug) => slug === "lindeys",
      now: () => clock,
      onMailQueued: () => (queued += 1),
      ...overrides,
    });

  const count = async (table: "submission" | "subscriber" | "outbox") =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  const post = (path: string, body: string, headers: Record<string, string> = formHeaders) =>
    app.request(path, { method: "POST", body, headers });

  beforeEach(async () => {
    ({ db } = await open());
    clock = new Date("2026-11-24T15:00:00Z");
    queued = 0;
    app = build();
  });
  afterEach(async () => {
    await db.destroy();
  });

  describe("a listing request (product §16.1)", () => {
    it("without JavaScript: 303 to its status page, which shows the name, when it came and Received, and nothing else personal", async () => {
      const response = await post("/api/listings", form(validListing));
      expect(response.status).toBe(303);
      const location = response.headers.get("location")!;
      expect(location).toMatch(/^\/requests\/[A-Za-z0-9_-]{43}$/);
      const statusPage = await app.request(location);
      expect(statusPage.status).toBe(200);
      expect(statusPage.headers.get("cache-control")).toBe("no-store");
      expect(statusPage.headers.get("x-robots-tag")).toBe("noindex");
      expect(statusPage.headers.get("referrer-policy")).toBe("no-referrer");
      expect(statusPage.headers.get("content-security-policy")).toContain("default-src 'none'");
      const text = await statusPage.text();
      expect(text).toContain("Listing request: Test Cafe");
      expect(text).toContain("November 24, 2026 at 10:00 AM");
      expect(text).toMatch(/<dt[^>]*>Status<\/dt><dd[^>]*>Received<\/dd>/);
      expect(text).toContain("within 2-3 business days");
      for (const personal of ["Ann Owner", "ann@example.com", "555-0123", "High St"])
        expect(text.toLowerCase()).not.toContain(personal.toLowerCase());
    });

    it("with JavaScript: 201 and the status link as JSON; stored as received, the token only as its hash", async () => {
      const response = await post("/api/listings", JSON.stringify(validListing), jsonHeaders);
      expect(response.status).toBe(201);
      const { statusUrl } = (await response.json()) as { statusUrl: string };
      const token = statusUrl.split("/").pop()!;
      const row = await db.selectFrom("submission").selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ kind: "listing", status: "received", title: "Test Cafe", email: "ann@example.com" });
      expect(row.status_token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(token);
      expect(JSON.parse(row.payload)).toMatchObject({
        name: "Test Cafe",
        phone: "(614) 555-0123",
        contactName: "Ann Owner",
      });
    });

    it("writes the receipt with the status link into the outbox, with the submission", async () => {
      const response = await post("/api/listings", JSON.stringify(validListing), jsonHeaders);
      const { statusUrl } = (await response.json()) as { statusUrl: string };
      const mail = await db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
      expect(mail).toMatchObject({ to_address: "Ann@Example.com", status: "pending", cause_kind: "submission" });
      expect(mail.text_body).toContain(`${origin}${statusUrl}`);
      expect(queued).toBe(1);
    });

    it("shows the editor's status and public note, escaped", async () => {
      const response = await post(
        "/api/listings",
        JSON.stringify({ ...validListing, name: "<script>alert(1)</script> Bar" }),
        jsonHeaders,
      );
      const { statusUrl } = (await response.json()) as { statusUrl: string };
      await db
        .updateTable("submission")
        .set({ status: "not_approved", public_note: "We list <b>Columbus</b> places only." })
        .execute();
      const text = await (await app.request(statusUrl)).text();
      expect(text).toMatch(/<dd[^>]*>Not approved<\/dd>/);
      expect(text).toContain("We list &lt;b&gt;Columbus&lt;/b&gt; places only.");
      expect(text).toContain("&lt;script&gt;alert(1)&lt;/script&gt; Bar");
      expect(text).not.toContain("<script>");
    });

    it("an unknown or malformed token: 404, no look-up leaks anything", async () => {
      for (const path of ["/requests/abc", `/requests/${"A".repeat(43)}`, "/requests/"]) {
        const response = await app.request(path);
        expect(response.status, path).toBe(404);
        expect(response.headers.get("cache-control")).toBe("no-store");
      }
    });

    it("refuses what the browser refuses, with the same messages: 422 JSON field errors, or a page that lists them", async () => {
      const json = await post(
        "/api/listings",
        JSON.stringify({ ...validListing, name: "A", phone: "12" }),
        jsonHeaders,
      );
      expect(json.status).toBe(422);
      expect(((await json.json()) as { errors: Record<string, string> }).errors).toEqual({
        name: "Business name must be at least 2 characters",
        phone: "Please provide a valid phone number",
      });
      const page = await post("/api/listings", form({ name: "A" }));
      expect(page.status).toBe(422);
      const text = await page.text();
      expect(text).toContain("<strong>Business Name:</strong> Business name must be at least 2 characters");
      expect(text).toContain("<strong>Contact Email:</strong> Please provide a valid email address");
      expect(text).toContain("Please select a category");
      expect(await count("submission")).toBe(0);
    });

    it("a filled honeypot: the usual answer, stored as spam, no mail", async () => {
      const response = await post("/api/listings", form({ ...validListing, [honeypotField]: "555-0100" }));
      expect(response.status).toBe(303);
      const status = await (await app.request(response.headers.get("location")!)).text();
      expect(status).toMatch(/<dd[^>]*>Received<\/dd>/);
      expect(await db.selectFrom("submission").select("status").executeTakeFirstOrThrow()).toEqual({ status: "spam" });
      expect(await count("outbox")).toBe(0);
    });
  });

  describe("corrections and messages (product §16.2)", () => {
    it("a message naming a place in the guide is a correction about it", async () => {
      const response = await post(
        "/api/messages",
        form({
          name: "Reader",
          email: "r@example.com",
          message: "Correction for Lindey's: open until 11 PM.",
          place: "lindeys",
        }),
      );
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/requests/sent");
      expect(
        await db.selectFrom("submission").select(["kind", "place_slug", "status"]).executeTakeFirstOrThrow(),
      ).toEqual({
        kind: "correction",
        place_slug: "lindeys",
        status: "received",
      });
      expect((await app.request("/requests/sent")).status).toBe(200);
    });

    it("without JavaScript the place comes from the form page's address (same host only)", async () => {
      const fields = form({
        name: "Reader",
        email: "r@example.com",
        message: "Correction for Lindey's: closed Mondays.",
      });
      await post("/api/messages", fields, {
        ...formHeaders,
        Host: "localhost",
        Referer: "http://localhost/contact?place=lindeys",
      });
      clock = new Date(clock.getTime() + 1000);
      await post("/api/messages", fields, {
        ...formHeaders,
        Host: "localhost",
        Referer: "https://evil.example/contact?place=lindeys",
      });
      const rows = await db.selectFrom("submission").select(["kind", "place_slug"]).orderBy("created_at").execute();
      expect(rows).toEqual([
        { kind: "correction", place_slug: "lindeys" },
        { kind: "message", place_slug: null },
      ]);
    });

    it("a message with no place, or a place not in the guide, is a message", async () => {
      await post(
        "/api/messages",
        JSON.stringify({ name: "Reader", email: "r@example.com", message: "A question about the guide." }),
        jsonHeaders,
      );
      await post(
        "/api/messages",
        JSON.stringify({
          name: "Reader",
          email: "r@example.com",
          message: "A question about the guide.",
          place: "nowhere",
        }),
        jsonHeaders,
      );
      const rows = await db.selectFrom("submission").select(["kind", "place_slug"]).execute();
      expect(rows).toEqual([
        { kind: "message", place_slug: null },
        { kind: "message", place_slug: null },
      ]);
    });

    it("refuses a short message with the contact form's message", async () => {
      const response = await post(
        "/api/messages",
        JSON.stringify({ name: "Reader", email: "r@example.com", message: "short" }),
        jsonHeaders,
      );
      expect(response.status).toBe(422);
      expect(((await response.json()) as { errors: unknown }).errors).toEqual({
        message: "Message must be at least 10 characters",
      });
    });
  });

  describe("refused before anything is read or stored (product §16.5)", () => {
    it("a cross-site post: 403", async () => {
      for (const headers of <Record<string, string>[]>[
        { ...formHeaders, Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
        { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
        { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "cross-site" },
        { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-site" },
        { "Content-Type": "application/x-www-form-urlencoded", Origin: "null" },
      ]) {
        const response = await post("/api/listings", form(validListing), headers);
        expect(response.status, JSON.stringify(headers)).toBe(403);
        expect(await response.text()).toContain(answers.crossSite.replace("'", "&#39;"));
      }
      expect(await count("submission")).toBe(0);
    });

    it("a request with neither header (not a browser) is let through to validation", async () => {
      const response = await app.request("/api/listings", {
        method: "POST",
        body: form(validListing),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      expect(response.status).toBe(303);
    });

    it("another content type: 415", async () => {
      const response = await post("/api/listings", "name=Test", { ...sameOrigin, "Content-Type": "text/plain" });
      expect(response.status).toBe(415);
      const none = await app.request("/api/listings", { method: "POST", body: "x", headers: sameOrigin });
      expect(none.status).toBe(415);
      // A media type that only begins like one the server reads is another.
      for (const type of ["application/json-seq", "multipart/form-data-x; boundary=x"])
        expect((await post("/api/listings", "{}", { ...sameOrigin, "Content-Type": type })).status, type).toBe(415);
      expect(await count("submission")).toBe(0);
    });

    it("a form's media type is read whatever its case and parameters", async () => {
      const response = await post("/api/listings", form(validListing), {
        ...sameOrigin,
        "Content-Type": " Application/X-WWW-Form-URLEncoded ; charset=UTF-8",
      });
      expect(response.status).toBeLessThan(400);
      expect(await count("submission")).toBe(1);
    });

    it("a body over 32 KB: 413", async () => {
      const response = await post("/api/listings", form({ ...validListing, description: "x".repeat(40_000) }));
      expect(response.status).toBe(413);
      expect(await count("submission")).toBe(0);
    });

    it("every path the server reads a body on takes at most 32 KB: the newsletter's steps and the desk too", async () => {
      const big = form({ token: "x".repeat(40_000) });
      for (const path of [
        "/newsletter/confirm",
        "/newsletter/unsubscribe?t=x",
        "/admin/login",
        "/admin/submissions/x",
      ]) {
        expect((await post(path, big)).status, path).toBe(413);
      }
    });

    it("JSON that is not an object: 400", async () => {
      for (const body of ["[1,2]", "{not json", "null"]) {
        const response = await post("/api/listings", body, jsonHeaders);
        expect(response.status, body).toBe(400);
      }
    });

    it("a GET of a form's address: 405 with Allow: POST; an unknown path: 404", async () => {
      const get = await app.request("/api/listings");
      expect(get.status).toBe(405);
      expect(get.headers.get("allow")).toBe("POST");
      expect((await app.request("/api/nothing")).status).toBe(404);
      expect((await app.request("/newsletter/nothing")).status).toBe(404);
    });
  });

  describe("the per-client limit (SUBMISSIONS_PER_HOUR, product §16.5)", () => {
    const from = (ip: string) => ({ ...jsonHeaders, "X-Forwarded-For": `203.0.113.9, ${ip}` });

    it("the 6th listing in an hour: 429 with Retry-After and a sentence, nothing stored; another client and another form are unaffected", async () => {
      clock = new Date("2026-11-24T15:15:00Z");
      for (let i = 0; i < 5; i += 1)
        expect((await post("/api/listings", JSON.stringify(validListing), from("198.51.100.1"))).status).toBe(201);
      const refused = await post("/api/listings", JSON.stringify(validListing), from("198.51.100.1"));
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe(String(45 * 60));
      expect(((await refused.json()) as { error: string }).error).toBe(answers.tooMany(45));
      expect(await count("submission")).toBe(5);
      expect((await post("/api/listings", JSON.stringify(validListing), from("198.51.100.2"))).status).toBe(201);
      const message = { name: "Reader", email: "r@example.com", message: "A question about the guide." };
      expect((await post("/api/messages", JSON.stringify(message), from("198.51.100.1"))).status).toBe(201);
    });

    it("a refused post does not count, and the next hour's window starts afresh", async () => {
      for (let i = 0; i < 7; i += 1) await post("/api/listings", JSON.stringify(validListing), from("198.51.100.3"));
      expect(await count("submission")).toBe(5);
      clock = new Date("2026-11-24T16:00:00Z");
      expect((await post("/api/listings", JSON.stringify(validListing), from("198.51.100.3"))).status).toBe(201);
    });

    it("invalid posts do not count against the limit", async () => {
      for (let i = 0; i < 8; i += 1)
        await post("/api/listings", JSON.stringify({ ...validListing, name: "A" }), from("198.51.100.4"));
      expect((await post("/api/listings", JSON.stringify(validListing), from("198.51.100.4"))).status).toBe(201);
    });

    it("posts from one address at once (an office behind one NAT): exactly the limit's five stored, the rest 429", async () => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => post("/api/listings", JSON.stringify(validListing), from("198.51.100.7"))),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([
        ...Array<number>(5).fill(201),
        ...Array<number>(15).fill(429),
      ]);
      expect(await count("submission")).toBe(5);
    });

    it("a submission not stored (its photo was sent already) gives its hit back", async () => {
      const limit = { name: "listing", max: 5, windowMinutes: 60 };
      const submission = {
        kind: "listing" as const,
        payload: {},
        title: "Test Cafe",
        email: "owner@example.com",
        spam: false,
        limit,
        client: "one-client",
        photos: { ids: ["AAAAAAAAAAAAAAAAAAAAAA"], credit: "Ann Lee" },
        now: clock,
      };
      await expect(saveSubmission(db, submission)).rejects.toBeInstanceOf(PhotoNotFound);
      const hits = await db.selectFrom("rate_limit").select("hits").where("key", "=", "listing:one-client").execute();
      expect(hits.map((row) => Number(row.hits))).toEqual(hits.length ? [0] : []);
      await saveSubmission(db, { ...submission, photos: undefined });
      expect(await count("submission")).toBe(1);
    });

    it("without a trusted proxy, X-Forwarded-For is ignored", async () => {
      app = build({ trustProxy: 0, submissionsPerHour: 1 });
      expect((await post("/api/listings", JSON.stringify(validListing), from("198.51.100.5"))).status).toBe(201);
      expect((await post("/api/listings", JSON.stringify(validListing), from("198.51.100.6"))).status).toBe(429);
    });
  });

  describe("what cannot be stored, and failures (decision 047)", () => {
    it("a NUL or another control character in a field: 422 with the field's message, nothing stored; tab and line breaks pass", async () => {
      for (const [field, value] of [
        ["name", "Test\u0000Cafe"],
        ["description", "A small cafe\u001b[31m for testing the guide."],
        ["contactEmail", "ann\u0000@example.com"],
        ["website", "https://example.com/\u0000"],
      ] as const) {
        const json = await post("/api/listings", JSON.stringify({ ...validListing, [field]: value }), jsonHeaders);
        expect(json.status).toBe(422);
        expect(((await json.json()) as { errors: Record<string, string> }).errors[field]).toBe(controlCharacterMessage);
        const page = await post("/api/listings", form({ ...validListing, [field]: value }));
        expect(page.status).toBe(422);
        expect(await page.text()).toContain(controlCharacterMessage);
      }
      const message = await post(
        "/api/messages",
        JSON.stringify({ name: "Jo\u0000", email: "jo@example.com", message: "Hello there, editors." }),
        jsonHeaders,
      );
      expect(((await message.json()) as { errors: Record<string, string> }).errors.name).toBe(controlCharacterMessage);
      expect(await count("submission")).toBe(0);
      const lines = await post(
        "/api/listings",
        JSON.stringify({ ...validListing, description: "Two lines:\r\n\tcoffee and cake." }),
        jsonHeaders,
      );
      expect(lines.status).toBe(201);
    });

    it("a multipart body cut short or without its boundary: 400, nothing stored", async () => {
      for (const contentType of ["multipart/form-data; boundary=abc", "multipart/form-data"]) {
        const answer = await post("/api/listings", "--abc\r\nContent-Disposition: form-data; name=", {
          ...sameOrigin,
          "Content-Type": contentType,
          Accept: "application/json",
        });
        expect(answer.status).toBe(400);
        expect(((await answer.json()) as { error: string }).error).toBe(answers.badBody);
      }
      expect(await count("submission")).toBe(0);
    });

    it("a failure that is not the database's being out of reach: 500, not 503", async () => {
      app = build({
        isPlaceSlug: () => {
          throw new Error("a bug");
        },
      });
      const answer = await post(
        "/api/messages",
        JSON.stringify({ name: "Jo", email: "jo@example.com", message: "Hello there, editors.", place: "x" }),
        jsonHeaders,
      );
      expect(answer.status).toBe(500);
      expect(((await answer.json()) as { error: string }).error).toBe(answers.failed);
    });
  });

  it("a database that fails: 503 'Nothing was saved', with Retry-After", async () => {
    const broken = await open();
    // Used, then closed under the app: Kysely opens a database that was never used on its first query, even after
    // its destroy().
    await sql`select 1`.execute(broken.db);
    await broken.db.destroy();
    app = build({ db: broken.db });
    const json = await post("/api/listings", JSON.stringify(validListing), jsonHeaders);
    expect(json.status).toBe(503);
    expect(((await json.json()) as { error: string }).error).toBe(answers.unavailable);
    const page = await post("/api/newsletter", form({ email: "r@example.com" }));
    expect(page.status).toBe(503);
    expect(await page.text()).toContain("Nothing was saved, please try again in a moment.");
  });

  describe("the newsletter: double opt-in (product §16.4)", () => {
    const linkIn = async (pattern: RegExp) => {
      const mails = await db.selectFrom("outbox").selectAll().orderBy("created_at").execute();
      const last = mails.at(-1)!;
      return { mail: last, link: new URL(pattern.exec(last.text_body)![0]) };
    };

    it("answers 'check your inbox' alike for a new, a pending and a confirmed address", async () => {
      const first = await post("/api/newsletter", form({ email: "reader@example.com" }));
      expect(first.status).toBe(303);
      expect(first.headers.get("location")).toBe("/newsletter/check-inbox");
      const again = await post("/api/newsletter", form({ email: "READER@example.com" }));
      expect(again.headers.get("location")).toBe("/newsletter/check-inbox");
      expect(await (await app.request("/newsletter/check-inbox")).text()).toContain("Check your inbox");
      const json = await post("/api/newsletter", JSON.stringify({ email: "reader@example.com" }), jsonHeaders);
      expect(json.status).toBe(201);
      expect(await count("subscriber")).toBe(1);
      // One confirmation mail: the second and third sign-ups came within 10 minutes.
      expect(await count("outbox")).toBe(1);
    });

    it("the mail's link shows a Confirm button and changes nothing; only the POST confirms, once", async () => {
      await post("/api/newsletter", form({ email: "reader@example.com" }));
      const { mail, link } = await linkIn(/http:\/\/localhost\/newsletter\/confirm\?token=\S+/);
      expect(JSON.parse(mail.headers)).toEqual({
        "List-Unsubscribe": expect.stringMatching(/^<http:\/\/localhost\/newsletter\/unsubscribe\?t=[^>]+>$/),
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
      const confirmPage = await app.request(link.pathname + link.search);
      expect(confirmPage.status).toBe(200);
      expect(await confirmPage.text()).toMatch(
        /<form method="post" action="\/newsletter\/confirm"[\s\S]*Confirm subscription/,
      );
      expect(await db.selectFrom("subscriber").select("status").executeTakeFirstOrThrow()).toEqual({
        status: "pending",
      });
      const token = link.searchParams.get("token")!;
      const confirmed = await post("/newsletter/confirm", form({ token }));
      expect(confirmed.status).toBe(303);
      expect(confirmed.headers.get("location")).toBe("/newsletter/confirmed");
      expect(await db.selectFrom("subscriber").select("status").executeTakeFirstOrThrow()).toEqual({
        status: "confirmed",
      });
      expect((await post("/newsletter/confirm", form({ token }))).status).toBe(404);
      expect((await app.request(link.pathname + link.search)).status).toBe(404);
    });

    it("a confirm link expires after 7 days", async () => {
      await post("/api/newsletter", form({ email: "reader@example.com" }));
      const { link } = await linkIn(/http:\/\/localhost\/newsletter\/confirm\?token=\S+/);
      clock = new Date("2026-12-02T15:00:00Z");
      expect((await post("/newsletter/confirm", form({ token: link.searchParams.get("token")! }))).status).toBe(404);
    });

    it("one-click unsubscribe (RFC 8058): a POST with List-Unsubscribe=One-Click and no Origin, 200; the link's GET shows a button", async () => {
      await post("/api/newsletter", form({ email: "reader@example.com" }));
      const { mail } = await linkIn(/http:\/\/localhost\/newsletter\/confirm\?token=\S+/);
      const unsubscribeUrl = new URL(/<(.+)>/.exec(JSON.parse(mail.headers)["List-Unsubscribe"])![1]!);
      const page = await app.request(unsubscribeUrl.pathname + unsubscribeUrl.search);
      expect(await page.text()).toContain(">Unsubscribe</button>");
      const oneClick = await app.request(unsubscribeUrl.pathname + unsubscribeUrl.search, {
        method: "POST",
        body: "List-Unsubscribe=One-Click",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      expect(oneClick.status).toBe(200);
      expect(await db.selectFrom("subscriber").select("status").executeTakeFirstOrThrow()).toEqual({
        status: "unsubscribed",
      });
      const forged = unsubscribeUrl.search.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
      expect((await app.request(`/newsletter/unsubscribe${forged}`, { method: "POST" })).status).toBe(404);
    });

    it("at most 3 confirmation mails a day to one address, 10 minutes apart", async () => {
      for (let minute = 0; minute < 60; minute += 5) {
        clock = new Date(Date.parse("2026-11-24T15:00:00Z") + minute * 60_000);
        app = build({ submissionsPerHour: 100 });
        await post("/api/newsletter", form({ email: "reader@example.com" }));
      }
      expect(await count("outbox")).toBe(3);
    });

    it("a filled honeypot: the same answer, nothing kept, no mail", async () => {
      const response = await post("/api/newsletter", form({ email: "bot@example.com", [honeypotField]: "x" }));
      expect(response.headers.get("location")).toBe("/newsletter/check-inbox");
      expect(await count("subscriber")).toBe(0);
      expect(await count("outbox")).toBe(0);
    });
  });
});
