import { sql, type Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/schema";
import { engines } from "../../tooling/test/engines";
import { museum, museumApp, pageText, TestClock, type ReviewApp } from "../../tooling/test/review-app";
import { openingHoursInWords } from "../../core/hours/week-words";
import { compactHours } from "../../core/hours/opening-hours.server";
import { expandHours } from "../../core/hours/hours-calendar";
import { isOpenAt } from "../../core/hours/open-state";
import { openingHoursFromWeek } from "../../core/hours/opening-hours.server";
import { joinSpecialDays, placePhone, readSpecialDay, splitSpecialDays, type SpecialDay } from "./owner-edits";

/** decision 076: special days, closures, facts live at once; name, description... through the desk, on both engines. */
describe.each(engines())("the owner's other facts on $engine (decision 076)", ({ open }) => {
  const clock = new TestClock();
  let db: Kysely<Database>;
  let app: ReviewApp["app"];
  let desk: ReviewApp["desk"];
  let ownerOf: ReviewApp["owner"];
  beforeEach(async () => {
    ({
      db,
      app,
      desk,
      owner: ownerOf,
    } = await museumApp(open, clock, {
      website: "https://www.museum.example.org/visit",
      openingHours: "Mo-Su 10:00-17:00",
    }));
  });
  afterEach(() => db.destroy());
  const read = pageText;
  const record = async () =>
    JSON.parse(
      (await db.selectFrom("place").select("record").where("id", "=", 1).executeTakeFirstOrThrow()).record,
    ) as Record<string, unknown> & {
      openingHours?: string;
      facts?: Record<string, { value: string; source: { publisher: string } }>;
    };
  const lastVersion = () =>
    db
      .selectFrom("place_version")
      .select(["kind", "changes", "sources", "editor"])
      .where("place_id", "=", 1)
      .orderBy("version", "desc")
      .executeTakeFirstOrThrow();

  const lastMailTo = (to: string) =>
    db
      .selectFrom("outbox")
      .selectAll()
      .where(sql<string>`lower(to_address)`, "=", to)
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();

  /** Claims the museum by mail at example.org; resolves with a post that carries the owner's session. */
  const owner = () => ownerOf(museum, "jo@example.org");

  it("a special day and a temporary closure go live at once as the owner; bad dates refused naming the field", async () => {
    const send = await owner();
    const path = `/owners/places/${museum}`;
    const past = await send(`${path}/special-days`, { from: "2026-11-01", to: "", kind: "closed" });
    expect(past.status).toBe(422);
    expect(await read(past)).toContain("First day: give today or a later date.");
    const backwards = await send(`${path}/special-days`, {
      from: "2026-12-31",
      to: "",
      kind: "hours",
      opens: "20:00",
      closes: "02:00",
    });
    expect(backwards.status).toBe(422);
    const text = await read(backwards);
    expect(text).toContain('Closes: give a time after the opening, or tick "Closes after midnight".');
    expect(text).toContain('value="2026-12-31"');
    expect((await send(`${path}/special-days`, { from: "2026-12-25", to: "", kind: "closed" })).status).toBe(303);
    expect(
      (
        await send(`${path}/special-days`, {
          from: "2026-12-31",
          to: "",
          kind: "hours",
          opens: "20:00",
          closes: "02:00",
          overnight: "yes",
        })
      ).status,
    ).toBe(303);
    expect((await record()).openingHours).toBe("Mo-Su 10:00-17:00; 2026 Dec 25 off; 2026 Dec 31 20:00-02:00");
    const version = await lastVersion();
    expect(version.kind).toBe("owner");
    expect(version.changes).toContain("Every day 10 AM - 5 PM; Dec 25, 2026 closed; Dec 31, 2026 8 PM - 2 AM");
    expect(JSON.stringify((await record()).sources)).toContain(
      "the owner (verified by mail at the place's domain on November 24, 2026)",
    );
    // The weekly editor keeps the special days.
    const week: Record<string, string> = {};
    for (const day of ["mo", "tu", "we", "th", "fr", "sa", "su"])
      Object.assign(week, { [`${day}-1-opens`]: "11:00", [`${day}-1-closes`]: "18:00" });
    expect((await send(`${path}/hours`, week)).status).toBe(303);
    expect((await record()).openingHours).toBe("Mo-Su 11:00-18:00; 2026 Dec 25 off; 2026 Dec 31 20:00-02:00");
    // Temporarily closed until Dec 1: closed from today to Nov 30; "We are open again" ends it.
    expect((await send(`${path}/closure`, { until: "2026-11-20" })).status).toBe(422);
    expect((await send(`${path}/closure`, { until: "2026-12-01" })).status).toBe(303);
    expect((await record()).openingHours).toContain('2026 Nov 24-2026 Nov 30 off "temporarily closed"');
    const page = await read(app.request(path, { headers: { Cookie: "" } }));
    expect(page).not.toContain("temporarily closed until"); // not signed in: the sign-in page
    expect((await send(`${path}/closure/end`)).status).toBe(303);
    expect((await record()).openingHours).not.toContain("temporarily");
    expect((await send(`${path}/special-days/remove`, { from: "2026-12-25", to: "2026-12-25" })).status).toBe(303);
    expect((await record()).openingHours).toBe("Mo-Su 11:00-18:00; 2026 Dec 31 20:00-02:00");
    // Another place's slug is a 404.
    expect(
      (await send("/owners/places/fixture-garden-2/special-days", { from: "2026-12-25", kind: "closed" })).status,
    ).toBe(404);
  });

  it("access, diets, menu and booking links go live with the owner's source; a javascript: link is refused", async () => {
    const send = await owner();
    const path = `/owners/places/${museum}/facts`;
    const bad = await send(path, { wheelchair: "yes", "website:menu": "javascript:alert(1)" });
    expect(bad.status).toBe(422);
    const text = await read(bad);
    expect(text).toContain("Menu link: give a web address that starts with https:// or http://.");
    expect(text).toContain('value="javascript:alert(1)"');
    expect((await send(path, { wheelchair: "maybe" })).status).toBe(422);
    const saved = await send(path, {
      wheelchair: "yes",
      "toilets:wheelchair": "yes",
      "diet:vegan": "yes",
      "website:menu": "https://museum.example.org/menu",
    });
    expect(saved.status).toBe(303);
    const { facts } = await record();
    expect(facts?.wheelchair?.value).toBe("yes");
    expect(facts?.["toilets:wheelchair"]?.value).toBe("yes");
    expect(facts?.["website:menu"]?.value).toBe("https://museum.example.org/menu");
    expect(facts?.wheelchair?.source.publisher).toBe(
      "the owner (verified by mail at the place's domain on November 24, 2026)",
    );
    expect((await lastVersion()).kind).toBe("owner");
    // "Not known" removes a fact.
    await send(path, { wheelchair: "yes", "toilets:wheelchair": "", "diet:vegan": "yes", "website:menu": "" });
    const after = await record();
    expect(after.facts?.["toilets:wheelchair"]).toBeUndefined();
    expect(after.facts?.["website:menu"]).toBeUndefined();
  });

  it("a description change waits for the desk; approved it is a version of kind owner, declined it changes nothing", async () => {
    const send = await owner();
    const path = `/owners/places/${museum}/changes`;
    const before = await record();
    const fields = {
      name: String(before.name),
      address: String(before.address ?? ""),
      category: String(before.category),
      description: String(before.description),
      phone: String(before.phone ?? ""),
      website: "https://www.museum.example.org/visit",
      closedOn: "",
    };
    const nothing = await send(path, fields);
    expect(nothing.status).toBe(422);
    expect(await read(nothing)).toContain("Nothing differs from what the guide shows");
    const badPhone = await send(path, { ...fields, phone: "12" });
    expect(await read(badPhone)).toContain("Phone: give a 10-digit number such as (614) 555-0100.");
    const badSite = await send(path, { ...fields, website: "ftp://museum.example.org" });
    expect(await read(badSite)).toContain("Website: give a web address that starts with https:// or http://.");
    const description = "A small museum of the city's trades, with a workshop for children on Saturdays.";
    expect((await send(path, { ...fields, description })).status).toBe(303);
    expect((await record()).description).toBe(before.description);
    const feed = await read(desk("/admin/owners"));
    expect(feed).toContain("Owners' requests waiting (1)");
    expect(feed).toContain(description);
    const id = /action="\/admin\/owners\/changes\/([\w-]+)"/.exec(feed)![1]!;
    expect((await desk(`/admin/owners/changes/${id}`, { method: "POST", body: "decision=decline" })).status).toBe(422);
    expect((await desk(`/admin/owners/changes/${id}`, { method: "POST", body: "decision=approve" })).status).toBe(303);
    expect((await record()).description).toBe(description);
    const version = await lastVersion();
    expect(version.kind).toBe("owner");
    expect(version.sources).toContain("the owner (verified by mail at the place's domain on November 24, 2026)");
    // The manager who asked is mailed that it is live.
    const approved = await lastMailTo("jo@example.org");
    expect(approved.subject).toBe("Your change to Fixture Museum 1 is approved");
    expect(approved.text_body).toContain("(description)");
    expect(approved.text_body).toContain(`http://localhost/place/${museum}`);
    // Decided once: a second decision is a 404.
    expect((await desk(`/admin/owners/changes/${id}`, { method: "POST", body: "decision=approve" })).status).toBe(404);
    clock.advance(60_000);
    // A phone change, declined with a reason, changes nothing.
    expect((await send(path, { ...fields, description, phone: "614 555 0199" })).status).toBe(303);
    const next = /action="\/admin\/owners\/changes\/([\w-]+)"/.exec(await read(desk("/admin/owners")))![1]!;
    expect(
      (
        await desk(`/admin/owners/changes/${next}`, {
          method: "POST",
          body: "decision=decline&reason=Not+the+listed+line",
        })
      ).status,
    ).toBe(303);
    expect((await record()).phone).toBe(before.phone);
    // The manager is mailed the editor's reason.
    const declined = await lastMailTo("jo@example.org");
    expect(declined.subject).toBe("Your change to Fixture Museum 1 was not approved");
    expect(declined.text_body).toContain("(phone), for this reason:\n\nNot the listed line\n");
  });

  it("held changes are limited per client like the other forms: 429 with Retry-After, nothing stored", async () => {
    const send = await owner();
    const before = await record();
    const fields = {
      name: String(before.name),
      address: String(before.address ?? ""),
      category: String(before.category),
      phone: String(before.phone ?? ""),
      website: "https://www.museum.example.org/visit",
      closedOn: "",
    };
    // The app's limit is 50 posts an hour per client (tooling/test/review-app.ts); five may wait at once.
    const answers = [];
    for (let i = 0; i < 51; i++) {
      const held = await db.selectFrom("owner_change").select("id").where("status", "=", "held").execute();
      // Declined at once, as the desk would, so the five waiting never fill up.
      for (const { id } of held)
        await desk(`/admin/owners/changes/${id}`, {
          method: "POST",
          body: "decision=decline&reason=Not+now%2C+thanks",
        });
      answers.push(
        await send(`/owners/places/${museum}/changes`, {
          ...fields,
          description: `${String(before.description)} (${i})`,
        }),
      );
    }
    expect(answers.map((answer) => answer.status)).toEqual([...Array.from({ length: 50 }, () => 303), 429]);
    expect(Number(answers[50]!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await db.selectFrom("owner_change").select("id").execute()).toHaveLength(50);
  }, 60_000);
});

describe("special days' rules (decision 076)", () => {
  const cityHall = { lat: 39.9612, lng: -82.9988, source: "estimated from address" as const };
  it("reads back the rules it writes and keeps the week apart", () => {
    const hours =
      'Mo-Fr 11:00-22:00; 2026 Dec 24 off; 2026 Dec 26-2027 Jan 2 12:00-15:00; 2026 Nov 29-2026 Dec 3 off "temporarily closed"';
    const { week, special } = splitSpecialDays(hours);
    expect(week).toBe("Mo-Fr 11:00-22:00");
    expect(special).toHaveLength(3);
    expect(joinSpecialDays(week, special, "2026-11-29", cityHall)).toBe(
      'Mo-Fr 11:00-22:00; 2026 Dec 24 off; 2026 Dec 26-2027 Jan 2 12:00-15:00; 2026 Nov 29-2026 Dec 3 off "temporarily closed"',
    );
    // Days that have ended are dropped; without a week there are no hours.
    expect(joinSpecialDays(week, special, "2026-12-25", cityHall)).toBe(
      "Mo-Fr 11:00-22:00; 2026 Dec 26-2027 Jan 2 12:00-15:00",
    );
    expect(joinSpecialDays(undefined, special, "2026-11-29", cityHall)).toBeUndefined();
  });

  describe("a special day on a week with spans past midnight: open or closed at the times around midnight", () => {
    // Fri 8 PM - 2 AM, Sat 6 PM - 3 AM, Sun noon - 4 PM, as the owner's week editor writes it. Dec 4, 2026 is a Friday.
    const week = openingHoursFromWeek({
      Friday: "8:00 PM - 2:00 AM",
      Saturday: "6:00 PM - 3:00 AM",
      Sunday: "12:00 PM - 4:00 PM",
    });
    const day = (from: string, hours: SpecialDay["hours"] = null, to = from): SpecialDay => ({
      from,
      to,
      hours,
      temporary: false,
    });
    /** Open at Columbus wall time `at` ("2026-12-05T01:59") with these special days, read as the build reads them. */
    const openAt = (special: SpecialDay[], at: string) => {
      const text = joinSpecialDays(week, special, "2026-11-29", cityHall)!;
      // Read as the build reads it: any warning other than the special days' own refuses the text.
      const calendar = expandHours(compactHours(text, cityHall, { year: 2026, month: 11, day: 30 }, 28));
      return isOpenAt(calendar, new Date(`${at}:00-05:00`), { timeZone: "America/New_York" });
    };
    const expectOpen = (special: SpecialDay[], times: Record<string, boolean>) =>
      expect(Object.fromEntries(Object.keys(times).map((at) => [at, openAt(special, at)]))).toEqual(times);

    it("the week alone: each night belongs to the day it starts", () => {
      expectOpen([], {
        "2026-12-05T01:59": true,
        "2026-12-05T02:01": false,
        "2026-12-06T02:59": true,
        "2026-12-06T03:01": false,
      });
    });

    it("Saturday closed: Friday's night still runs to 2 AM, Saturday's night does not happen", () => {
      expectOpen([day("2026-12-05")], {
        "2026-12-04T23:59": true,
        "2026-12-05T01:59": true,
        "2026-12-05T02:01": false,
        "2026-12-05T18:30": false,
        "2026-12-05T23:59": false,
        "2026-12-06T00:01": false,
        "2026-12-06T02:59": false,
        "2026-12-06T12:30": true,
      });
    });

    it("Sunday closed: Saturday's night still runs to 3 AM on Sunday", () => {
      expectOpen([day("2026-12-06")], {
        "2026-12-05T23:59": true,
        "2026-12-06T00:01": true,
        "2026-12-06T02:59": true,
        "2026-12-06T03:01": false,
        "2026-12-06T12:30": false,
      });
    });

    it("Saturday noon - 3 PM: Friday's night kept, no Saturday night", () => {
      expectOpen([day("2026-12-05", { opens: "12:00", closes: "15:00" })], {
        "2026-12-05T01:59": true,
        "2026-12-05T02:01": false,
        "2026-12-05T12:30": true,
        "2026-12-05T15:01": false,
        "2026-12-05T23:00": false,
        "2026-12-06T01:00": false,
      });
    });

    it("Saturday 10 PM - 1 AM: its own short night replaces the week's longer one", () => {
      expectOpen([day("2026-12-05", { opens: "22:00", closes: "01:00" })], {
        "2026-12-05T01:59": true,
        "2026-12-05T21:59": false,
        "2026-12-05T22:01": true,
        "2026-12-06T00:59": true,
        "2026-12-06T01:01": false,
        "2026-12-06T02:30": false,
      });
    });

    it("Friday and Saturday closed as a range, and a closure: the nights around them as the week says", () => {
      expectOpen([day("2026-12-04", null, "2026-12-05")], {
        "2026-12-04T01:00": false,
        "2026-12-04T21:00": false,
        "2026-12-05T01:00": false,
        "2026-12-05T19:00": false,
        "2026-12-06T01:00": false,
        "2026-12-06T12:30": true,
      });
      expectOpen([{ ...day("2026-12-06", null, "2026-12-10"), temporary: true }], {
        "2026-12-06T02:59": true,
        "2026-12-06T12:30": false,
        "2026-12-11T21:00": true,
        "2026-12-12T01:59": true,
      });
    });

    it("writes its night rules after the special days and reads them back as none", () => {
      const text = joinSpecialDays(week, [day("2026-12-05")], "2026-11-29", cityHall)!;
      expect(text).toBe(
        `${week}; 2026 Dec 5 off; 2026 Dec 5 00:00-02:00 off, 2026 Dec 5 00:00-02:00; 2026 Dec 6 00:00-03:00 off`,
      );
      expect(splitSpecialDays(text)).toEqual({ week, special: [day("2026-12-05")] });
    });
  });

  it("says special days in the page's words, never in opening_hours syntax", () => {
    const point = { lat: 39.96, lng: -83, source: "estimated from address" as const };
    expect(
      openingHoursInWords(
        'Mo-Su 10:00-17:00; 2026 Dec 25 off; 2026 Dec 31 20:00-02:00; 2026 Nov 29-2026 Dec 3 off "temporarily closed"',
        point,
        { year: 2026, month: 11, day: 29 },
      ),
    ).toBe(
      "Every day 10 AM - 5 PM; Dec 25, 2026 closed; Dec 31, 2026 8 PM - 2 AM; temporarily closed Nov 29 - Dec 3, 2026",
    );
  });

  it("refuses a last day before the first, and more than a year", () => {
    const base = { from: "2026-12-24", to: "2026-12-20", kind: "closed", opens: "", closes: "", overnight: "" };
    expect(readSpecialDay(base, "2026-11-29")).toMatchObject({ ok: false, field: "to" });
    expect(readSpecialDay({ ...base, to: "2028-01-01" }, "2026-11-29")).toMatchObject({ ok: false, field: "to" });
    expect(readSpecialDay({ ...base, from: "2028-01-01", to: "" }, "2026-11-29")).toMatchObject({
      ok: false,
      field: "from",
    });
    expect(readSpecialDay({ ...base, kind: "open", to: "" }, "2026-11-29")).toMatchObject({ ok: false, field: "kind" });
  });

  it("keeps phones in the place's number format", () => {
    expect(placePhone("614.555.0199")).toBe("(614) 555-0199");
    expect(placePhone("+1 614 555 0199")).toBe("(614) 555-0199");
    expect(placePhone("555-0199")).toBeUndefined();
  });
});
