/**
 * Decision 083: the database is where events live, as places do (decision 050). An event row holds its current
 * record, checked by the one event schema (core/events/event-schema.server.ts); every change adds an append-only
 * version (kind seed, editor, owner or proposal) with what changed and the sources it came with, which waits for the
 * publisher (`publish_id` null) until its pages are live. `content/events/*.json` is the seed a database without
 * events loads. A proposal from the public form waits in `event_proposal` until the desk approves it (a version of
 * kind "proposal") or declines it.
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { city } from "../../core/city";
import { eventSchemaFor, type CityEvent } from "../../core/events/event-schema.server";
import {
  eventAgesWords,
  eventKindWords,
  eventStatusWords,
  repeatWords,
  type EventAges,
  type EventKind,
  type EventStatus,
} from "../../core/events/event-words";
import type { Source } from "../../core/places/source-schema";
import type { Database, EventChangeKind } from "../db/schema";
import { enqueueMail, type Mail } from "../store/outbox";
import { countHitQuery, LimitExceeded, limitOutcome, storeCounted, type Limit } from "../store/rate-limits";
import { queueLimitedMail } from "../store/recipients";
import { hashToken, isTokenShaped, newToken } from "../tokens";
import { addedSources, type FieldChange } from "../places/history";
import { seedOnce } from "../store/published-versions";
import { findPlaceBySlug } from "../places/store";

type Db = Kysely<Database> | Transaction<Database>;

/** Thrown when a record cannot be an event of the guide; `field` names the field, the message says why. */
export class EventRefused extends Error {
  override name = "EventRefused";
  constructor(
    readonly field: string,
    readonly problem: string,
    label = "event",
  ) {
    super(`${label}: field "${field}": ${problem}`);
  }
}

/**
 * The event schema's check of a record as of the city's date `today`, and its place is one of the guide's open places
 * (`isPlace`), or {@link EventRefused} naming the first field refused.
 */
export async function checkedEvent(
  record: unknown,
  today: string,
  isPlace: (slug: string) => Promise<boolean>,
): Promise<CityEvent> {
  const result = eventSchemaFor(today).safeParse(record);
  const slug = (record as { slug?: unknown } | null)?.slug;
  const label = `event${typeof slug === "string" ? ` "${slug}"` : ""}`;
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new EventRefused(issue.path.join(".") || "(record)", issue.message, label);
  }
  const event = result.data;
  if (event.place !== undefined && !(await isPlace(event.place)))
    throw new EventRefused("place", `no open place of the guide has the slug "${event.place}"`, label);
  return event;
}

/** Whether `slug` is an open place of the city's guide (in the caller's transaction). */
export function openPlaceIn(db: Db): (slug: string) => Promise<boolean> {
  return async (slug) => {
    const place = await findPlaceBySlug(db, slug);
    return place !== undefined && place.status !== "closed";
  };
}

/** The fields a history names, in the order an event page shows them. */
const fieldLabels: readonly [string, (event: CityEvent) => string][] = [
  ["Title", (event) => event.title],
  ["Kind", (event) => eventKindWords[event.kind as EventKind]],
  ["Place", (event) => event.place ?? ""],
  ["Venue", (event) => (event.venue ? `${event.venue.name}, ${event.venue.address}` : "")],
  ["Starts", (event) => event.start.replace("T", " ")],
  ["Ends", (event) => event.end.replace("T", " ")],
  ["Repeats", (event) => repeatWords(event.repeat)],
  ["Until", (event) => event.until ?? ""],
  ["Dates left out", (event) => (event.except ?? []).join(", ")],
  ["Price", (event) => event.price ?? ""],
  ["Tickets or details", (event) => event.url ?? ""],
  ["Ages", (event) => (event.ages ? eventAgesWords[event.ages as EventAges] : "")],
  ["Status", (event) => eventStatusWords[event.status as EventStatus]],
  ["Sold out", (event) => (event.soldOut ? "yes" : "")],
  ["Description", (event) => event.description ?? ""],
  ["Performers", (event) => (event.performers ?? []).join(", ")],
  ["Organizer", (event) => event.organizer?.name ?? ""],
  ["Photo", (event) => (event.photo ? `Photo by ${event.photo.credit}` : "")],
];

/** The fields that differ between two records of an event (before: undefined for a new event), in page order. */
export function diffEvents(before: CityEvent | undefined, after: CityEvent): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const [field, text] of fieldLabels) {
    const was = before ? text(before) : "";
    const now = text(after);
    if (was !== now) changes.push({ field, before: was, after: now });
  }
  return changes;
}

/**
 * Loads the seed's events (`content/events/*.json`, checked by core/events/events.server.ts `readEvents`) into a
 * database that has none: each as its version 1, kind "seed", live from the start under the places' seed run (or a
 * run of its own). Returns how many it loaded, once however many servers start at once ({@link seedOnce}).
 */
export async function seedEvents(
  db: Kysely<Database>,
  events: readonly CityEvent[],
  now = new Date(),
): Promise<number> {
  return seedOnce(db, "event", events.length, now, async (trx, at, publishId) => {
    for (const event of events)
      await insertEvent(trx, event, undefined, {
        kind: "seed",
        sources: event.sources,
        changes: diffEvents(undefined, event),
        at,
        publishId,
      });
  });
}

/**
 * Moves the event row to `event` (a new row when `current` is undefined: the event is new) and adds its version
 * `current + 1` with what changed, the sources added and the run it is live in (null: queued).
 */
async function insertEvent(
  trx: Transaction<Database>,
  event: CityEvent,
  current: number | undefined,
  change: {
    kind: EventChangeKind;
    editor?: string | null;
    sources: readonly Source[];
    changes: readonly FieldChange[];
    at: string;
    publishId?: string;
  },
): Promise<void> {
  const record = JSON.stringify(event);
  const version = (current ?? 0) + 1;
  const row = { place_slug: event.place ?? null, version, record, updated_at: change.at };
  if (current === undefined)
    await trx
      .insertInto("event")
      .values({ slug: event.slug, city: city.key, ...row })
      .execute();
  else await trx.updateTable("event").set(row).where("slug", "=", event.slug).execute();
  await trx
    .insertInto("event_version")
    .values({
      id: randomUUID(),
      event_slug: event.slug,
      version,
      record,
      kind: change.kind,
      editor: change.editor ?? null,
      sources: JSON.stringify(change.sources),
      changes: JSON.stringify(change.changes),
      created_at: change.at,
      publish_id: change.publishId ?? null,
    })
    .execute();
}

/** A change to write: the whole record after it, and where it came from. */
export interface EventChange {
  record: unknown;
  kind: EventChangeKind;
  /** Who made or approved it (an editor's address, `owner:<account id>`; never shown publicly). */
  editor?: string | null;
  /** Only an event at this place may be written (a manager's change): another place's event is refused. */
  placeSlug?: string;
}

/**
 * Writes a new version of an event (a new event when its slug is not in the guide), inside the caller's transaction:
 * checked by the event schema as of the city's date `today` and its place an open one of the guide, its changes
 * worked out against the current record, the event row moved to it. The version waits for the publisher.
 * @throws EventRefused naming the field (a record the schema refuses, a place not in the guide, an event of another
 *   place than `placeSlug`, a change that changes nothing)
 */
export async function writeEventVersion(
  trx: Transaction<Database>,
  change: EventChange,
  today: string,
  now = new Date(),
): Promise<{ slug: string; version: number }> {
  const event = await checkedEvent(change.record, today, openPlaceIn(trx));
  const current = await trx
    .selectFrom("event")
    .select(["version", "record", "place_slug"])
    .where("slug", "=", event.slug)
    .executeTakeFirst();
  if (change.placeSlug !== undefined) {
    if (event.place !== change.placeSlug) throw new EventRefused("place", "must be the place you manage");
    if (current && current.place_slug !== change.placeSlug) throw new EventRefused("slug", "is another place's event");
  }
  const before = current ? (JSON.parse(current.record) as CityEvent) : undefined;
  const changes = diffEvents(before, event);
  const sources = addedSources(before, event);
  if (before && changes.length === 0 && sources.length === 0) throw new EventRefused("(record)", "nothing changes");
  const version = (current?.version ?? 0) + 1;
  await insertEvent(trx, event, current?.version, {
    kind: change.kind,
    editor: change.editor,
    sources,
    changes,
    at: now.toISOString(),
  });
  return { slug: event.slug, version };
}

/** {@link writeEventVersion} in a transaction of its own: all of it or nothing. */
export function saveEvent(db: Kysely<Database>, change: EventChange, today: string, now = new Date()) {
  return db.transaction().execute((trx) => writeEventVersion(trx, change, today, now));
}

/**
 * decision 092: an event's versions for the desk, newest first: number, kind, who made it, when, what changed, and
 * the state of the publisher's run it is in (null: waiting for one).
 */
export async function eventVersionsOf(db: Db, slug: string) {
  const rows = await db
    .selectFrom("event_version")
    .leftJoin("publish", "publish.id", "event_version.publish_id")
    .select([
      "event_version.version",
      "event_version.kind",
      "event_version.editor",
      "event_version.changes",
      "event_version.created_at",
      "publish.state as publishState",
    ])
    .where("event_version.event_slug", "=", slug)
    .orderBy("event_version.version", "desc")
    .execute();
  return rows.map((row) => ({ ...row, changes: JSON.parse(row.changes) as FieldChange[] }));
}

/**
 * decision 092: the desk's restore (and Undo, the restore of the version before the newest) of an event's `version`:
 * its record written again as a new version of kind "restore", checked as any change is. Resolves with the new
 * version's number, or null when the event has no such version.
 * @throws EventRefused (the record is refused today, or nothing changes)
 */
export async function restoreEventVersion(
  db: Kysely<Database>,
  input: { slug: string; version: number; editor: string; today: string; now: Date },
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const wanted = await trx
      .selectFrom("event_version")
      .select("record")
      .where("event_slug", "=", input.slug)
      .where("version", "=", input.version)
      .executeTakeFirst();
    if (!wanted) return null;
    const change = { record: JSON.parse(wanted.record) as unknown, kind: "restore" as const, editor: input.editor };
    return (await writeEventVersion(trx, change, input.today, input.now)).version;
  });
}

/** Every event of the city's guide as its current record (or those of `slugs`), by slug. */
export async function loadEvents(db: Db, slugs?: readonly string[]): Promise<CityEvent[]> {
  let query = db.selectFrom("event").select("record").where("city", "=", city.key);
  if (slugs) {
    if (slugs.length === 0) return [];
    query = query.where("slug", "in", [...slugs]);
  }
  return (await query.orderBy("slug").execute()).map((row) => JSON.parse(row.record) as CityEvent);
}

/**
 * One page of the city's events for the desk, by slug, read in SQL (`limit` rows from `offset`), and how many the
 * guide has in all: the list never loads every event (20,000 at the benchmark's scale).
 */
export async function eventsPage(
  db: Db,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ events: CityEvent[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom("event")
      .select("record")
      .where("city", "=", city.key)
      .orderBy("slug")
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom("event")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .where("city", "=", city.key)
      .executeTakeFirstOrThrow(),
  ]);
  return { events: rows.map((row) => JSON.parse(row.record) as CityEvent), total: Number(count.n) };
}

/** The current record of the event `slug`, or undefined. */
export async function findEvent(db: Db, slug: string): Promise<CityEvent | undefined> {
  const row = await db.selectFrom("event").select("record").where("slug", "=", slug).executeTakeFirst();
  return row ? (JSON.parse(row.record) as CityEvent) : undefined;
}

/** The events at a place of the guide (its slug), current records, by start. */
export async function eventsAtPlace(db: Db, placeSlug: string): Promise<CityEvent[]> {
  const rows = await db.selectFrom("event").select("record").where("place_slug", "=", placeSlug).execute();
  return rows.map((row) => JSON.parse(row.record) as CityEvent).sort((a, b) => a.start.localeCompare(b.start));
}

/** The events whose versions wait for the publisher: their slugs and the versions' ids. */
export async function queuedEventVersions(db: Db): Promise<{ id: string; slug: string }[]> {
  const rows = await db
    .selectFrom("event_version")
    .select(["id", "event_slug"])
    .where("publish_id", "is", null)
    .execute();
  return rows.map((row) => ({ id: row.id, slug: row.event_slug }));
}

/**
 * A slug for a new event from its title ("Jazz Night" -> "jazz-night"), with "-2", "-3"... when the guide has it.
 */
export async function freeEventSlug(db: Db, title: string): Promise<string> {
  const base =
    title
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60)
      .replace(/-+$/, "") || "event";
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const taken =
      (await db.selectFrom("event").select("slug").where("slug", "=", slug).executeTakeFirst()) ??
      (await db
        .selectFrom("event_proposal")
        .select("id")
        .where("status", "=", "waiting")
        .where("record", "like", `%"slug":"${slug}"%`)
        .executeTakeFirst());
    if (!taken) return slug;
  }
}

/** A proposal to store: the record (already checked), who sent it, and the spam and rate checks. */
export interface NewEventProposal {
  record: CityEvent;
  email: string;
  /** The honeypot was filled: kept as spam, never shown at the desk's queue. */
  spam: boolean;
  limit: Limit;
  client: string;
  now: Date;
  /** decision 092: the receipt to queue with it (never for spam), given the new id and its private status token. */
  mail?: (saved: { id: string; token: string }) => Mail;
  /**
   * The receipt's recipient as its limit counts it (server/store/recipients.ts `recipientKey`): the address was typed
   * by the sender, who may not own it (decision 067).
   */
  mailKey?: string;
}

/** A stored proposal: its id and its private status token (shown once, stored only as a hash). */
export interface SavedEventProposal {
  id: string;
  token: string;
}

/**
 * Stores a proposal for the desk, its hit counted against `limit` as a listing's is (store/submissions.ts): on SQLite
 * in the transaction that stores it, on PostgreSQL just before it and given back when it is not stored. Over the
 * limit, nothing is stored. Its private status token is stored as its hash; the receipt (not for spam) is queued in
 * the same transaction under the recipient's limit (decision 092). @throws LimitExceeded
 */
export async function saveEventProposal(db: Kysely<Database>, input: NewEventProposal): Promise<SavedEventProposal> {
  return storeCounted(db, input.limit, input.client, input.now, (countWithin) => storeProposal(db, input, countWithin));
}

/** {@link saveEventProposal}'s transaction; `countHit`: the client's hit counted in it (SQLite). */
function storeProposal(db: Kysely<Database>, input: NewEventProposal, countHit: boolean): Promise<SavedEventProposal> {
  return db.transaction().execute(async (trx) => {
    if (countHit) {
      const { hits } = await trx
        .executeQuery(countHitQuery(trx, input.limit, input.client, input.now))
        .then((result) => result.rows[0]!);
      const outcome = limitOutcome(Number(hits), input.limit, input.now);
      if (!outcome.allowed) throw new LimitExceeded(outcome.retryAfterSeconds);
    }
    const id = randomUUID();
    const token = newToken();
    await trx
      .insertInto("event_proposal")
      .values({
        id,
        status: input.spam ? "spam" : "waiting",
        record: JSON.stringify(input.record),
        email: input.email.trim().toLowerCase(),
        reason: null,
        decided_by: null,
        created_at: input.now.toISOString(),
        decided_at: null,
        status_token_hash: hashToken(token),
      })
      .execute();
    if (input.mail && !input.spam) {
      const mail = input.mail({ id, token });
      if (input.mailKey) await queueLimitedMail(trx, { mail, key: input.mailKey, now: input.now });
      else await enqueueMail(trx, mail, input.now);
    }
    return { id, token };
  });
}

/** What an event proposal's status page may show: its title, when it came, where it stands; never its sender. */
export interface EventProposalStatus {
  title: string;
  receivedAt: string;
  /** Spam reads as waiting: the page never tells a robot its post was caught. */
  status: "waiting" | "approved" | "declined";
  reason: string | null;
  /** The approved event's page once a publisher run put it live, else null. */
  livePath: string | null;
}

/**
 * decision 092: the proposal a private status token opens, or null (no such token, or not token-shaped: no look-up
 * at all). An approved one is live once a version of its event is in a live run.
 */
export async function findProposalByToken(db: Db, token: string): Promise<EventProposalStatus | null> {
  if (!isTokenShaped(token)) return null;
  const row = await db
    .selectFrom("event_proposal")
    .select(["record", "status", "reason", "created_at"])
    .where("status_token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!row) return null;
  const record = JSON.parse(row.record) as CityEvent;
  const live =
    row.status === "approved" &&
    (await db
      .selectFrom("event_version")
      .innerJoin("publish", "publish.id", "event_version.publish_id")
      .select("event_version.id")
      .where("event_version.event_slug", "=", record.slug)
      .where("publish.state", "=", "live")
      .executeTakeFirst()) !== undefined;
  return {
    title: record.title,
    receivedAt: row.created_at,
    status: row.status === "spam" ? "waiting" : row.status,
    reason: row.status === "declined" ? row.reason : null,
    livePath: live ? `/events/${record.slug}` : null,
  };
}

/** The proposals waiting for the desk, oldest first, with their records. */
export async function waitingProposals(db: Db) {
  const rows = await db
    .selectFrom("event_proposal")
    .select(["id", "record", "email", "created_at"])
    .where("status", "=", "waiting")
    .orderBy("created_at")
    .execute();
  return rows.map((row) => ({ ...row, record: JSON.parse(row.record) as CityEvent }));
}

/**
 * The desk's decision on a proposal: approve writes the record (as the editor may have amended it, `record`) as a
 * version of kind "proposal" in the same transaction; decline keeps the reason. Returns null when the proposal is not
 * waiting (decided already, or no such id).
 * @throws EventRefused (the record is refused today: nothing is written, the proposal keeps waiting)
 */
export async function decideProposal(
  db: Kysely<Database>,
  input: {
    id: string;
    decision: "approve" | "decline";
    reason?: string;
    record?: unknown;
    editor: string;
    today: string;
    now: Date;
    /** decision 092: the decision's mail to the sender, written in the same transaction. */
    mail?: (proposal: { id: string; email: string; record: CityEvent }) => Mail;
  },
): Promise<{ slug?: string } | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("event_proposal")
      .select(["record", "email"])
      .where("id", "=", input.id)
      .where("status", "=", "waiting")
      .executeTakeFirst();
    if (!row) return null;
    let slug: string | undefined;
    const record = (input.record ?? JSON.parse(row.record)) as CityEvent;
    if (input.decision === "approve")
      slug = (await writeEventVersion(trx, { record, kind: "proposal", editor: input.editor }, input.today, input.now))
        .slug;
    await trx
      .updateTable("event_proposal")
      .set({
        status: input.decision === "approve" ? "approved" : "declined",
        reason: input.decision === "decline" ? (input.reason ?? null) : null,
        decided_by: input.editor,
        decided_at: input.now.toISOString(),
      })
      .where("id", "=", input.id)
      .execute();
    if (input.mail) await enqueueMail(trx, input.mail({ id: input.id, email: row.email, record }), input.now);
    return { slug };
  });
}
