import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/schema";
import { engines } from "../../tooling/test/engines";
import { museum, museumApp, pageText, sameSiteForm, TestClock, type ReviewApp } from "../../tooling/test/review-app";
import { eventsContentDir, readEvents } from "../../core/events/events.server";
import { queuedEventVersions, seedEvents } from "./store";
import { newestPublished } from "../store/published-versions";
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

    expect((await post("/api/events", proposal)).headers.get("location")).toBe("/requests/events/sent");
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
