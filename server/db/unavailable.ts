/**
 * Which failures mean that the database cannot be reached now (product §16.3: answered 503 "Nothing was saved,
 * please try again in a moment"), as opposed to a fault of the request or of the server's code (500): decision 047.
 */

/** SQLite's codes for a database that is there but cannot be written now, or not at all (sqlite-driver.ts). */
const sqliteUnavailable = /^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR|FULL|READONLY|PROTOCOL|NOTADB|CORRUPT)/;

/**
 * PostgreSQL's SQLSTATE classes and codes for a server that cannot take the work now: connection exceptions (08),
 * insufficient resources (53), operator intervention (57: shutting down, cannot connect now), system errors (58).
 */
const postgresUnavailable = /^(08|53|57|58)/;

/** Node's and node-postgres's errors for a connection that cannot be made or was lost. */
const connectionCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "EAI_AGAIN",
]);
const connectionMessages =
  /timeout exceeded when trying to connect|Connection terminated|connection (is )?closed|Client has encountered a connection error|driver has already been destroyed|database's worker thread stopped/i;

/**
 * True when `error` says the database cannot be reached or cannot take a write now: a connection refused, lost or
 * timed out, a pool with no free connection in time, a lock not had within its wait (SQLite), a disk full or failing,
 * a server shutting down. Anything else (a constraint, a value the database refuses, a bug) is false: the request
 * failed for a reason that trying again will not mend.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = String((error as { code?: unknown }).code ?? "");
  if (sqliteUnavailable.test(code) || connectionCodes.has(code)) return true;
  if (/^[0-9A-Z]{5}$/.test(code) && postgresUnavailable.test(code)) return true;
  if (connectionMessages.test(error.message)) return true;
  return error.cause !== undefined && error.cause !== error && isDatabaseUnavailable(error.cause);
}
