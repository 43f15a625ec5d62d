/**
 * Photos people send, in the database (decision 039): an upload is stored with its files and no
 * submission; the listing or correction form's post attaches it with the sender's credit and grant;
 * an editor approves (with what it shows) or declines each one on its own.
 */
import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database, PhotoRow, PhotoStatus } from "../db/schema";
import { extensionOf, makeVariants, type PreparedPhoto } from "../photos/images";
import type { PhotoStorage } from "../photos/storage";

/** A new photo id: 16 random bytes, base64url (22 characters), never guessable from another. */
export const newPhotoId = () => randomBytes(16).toString("base64url");

/** The storage key of one file of a photo. */
export const photoKey = (id: string, width: number, format: keyof typeof extensionOf) =>
  `${id}/${width}.${extensionOf[format]}`;

/** The storage key of a photo's prepared master (decision 049), deleted once its widths are made. */
export const masterKey = (id: string) => `${id}/master.png`;

/** True once a photo's widths are made (decision 049); until then the desk shows it as being prepared. */
export const isPhotoReady = (photo: Pick<PhotoRow, "widths">) => (JSON.parse(photo.widths) as number[]).length > 0;

/**
 * decision 039, 049: keeps an upload as prepared (its per-client limit was counted before): commits its row, with
 * no widths yet, then writes its master (synced) before answering. The file comes after the row so that the hourly
 * prune, which deletes files without a row, can never take it between its writing and the commit. If the file
 * cannot be written the row and any file go again. {@link finishUpload} makes the widths later.
 */
export async function storeUpload(
  db: Kysely<Database>,
  storage: PhotoStorage,
  photo: PreparedPhoto,
  now: Date,
): Promise<{ id: string; width: number; height: number }> {
  const id = newPhotoId();
  await db
    .insertInto("photo")
    .values({
      id,
      submission_id: null,
      credit: null,
      granted_at: null,
      width: photo.width,
      height: photo.height,
      widths: "[]",
      status: "pending",
      alt: null,
      decided_at: null,
      decided_by: null,
      created_at: now.toISOString(),
    })
    .execute();
  try {
    await storage.put(masterKey(id), photo.master);
  } catch (error) {
    await db.deleteFrom("photo").where("id", "=", id).execute();
    await storage.deletePhoto(id);
    throw error;
  }
  return { id, width: photo.width, height: photo.height };
}

/**
 * decision 049: makes an upload's widths and formats from its master, writes them (synced), records the widths and
 * deletes the master. Resolves false when there is nothing to do (no such photo, or already done, or no master).
 */
export async function finishUpload(db: Kysely<Database>, storage: PhotoStorage, id: string): Promise<boolean> {
  const photo = await findPhoto(db, id);
  if (!photo || isPhotoReady(photo)) return false;
  const master = await storage.get(masterKey(id));
  if (!master) return false;
  const { widths, variants } = await makeVariants(Buffer.from(master));
  for (const variant of variants) await storage.put(photoKey(id, variant.width, variant.format), variant.bytes);
  await db
    .updateTable("photo")
    .set({ widths: JSON.stringify(widths) })
    .where("id", "=", id)
    .execute();
  await storage.remove(masterKey(id));
  return true;
}

/** decision 049: the photos whose widths are not made yet (a server that stopped before it made them). */
export async function unfinishedUploads(db: Kysely<Database>): Promise<string[]> {
  return (await db.selectFrom("photo").select("id").where("widths", "=", "[]").execute()).map((row) => row.id);
}

/** Thrown when a post names a photo that is not (or no longer) an unattached upload. */
export class PhotoNotFound extends Error {}

/**
 * decision 039: attaches uploads to the submission just stored, in its transaction, with the sender's
 * credit and the time of the grant. Throws {@link PhotoNotFound} when one is unknown or already sent.
 */
export async function attachPhotos(
  trx: Transaction<Database>,
  submissionId: string,
  photos: { ids: readonly string[]; credit: string },
  now: Date,
): Promise<void> {
  if (photos.ids.length === 0) return;
  const result = await trx
    .updateTable("photo")
    .set({ submission_id: submissionId, credit: photos.credit, granted_at: now.toISOString() })
    .where("id", "in", [...photos.ids])
    .where("submission_id", "is", null)
    .executeTakeFirstOrThrow();
  if (Number(result.numUpdatedRows) !== new Set(photos.ids).size)
    throw new PhotoNotFound("A photo was not found: it may have been sent already or kept too long. Add it again.");
}

/** The photos sent with a submission, in the order they were uploaded. */
export async function photosOf(db: Kysely<Database>, submissionId: string): Promise<PhotoRow[]> {
  return db
    .selectFrom("photo")
    .selectAll()
    .where("submission_id", "=", submissionId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/** One photo by id, or undefined. */
export async function findPhoto(db: Kysely<Database>, id: string): Promise<PhotoRow | undefined> {
  return db.selectFrom("photo").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * decision 039, product §17.2: an editor approves (with what it shows, for its alt text) or declines
 * one photo of a submission; each photo on its own. Returns false when there is no such attached photo.
 */
export async function decidePhoto(
  db: Kysely<Database>,
  id: string,
  decision: { status: Exclude<PhotoStatus, "pending">; alt: string | null; editor: string },
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable("photo")
    .set({
      status: decision.status,
      alt: decision.status === "approved" ? decision.alt : null,
      decided_at: now.toISOString(),
      decided_by: decision.editor,
    })
    .where("id", "=", id)
    .where("submission_id", "is not", null)
    .executeTakeFirstOrThrow();
  return Number(result.numUpdatedRows) === 1;
}
