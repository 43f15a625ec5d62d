/**
 * Where the files of uploaded photos live (decision 039), behind one small interface: on the disk (SQLite, one
 * server) or in the database where every server reads them (PostgreSQL, decision 078). Keys are
 * `<photo id>/<width>.<ext>` or `<photo id>/master.png`.
 */
import { mkdir, open, readdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import type { Engine } from "../db/connect";
import type { Database } from "../db/schema";

export interface PhotoStorage {
  /** Writes `bytes` under `key`, whole or not at all, and on disk (synced) when it resolves. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes under `key`, or null. */
  get(key: string): Promise<Uint8Array | null>;
  /** Deletes the file under `key`; nothing when there is none. */
  remove(key: string): Promise<void>;
  /** Deletes every file of a photo (its id); nothing when there is none. */
  deletePhoto(photoId: string): Promise<void>;
  /** The ids of every photo that has files. */
  listPhotos(): Promise<string[]>;
}

/** A photo id: 16 random bytes, base64url (22 characters). */
export const photoIdPattern = /^[A-Za-z0-9_-]{22}$/;
/** `<id>/<width>.<ext>`, or `<id>/master.png`: the prepared photo the widths are made from (decision 049). */
const keyPattern = /^[A-Za-z0-9_-]{22}\/(\d{1,5}\.(avif|webp|jpg)|master\.png)$/;

/**
 * decision 039: photos as files under `dir` (DATA_DIR/uploads), one folder per photo. Only keys of
 * the expected shape are read or written, so no key can reach outside the folder.
 */
export function fileStorage(dir: string): PhotoStorage {
  const fileOf = (key: string) => {
    if (!keyPattern.test(key)) throw new Error(`Not a photo file key: ${key}`);
    return path.join(dir, key);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.part`;
      // On disk before the upload is answered as saved (product §16: what is answered as saved survives a
      // crash): the bytes, then the rename, then the folder that names the file.
      const handle = await open(partial, "w");
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(partial, file);
      const folder = await open(path.dirname(file), "r");
      try {
        await folder.sync();
      } finally {
        await folder.close();
      }
    },
    async get(key) {
      if (!keyPattern.test(key)) return null;
      try {
        return await readFile(fileOf(key));
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    async deletePhoto(photoId) {
      if (!photoIdPattern.test(photoId)) return;
      await rm(path.join(dir, photoId), { recursive: true, force: true });
    },
    async listPhotos() {
      try {
        return (await readdir(dir)).filter((name) => photoIdPattern.test(name));
      } catch {
        return [];
      }
    },
  };
}

/**
 * decision 078: photos in the database's `photo_file` table (bytea on PostgreSQL, blob on SQLite), one row per
 * file, so every server of one database reads what any of them received. `put` resolves once its row is committed
 * (the database's own durability); writing a key again replaces its bytes. Keys of any other shape are refused as
 * by {@link fileStorage}.
 */
export function databaseStorage(db: Kysely<Database>, now: () => Date = () => new Date()): PhotoStorage {
  const split = (key: string) => {
    if (!keyPattern.test(key)) throw new Error(`Not a photo file key: ${key}`);
    const [photoId, name] = key.split("/") as [string, string];
    return { photoId, name };
  };
  return {
    async put(key, bytes) {
      const { photoId, name } = split(key);
      const row = { photo_id: photoId, name, bytes, size: bytes.byteLength, created_at: now().toISOString() };
      await db
        .insertInto("photo_file")
        .values(row)
        .onConflict((conflict) =>
          conflict.columns(["photo_id", "name"]).doUpdateSet({ bytes, size: row.size, created_at: row.created_at }),
        )
        .execute();
    },
    async get(key) {
      if (!keyPattern.test(key)) return null;
      const { photoId, name } = split(key);
      const row = await db
        .selectFrom("photo_file")
        .select("bytes")
        .where("photo_id", "=", photoId)
        .where("name", "=", name)
        .executeTakeFirst();
      return row ? Buffer.from(row.bytes) : null;
    },
    async remove(key) {
      const { photoId, name } = split(key);
      await db.deleteFrom("photo_file").where("photo_id", "=", photoId).where("name", "=", name).execute();
    },
    async deletePhoto(photoId) {
      if (!photoIdPattern.test(photoId)) return;
      await db.deleteFrom("photo_file").where("photo_id", "=", photoId).execute();
    },
    async listPhotos() {
      return (await db.selectFrom("photo_file").select("photo_id").distinct().execute()).map((row) => row.photo_id);
    },
  };
}

/**
 * decision 078: the guide's photo storage: in the database on PostgreSQL (several servers read one database), on the
 * disk under `DATA_DIR/uploads` on SQLite (one server).
 */
export function photoStorage(engine: Engine, db: Kysely<Database>, dataDir: string): PhotoStorage {
  return engine === "postgres" ? databaseStorage(db) : fileStorage(path.join(dataDir, "uploads"));
}
