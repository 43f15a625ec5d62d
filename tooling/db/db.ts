/**
 * The database's chores (README "The server"; decision 027), on the database `npm start` uses
 * (DATABASE_URL, else SQLite in DATA_DIR):
 * - `npm run db:migrate`: applies the migrations not applied yet (a release step on PostgreSQL, run
 *   before the new servers start; `npm start` also migrates when it starts);
 * - `npm run db:backup`: a consistent copy of the SQLite database (`VACUUM INTO`, safe while the server
 *   runs) in DATA_DIR/backups/, keeping the newest BACKUPS_KEPT (default 7); on PostgreSQL it says to use pg_dump;
 * - `npm run db:prune`: deletes what the privacy page says is no longer kept (every server also does
 *   this hourly; product §16.6);
 * - `DATABASE_URL=postgresql://... npm run db:copy`: copies the SQLite database in DATA_DIR into that
 *   PostgreSQL database, which must be empty (README "From SQLite to PostgreSQL").
 * Exits 1 with the error's message when the database cannot be reached.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { readConfig } from "../../server/config";
import { openDatabase } from "../../server/db/connect";
import { copyDatabase } from "../../server/db/copy";
import { migrateToLatest } from "../../server/db/migrations";
import { fileStorage, photoStorage } from "../../server/photos/storage";
import { prune } from "../../server/store/retention";
import { backUpSqlite } from "./backups";

const command = process.argv[2];
const config = readConfig();
const { db, engine, file } = await openDatabase(config);
const where = engine === "postgres" ? "PostgreSQL (DATABASE_URL)" : path.relative(process.cwd(), file ?? "");

try {
  switch (command) {
    case "migrate": {
      const applied = await migrateToLatest(db as never);
      console.log(applied.length ? `${where}: applied ${applied.join(", ")}` : `${where}: already up to date`);
      break;
    }
    case "backup": {
      if (engine === "postgres") {
        console.log(
          'PostgreSQL: back it up with pg_dump, e.g. pg_dump --format=custom --file=discover-columbus.dump "$DATABASE_URL" (README).',
        );
        break;
      }
      const { file: target, deleted } = await backUpSqlite(
        db as never,
        path.join(config.dataDir, "backups"),
        config.backupsKept,
      );
      console.log(
        `${where}: copied to ${path.relative(process.cwd(), target)}${deleted.length ? `; deleted the ${deleted.length} oldest (BACKUPS_KEPT=${config.backupsKept})` : ""}`,
      );
      break;
    }
    case "prune": {
      const report = await prune(
        db,
        new Date(),
        path.join(config.dataDir, "outbox"),
        photoStorage(engine, db, config.dataDir),
      );
      console.log(
        `${where}: deleted ${Object.entries(report)
          .map(([what, count]) => `${count} ${what}`)
          .join(", ")}`,
      );
      break;
    }
    case "copy": {
      if (engine !== "postgres")
        throw new Error(
          "set DATABASE_URL to the PostgreSQL database to copy into (the SQLite database in DATA_DIR is the source)",
        );
      const source = await openDatabase({ dataDir: config.dataDir });
      try {
        const copied = await copyDatabase(source.db, db);
        // decision 078: on PostgreSQL the photos' files are in the database, so the uploads on this disk go there.
        const uploads = fileStorage(path.join(config.dataDir, "uploads"));
        const target = photoStorage(engine, db, config.dataDir);
        let files = 0;
        for (const id of await uploads.listPhotos())
          for (const name of await readdir(path.join(config.dataDir, "uploads", id))) {
            const bytes = await uploads.get(`${id}/${name}`);
            if (!bytes) continue; // not a photo's file (a partial write)
            await target.put(`${id}/${name}`, bytes);
            files++;
          }
        copied.photo_file = files;
        console.log(
          `${path.relative(process.cwd(), source.file ?? "")} -> ${where}: ${Object.entries(copied)
            .map(([table, count]) => `${count} ${table}`)
            .join(", ")}`,
        );
      } finally {
        await source.db.destroy();
      }
      break;
    }
    default:
      console.error("usage: npm run db:migrate | db:backup | db:prune | db:copy");
      process.exitCode = 2;
  }
} catch (error) {
  console.error(`${where}: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
