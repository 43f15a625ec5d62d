/**
 * decision 091: an owner's photos. The owner's page uploads a photo for its place (the upload's own limits, its credit,
 * grant and what it shows), orders the place's photos and removes some; sent, that is one held change (decision 076)
 * of the photos' new order: `{ order, added, removed }`, each photo named by its key (a hosted photo's id, a linked
 * photo's address). Approved, the place's photos become that order (a version of kind "owner", through the publisher);
 * declined, its uploads' rows go and their files with them.
 */
import type { Kysely, Transaction } from "kysely";
import type { Place } from "../../core/places/place-schema";
import type { Database, PhotoRow } from "../db/schema";
import { hostedPhoto } from "../places/record";
import { PlaceRefused } from "../places/store";
import { isPhotoReady, PhotoNotFound } from "../store/photos";

type Db = Kysely<Database> | Transaction<Database>;

/** A held change of the place's photos: the keys in their new order, the uploads it adds, the keys it removes. */
export interface PhotoChange {
  order: string[];
  added: string[];
  removed: string[];
}

/** A photo as a place record holds it (hosted by the guide, or linked to its page elsewhere). */
type RecordPhoto = { src?: string; url?: string; alt?: string; credit?: string };

/** An upload's id: 16 random bytes, base64url. */
export const uploadIdPattern = /^[A-Za-z0-9_-]{22}$/;

/** At most this many photos on a place: the one limit of an owner's draft, its uploads and its change (decision 098). */
export const maxPlacePhotos = 12;

/** The sentence every refusal over {@link maxPlacePhotos} starts with. */
const atMost = `A place shows at most ${maxPlacePhotos} photos`;

/** The refusal of an upload to a draft that already holds {@link maxPlacePhotos} photos. */
export const draftFull = `${atMost}: remove one before adding another.`;

/** A photo's key: a hosted photo's id (the end of its `src`), a linked photo's address. */
export function photoKeyOf(photo: RecordPhoto): string {
  return photo.src ? photo.src.slice(photo.src.lastIndexOf("/") + 1) : String(photo.url ?? "");
}

/** The place's photos in their order: its main image, then the others. */
export function placePhotos(place: Pick<Place, "image" | "images">): RecordPhoto[] {
  return [place.image, ...(place.images ?? [])].filter((photo): photo is NonNullable<typeof photo> => !!photo);
}

/**
 * decision 098: the keys of an owner's draft as a page carries them (space-separated: ids and addresses hold no
 * space), at most {@link maxPlacePhotos}, or the place's own photos when it has more (so the owner can remove some;
 * sending still needs {@link maxPlacePhotos}). More are refused with the reason, never cut short.
 */
export function draftKeysOf(
  place: Pick<Place, "image" | "images">,
  text: string | undefined,
): { ok: true; keys: string[] } | { ok: false; problem: string } {
  const keys = (text ?? "").split(/\s+/).filter(Boolean);
  if (keys.length <= Math.max(maxPlacePhotos, placePhotos(place).length)) return { ok: true, keys };
  return { ok: false, problem: `${atMost}, and this list named ${keys.length}: here are the guide's photos again.` };
}

/** The uploads of `placeId` not sent yet, by id, among `ids` (an owner's draft names them). */
export async function unsentUploads(db: Db, placeId: number, ids: readonly string[]): Promise<PhotoRow[]> {
  const wanted = ids.filter((id) => uploadIdPattern.test(id));
  if (wanted.length === 0) return [];
  return db
    .selectFrom("photo")
    .selectAll()
    .where("id", "in", wanted)
    .where("place_id", "=", placeId)
    .where("owner_change_id", "is", null)
    .where("submission_id", "is", null)
    .execute();
}

/** decision 091: an owner's upload is the place's, with its credit, grant (now) and what it shows. */
export async function markOwnerUpload(
  db: Db,
  id: string,
  owner: { placeId: number; credit: string; alt: string },
  now: Date,
): Promise<void> {
  await db
    .updateTable("photo")
    .set({ place_id: owner.placeId, credit: owner.credit, alt: owner.alt, granted_at: now.toISOString() })
    .where("id", "=", id)
    .execute();
}

/**
 * The owner's draft read from the keys a page sent, in their order: only the place's photos and its unsent uploads,
 * each once; anything else is dropped (a stale or forged key names nothing).
 */
export async function readPhotoDraft(db: Db, place: Place, keys: readonly string[]) {
  const current = new Map(placePhotos(place).map((photo) => [photoKeyOf(photo), photo]));
  const uploads = new Map((await unsentUploads(db, place.id, keys)).map((row) => [row.id, row]));
  const seen = new Set<string>();
  const draft: ({ key: string; photo: RecordPhoto; upload?: undefined } | { key: string; upload: PhotoRow })[] = [];
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    const photo = current.get(key);
    const upload = uploads.get(key);
    if (photo) draft.push({ key, photo });
    else if (upload) draft.push({ key, upload });
  }
  return draft;
}

/**
 * decision 091: the change a draft asks for against the place: its order, the uploads it adds, the photos it leaves
 * out. Refused when nothing differs or when more than {@link maxPlacePhotos} would show.
 */
export function photoChangeOf(
  place: Place,
  draft: readonly { key: string; upload?: PhotoRow }[],
): { ok: true; change: PhotoChange } | { ok: false; problem: string } {
  const current = placePhotos(place).map(photoKeyOf);
  const order = draft.map((each) => each.key);
  const added = draft.filter((each) => each.upload).map((each) => each.key);
  const removed = current.filter((key) => !order.includes(key));
  if (order.length > maxPlacePhotos) return { ok: false, problem: `${atMost}: remove one first.` };
  if (added.length === 0 && removed.length === 0 && order.join(" ") === current.join(" "))
    return { ok: false, problem: "The photos are as the guide shows them: nothing was sent." };
  return { ok: true, change: { order, added, removed } };
}

/**
 * decision 091: attaches a held change's uploads to it, in its transaction; throws {@link PhotoNotFound} when one
 * is no longer an unsent upload of the place (sent meanwhile, or kept too long).
 */
export async function attachOwnerUploads(
  trx: Transaction<Database>,
  changeId: string,
  placeId: number,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  const result = await trx
    .updateTable("photo")
    .set({ owner_change_id: changeId })
    .where("id", "in", [...ids])
    .where("place_id", "=", placeId)
    .where("owner_change_id", "is", null)
    .where("submission_id", "is", null)
    .executeTakeFirstOrThrow();
  if (Number(result.numUpdatedRows) !== new Set(ids).size)
    throw new PhotoNotFound("A photo was not found: it may have been sent already or kept too long. Add it again.");
}

/** The uploads a held change sends, oldest first. */
export async function photosOfChange(db: Db, changeId: string): Promise<PhotoRow[]> {
  return db
    .selectFrom("photo")
    .selectAll()
    .where("owner_change_id", "=", changeId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/**
 * decision 091: the place's `image` and `images` once a held photo change is approved: the photos it removes
 * left out, its uploads added as hosted photos (credit, CC BY 4.0, what they show), all in its order; a photo
 * the place gained meanwhile is kept after them.
 * @throws PlaceRefused when an upload's widths are not made yet (approve once the desk shows it)
 */
export function photosAfterChange(
  place: Place,
  change: PhotoChange,
  uploads: readonly PhotoRow[],
  date: string,
): { image: object | undefined; images: object[] } {
  const byKey = new Map<string, object>();
  for (const photo of placePhotos(place)) {
    const key = photoKeyOf(photo);
    if (!change.removed.includes(key)) byKey.set(key, photo);
  }
  for (const row of uploads) {
    if (!change.added.includes(row.id)) continue;
    if (!isPhotoReady(row))
      throw new PlaceRefused('field "photos": a photo is still being prepared: approve it once it shows');
    byKey.set(row.id, hostedPhoto(row, place.slug, date));
  }
  const ordered = change.order.filter((key) => byKey.has(key));
  const rest = [...byKey.keys()].filter((key) => !ordered.includes(key));
  const [image, ...images] = [...ordered, ...rest].map((key) => byKey.get(key)!);
  // No photo left: `image` is there as undefined, so the version drops the place's old one.
  return { image, images };
}

/** decision 091: a declined change's uploads: their rows go; resolves with their ids (their files go after). */
export async function deletePhotosOfChange(trx: Db, changeId: string): Promise<string[]> {
  const ids = (await photosOfChange(trx, changeId)).map((row) => row.id);
  if (ids.length > 0) await trx.deleteFrom("photo").where("owner_change_id", "=", changeId).execute();
  return ids;
}
