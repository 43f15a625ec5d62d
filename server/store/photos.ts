/**
 * Photos people send, in the database (decision 039): an upload is stored with its files and no
 * submission; the listing or correction form's post attaches it with the sender's credit and grant;
 * an editor approves (with what it shows) or declines each one on its own. The `photo` table's queries only: the
 * files, and the work that makes them, are server/photos/'s (uploads.ts).
 */
import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database, PhotoRow, PhotoStatus } from "../db/schema";

/** A new photo id: 16 random bytes, base64url (22 characters), never guessable from another. */
export const newPhotoId = () => randomBytes(16).toString("base64url");

/** True once a photo's widths are made (decision 049); until then the desk shows it as being prepared. */
export const isPhotoReady = (photo: Pick<PhotoRow, "widths">) => (JSON.parse(photo.widths) as number[]).length > 0;

/** decision 039: a new upload's row: no submission, no widths yet (server/photos/uploads.ts writes its files). */
export async function insertUpload(
  db: Kysely<Database>,
  upload: { id: string; width: number; height: number },
  now: Date,
): Promise<void> {
  await db
    .insertInto("photo")
    .values({
      id: upload.id,
      submission_id: null,
      credit: null,
      granted_at: null,
      width: upload.width,
      height: upload.height,
      widths: "[]",
      status: "pending",
      alt: null,
      decided_at: null,
      decided_by: null,
      created_at: now.toISOString(),
    })
    .execute();
}

/** Deletes an upload's row (its files could not be written). */
export async function deleteUpload(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom("photo").where("id", "=", id).execute();
}

/** decision 049: records the widths made of an upload (its files are written). */
export async function setPhotoWidths(db: Kysely<Database>, id: string, widths: readonly number[]): Promise<void> {
  await db
    .updateTable("photo")
    .set({ widths: JSON.stringify(widths) })
    .where("id", "=", id)
    .execute();
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
