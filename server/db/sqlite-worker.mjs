/**
 * One SQLite connection in a worker thread (decision 045): server/db/sqlite-driver.ts starts one writer and a few
 * readers of these, so that SQLite's synchronous calls (a statement, an fsync at commit, the wait for another
 * process's write lock) never stop the process's event loop, and static pages and other requests go on meanwhile.
 * Plain JavaScript because a worker thread starts without the TypeScript loader the rest of the server runs under.
 *
 * workerData: `{ file, role: "writer" | "reader", busyTimeoutMs, lockWaitMs }`.
 * Messages in: `[id, op, sql, parameters, before]`, op one of
 * - "query": a prepared (cached) statement: rows when it returns rows (a select, or a write with `returning`),
 *   else the number of changed rows and the last row id; `before`, when given, is run first with sqlite3_exec (a
 *   transaction's savepoint rides with its first statement: one message fewer);
 * - "batch": `parameters` a list of `[sql, parameters]`, each run as "query" is, in order, after `before`: a
 *   transaction's statements that need no answer between them, in one message (server/db/together.ts); the results
 *   in order, or the first statement's failure (those before it have run: the transaction's rollback undoes them);
 * - "exec": SQL run with sqlite3_exec (transaction control, savepoints): no statement is left behind;
 * - "begin": `begin immediate`, retried while another process holds the write lock, for at most lockWaitMs in all
 *   (each try waits up to busyTimeoutMs in SQLite's busy handler), then `sql` with sqlite3_exec;
 * - "close".
 * Messages out: `[id, true, result]`, or `[id, false, { message, code, inTransaction }]` (postMessage keeps an
 * Error's message but drops its `code`, so the error travels as a plain object).
 * libsql leaves a statement that failed with SQLITE_BUSY in progress until it is garbage collected, and then every
 * commit fails ("SQL statements in progress"): here transactions start with sqlite3_exec, and after a busy or
 * locked error outside a transaction the connection is opened anew, so a failure never outlives its request.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { parentPort, workerData } from "node:worker_threads";
import Database from "libsql";

/** @type {{ file: string; role: "writer" | "reader"; busyTimeoutMs: number; lockWaitMs: number }} */
const settings = workerData;
const port = parentPort;
if (!port) throw new Error("sqlite-worker.mjs runs in a worker thread");

const isBusy = (/** @type {unknown} */ error) =>
  /^SQLITE_(BUSY|LOCKED)/.test(String(/** @type {{ code?: unknown }} */ (error)?.code ?? ""));

/** Runs `work` again while it fails with a busy or locked error, for at most lockWaitMs in all. */
async function whileBusy(/** @type {() => unknown} */ work) {
  const started = Date.now();
  for (;;) {
    try {
      return work();
    } catch (error) {
      if (!isBusy(error) || Date.now() - started >= settings.lockWaitMs) throw error;
      await sleep(Math.min(50, settings.busyTimeoutMs));
    }
  }
}

/** Opens the connection: WAL, synchronous FULL (a commit is on disk before "saved"), foreign keys, the busy timeout. */
async function open() {
  const db = new Database(settings.file);
  db.exec(`pragma busy_timeout = ${Math.round(settings.busyTimeoutMs)}`);
  if (settings.role === "writer") {
    // Turning WAL on needs a moment alone with the file: two first starts at once take turns.
    await whileBusy(() => db.exec("pragma journal_mode = WAL"));
    db.exec("pragma synchronous = FULL");
    db.exec("pragma foreign_keys = ON");
  } else {
    db.exec("pragma query_only = ON");
  }
  return db;
}

let db = await open();
/** Prepared statements by SQL (Kysely compiles the same few hundred statements again and again). */
let statements = new Map();

function prepared(/** @type {string} */ sql) {
  let statement = statements.get(sql);
  if (!statement) {
    if (statements.size >= 500) statements = new Map();
    statement = db.prepare(sql);
    statements.set(sql, statement);
  }
  return statement;
}

function query(/** @type {string} */ sql, /** @type {unknown[]} */ parameters) {
  const statement = prepared(sql);
  if (statement.reader) return { rows: statement.all(parameters) };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { rows: [], changes, lastInsertRowid };
}

/** After a busy or locked error outside a transaction: a new connection, so no failed statement stays in progress. */
async function reopen() {
  statements = new Map();
  try {
    db.close();
  } catch {
    // already unusable: the new connection replaces it
  }
  db = await open();
}

/** Messages are handled one at a time, in order (an async step must not let the next one overtake it). */
let queue = Promise.resolve();
port.on("message", (/** @type {[number, string, string, any[], string?]} */ [id, op, sql, parameters, before]) => {
  queue = queue.then(async () => {
    try {
      let result = null;
      if (op === "query") {
        if (before) db.exec(before);
        result = query(sql, parameters);
      } else if (op === "batch") {
        if (before) db.exec(before);
        result = /** @type {[string, unknown[]][]} */ (parameters).map(([text, values]) => query(text, values));
      } else if (op === "exec") db.exec(sql);
      else if (op === "begin") {
        await whileBusy(() => db.exec("begin immediate"));
        if (sql) db.exec(sql);
      } else if (op === "close") db.close();
      else throw new Error(`sqlite-worker: unknown operation ${op}`);
      port.postMessage([id, true, result]);
    } catch (error) {
      const failure = /** @type {{ message?: unknown; code?: unknown }} */ (error);
      let inTransaction = false;
      try {
        inTransaction = db.inTransaction;
      } catch {
        // a closed connection is in no transaction
      }
      if ((op === "query" || op === "batch") && isBusy(error) && !inTransaction) await reopen().catch(() => undefined);
      port.postMessage([
        id,
        false,
        { message: String(failure?.message ?? error), code: String(failure?.code ?? "SQLITE_ERROR"), inTransaction },
      ]);
    }
  });
});
port.postMessage([0, true, null]);
