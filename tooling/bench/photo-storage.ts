/**
 * Decision 078: what a photo costs where it is kept. One generated photo (noise from a fixed seed, blurred to a
 * photo's detail, 1800 x 1200, so every run measures the same bytes) is prepared as an upload is (its master), its
 * widths are made, and each file is stored on the disk (`fileStorage`, SQLite's) and in PostgreSQL (`databaseStorage`,
 * on a cluster of its own with fsync on, as production runs it). Prints the bytes per photo (the files, the table
 * with its TOAST and index, and the copy a publishing run keeps of the published files, base64 in publish_file),
 * the time to store (the master, in the upload's request; the 12 widths, in the background) and the time to read
 * one file (the desk's 720 px JPEG) the first time after a new connection and then (median of 50).
 * Run: `npx tsx tooling/bench/photo-storage.ts` (PHOTOS=5 photos by default).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { openDatabase } from "../../server/db/connect";
import { migrateToLatest } from "../../server/db/migrations";
import { extensionOf, makeVariants, preparePhoto } from "../../server/photos/images";
import { databaseStorage, fileStorage, type PhotoStorage } from "../../server/photos/storage";
import { startTestPostgres } from "../test/postgres";
import { generatedPhoto } from "./generated-photo";

const photos = Number(process.env.PHOTOS ?? 5);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (since: number) => performance.now() - since;

const source = await generatedPhoto();
const prepared = await preparePhoto(source);
const { variants } = await makeVariants(prepared.master);
const files = variants.map((variant) => ({
  name: `${variant.width}.${extensionOf[variant.format]}`,
  bytes: variant.bytes,
}));
const fileBytes = files.reduce((sum, file) => sum + file.bytes.length, 0);
const base64Bytes = files.reduce((sum, file) => sum + Math.ceil(file.bytes.length / 3) * 4, 0);
console.log(
  `photo: ${(source.length / 1024).toFixed(0)} KB JPEG sent, master ${(prepared.master.length / 1024).toFixed(0)} KB PNG, ` +
    `${files.length} files of ${(fileBytes / 1024).toFixed(0)} KB (720 px JPEG ${(files.find((file) => file.name === "720.jpg")!.bytes.length / 1024).toFixed(0)} KB)`,
);
console.log(
  `publish_file keeps the published files again as base64 text: ${(base64Bytes / 1024).toFixed(0)} KB a photo`,
);

/** Stores `photos` photos (their master, then their widths) and reads the desk's file back; prints the figures. */
async function measure(name: string, open: () => Promise<{ storage: PhotoStorage; close: () => Promise<void> }>) {
  const master: number[] = [];
  const widths: number[] = [];
  const first: number[] = [];
  const later: number[] = [];
  let { storage, close } = await open();
  const ids: string[] = [];
  for (let n = 0; n < photos; n++) {
    const id = `BenchPhoto${String(n).padStart(12, "0")}`;
    ids.push(id);
    let start = performance.now();
    await storage.put(`${id}/master.png`, prepared.master);
    master.push(ms(start));
    start = performance.now();
    for (const file of files) await storage.put(`${id}/${file.name}`, file.bytes);
    await storage.remove(`${id}/master.png`);
    widths.push(ms(start));
  }
  for (const id of ids) {
    // A new connection (a server that did not store it), then the same file again.
    await close();
    ({ storage, close } = await open());
    let start = performance.now();
    await storage.get(`${id}/720.jpg`);
    first.push(ms(start));
    for (let n = 0; n < 50 / photos; n++) {
      start = performance.now();
      await storage.get(`${id}/720.jpg`);
      later.push(ms(start));
    }
  }
  console.log(
    `${name}: store the master ${median(master).toFixed(1)} ms, the 12 widths ${median(widths).toFixed(1)} ms; ` +
      `read the 720 px JPEG first ${median(first).toFixed(2)} ms, later ${median(later).toFixed(2)} ms (medians of ${photos} and ${later.length})`,
  );
  await close();
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "dc-bench-photos-"));
try {
  await measure("disk (fileStorage, synced)", async () => ({
    storage: fileStorage(path.join(dataDir, "uploads")),
    close: async () => {},
  }));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const postgres = await startTestPostgres({ durable: true });
if (!postgres) throw new Error("PostgreSQL is not installed");
try {
  await measure("PostgreSQL (databaseStorage, fsync on)", async () => {
    const { db } = await openDatabase({ dataDir: os.tmpdir(), databaseUrl: postgres.url });
    await migrateToLatest(db as never);
    return { storage: databaseStorage(db), close: () => db.destroy() };
  });
  const { db } = await openDatabase({ dataDir: os.tmpdir(), databaseUrl: postgres.url });
  const size = async () =>
    Number(
      (await sql<{ total: string }>`select pg_total_relation_size('photo_file') as total`.execute(db)).rows[0]!.total,
    );
  const withMasters = await size();
  // The masters' rows are deleted once the widths are made; autovacuum gives their space back to later photos.
  await sql`vacuum full photo_file`.execute(db);
  console.log(
    `PostgreSQL: photo_file ${(withMasters / 1024).toFixed(0)} KB before a vacuum (the deleted masters' rows), after:`,
  );
  const { rows } = await sql<{ total: string; rows: string }>`
    select pg_total_relation_size('photo_file') as total, (select count(distinct photo_id) from photo_file) as rows`.execute(
    db,
  );
  const total = Number(rows[0]!.total);
  console.log(
    `PostgreSQL: photo_file with its TOAST and index ${(total / 1024).toFixed(0)} KB for ${rows[0]!.rows} photos: ` +
      `${(total / Number(rows[0]!.rows) / 1024).toFixed(0)} KB a photo (its files: ${(fileBytes / 1024).toFixed(0)} KB)`,
  );
  await db.destroy();
} finally {
  postgres.stop();
}
