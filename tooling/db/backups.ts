/**
 * `npm run db:backup` on SQLite (docs/server.md): a consistent copy of the database in DATA_DIR/backups/ (`VACUUM
 * INTO`, safe while the server runs), then only the newest `keep` copies stay (BACKUPS_KEPT, default 7).
 */
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { sql, type Kysely } from "kysely";

/** A backup's file name: `discover-columbus-<ISO time with - for : and .>.db`, so names sort as times do. */
const backupName = /^discover-columbus-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.db$/;

/**
 * Copies the SQLite database `db` into `dir` as of `now`, then deletes the oldest copies beyond `keep` (files of
 * another name are left alone). Resolves with the new copy's path and the deleted ones'.
 */
export async function backUpSqlite(
  db: Kysely<unknown>,
  dir: string,
  keep: number,
  now = new Date(),
): Promise<{ file: string; deleted: string[] }> {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `discover-columbus-${now.toISOString().replace(/[:.]/g, "-")}.db`);
  await sql`vacuum into ${file}`.execute(db);
  const copies = readdirSync(dir)
    .filter((name) => backupName.test(name))
    .sort();
  const deleted = copies.slice(0, Math.max(0, copies.length - Math.max(1, keep))).map((name) => path.join(dir, name));
  for (const old of deleted) rmSync(old, { force: true });
  return { file, deleted };
}
