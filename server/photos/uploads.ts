/**
 * An upload's files (decisions 039, 049): its master kept as it is stored, its widths and formats made later, each
 * under its storage key. The rows are the storage floor's (server/store/photos.ts).
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { deleteUpload, findPhoto, insertUpload, isPhotoReady, newPhotoId, setPhotoWidths } from "../store/photos";
import { extensionOf, makeVariants, type PreparedPhoto } from "./images";
import type { PhotoStorage } from "./storage";

/** The storage key of one file of a photo. */
export const photoKey = (id: string, width: number, format: keyof typeof extensionOf) =>
  `${id}/${width}.${extensionOf[format]}`;

/** The storage key of a photo's prepared master (decision 049), deleted once its widths are made. */
export const masterKey = (id: string) => `${id}/master.png`;

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
  await insertUpload(db, { id, width: photo.width, height: photo.height }, now);
  try {
    await storage.put(masterKey(id), photo.master);
  } catch (error) {
    await deleteUpload(db, id);
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
  await setPhotoWidths(db, id, widths);
  await storage.remove(masterKey(id));
  return true;
}
