/**
 * Photos people send, in the database (decision 039): an upload is stored with its files and no
 * submission; the listing or correction form's post attaches it with the sender's credit and grant;
 * an editor approves (with what it shows) or declines each one on its own.
 */
import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database, PhotoRow, PhotoStatus } from "../db/schema";
import { extensionOf, type ProcessedPhoto } from "../photos/images";
import type { PhotoStorage } from "../photos/storage";
import { countHit, LimitExceeded, type Limit } from "./rate-limits";

/** A new photo id: 16 random bytes, base64url (22 characters), never guessable from another. */
export const newPhotoId = () => randomBytes(16).toString("base64url");

/** The storage key of one file of a photo. */
export const photoKey = (id: string, width: number, format: keyof typeof extensionOf) =>
  `${id}/${width}.${extensionOf[format]}`;

/**
 * decision 039: keeps an upload: counts it against the client's limit (throws {@link LimitExceeded},
 * storing nothing) and commits its row, then writes its files (synced) before answering. Files come after the
 * row so that the hourly prune, which deletes files without a row, can never take an upload's files between
 * their writing and its commit. If a file cannot be written the row and any files go again; after a crash
 * between the two the row, never answered, is an unsent upload the prune deletes after a day.
 */
export async function saveUpload(
  db: Kysely<Database>,
  storage: PhotoStorage,
  photo: ProcessedPhoto,
  input: { limit: Limit; client: string; now: Date },
): Promise<{ id: string; width: number; height: number }> {
  const id = newPhotoId();
  await db.transaction().execute(async (trx) => {
    const outcome = await countHit(trx, input.limit, input.client, input.now);
    if (!outcome.allowed) throw new LimitExceeded(outcome.retryAfterSeconds);
    await trx
      .insertInto("photo")
      .values({
        id,
        submission_id: null,
        credit: null,
        granted_at: null,
        width: photo.width,
        height: photo.height,
        widths: JSON.stringify(photo.widths),
        status: "pending",
        alt: null,
        decided_at: null,
        decided_by: null,
        created_at: input.now.toISOString(),
      })
      .execute();
  });
  try {
    for (const variant of photo.variants) await storage.put(photoKey(id, variant.width, variant.format), variant.bytes);
  } catch (error) {
    await db.deleteFrom("photo").where("id", "=", id).execute();
    await storage.deletePhoto(id);
    throw error;
  }
  return { id, width: photo.width, height: photo.height };
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
