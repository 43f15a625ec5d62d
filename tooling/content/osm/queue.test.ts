import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../../server/db/schema";
import { saveSubmission } from "../../../server/store/submissions";
import { engines } from "../../test/engines";
import { validListing } from "../../test/fixtures";
import { importOsmAnswer, reportText } from "./import-osm";
import { recordedAnswer, recordedGuide } from "./recorded/recorded";
import { osmActor } from "../../../server/osm/suggestions";

describe.each(engines())("suggestions from OpenStreetMap in the queue on $engine (product §17.5)", ({ open }) => {
  let db: Kysely<Database>;
  const now = new Date("2026-11-24T15:00:00Z");

  beforeEach(async () => {
    ({ db } = await open());
  });
  afterEach(async () => {
    await db.destroy();
  });

  const rows = () => db.selectFrom("submission").selectAll().orderBy("origin_ref").execute();

  it("migration 003: what the forms store is of origin 'form'; an origin is one of two, its key unique", async () => {
    await saveSubmission(db, {
      kind: "listing",
      payload: validListing,
      title: validListing.name,
      email: validListing.contactEmail,
      spam: false,
      limit: { name: "listing", max: 5, windowMinutes: 60 },
      client: "client",
      now,
    });
    expect(await db.selectFrom("submission").select(["origin", "origin_ref"]).execute()).toEqual([
      { origin: "form", origin_ref: null },
    ]);
    const row = (id: string, origin: string, ref: string | null) => ({
      id,
      kind: "listing" as const,
      status: "received" as const,
      payload: "{}",
      place_slug: null,
      title: "x",
      email: "",
      status_token_hash: null,
      public_note: null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      editor_data: null,
      imported_at: null,
      origin: origin as "form",
      origin_ref: ref,
    });
    await expect(
      db
        .insertInto("submission")
        .values(row("a", "somewhere", null))
        .execute(),
    ).rejects.toThrow();
    await db
      .insertInto("submission")
      .values(row("b", "openstreetmap", "osm:node/1"))
      .execute();
    await expect(
      db
        .insertInto("submission")
        .values(row("c", "openstreetmap", "osm:node/1"))
        .execute(),
    ).rejects.toThrow();
    await db
      .insertInto("submission")
      .values(row("d", "form", null))
      .execute();
  });

  it("queues each suggestion as Received, from OpenStreetMap, with no email, no status link and no mail", async () => {
    const report = await importOsmAnswer(db, recordedAnswer(), recordedGuide, now);
    expect(report.readOn).toBe("2026-11-20");
    expect(report.added).toHaveLength(10);
    expect(report.alreadyQueued).toEqual([]);
    const queued = await rows();
    expect(queued).toHaveLength(10);
    for (const row of queued) {
      expect(row).toMatchObject({
        status: "received",
        origin: "openstreetmap",
        email: "",
        status_token_hash: null,
        editor_data: null,
        imported_at: null,
      });
    }
    expect(await db.selectFrom("outbox").selectAll().execute()).toEqual([]);
    const events = await db.selectFrom("submission_event").select(["actor", "to_status", "private_note"]).execute();
    expect(events).toHaveLength(10);
    expect(events[0]).toMatchObject({ actor: osmActor, to_status: "received" });
    expect(events.map((event) => event.private_note)).toContain(
      "Suggested from OpenStreetMap (https://www.openstreetmap.org/node/900000000101), read on 2026-11-20",
    );
  });

  it("a suggested place keeps the element's facts as OpenStreetMap has them, and where they come from", async () => {
    await importOsmAnswer(db, recordedAnswer(), recordedGuide, now);
    const lantern = (await rows()).find((row) => row.origin_ref === "osm:node/900000000101")!;
    expect(lantern).toMatchObject({ kind: "listing", title: "Fixture Lantern Cafe", place_slug: null });
    expect(JSON.parse(lantern.payload)).toEqual({
      name: "Fixture Lantern Cafe",
      category: "coffee shop",
      tag: "amenity=cafe",
      kind: "Cafe",
      address: "10 Example Street, Columbus, OH 43212",
      phone: "(614) 555-0101",
      website: "https://fixture-lantern.example",
      hours: "Mo-Fr 07:00-15:00; Sa 08:00-14:00; PH off",
      cuisine: "Coffee Shop",
      wheelchair: "limited",
      outdoorSeating: "yes",
      lat: 40.0388,
      lng: -83.0165,
      element: "node/900000000101",
      url: "https://www.openstreetmap.org/node/900000000101",
      readOn: "2026-11-20",
    });
    // What the element does not say is not there at all.
    const nightClub = (await rows()).find((row) => row.origin_ref === "osm:node/900000000105")!;
    expect(Object.keys(JSON.parse(nightClub.payload))).toEqual([
      "name",
      "category",
      "tag",
      "kind",
      "hours",
      "lat",
      "lng",
      "element",
      "url",
      "readOn",
    ]);
  });

  it("a suggested correction is one fact of the guide's place, with both values", async () => {
    await importOsmAnswer(db, recordedAnswer(), recordedGuide, now);
    const phone = (await rows()).find((row) => row.origin_ref === "osm:node/900000000006:phone")!;
    expect(phone).toMatchObject({
      kind: "correction",
      place_slug: "fixture-cafe-22",
      title: "Fixture Café 22 (Phone)",
    });
    expect(JSON.parse(phone.payload)).toEqual({
      name: "Fixture Café 22",
      field: "phone",
      value: "(614) 555-0193",
      guideValue: "(614) 555-0181",
      element: "node/900000000006",
      url: "https://www.openstreetmap.org/node/900000000006",
      readOn: "2026-11-20",
    });
  });

  it("running it again adds nothing already queued, whatever the editors did with it; a new fact of an element is added", async () => {
    await importOsmAnswer(db, recordedAnswer(), recordedGuide, now);
    await db
      .updateTable("submission")
      .set({ status: "declined" })
      .where("origin_ref", "=", "osm:node/900000000001:phone")
      .execute();
    const again = await importOsmAnswer(db, recordedAnswer(), recordedGuide, new Date("2026-12-01T15:00:00Z"));
    expect(again.added).toEqual([]);
    expect(again.alreadyQueued).toHaveLength(10);
    expect(await rows()).toHaveLength(10);
    expect(reportText(again, false)).toContain("Queued at the desk: 0; already in the queue from an earlier run: 10.");

    const changed = recordedAnswer();
    const roasters = changed.elements.find((element) => element.id === 900000000002)!;
    roasters.tags!.phone = "+1 614-555-0199";
    const third = await importOsmAnswer(db, changed, recordedGuide, now);
    expect(third.added.map((suggestion) => suggestion.ref)).toEqual(["osm:way/900000000002:phone"]);
    expect(await rows()).toHaveLength(11);
  });

  it("a dry run queues nothing and says what it would suggest", async () => {
    const report = await importOsmAnswer(null, recordedAnswer(), recordedGuide, now);
    expect(report.suggestions).toHaveLength(10);
    expect(await rows()).toEqual([]);
    const text = reportText(report, true);
    expect(text).toContain(
      "OpenStreetMap, read on 2026-11-20: 17 elements (left out: 1 with no name, 1 with no point, 1 with another kind).",
    );
    expect(text).toContain("Dry run: nothing was queued. 10 suggestion(s):");
    expect(text).toContain(
      'suggested correction of fixture-cafe-22: phone "(614) 555-0193" (the guide: (614) 555-0181; https://www.openstreetmap.org/node/900000000006)',
    );
    expect(text).toContain(
      "suggested place: Fixture Tap Room (amenity=pub, https://www.openstreetmap.org/way/900000000104)",
    );
    expect(text).toContain("Not suggested:\nway/900000000005");
  });
});
