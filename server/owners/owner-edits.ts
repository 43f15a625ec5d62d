/**
 * decision 076: the owner's page's other facts, beside the weekly hours of decision 068.
 *
 * Live at once (a version of kind "owner", through the publisher):
 * - **special days**: a date or a range (`YYYY-MM-DD`, at most a year ahead), closed or other hours (one span, past
 *   midnight allowed), written as dated rules after the week in the place's `openingHours`
 *   (`2026 Dec 24 off`, `2026 Dec 31 18:00-02:00`, `2026 Dec 24-2026 Dec 26 12:00-15:00`);
 * - **"temporarily closed until"** a date: the rule `<today>-<the day before> off "temporarily closed"`;
 * - **facts** in the place schema's own vocabulary (`facts`, product §10.6): step-free access (`wheelchair`), an
 *   accessible toilet (`toilets:wheelchair`), the four diets, the menu and booking links (http(s) only), each
 *   sourced "the owner (verified ...)" and dated the day it was set.
 *
 * Through the desk first (`owner_change`, migration 015): name, address, category, description, phone, website and
 * closing for good. Approved, the change is a version of kind "owner"; declined, it keeps the editor's reason.
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { z } from "zod";
import { columbusDate } from "../../core/hours/columbus-date";
import { addDays } from "../../core/hours/zoned-time";
import { calendarDate, dayNumber, isoDate } from "../../core/hours/hours-calendar";
import {
  dietKeys,
  dietValues,
  toiletValues,
  wheelchairValues,
  type FactKey,
  type PlaceFacts,
} from "../../core/places/place-facts";
import type { Place } from "../../core/places/place-schema";
import { specialDayRule, splitSpecialDays, temporaryComment, type SpecialDay } from "../../core/hours/special-days";
import { httpUrl } from "../../core/places/source-schema";
import { photoAltSchema } from "../../core/forms/photos-schema";
import type { Database, ManagerProof } from "../db/schema";
import { PlaceRefused, writeVersion, type WrittenVersion } from "../places/store";
import { enqueueMail, type Mail } from "../store/outbox";
import { countHit, LimitExceeded, type Limit } from "../store/rate-limits";
import { ownerSourceName } from "./store";
import {
  attachOwnerUploads,
  deletePhotosOfChange,
  photosAfterChange,
  photosOfChange,
  type PhotoChange,
} from "./owner-photos";

type Db = Kysely<Database> | Transaction<Database>;
type PlaceRecord = Record<string, unknown>;

export { specialDayRule, splitSpecialDays, temporaryComment, type SpecialDay };
/** decision 076: a week and its special days as `opening_hours`, with the night rules a span past midnight needs. */
export { joinSpecialDaysAt as joinSpecialDays } from "../../core/hours/opening-hours.server";

/** At most this many special days at once. */
export const maxSpecialDays = 20;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time such as 18:30");
const date = z.iso.date({ error: "must be a date" });

/** The special-day form's fields (all text, as posted). */
export const specialDayFieldNames = ["from", "to", "kind", "opens", "closes", "overnight"] as const;
export type SpecialDayFields = Record<(typeof specialDayFieldNames)[number], string>;

/** A refusal that names the form's field. */
export interface FieldProblem {
  field: string;
  problem: string;
}

/**
 * Reads the special-day form at `today`: `from` a date from today to a year ahead, `to` empty (one day) or a date
 * from `from` to a year after it, `kind` "closed" or "hours" with `opens` and `closes` (a span closing before it
 * opens needs "Closes after midnight").
 */
export function readSpecialDay(
  fields: SpecialDayFields,
  today: string,
): { ok: true; day: SpecialDay } | ({ ok: false } & FieldProblem) {
  const refuse = (field: string, problem: string) => ({ ok: false as const, field, problem });
  if (!date.safeParse(fields.from).success) return refuse("from", "First day: give a date.");
  const last = isoDate(addDays(calendarDate(today), 366));
  if (fields.from < today) return refuse("from", "First day: give today or a later date.");
  if (fields.from > last) return refuse("from", "First day: give a date within a year.");
  const to = fields.to.trim() || fields.from;
  if (!date.safeParse(to).success) return refuse("to", "Last day: give a date, or leave it empty for one day.");
  if (to < fields.from) return refuse("to", "Last day: give the first day or a later date.");
  if (dayNumber(calendarDate(to)) - dayNumber(calendarDate(fields.from)) > 366)
    return refuse("to", "Last day: a special period lasts at most a year.");
  if (fields.kind === "closed") return { ok: true, day: { from: fields.from, to, hours: null, temporary: false } };
  if (fields.kind !== "hours") return refuse("kind", "Say whether the place is closed or has other hours.");
  if (!time.safeParse(fields.opens).success) return refuse("opens", "Opens: give a time such as 10:00.");
  if (!time.safeParse(fields.closes).success) return refuse("closes", "Closes: give a time such as 18:00.");
  const overnight = fields.overnight === "yes";
  if (!overnight && fields.closes <= fields.opens)
    return refuse("closes", 'Closes: give a time after the opening, or tick "Closes after midnight".');
  if (overnight && fields.closes >= fields.opens)
    return refuse("overnight", '"Closes after midnight": the closing time is later than the opening on the clock.');
  return {
    ok: true,
    day: { from: fields.from, to, hours: { opens: fields.opens, closes: fields.closes }, temporary: false },
  };
}

/**
 * Reads "temporarily closed until" at `today`: the date the place opens again, tomorrow to a year ahead. The
 * closure is the rule from today to the day before it.
 */
export function readClosure(
  until: string,
  today: string,
): { ok: true; day: SpecialDay } | ({ ok: false } & FieldProblem) {
  if (!date.safeParse(until).success) return { ok: false, field: "until", problem: "Open again on: give a date." };
  if (until <= today) return { ok: false, field: "until", problem: "Open again on: give a date after today." };
  if (until > isoDate(addDays(calendarDate(today), 366)))
    return { ok: false, field: "until", problem: "Open again on: give a date within a year." };
  return {
    ok: true,
    day: { from: today, to: isoDate(addDays(calendarDate(until), -1)), hours: null, temporary: true },
  };
}

/** The facts the owner's page sets, as posted: "" = not known. */
export const ownerFactKeys = [
  "wheelchair",
  "toilets:wheelchair",
  ...dietKeys,
  "website:menu",
  "website:booking",
] as const;
export type OwnerFactKey = (typeof ownerFactKeys)[number] & FactKey;
export type OwnerFactFields = Record<OwnerFactKey, string>;

const choice = (values: readonly string[]) => z.union([z.literal(""), z.enum(values as [string, ...string[]])]);
/** decision 076: what the facts form takes; a link is http(s) only. */
export const ownerFactsSchema = z.object({
  wheelchair: choice(wheelchairValues),
  "toilets:wheelchair": choice(toiletValues),
  "diet:vegetarian": choice(dietValues),
  "diet:vegan": choice(dietValues),
  "diet:gluten_free": choice(dietValues),
  "diet:halal": choice(dietValues),
  "website:menu": z.union([z.literal(""), httpUrl.max(500, "must be at most 500 characters")]),
  "website:booking": z.union([z.literal(""), httpUrl.max(500, "must be at most 500 characters")]),
});

/** The facts form's labels (the field named in a refusal). */
export const ownerFactLabels: Record<OwnerFactKey, string> = {
  wheelchair: "Step-free access",
  "toilets:wheelchair": "Accessible toilet",
  "diet:vegetarian": "Vegetarian",
  "diet:vegan": "Vegan",
  "diet:gluten_free": "Gluten-free",
  "diet:halal": "Halal",
  "website:menu": "Menu link",
  "website:booking": "Booking link",
};

/** The form's fields of a place's facts. */
export function ownerFactFieldsOf(facts: PlaceFacts | undefined): OwnerFactFields {
  return Object.fromEntries(
    ownerFactKeys.map((key) => [key, (facts?.[key]?.value as string | undefined) ?? ""]),
  ) as OwnerFactFields;
}

/** Reads the facts form; a refusal names the field. */
export function readOwnerFacts(
  fields: OwnerFactFields,
): { ok: true; facts: OwnerFactFields } | ({ ok: false } & FieldProblem) {
  const trimmed = Object.fromEntries(ownerFactKeys.map((key) => [key, (fields[key] ?? "").trim()])) as OwnerFactFields;
  const parsed = ownerFactsSchema.safeParse(trimmed);
  if (parsed.success) return { ok: true, facts: trimmed };
  const issue = parsed.error.issues[0]!;
  const field = String(issue.path[0]) as OwnerFactKey;
  const problem =
    field === "website:menu" || field === "website:booking"
      ? `${ownerFactLabels[field]}: give a web address that starts with https:// or http://.`
      : `${ownerFactLabels[field]}: choose one of the answers.`;
  return { ok: false, field, problem };
}

/**
 * The place's `facts` with the owner's answers: a changed answer gets the owner's source and today's date, an
 * unchanged one keeps its own, "" removes the fact (not known).
 */
export function factsWithOwnerAnswers(
  facts: PlaceFacts | undefined,
  answers: OwnerFactFields,
  source: { publisher: string; title: string; date: string },
): PlaceFacts | undefined {
  const next: Record<string, unknown> = { ...facts };
  for (const key of ownerFactKeys) {
    const value = answers[key];
    const current = facts?.[key];
    if (!value) delete next[key];
    else if (current?.value !== value) next[key] = { value, source, checkedOn: source.date };
  }
  return Object.keys(next).length ? (next as PlaceFacts) : undefined;
}

/**
 * decision 076: writes a manager's live change (special days, closure, facts) as a version of kind "owner", with the
 * owner's source (replacing an earlier owner's); the hours' confirmation moves only when `confirmsHours`.
 * @throws PlaceRefused (nothing changes; a record the schema refuses, naming the field)
 */
export async function saveOwnerEdit(
  db: Kysely<Database>,
  edit: {
    place: Place;
    proof: ManagerProof;
    verifiedAt: string;
    change: (source: { publisher: string; title: string; date: string }) => PlaceRecord;
    title: string;
    accountId: string;
    now: Date;
    confirmsHours?: boolean;
  },
): Promise<WrittenVersion> {
  return db.transaction().execute((trx) => writeOwnerVersion(trx, edit));
}

function writeOwnerVersion(
  trx: Transaction<Database>,
  edit: {
    place: Place;
    proof: ManagerProof;
    verifiedAt: string;
    change: (source: { publisher: string; title: string; date: string }) => PlaceRecord;
    title: string;
    accountId: string;
    now: Date;
    confirmsHours?: boolean;
  },
) {
  const date = columbusDate(edit.now);
  const source = { publisher: ownerSourceName(edit.proof, edit.verifiedAt), title: edit.title, date };
  const sources = (edit.place.sources as PlaceRecord[]).filter(
    (other) => !/^(the owner|a manager of the place) \(/.test(String(other.publisher)),
  );
  const record: PlaceRecord = {
    ...(edit.place as unknown as PlaceRecord),
    ...edit.change(source),
    ...(edit.confirmsHours ? { hoursConfirmed: { by: "owner", on: date } } : {}),
    sources: [...sources, source],
  };
  for (const [key, value] of Object.entries(record)) if (value === undefined) delete record[key];
  return writeVersion(trx, { record, kind: "owner", editor: `owner:${edit.accountId}` }, edit.now);
}

/** What an owner may ask the desk to change (decision 076). */
export const heldFieldNames = ["name", "address", "category", "description", "phone", "website", "closedOn"] as const;
export type HeldField = (typeof heldFieldNames)[number];
/** A held change: the fields asked for, and (decision 091) a new order of the place's photos. */
export type HeldChange = Partial<Record<HeldField, string>> & { photos?: PhotoChange };

/** The labels of the desk's fields (the field named in a refusal and on the desk). */
export const heldFieldLabels: Record<HeldField, string> = {
  name: "Name",
  address: "Address",
  category: "Category",
  description: "Description",
  phone: "Phone",
  website: "Website",
  closedOn: "Closed for good on",
};

/** The label of a held change's part, photos included (the desk, the page and the decision's mail name it). */
export const heldChangeLabel = (key: string) => (key === "photos" ? "Photos" : heldFieldLabels[key as HeldField]);

/** The place's number format: (614) 555-0100. */
export function placePhone(text: string): string | undefined {
  const digits = text.replace(/[\s().+-]/g, "");
  if (!/^1?\d{10}$/.test(digits)) return undefined;
  const ten = digits.slice(-10);
  return `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
}

const heldLimits: Record<Exclude<HeldField, "closedOn" | "phone" | "website">, [number, number]> = {
  name: [2, 100],
  address: [5, 200],
  category: [2, 60],
  description: [20, 600],
};

/**
 * Reads the desk-first form against the place: the fields that differ from the place, each checked (names and
 * texts within limits, a phone of 10 digits kept as "(614) 555-0100", a website http(s) only, closing for good on
 * a date from a year ago to today, only with its box ticked). Nothing that differs: a refusal naming no field.
 */
export function readHeldChange(
  fields: Record<HeldField | "closing", string>,
  place: Place,
  today: string,
): { ok: true; change: HeldChange } | ({ ok: false } & FieldProblem) {
  const change: HeldChange = {};
  const refuse = (field: HeldField, problem: string) => ({
    ok: false as const,
    field,
    problem: `${heldFieldLabels[field]}: ${problem}`,
  });
  for (const key of ["name", "address", "category", "description"] as const) {
    const value = (fields[key] ?? "").trim().replace(/\s+/g, " ");
    const [min, max] = heldLimits[key];
    if (value === (place[key] ?? "")) continue;
    if (value.length < min) return refuse(key, `give at least ${min} characters.`);
    if (value.length > max) return refuse(key, `give at most ${max} characters.`);
    change[key] = value;
  }
  const phoneText = (fields.phone ?? "").trim();
  if (phoneText !== (place.phone ?? "")) {
    const phone = placePhone(phoneText);
    if (!phone) return refuse("phone", "give a 10-digit number such as (614) 555-0100.");
    if (phone !== place.phone) change.phone = phone;
  }
  const website = (fields.website ?? "").trim();
  if (website !== (place.website ?? "")) {
    if (!httpUrl.max(500).safeParse(website).success)
      return refuse("website", "give a web address that starts with https:// or http://.");
    change.website = website;
  }
  if (fields.closing === "yes") {
    const on = (fields.closedOn ?? "").trim();
    if (!date.safeParse(on).success) return refuse("closedOn", "give the day the place closed.");
    if (on > today) return refuse("closedOn", "give today or an earlier day: say it once it has closed.");
    if (on < isoDate(addDays(calendarDate(today), -366))) return refuse("closedOn", "give a day within the last year.");
    change.closedOn = on;
  }
  if (Object.keys(change).length === 0)
    return { ok: false, field: "", problem: "Nothing differs from what the guide shows: nothing was sent." };
  return { ok: true, change };
}

/**
 * decision 076: holds a manager's change for the desk, counted against the client's limit (throws
 * {@link LimitExceeded}, nothing stored). Resolves with its id.
 */
export async function holdOwnerChange(
  db: Kysely<Database>,
  held: {
    placeId: number;
    accountId: string;
    proof: ManagerProof;
    verifiedAt: string;
    change: HeldChange;
    now: Date;
    /** The client's limit, as the other forms' (product §16.5): over it, {@link LimitExceeded}, nothing stored. */
    limit: { limit: Limit; client: string };
  },
): Promise<string> {
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    const outcome = await countHit(trx, held.limit.limit, held.limit.client, held.now);
    if (!outcome.allowed) throw new LimitExceeded(outcome.retryAfterSeconds);
    await insertHeld(trx, id, held);
    // decision 091: the uploads it sends are its own from now on (an upload sent already refuses the whole change).
    if (held.change.photos) await attachOwnerUploads(trx, id, held.placeId, held.change.photos.added);
  });
  return id;
}

/** Writes the held change `id`. */
async function insertHeld(
  db: Db,
  id: string,
  held: { placeId: number; accountId: string; proof: ManagerProof; verifiedAt: string; change: HeldChange; now: Date },
) {
  await db
    .insertInto("owner_change")
    .values({
      id,
      place_id: held.placeId,
      account_id: held.accountId,
      proof: held.proof,
      verified_at: held.verifiedAt,
      change: JSON.stringify(held.change),
      status: "held",
      reason: null,
      decided_by: null,
      created_at: held.now.toISOString(),
      decided_at: null,
    })
    .execute();
}

/** decision 076: the owners' changes waiting for the desk, oldest first, with their place (or of one place). */
export async function heldOwnerChanges(db: Db, placeId?: number) {
  let query = db
    .selectFrom("owner_change")
    .innerJoin("place", "place.id", "owner_change.place_id")
    .select([
      "owner_change.id",
      "owner_change.change",
      "owner_change.created_at",
      "owner_change.place_id as placeId",
      "place.record",
    ])
    .where("owner_change.status", "=", "held");
  if (placeId !== undefined) query = query.where("owner_change.place_id", "=", placeId);
  const rows = await query.orderBy("owner_change.created_at").execute();
  return rows.map(({ record, change, ...row }) => ({
    ...row,
    place: JSON.parse(record) as Place,
    change: JSON.parse(change) as HeldChange,
  }));
}

/**
 * decision 098: an editor's amendments of what a held change's new photos show, written to their uploads before the
 * change is approved; each by the owner's upload rule ({@link photoAltSchema}).
 * @throws PlaceRefused naming the photo by its place in the order (the transaction rolls back)
 */
async function amendPhotoAlts(
  trx: Transaction<Database>,
  changeId: string,
  photos: PhotoChange,
  alts: Readonly<Record<string, string>>,
): Promise<void> {
  for (const [index, key] of photos.order.entries()) {
    const given = alts[key];
    if (given === undefined || !photos.added.includes(key)) continue;
    const alt = photoAltSchema.safeParse(given);
    if (!alt.success)
      throw new PlaceRefused(`photo ${index + 1}: ${alt.error.issues[0]?.message ?? "what it shows is not valid"}`);
    await trx
      .updateTable("photo")
      .set({ alt: alt.data })
      .where("id", "=", key)
      .where("owner_change_id", "=", changeId)
      .execute();
  }
}

/**
 * decision 076: an editor's decision on a held change. Approved: the fields are written as a version of kind "owner"
 * with the manager's source (`closedOn` makes the place closed); declined: the reason is kept. Either way `mail` is
 * queued to the manager who asked. Undefined when it is not waiting (decided meanwhile).
 * @throws PlaceRefused (a record the schema refuses, naming the field; nothing changes)
 */
export async function decideOwnerChange(
  db: Kysely<Database>,
  {
    changeId,
    decision,
    reason,
    photoAlts = {},
    editor,
    now,
    mail,
  }: {
    changeId: string;
    decision: "approve" | "decline";
    reason: string;
    /** decision 098: what the change's new photos show as the editor approves them, by upload id. */
    photoAlts?: Readonly<Record<string, string>>;
    editor: string;
    now: Date;
    /** The mail to the manager who asked (while their account exists), in the same transaction. */
    mail?: (to: string, held: { place: Place; change: HeldChange }) => Mail;
  },
): Promise<{ placeId: number; written?: WrittenVersion; mailed?: boolean; deletedPhotos?: string[] } | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("owner_change")
      .innerJoin("place", "place.id", "owner_change.place_id")
      .select([
        "owner_change.place_id",
        "owner_change.account_id",
        "owner_change.proof",
        "owner_change.verified_at",
        "owner_change.change",
        "place.record",
      ])
      .where("owner_change.id", "=", changeId)
      .where("owner_change.status", "=", "held")
      .executeTakeFirst();
    if (!row) return undefined;
    const decided = await trx
      .updateTable("owner_change")
      .set({
        status: decision === "approve" ? "approved" : "declined",
        reason: decision === "decline" ? reason : null,
        decided_by: editor,
        decided_at: now.toISOString(),
      })
      .where("id", "=", changeId)
      .where("status", "=", "held")
      .executeTakeFirst();
    if (Number(decided.numUpdatedRows) !== 1) return undefined;
    const place = JSON.parse(row.record) as Place;
    const change = JSON.parse(row.change) as HeldChange;
    const asker = mail
      ? await trx.selectFrom("owner_account").select("email").where("id", "=", row.account_id).executeTakeFirst()
      : undefined;
    // Queued before the version is written: a refused record throws and rolls the mail back with the decision.
    if (mail && asker) await enqueueMail(trx, mail(asker.email, { place, change }), now);
    const mailed = Boolean(mail && asker);
    // decision 091: a declined change's uploads go (their files once this commits: the caller deletes them).
    if (decision === "decline")
      return { placeId: row.place_id, mailed, deletedPhotos: await deletePhotosOfChange(trx, changeId) };
    const { closedOn, photos, ...fields } = change;
    if (photos) await amendPhotoAlts(trx, changeId, photos, photoAlts);
    const photoFields = photos
      ? photosAfterChange(place, photos, await photosOfChange(trx, changeId), columbusDate(now))
      : {};
    const written = await writeOwnerVersion(trx, {
      place,
      proof: row.proof,
      verifiedAt: row.verified_at,
      change: () => ({ ...fields, ...photoFields, ...(closedOn ? { status: "closed", closedOn } : {}) }),
      title: "Asked for on the owner's page, approved by our editors",
      accountId: row.account_id,
      now,
    });
    return { placeId: row.place_id, written, mailed };
  });
}
