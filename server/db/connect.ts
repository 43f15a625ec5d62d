/**
 * Opens the database (decision 027): PostgreSQL when `databaseUrl` is set (node-postgres pool), else
 * SQLite in `dataDir/discover-columbus.db` (libsql: SQLite with a better-sqlite3 API, its binary
 * installed from the npm registry, nothing compiled). One Kysely instance, one query API for both.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import type { Database } from "./schema";

export type Engine = "sqlite" | "postgres";

export interface OpenDatabase {
  db: Kysely<Database>;
  engine: Engine;
  /** The SQLite file (absent on PostgreSQL). */
  file?: string;
}

/** The SQLite file's name inside DATA_DIR. */
export const sqliteFileName = "discover-columbus.db";

/**
 * SQLite: WAL (readers never wait for the writer), `synchronous = FULL` (a commit is on disk before
 * the server answers "saved", product §16.3), a 5 s busy timeout, foreign keys on.
 */
async function openSqlite(dataDir: string): Promise<OpenDatabase> {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, sqliteFileName);
  const { default: SqliteDatabase } = await import("libsql");
  const database = new SqliteDatabase(file);
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = FULL");
  database.pragma("busy_timeout = 5000");
  database.pragma("foreign_keys = ON");
  // libsql's typings do not declare better-sqlite3's interface, which it implements.
  const dialect = new SqliteDialect({
    database: database as unknown as ConstructorParameters<typeof SqliteDialect>[0]["database"],
  });
  return { db: new Kysely<Database>({ dialect }), engine: "sqlite", file };
}

async function openPostgres(databaseUrl: string): Promise<OpenDatabase> {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
  // A dropped connection in the idle pool must not end the process; the next query reports it.
  pool.on("error", (error) => console.error(`database: ${error.message}`));
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), engine: "postgres" };
}

/** Opens PostgreSQL at `databaseUrl` when given, else SQLite in `dataDir`. Does not migrate (migrations.ts). */
export function openDatabase({
  databaseUrl,
  dataDir,
}: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<OpenDatabase> {
  return databaseUrl ? openPostgres(databaseUrl) : openSqlite(dataDir);
}
