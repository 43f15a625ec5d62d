/**
 * decision 050: the database is where places live. A place row holds its current record; every change adds an
 * append-only version: the whole record as the place schema accepts it, the sources the change came with, what
 * kind of change it was, the submission it came from, the editor, the time. A version waits for the publisher
 * (its `publish_id` is null) until its pages are live. `content/places/*.json` is the seed a fresh database
 * loads, and `npm run content:export` writes the current guide back to those files.
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { city } from "../../core/city";
import { placeSchema, type Place } from "../../core/places/place-schema";
import type { Database, PlaceChangeKind } from "../db/schema";
import { addedSources, diffRecords } from "./history";
import { seedOnce } from "../store/published-versions";

type Db = Kysely<Database> | Transaction<Database>;

/** Thrown when a record cannot be a place of the guide; the message names the place and the field. */
export class PlaceRefused extends Error {
  override name = "PlaceRefused";
}

/** The place schema's check of a record, or {@link PlaceRefused} naming the place and each field. */
export function checkedPlace(record: unknown): Place {
  const result = placeSchema.safeParse(record);
  if (result.success) return result.data;
  const named = record as { id?: unknown; name?: unknown };
  const label = `place ${String(named?.id ?? "(no id)")}${typeof named?.name === "string" ? ` "${named.name}"` : ""}`;
  throw new PlaceRefused(
    result.error.issues
      .map((issue) => `${label}: field "${issue.path.join(".") || "(record)"}": ${issue.message}`)
      .join("\n"),
  );
}

/**
 * Loads the seed into an empty guide (a fresh install: `content/places/*.json`): each place as its version 1,
 * kind "seed", live from the start (the build renders the same files). Does nothing when the guide has places.
 * Returns how many places it loaded, once however many servers start at once ({@link seedOnce}).
 */
export async function seedPlaces(db: Kysely<Database>, places: readonly Place[], now = new Date()): Promise<number> {
  return seedOnce(db, "place", places.length, now, async (trx, at, publishId) => {
    for (const place of places) {
      const record = JSON.stringify(place);
      await trx
        .insertInto("place")
        .values({ id: place.id, city: city.key, slug: place.slug, version: 1, record, updated_at: at })
        .execute();
      await trx
        .insertInto("place_version")
        .values({
          id: randomUUID(),
          place_id: place.id,
          version: 1,
          record,
          kind: "seed",
          submission_id: null,
          editor: null,
          sources: JSON.stringify(place.sources),
          changes: JSON.stringify(diffRecords(undefined, place)),
          created_at: at,
          publish_id: publishId,
        })
        .execute();
    }
  });
}

/** Every place of the city's guide, as its current record, in the guide's order (by id). */
export async function loadPlaces(db: Db, ids?: readonly number[]): Promise<Place[]> {
  let query = db.selectFrom("place").select(["record"]).where("city", "=", city.key);
  if (ids) {
    if (ids.length === 0) return [];
    query = query.where("id", "in", [...ids]);
  }
  const rows = await query.orderBy("id").execute();
  return rows.map((row) => JSON.parse(row.record) as Place);
}

/** The place with this id, or undefined. */
export async function findPlace(db: Db, id: number): Promise<Place | undefined> {
  const row = await db.selectFrom("place").select("record").where("id", "=", id).executeTakeFirst();
  return row ? (JSON.parse(row.record) as Place) : undefined;
}

/** The place with this slug in the city's guide, or undefined. */
export async function findPlaceBySlug(db: Db, slug: string): Promise<Place | undefined> {
  const row = await db
    .selectFrom("place")
    .select("record")
    .where("city", "=", city.key)
    .where("slug", "=", slug)
    .executeTakeFirst();
  return row ? (JSON.parse(row.record) as Place) : undefined;
}

/** A change to write: the whole record after it, and where it came from. */
export interface PlaceChange {
  record: unknown;
  kind: PlaceChangeKind;
  submissionId?: string | null;
  /** The editor who approved or made it (their address; never shown publicly). */
  editor?: string | null;
}

/** What {@link writeVersion} wrote. */
export interface WrittenVersion {
  placeId: number;
  slug: string;
  version: number;
  versionId: string;
}

/**
 * Writes a new version of a place (a new place when its id is not in the guide), inside the caller's
 * transaction: checked by the place schema, its changes and added sources worked out against the current
 * record, the place row moved to it. The version waits for the publisher.
 * @throws PlaceRefused naming the place and the field (a record the schema refuses, a slug another place has,
 *   a change that changes nothing).
 */
export async function writeVersion(
  trx: Transaction<Database>,
  change: PlaceChange,
  now = new Date(),
): Promise<WrittenVersion> {
  const place = checkedPlace(change.record);
  const current = await trx
    .selectFrom("place")
    .select(["version", "record", "slug"])
    .where("id", "=", place.id)
    .executeTakeFirst();
  const before = current ? (JSON.parse(current.record) as Place) : undefined;
  const taken = await trx
    .selectFrom("place")
    .select("id")
    .where("city", "=", city.key)
    .where("slug", "=", place.slug)
    .where("id", "!=", place.id)
    .executeTakeFirst();
  if (taken)
    throw new PlaceRefused(
      `place ${place.id} "${place.name}": field "slug": "${place.slug}" is already used by place ${taken.id}`,
    );
  const changes = diffRecords(before, place);
  if (before && changes.length === 0 && addedSources(before, place).length === 0)
    throw new PlaceRefused(`place ${place.id} "${place.name}": nothing changes`);
  const record = JSON.stringify(place);
  const version = (current?.version ?? 0) + 1;
  const at = now.toISOString();
  if (current) {
    await trx
      .updateTable("place")
      .set({ slug: place.slug, version, record, updated_at: at })
      .where("id", "=", place.id)
      .execute();
  } else {
    await trx
      .insertInto("place")
      .values({ id: place.id, city: city.key, slug: place.slug, version, record, updated_at: at })
      .execute();
  }
  const versionId = randomUUID();
  await trx
    .insertInto("place_version")
    .values({
      id: versionId,
      place_id: place.id,
      version,
      record,
      kind: change.kind,
      submission_id: change.submissionId ?? null,
      editor: change.editor ?? null,
      sources: JSON.stringify(addedSources(before, place)),
      changes: JSON.stringify(changes),
      created_at: at,
      publish_id: null,
    })
    .execute();
  return { placeId: place.id, slug: place.slug, version, versionId };
}

/** A place's versions for the desk, newest first, with the state of their publishing. */
export async function versionsOf(db: Db, placeId: number) {
  return db
    .selectFrom("place_version")
    .leftJoin("publish", "publish.id", "place_version.publish_id")
    .select([
      "place_version.id",
      "place_version.version",
      "place_version.kind",
      "place_version.changes",
      "place_version.sources",
      "place_version.editor",
      "place_version.submission_id",
      "place_version.created_at",
      "publish.state as publishState",
      "publish.finished_at as publishedAt",
      "publish.error as publishError",
      "publish.addresses as publishAddresses",
    ])
    .where("place_version.place_id", "=", placeId)
    .orderBy("place_version.version", "desc")
    .execute();
}
