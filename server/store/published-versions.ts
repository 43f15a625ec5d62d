/**
 * Decisions 050 and 083: places and events are the guide's versioned records. Each change of one is an append-only
 * version row (`place_version` by the place's id, `event_version` by the event's slug) that waits for the publisher
 * until a run puts it live. The two reads they share live here: the records as their pages show them (each one's
 * newest live version) and their public history (each one's live versions, newest first, never who made them).
 */
import { randomUUID } from "node:crypto";
import { PostgresAdapter, sql, type Kysely, type Transaction } from "kysely";
import { city } from "../../core/city";
import type { PublicVersion } from "../../core/places/guide.server";
import type { Database } from "../db/schema";

type Db = Kysely<Database> | Transaction<Database>;

/** The versioned records: their version table, the column naming the record in it, and the record's own table. */
const versioned = {
  place: { versions: "place_version", key: "place_id", records: "place", recordKey: "id" },
  event: { versions: "event_version", key: "event_slug", records: "event", recordKey: "slug" },
} as const;

/** A kind of versioned record: "place" or "event". */
export type VersionedRecord = keyof typeof versioned;

/** What names a record in its versions: a place's id, an event's slug. */
export type RecordKey<Of extends VersionedRecord> = Of extends "place" ? number : string;

/** The columns both version tables have (besides the one naming the record, read as `key`). */
interface VersionColumns {
  version: number;
  record: string;
  kind: string;
  sources: string;
  changes: string;
  created_at: string;
  publish_id: string | null;
}

/** The version rows of `of` that count as published: a live run's, or the run `publishing` (under way). */
function publishedVersions(db: Db, of: VersionedRecord, publishing: string | undefined) {
  const { versions, key } = versioned[of];
  return db
    .selectFrom(sql<VersionColumns>`${sql.table(versions)}`.as("v"))
    .innerJoin("publish", "publish.id", "v.publish_id")
    .select(sql<string | number>`${sql.ref(`v.${key}`)}`.as("key"))
    .where((eb) =>
      publishing
        ? eb.or([eb("publish.state", "=", "live"), eb("publish.id", "=", publishing)])
        : eb("publish.state", "=", "live"),
    );
}

/**
 * Every place or event of the city's guide as its pages show it now: each one's newest version that a publisher run
 * put live (or the seed), by its key (a place's id: the guide's order; an event's slug). With `publishing`, that
 * run's versions count too. The records as stored (JSON parsed, as the schema accepted them when written).
 */
export async function newestPublished<Published>(
  db: Db,
  of: VersionedRecord,
  publishing?: string,
): Promise<Published[]> {
  const { key, records, recordKey } = versioned[of];
  const rows = await publishedVersions(db, of, publishing)
    .innerJoin(sql<{ city: string }>`${sql.table(records)}`.as("r"), (join) =>
      join.on(sql<boolean>`${sql.ref(`r.${recordKey}`)} = ${sql.ref(`v.${key}`)}`),
    )
    .select("v.record")
    .where("r.city", "=", city.key)
    .orderBy("key")
    .orderBy("v.version", "desc")
    .execute();
  const newest: Published[] = [];
  let last: string | number | undefined;
  for (const row of rows) {
    if (row.key === last) continue;
    last = row.key;
    newest.push(JSON.parse(row.record) as Published);
  }
  return newest;
}

/**
 * The public history of places or events (all of them, or those of `keys`): each one's published versions, newest
 * first, as {@link PublicVersion}s (date, kind, changes, sources): never the submission, the editor or a note.
 * `publishing`: a publisher run under way, whose versions count as published (their pages are being rendered).
 */
export async function publishedHistory<Of extends VersionedRecord>(
  db: Db,
  of: Of,
  { keys, publishing }: { keys?: readonly RecordKey<Of>[]; publishing?: string } = {},
): Promise<Map<RecordKey<Of>, PublicVersion[]>> {
  const history = new Map<RecordKey<Of>, PublicVersion[]>();
  if (keys?.length === 0) return history;
  let query = publishedVersions(db, of, publishing).select([
    "v.kind",
    "v.changes",
    "v.sources",
    "v.record",
    "v.created_at",
    "publish.finished_at",
  ]);
  if (keys) query = query.where(sql.ref(`v.${versioned[of].key}`), "in", [...keys]);
  const rows = await query.orderBy("key").orderBy("v.version", "desc").execute();
  for (const row of rows) {
    const key = row.key as RecordKey<Of>;
    const versions = history.get(key) ?? [];
    versions.push({
      at:
        row.kind === "seed"
          ? seedDate(row.record, row.finished_at ?? row.created_at)
          : (row.finished_at ?? row.created_at),
      kind: row.kind,
      changes: JSON.parse(row.changes) as PublicVersion["changes"],
      sources: JSON.parse(row.sources) as PublicVersion["sources"],
    });
    history.set(key, versions);
  }
  return history;
}

/**
 * When a record of the guide's first content entered the guide, as its history dates it: the day it was first
 * checked (`checkedOn`, noon in the city, so the day reads the same there), not the day the database was installed.
 * `fallback` when the record has none.
 */
function seedDate(record: string, fallback: string): string {
  const checkedOn = (JSON.parse(record) as { checkedOn?: unknown }).checkedOn;
  return typeof checkedOn === "string" && /^\d{4}-\d{2}-\d{2}$/.test(checkedOn)
    ? `${checkedOn}T17:00:00.000Z`
    : fallback;
}

/** The advisory locks that keep two first starts from loading a seed twice (fixed numbers of our own). */
const seedLockKeys = { place: 7_305_050, event: 7_305_083 } as const;

/**
 * Loads a seed of `count` records into a guide that has no record of kind `of` (a fresh install), in one
 * transaction: `load` writes each as its version 1, kind "seed", live under the seed's run (`publishId`, at `at`).
 * Does nothing when the guide has such a record or the seed is empty. Returns how many it loaded (`count` or 0).
 * Several servers starting at once on one empty PostgreSQL load it once (an advisory lock for the transaction); on
 * SQLite the transaction itself is immediate (decision 045).
 */
export async function seedOnce(
  db: Kysely<Database>,
  of: VersionedRecord,
  count: number,
  now: Date,
  load: (trx: Transaction<Database>, at: string, publishId: string) => Promise<void>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (trx.getExecutor().adapter instanceof PostgresAdapter)
      await sql`select pg_advisory_xact_lock(${sql.lit(seedLockKeys[of])})`.execute(trx);
    const existing = await trx
      .selectFrom(sql<{ city: string }>`${sql.table(versioned[of].records)}`.as("r"))
      .select("r.city")
      .limit(1)
      .executeTakeFirst();
    if (existing || count === 0) return 0;
    const at = now.toISOString();
    await load(trx, at, await seedRun(trx, at));
    return count;
  });
}

/**
 * The seed's publisher run (kind "seed", live from the start, number 0), which the seed's versions of places and
 * events (decision 083) are live under: the one there is, or a new one at `at`.
 */
export async function seedRun(trx: Transaction<Database>, at: string): Promise<string> {
  const found = await trx.selectFrom("publish").select("id").where("kind", "=", "seed").executeTakeFirst();
  if (found) return found.id;
  const id = randomUUID();
  await trx
    .insertInto("publish")
    .values({
      id,
      seq: 0,
      kind: "seed",
      state: "live",
      code_version: null,
      hours_read_on: null,
      place_ids: "[]",
      addresses: "[]",
      file_count: 0,
      error: null,
      started_at: at,
      finished_at: at,
    })
    .execute();
  return id;
}
