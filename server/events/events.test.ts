import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/schema";
import { engines } from "../../tooling/test/engines";
import { museum, museumApp, pageText, sameSiteForm, TestClock, type ReviewApp } from "../../tooling/test/review-app";
import { eventsContentDir, readEvents } from "../../core/events/events.server";
import { eventsPage, queuedEventVersions, seedEvents } from "./store";
import { newestPublished, seedRun } from "../store/published-versions";
import type { CityEvent } from "../../core/events/event-schema.server";
import { prune } from "../store/retention";
import { retention } from "../../core/retention";

/**
 * Decision 083: events kept as places are, on both engines: a manager's event live at once (a version of kind owner
 * waiting for the publisher), a proposal held for the desk and approved or declined there, an editor's edit; bad
 * input refused with the field named and nothing half-saved; the proposal's honeypot, limit, cross-site and size.
 */
describe.each(engines())("events on $engine (decision 083)", ({ open }) => {
  const clock = new TestClock();
  let db: Kysely<Database>;
  let app: ReviewApp["app"];
  let post: ReviewApp["post"];
  let desk: ReviewApp["desk"];
  let ownerOf: ReviewApp["owner"];
  beforeEach(async () => {
    ({
      db,
      app,
      post,
      desk,
      owner: ownerOf,
    } = await museumApp(open, clock, { website: "https://www.museum.example.org/" }));
  });
  afterEach(() => db.destroy());
  const read = pageText;
  const count = async (table: "event" | "event_version" | "event_proposal") =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string | number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const record = async (slug: string) =>
    JSON.parse(
      (await db.selectFrom("event").select("record").where("slug", "=", slug).executeTakeFirstOrThrow()).record,
    ) as Record<string, unknown>;

  /** Claims the museum by mail at example.org; resolves with a post that carries the owner's session. */
  const owner = () => ownerOf(museum, "jo@example.org");

  const weekly = {
    title: "Thursday Jazz",
    kind: "music",
    start: "2026-12-03T19:00",
    end: "2026-12-03T22:00",
    repeat: "weekly",
    "day-TH": "yes",
    until: "2027-03-25",
    price: "Free",
    ages: "all-ages",
    status: "EventScheduled",
  };

  it("a manager's weekly show is a version of kind owner, queued for the publisher; bad input refused with its field", async () => {
    const send = await owner();
    const path = `/owners/places/${museum}/events`;
    const refusals: [Record<string, string>, string][] = [
      [{ end: "2026-12-03T18:00" }, "Ends: must be after the start."],
      [{ "day-TH": "", "day-MO": "yes", until: "2026-12-06" }, "Repeats: never falls on a date"],
      [
        { start: "2029-12-06T19:00", end: "2029-12-06T22:00", until: "2029-12-31" },
        "Starts: must be within two years.",
      ],
      [{ url: "javascript:alert(1)" }, "Tickets or details: must be an http(s) URL."],
      [{ title: "<b>Jazz</b>" }, "Title: must not contain markup."],
      [{ until: "" }, "Last date: a repeating event needs the last date it may fall on."],
    ];
    for (const [change, words] of refusals) {
      const refused = await send(path, { ...weekly, ...change });
      expect(refused.status, words).toBe(422);
      const text = await read(refused);
      expect(text).toContain(words);
      expect(text).toContain('aria-invalid="true"');
      // What was typed stays.
      expect(text).toContain(`value="${change.start ?? weekly.start}"`);
    }
    expect(await count("event")).toBe(0);
    expect(await count("event_version")).toBe(0);

    const added = await send(path, weekly);
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe(`/owners/places/${museum}?saved=event#events-heading`);
    const event = await record("thursday-jazz");
    expect(event).toMatchObject({ place: museum, repeat: { freq: "weekly", days: ["TH"] }, status: "EventScheduled" });
    expect(JSON.stringify(event.sources)).toContain("the owner (verified by mail at the place's domain");
    const [version] = await db.selectFrom("event_version").selectAll().execute();
    expect(version).toMatchObject({ kind: "owner", version: 1, publish_id: null });
    expect(JSON.parse(version!.changes)).toContainEqual({ field: "Repeats", before: "", after: "Every Thursday" });
    expect(await queuedEventVersions(db)).toEqual([{ id: version!.id, slug: "thursday-jazz" }]);
    // The owner's page lists it; its edit page cancels it.
    expect(await read(send.get(`/owners/places/${museum}`))).toContain("Thursday Jazz, from 2026-12-03 19:00");
    const cancelled = await send(`${path}/thursday-jazz`, { ...weekly, status: "EventCancelled" });
    expect(cancelled.status).toBe(303);
    expect((await record("thursday-jazz")).status).toBe("EventCancelled");
    expect(await count("event_version")).toBe(2);
    // Another place's event is not the manager's: 404.
    expect((await send(`/owners/places/fixture-museum-2/events`, weekly)).status).toBe(404);
  });

  it("a proposal waits for the desk, which approves it (amended) or declines it; honeypot, limit, cross-site, size", async () => {
    const proposal = {
      ...weekly,
      title: "Gallery Talk",
      kind: "arts",
      place: `https://example.com/place/${museum}`,
      sourceUrl: "https://www.museum.example.org/talks",
      email: "organizer@example.com",
    };
    const noSource = await post("/api/events", { ...proposal, sourceUrl: "" });
    expect(noSource.status).toBe(422);
    expect(await read(noSource)).toContain("Where it is announced: give the link");
    const noPlace = await post("/api/events", { ...proposal, place: "no-such-place" });
    expect(noPlace.status).toBe(422);
    expect(await read(noPlace)).toContain('no open place of the guide has the slug "no-such-place"');
    expect(await count("event_proposal")).toBe(0);

    expect((await post("/api/events", proposal)).headers.get("location")).toMatch(/^\/requests\/events\/[\w-]{43}$/);
    expect((await post("/api/events", { ...proposal, title: "Spam Talk", fax_number: "x" })).status).toBe(303);
    const rows = await db.selectFrom("event_proposal").select(["id", "status"]).orderBy("created_at").execute();
    expect(rows.map((row) => row.status)).toEqual(["waiting", "spam"]);
    expect(await count("event")).toBe(0);

    const list = await read(desk("/admin/events"));
    expect(list).toContain("Proposals waiting (1)");
    expect(list).toContain("Gallery Talk");
    expect(list).not.toContain("Spam Talk");
    // A decline needs a reason; an amended approval is checked again (nothing written when refused).
    expect(
      (await desk(`/admin/events/proposals/${rows[0]!.id}`, { method: "POST", body: "decision=decline" })).status,
    ).toBe(422);
    const amendedBad = await desk(`/admin/events/proposals/${rows[0]!.id}/amended`, {
      method: "POST",
      body: new URLSearchParams({ ...proposal, place: museum, end: "2026-12-03T10:00" }).toString(),
    });
    expect(amendedBad.status).toBe(422);
    expect(await read(amendedBad)).toContain("Ends: must be after the start.");
    expect(await count("event")).toBe(0);
    const approved = await desk(`/admin/events/proposals/${rows[0]!.id}/amended`, {
      method: "POST",
      body: new URLSearchParams({ ...proposal, place: museum, price: "$5" }).toString(),
    });
    expect(approved.status).toBe(303);
    expect(await record("gallery-talk")).toMatchObject({ price: "$5", place: museum });
    expect((await db.selectFrom("event_version").select("kind").executeTakeFirstOrThrow()).kind).toBe("proposal");
    expect(
      (await db.selectFrom("event_proposal").select("status").where("id", "=", rows[0]!.id).executeTakeFirstOrThrow())
        .status,
    ).toBe("approved");
    // Decided already: 404.
    expect(
      (await desk(`/admin/events/proposals/${rows[0]!.id}`, { method: "POST", body: "decision=approve" })).status,
    ).toBe(404);

    // An editor edits it (a new version of kind editor).
    const edited = await desk("/admin/events/gallery-talk", {
      method: "POST",
      body: new URLSearchParams({ ...proposal, place: museum, status: "EventPostponed" }).toString(),
    });
    expect(edited.status).toBe(303);
    expect((await record("gallery-talk")).status).toBe("EventPostponed");

    // Cross-site and too large: refused before anything is read.
    const crossSite = await app.request("/api/events", {
      method: "POST",
      headers: { ...sameSiteForm, Origin: "https://elsewhere.example", "Sec-Fetch-Site": "cross-site" },
      body: new URLSearchParams(proposal).toString(),
    });
    expect(crossSite.status).toBe(403);
    const large = await post("/api/events", { ...proposal, description: "x".repeat(40_000) });
    expect(large.status).toBe(413);
    expect(await count("event_proposal")).toBe(2);
    // product §16.6: the sender's email goes with the proposal, as /privacy says; the approved event stays.
    const day = 24 * 60 * 60_000;
    await prune(db, new Date(clock.at.getTime() + (retention.spamDays + 1) * day));
    expect((await db.selectFrom("event_proposal").select("status").execute()).map((row) => row.status)).toEqual([
      "approved",
    ]);
    await prune(db, new Date(clock.at.getTime() + (retention.decidedListingDays + 1) * day));
    expect(await count("event_proposal")).toBe(0);
    expect(await record("gallery-talk")).toMatchObject({ title: "Gallery Talk" });
  });

  it("a proposer gets a receipt with a private status link: waiting, then live with its link or declined with the reason, each mailed (decision 092)", async () => {
    const proposal = {
      ...weekly,
      title: "Gallery Talk",
      kind: "arts",
      place: museum,
      sourceUrl: "https://www.museum.example.org/talks",
      email: "Organizer@Example.com",
    };
    const mails = (to: string) =>
      db
        .selectFrom("outbox")
        .select(["subject", "text_body", "next_attempt_at", "cause_kind"])
        .where("to_address", "=", to)
        .orderBy("created_at")
        .execute();
    // The form's heading follows the page's h1 (axe's heading-order: no h3 straight after it).
    const form = await read(app.request("/requests/events/new"));
    expect([...form.matchAll(/<h([1-6])/g)].map((match) => match[1])).toEqual(["1", "2"]);
    const sent = await post("/api/events", proposal);
    expect(sent.status).toBe(303);
    const statusPath = sent.headers.get("location")!;
    const [receipt] = await mails("Organizer@Example.com");
    expect(receipt).toMatchObject({ subject: "We received your event: Gallery Talk", cause_kind: "event-proposal" });
    // The link in the mail is the page the form led to; only its hash is stored.
    expect(receipt!.text_body).toContain(`http://localhost${statusPath}`);
    const token = statusPath.split("/").at(-1)!;
    const stored = await db.selectFrom("event_proposal").select(["id", "status_token_hash"]).executeTakeFirstOrThrow();
    expect(stored.status_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await db.selectFrom("event_proposal").selectAll().execute())).not.toContain(token);
    const waiting = await read(app.request(statusPath));
    expect(waiting).toContain("Event proposal: Gallery Talk");
    expect(waiting).toContain("Waiting for our editors");
    expect(waiting).not.toContain("rganizer@");
    // Another token, or none of ours: the usual 404.
    expect((await app.request(`/requests/events/${"x".repeat(43)}`)).status).toBe(404);
    expect((await app.request("/requests/events/short")).status).toBe(404);

    // Approved: the page says so, then links the event once a run put it live; the decision is mailed.
    expect(
      (await desk(`/admin/events/proposals/${stored.id}`, { method: "POST", body: "decision=approve" })).status,
    ).toBe(303);
    expect(await read(app.request(statusPath))).toContain("Approved");
    const approvedMail = (await mails("organizer@example.com")).at(-1)!;
    expect(approvedMail.subject).toBe("Your event is on the guide: Gallery Talk");
    expect(approvedMail.text_body).toContain("http://localhost/events/gallery-talk");
    await db.transaction().execute(async (trx) => {
      const run = await seedRun(trx, clock.at.toISOString());
      await trx.updateTable("event_version").set({ publish_id: run }).execute();
    });
    const live = await read(app.request(statusPath));
    expect(live).toContain("Live");
    expect(live).toContain('href="/events/gallery-talk"');

    // Declined: the page and the mail give the editor's reason.
    const other = await post("/api/events", { ...proposal, title: "Gallery Night", email: "second@example.com" });
    const second = await db
      .selectFrom("event_proposal")
      .select("id")
      .where("status", "=", "waiting")
      .executeTakeFirstOrThrow();
    const reason = "The museum's calendar does not list it";
    expect(
      (
        await desk(`/admin/events/proposals/${second.id}`, {
          method: "POST",
          body: new URLSearchParams({ decision: "decline", reason }).toString(),
        })
      ).status,
    ).toBe(303);
    const declined = await read(app.request(other.headers.get("location")!));
    expect(declined).toContain("Declined");
    expect(declined).toContain(reason);
    const declinedMail = (await mails("second@example.com")).at(-1)!;
    expect(declinedMail.subject).toBe("Your event was not put on the guide: Gallery Night");
    expect(declinedMail.text_body).toContain(`The reason: ${reason}`);

    // The receipts are limited per recipient as the other mails to typed addresses (decision 067): of four
    // proposals in a day from one address, two receipts go now, one at its turn and the fourth not at all.
    for (const n of [1, 2, 3, 4])
      expect((await post("/api/events", { ...proposal, title: `Talk ${n}`, email: "burst@example.com" })).status).toBe(
        303,
      );
    const burst = await mails("burst@example.com");
    expect(burst).toHaveLength(3);
    expect(burst.filter((mail) => mail.next_attempt_at > clock.at.toISOString())).toHaveLength(1);
    // Spam gets a page that reads as waiting, and no mail.
    const spam = await post("/api/events", {
      ...proposal,
      title: "Spam Talk",
      email: "spam@example.com",
      fax_number: "x",
    });
    expect(await read(app.request(spam.headers.get("location")!))).toContain("Waiting for our editors");
    expect(await mails("spam@example.com")).toHaveLength(0);
  });

  it("the desk's event list is read a page at a time in SQL, with the count", async () => {
    const at = clock.at.toISOString();
    const rows = Array.from({ length: 120 }, (_, n) => {
      const slug = `desk-event-${String(n).padStart(3, "0")}`;
      return {
        slug,
        city: "columbus",
        place_slug: museum,
        version: 1,
        record: JSON.stringify({
          slug,
          title: `Desk Event ${n}`,
          kind: "music",
          place: museum,
          start: "2026-12-03T19:00",
          end: "2026-12-03T22:00",
          repeat: { freq: "once" },
          status: "EventScheduled",
          sources: [],
          checkedOn: "2026-11-24",
        }),
        updated_at: at,
      };
    });
    await db.insertInto("event").values(rows).execute();
    const page = await eventsPage(db, { limit: 50, offset: 100 });
    expect(page.total).toBe(120);
    expect(page.events.map((event) => event.slug)).toEqual(rows.slice(100).map((row) => row.slug));
    const third = await read(desk("/admin/events?page=3"));
    expect(third).toContain("The guide's events (120)");
    expect(third).toContain("Desk Event 119,");
    expect(third).not.toContain("Desk Event 99,");
    // A page past the last shows the last; a page that is not a number, the first.
    expect(await read(desk("/admin/events?page=99"))).toContain("Desk Event 119,");
    expect(await read(desk("/admin/events?page=x"))).toContain("Desk Event 0,");
  });

  it("an event's change at the desk offers Undo, and any older version can be restored, each a new version (decision 092)", async () => {
    const fields = { ...weekly, place: museum, sourceUrl: "https://www.museum.example.org/jazz" };
    const form = (change: Record<string, string>) => ({
      method: "POST",
      body: new URLSearchParams({ ...fields, ...change }).toString(),
    });
    const added = await desk("/admin/events", form({}));
    expect(added.headers.get("location")).toBe("/admin/events/thursday-jazz/edit?saved=1");
    expect((await desk("/admin/events/thursday-jazz", form({ price: "$10" }))).status).toBe(303);
    const changed = await read(desk("/admin/events/thursday-jazz/edit?saved=1"));
    expect(changed).toContain("Saved as version 2");
    expect(changed).toContain("Undo: restore version 1");
    expect(changed).toContain("Price</strong>: Free → $10");
    expect((await desk("/admin/events/thursday-jazz/restore", form({ version: "1" }))).status).toBe(303);
    expect((await record("thursday-jazz")).price).toBe("Free");
    expect((await desk("/admin/events/thursday-jazz", form({ status: "EventCancelled" }))).status).toBe(303);
    // Version 2 restored from the list: $10 again, and the cancellation undone; each is a new version.
    expect((await desk("/admin/events/thursday-jazz/restore", form({ version: "2" }))).status).toBe(303);
    expect(await record("thursday-jazz")).toMatchObject({ price: "$10", status: "EventScheduled" });
    const versions = await db
      .selectFrom("event_version")
      .select(["version", "kind"])
      .where("event_slug", "=", "thursday-jazz")
      .orderBy("version")
      .execute();
    expect(versions.map((version) => version.kind)).toEqual(["editor", "editor", "restore", "editor", "restore"]);
    // Restoring what is current changes nothing; a version that is not there, or not a number, is refused.
    const same = await desk("/admin/events/thursday-jazz/restore", form({ version: "5" }));
    expect(same.status).toBe(422);
    expect(await read(same)).toContain("Not restored: Nothing changes.");
    for (const version of ["9", "1; drop table event", ""]) {
      const refused = await desk("/admin/events/thursday-jazz/restore", form({ version }));
      expect(refused.status).toBe(422);
      expect(await read(refused)).toContain("There is no such version to restore.");
    }
    expect(await count("event_version")).toBe(5);
    expect((await desk("/admin/events/no-such-event/restore", form({ version: "1" }))).status).toBe(404);
  });

  it("a burst of proposals from one address is refused after the hour's limit, nothing of it stored", async () => {
    const proposal = {
      ...weekly,
      place: museum,
      sourceUrl: "https://www.museum.example.org/talks",
      email: "organizer@example.com",
    };
    for (let n = 0; n < 50; n++)
      expect((await post("/api/events", { ...proposal, title: `Talk ${n}` })).status).toBe(303);
    const over = await post("/api/events", { ...proposal, title: "Talk 51" });
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await count("event_proposal")).toBe(50);
    // 51 posts, each a durable commit: a busy machine needs more than vitest's default 5 s for them.
  }, 30_000);

  it("the seed's events load once, live; a published event is read as its pages show it", async () => {
    const places = new Set((await db.selectFrom("place").select("slug").execute()).map((row) => row.slug));
    const seed = readEvents("2026-11-24", places, eventsContentDir()).filter(
      (event) => event.place === undefined || places.has(event.place),
    );
    expect(await seedEvents(db, seed)).toBe(seed.length);
    expect(await seedEvents(db, seed)).toBe(0);
    expect((await newestPublished<CityEvent>(db, "event")).map((event) => event.slug)).toEqual(
      seed.map((event) => event.slug).sort(),
    );
    expect(await queuedEventVersions(db)).toEqual([]);
  });
});
