/**
 * Opens the database (decision 027): PostgreSQL when `databaseUrl` is set (node-postgres pool), else
 * SQLite in `dataDir/discover-columbus.db` (libsql, its binary installed from the npm registry, nothing
 * compiled, run in worker threads: decision 045). One Kysely instance, one query API for both.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect } from "kysely";
import type { Database } from "./schema";
import { SqliteWorkerDialect } from "./sqlite-driver";
import { sendsTogether } from "./together";

export type Engine = "sqlite" | "postgres";

export interface OpenDatabase {
  db: Kysely<Database>;
  engine: Engine;
  /** The SQLite file (absent on PostgreSQL). */
  file?: string;
}

/** The SQLite file's name inside DATA_DIR. */
export const sqliteFileName = "discover-columbus.db";

/** How long a write waits for another process's write lock before it is refused (decision 045). */
export const defaultLockWaitMs = 30_000;

/**
 * SQLite (decision 045): libsql in worker threads (sqlite-driver.ts), WAL (readers never wait for the writer),
 * `synchronous = FULL` (a commit is on disk before the server answers "saved", product §16.3), transactions begun
 * immediate and sharing commits, a 5 s busy timeout retried for `lockWaitMs` in all, foreign keys on.
 */
async function openSqlite(dataDir: string, tuning: DatabaseTuning): Promise<OpenDatabase> {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, sqliteFileName);
  const dialect = new SqliteWorkerDialect({
    file,
    busyTimeoutMs: tuning.busyTimeoutMs ?? 5000,
    lockWaitMs: tuning.lockWaitMs ?? defaultLockWaitMs,
  });
  return { db: new Kysely<Database>({ dialect }), engine: "sqlite", file };
}

/**
 * PostgreSQL: a pool of 10 connections. A request waits for one of them as long as a SQLite write waits for the lock
 * (`lockWaitMs`): another process holding locks keeps requests waiting, never refused, while the database answers.
 */
async function openPostgres(databaseUrl: string, tuning: DatabaseTuning): Promise<OpenDatabase> {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: tuning.lockWaitMs ?? defaultLockWaitMs,
    // Statements run together (together.ts) go out at once, not each after the last one's answer.
    pipeline: true,
  } as ConstructorParameters<typeof pg.Pool>[0]);
  // Statements run together (together.ts) leave in one write.
  pool.on("connect", (client) => sendsTogether(client));
  // A dropped connection in the idle pool must not end the process; the next query reports it.
  pool.on("error", (error) => console.error(`database: ${error.message}`));
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), engine: "postgres" };
}

/** How long the database is waited for; tests shorten it. */
export interface DatabaseTuning {
  /** SQLite's busy timeout for one try at the write lock, in ms (default 5,000). */
  busyTimeoutMs?: number;
  /** How long a write waits in all for the lock (SQLite) or a connection (PostgreSQL), in ms (default 30,000). */
  lockWaitMs?: number;
}

/**
 * Opens PostgreSQL at `databaseUrl` when given, else SQLite in `dataDir`. Does not migrate (migrations.ts).
 * Nothing is connected until the first query (SQLite: its worker threads start then).
 */
export function openDatabase({
  databaseUrl,
  dataDir,
  ...tuning
}: {
  databaseUrl?: string;
  dataDir: string;
} & DatabaseTuning): Promise<OpenDatabase> {
  return databaseUrl ? openPostgres(databaseUrl, tuning) : openSqlite(dataDir, tuning);
}
