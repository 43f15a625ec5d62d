/**
 * Both engines for a test file (decision 027: every test of storage and of the HTTP handlers runs on
 * SQLite and on PostgreSQL): `describe.each(engines())`. Each `open()` gives a fresh, migrated database:
 * a SQLite file in a new temporary folder, or a new database on the run's PostgreSQL cluster, each a copy of the
 * database the run's set-up migrated once ({@link migratedTemplates}). The folders are made in the run's own
 * temporary folder (global-setup.ts), which is removed when the run ends.
 */
import { randomBytes } from "node:crypto";
import { copyFileSync, mkdtempSync } from "node:fs";
import path from "node:path";
import { Kysely, sql } from "kysely";
import { inject } from "vitest";
import { openDatabase, sqliteFileName, type Engine } from "../../server/db/connect";
import { migrateToLatest } from "../../server/db/migrations";
import type { Database } from "../../server/db/schema";

export interface TestEngine {
  engine: Engine;
  /** A fresh migrated database; close it with `db.destroy()`. */
  open: () => Promise<{ db: Kysely<Database>; dataDir: string }>;
  /** A fresh, empty, unmigrated place for a server process: its DATA_DIR, and on PostgreSQL its DATABASE_URL. */
  fresh: () => Promise<{ dataDir: string; databaseUrl?: string }>;
}

/**
 * A new database on the cluster at `adminUrl`, and its URL: empty, or a copy of the database `template` (which
 * nobody may be connected to).
 */
export async function createPostgresDatabase(adminUrl: string, template?: string): Promise<string> {
  const name = `t_${randomBytes(6).toString("hex")}`;
  const { db } = await openDatabase({ databaseUrl: adminUrl, dataDir: "" });
  try {
    await sql.raw(`create database ${name}${template ? ` template ${template}` : ""}`).execute(db);
  } finally {
    await db.destroy();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The migrated databases a run's fresh ones are copied from: a SQLite file, and a PostgreSQL database's name. */
export interface Templates {
  sqliteFile: string;
  postgresDatabase: string | null;
}

/**
 * Migrates a database of each engine once for the run (global-setup.ts): a SQLite file in `testTmp`, and on the
 * cluster at `postgresUrl` (when there is one) a database each test's is then created from. A migration took about
 * 260 ms on SQLite (a commit is synced to disk) and 160 ms on PostgreSQL; a copy, a few ms on SQLite and the
 * database's creation on PostgreSQL.
 */
export async function migratedTemplates(testTmp: string, postgresUrl: string | null): Promise<Templates> {
  const dataDir = mkdtempSync(path.join(testTmp, "template-"));
  const sqlite = await openDatabase({ dataDir });
  try {
    await migrateToLatest(sqlite.db as never);
    // The whole database in its file, none of it left in the write-ahead log, so the file alone is a copy of it.
    await sql`pragma wal_checkpoint(truncate)`.execute(sqlite.db);
  } finally {
    await sqlite.db.destroy();
  }
  let postgresDatabase: string | null = null;
  if (postgresUrl) {
    const url = await createPostgresDatabase(postgresUrl);
    const { db } = await openDatabase({ databaseUrl: url, dataDir: "" });
    try {
      await migrateToLatest(db as never);
    } finally {
      await db.destroy();
    }
    postgresDatabase = new URL(url).pathname.slice(1);
  }
  return { sqliteFile: path.join(dataDir, sqliteFileName), postgresDatabase };
}

/** The engines this run has: SQLite always, PostgreSQL when the global set-up started it. */
export function engines(): TestEngine[] {
  const postgresUrl = inject("postgresUrl");
  const testTmp = inject("testTmp");
  const templates = inject("templates");
  const sqlite: TestEngine = {
    engine: "sqlite",
    async open() {
      const dataDir = mkdtempSync(path.join(testTmp, "sqlite-"));
      copyFileSync(templates.sqliteFile, path.join(dataDir, sqliteFileName));
      const { db } = await openDatabase({ dataDir });
      return { db, dataDir };
    },
    fresh: async () => ({ dataDir: mkdtempSync(path.join(testTmp, "sqlite-")) }),
  };
  if (!postgresUrl) return [sqlite];
  const postgres: TestEngine = {
    engine: "postgres",
    async open() {
      const dataDir = mkdtempSync(path.join(testTmp, "pg-"));
      const databaseUrl = await createPostgresDatabase(postgresUrl, templates.postgresDatabase ?? undefined);
      const { db } = await openDatabase({ databaseUrl, dataDir });
      return { db, dataDir };
    },
    fresh: async () => ({
      dataDir: mkdtempSync(path.join(testTmp, "pg-")),
      databaseUrl: await createPostgresDatabase(postgresUrl),
    }),
  };
  return [sqlite, postgres];
}
