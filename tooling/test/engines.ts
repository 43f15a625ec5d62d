/**
 * Both engines for a test file (decision 027: every test of storage and of the HTTP handlers runs on
 * SQLite and on PostgreSQL): `describe.each(engines())`. Each `open()` gives a fresh, migrated database:
 * a SQLite file in a new temporary folder, or a new database on the run's PostgreSQL cluster. The folders are made
 * in the run's own temporary folder (global-setup.ts), which is removed when the run ends.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import path from "node:path";
import { Kysely, sql } from "kysely";
import { inject } from "vitest";
import { openDatabase, type Engine } from "../../server/db/connect";
import { migrateToLatest } from "../../server/db/migrations";
import type { Database } from "../../server/db/schema";

export interface TestEngine {
  engine: Engine;
  /** A fresh migrated database; close it with `db.destroy()`. */
  open: () => Promise<{ db: Kysely<Database>; dataDir: string }>;
  /** A fresh, empty, unmigrated place for a server process: its DATA_DIR, and on PostgreSQL its DATABASE_URL. */
  fresh: () => Promise<{ dataDir: string; databaseUrl?: string }>;
}

/** A new empty database on the cluster at `adminUrl`, and its URL. */
export async function createPostgresDatabase(adminUrl: string): Promise<string> {
  const name = `t_${randomBytes(6).toString("hex")}`;
  const { db } = await openDatabase({ databaseUrl: adminUrl, dataDir: "" });
  try {
    await sql.raw(`create database ${name}`).execute(db);
  } finally {
    await db.destroy();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The engines this run has: SQLite always, PostgreSQL when the global set-up started it. */
export function engines(): TestEngine[] {
  const postgresUrl = inject("postgresUrl");
  const testTmp = inject("testTmp");
  const sqlite: TestEngine = {
    engine: "sqlite",
    async open() {
      const dataDir = mkdtempSync(path.join(testTmp, "sqlite-"));
      const { db } = await openDatabase({ dataDir });
      await migrateToLatest(db as never);
      return { db, dataDir };
    },
    fresh: async () => ({ dataDir: mkdtempSync(path.join(testTmp, "sqlite-")) }),
  };
  if (!postgresUrl) return [sqlite];
  const postgres: TestEngine = {
    engine: "postgres",
    async open() {
      const dataDir = mkdtempSync(path.join(testTmp, "pg-"));
      const { db } = await openDatabase({ databaseUrl: await createPostgresDatabase(postgresUrl), dataDir });
      await migrateToLatest(db as never);
      return { db, dataDir };
    },
    fresh: async () => ({
      dataDir: mkdtempSync(path.join(testTmp, "pg-")),
      databaseUrl: await createPostgresDatabase(postgresUrl),
    }),
  };
  return [sqlite, postgres];
}
