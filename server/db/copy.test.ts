import { sql, type Kysely } from "kysely";
import { inject, describe, expect, it } from "vitest";
import { readPlaces } from "../../core/places/guide.server";
import { createApp } from "../app";
import { seedPlaces } from "../places/store";
import { saveEvent, saveEventProposal, seedEvents } from "../events/store";
import { siteSecret } from "../store/settings";
import { publishedReviews } from "../store/review-publishing";
import { engines } from "../../tooling/test/engines";
import { fixturePlacesDir } from "../../tooling/test/fixtures";
import { reviewApp, reviewedPlace } from "../../tooling/test/review-app";
import { copyDatabase, tablesInOrder } from "./copy";
import type { Database } from "./schema";

const [sqlite, postgres] = engines();

/** A table's rows in a stable order, to compare a copy with its source. */
async function rowsOf(db: Kysely<Database>, table: keyof Database) {
  const rows = await db.selectFrom(table).selectAll().execute();
  // Binary values (a photo's bytes: an ArrayBuffer from SQLite, a Buffer from PostgreSQL) compared by their bytes.
  const bytes = (value: unknown) =>
    value instanceof ArrayBuffer
      ? Buffer.from(value).toString("hex")
      : value instanceof Uint8Array
        ? Buffer.from(value).toString("hex")
        : value;
  return rows
    .map((row) => JSON.stringify(Object.fromEntries(Object.entries(row).map(([key, value]) => [key, bytes(value)]))))
    .sort();
}

describe("copying SQLite into PostgreSQL (docs/server.md: to move from SQLite to PostgreSQL)", () => {
  it("knows every table the migrations make, so no table is left behind", async () => {
    const { db } = await sqlite!.open();
    try {
      const { rows } = await sql<{ name: string }>`
        select name from sqlite_master
        where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'`.execute(db);
      expect(rows.map((row) => row.name).sort()).toEqual([...tablesInOrder].sort());
    } finally {
      await db.destroy();
    }
  });

  it.skipIf(!inject("postgresUrl"))(
    "copies every row of every table over a first start's seed; links, reviews, replies and the secret work on the copy",
    async () => {
      const from = (await sqlite!.open()).db;
      const to = (await postgres!.open()).db;
      try {
        let clock = new Date("2026-11-24T15:00:00Z");
        const { post, review, listing } = await reviewApp(
          from,
          () => clock,
          () => (clock = new Date(clock.getTime() + 1000)),
        );
        // The source as a season of the guide leaves it: an owner's listing live, a review published with a
        // report and the owner's published reply, a reader signed up.
        const token = await listing({ live: true });
        const id = await review();
        await post(`/api/reviews/${id}/report`, { reason: "spam", note: "", email: "" });
        await post("/api/replies", { token, review: String(id), text: "Thank you for coming, Jo!" });
        const { desk } = await reviewApp(from, () => clock);
        expect((await desk(`/admin/reviews/${id}/reply`, { method: "POST", body: "decision=publish" })).status).toBe(
          303,
        );
        await post("/api/newsletter", { email: "reader@example.com" });
        // A photo sent with the listing, and a file of the listing's publishing run, as the uploads and the
        // publisher write them (their own tests make them; here only their rows matter).
        const { id: submissionId } = await from.selectFrom("submission").select("id").executeTakeFirstOrThrow();
        await from
          .insertInto("photo")
          .values({
            id: "c29tZSBwaG90bydzIGlk",
            submission_id: submissionId,
            credit: "Ann",
            granted_at: clock.toISOString(),
            width: 1600,
            height: 1200,
            widths: "[400,800,1600]",
            status: "pending",
            alt: null,
            decided_at: null,
            decided_by: null,
            created_at: clock.toISOString(),
          })
          .execute();
        // One of its files in the database, as the photo storage of PostgreSQL keeps it (decision 078).
        await from
          .insertInto("photo_file")
          .values({
            photo_id: "c29tZSBwaG90bydzIGlk",
            name: "400.avif",
            bytes: new Uint8Array([0, 1, 2, 255]),
            size: 4,
            created_at: clock.toISOString(),
          })
          .execute();
        const { id: runId } = await from
          .selectFrom("publish")
          .select("id")
          .where("kind", "=", "change")
          .executeTakeFirstOrThrow();
        await from
          .insertInto("publish_file")
          .values({
            publish_id: runId,
            path: `place/${reviewedPlace.slug}/index.html`,
            sha256: "0".repeat(64),
            body: "<!doctype html><title>Fixture Museum 1</title>",
            gzip: null,
            brotli: null,
          })
          .execute();
        // An owner of the museum (decision 068): their account, grant, claim, a used link and a session.
        await from
          .insertInto("owner_account")
          .values({ id: "acct-1", email: "jo@example.org", created_at: clock.toISOString() })
          .execute();
        await from
          .insertInto("place_manager")
          .values({
            place_id: reviewedPlace.id,
            account_id: "acct-1",
            proof: "domain-mail",
            verified_at: clock.toISOString(),
            granted_by: "mail",
            created_at: clock.toISOString(),
          })
          .execute();
        await from
          .insertInto("owner_claim")
          .values({
            id: "claim-1",
            place_id: reviewedPlace.id,
            email: "jo@example.org",
            name: "Jo",
            role: "owner",
            proof: "domain-mail",
            status: "verified",
            phone_note: "",
            reason: null,
            decided_by: null,
            created_at: clock.toISOString(),
            decided_at: clock.toISOString(),
          })
          .execute();
        await from
          .insertInto("owner_token")
          .values({
            token_hash: "1".repeat(64),
            purpose: "claim",
            email: "jo@example.org",
            place_id: reviewedPlace.id,
            claim_id: "claim-1",
            expires_at: clock.toISOString(),
            used_at: clock.toISOString(),
            created_at: clock.toISOString(),
          })
          .execute();
        await from
          .insertInto("owner_session")
          .values({
            token_hash: "2".repeat(64),
            account_id: "acct-1",
            created_at: clock.toISOString(),
            last_seen_at: clock.toISOString(),
          })
          .execute();
        // A description change the owner sent, held for the desk (decision 076).
        await from
          .insertInto("owner_change")
          .values({
            id: "change-1",
            place_id: reviewedPlace.id,
            account_id: "acct-1",
            proof: "domain-mail",
            verified_at: clock.toISOString(),
            change: JSON.stringify({ description: "A museum of the city's art, open late on Thursdays." }),
            status: "held",
            reason: null,
            decided_by: null,
            created_at: clock.toISOString(),
            decided_at: null,
          })
          .execute();
        // Decision 083: an event an editor added (its row and version) and a proposal waiting for the desk.
        const talk = {
          slug: "copied-talk",
          title: "A Copied Talk",
          kind: "arts",
          place: reviewedPlace.slug,
          start: "2026-12-03T18:00",
          end: "2026-12-03T19:00",
          repeat: { freq: "once" },
          sources: [{ publisher: "The museum", title: "Talks", url: "https://museum.example.org/talks" }],
          checkedOn: "2026-11-24",
        };
        await saveEvent(from, { record: talk, kind: "editor", editor: "ed@example.com" }, "2026-11-24", clock);
        await saveEventProposal(from, {
          record: { ...talk, slug: "proposed-talk", status: "EventScheduled" } as never,
          email: "organizer@example.com",
          spam: false,
          limit: { name: "event", max: 5, windowMinutes: 60 },
          client: "copy-test",
          now: clock,
        });
        // The target as a first `npm start` on it leaves it: its own secret, the seed's places and events.
        await siteSecret(to);
        await seedPlaces(to, readPlaces(fixturePlacesDir), new Date("2026-11-25T08:00:00Z"));
        await seedEvents(to, [{ ...talk, slug: "seed-talk", status: "EventScheduled" } as never]);

        const secret = await siteSecret(from);
        const copied = await copyDatabase(from, to);
        expect(Object.keys(copied)).toEqual([...tablesInOrder]);
        for (const table of tablesInOrder) {
          expect(await rowsOf(to, table), table).toEqual(await rowsOf(from, table));
          expect(copied[table], table).toBeGreaterThan(0);
        }

        expect(await siteSecret(to)).toBe(secret);
        const copy = createApp({ db: to, secret, trustProxy: 1, submissionsPerHour: 5, isPlaceSlug: () => true });
        expect(await (await copy.request(`/requests/${token}`)).text()).toContain("Listing request: Test Cafe");
        const ownerPage = await (await copy.request(`/requests/${token}/reviews`)).text();
        expect(ownerPage).toContain("Thank you for coming, Jo!");
        expect((await publishedReviews(to)).get(reviewedPlace.id)![0]).toMatchObject({
          reply: { text: "Thank you for coming, Jo!" },
        });
        // The copy never merges: a second copy finds the target's rows and changes nothing.
        await expect(copyDatabase(from, to)).rejects.toThrow(/The target already holds rows in "editor"/);
        expect(await rowsOf(to, "review")).toEqual(await rowsOf(from, "review"));
        // A review written on the copy gets the id after the copied ones (the database's own, migration 009).
        const onCopy = await reviewApp(
          to,
          () => clock,
          () => (clock = new Date(clock.getTime() + 1000)),
        );
        expect(await onCopy.review({ email: "sam@example.com", publicName: "Sam T.", publish: false })).toBe(id + 1);
      } finally {
        await from.destroy();
        await to.destroy();
      }
    },
    60_000,
  );
});
