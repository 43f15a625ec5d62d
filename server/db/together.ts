/**
 * A transaction's statements that need no answer between them, run together (decision 059). On SQLite every
 * statement of a transaction is a message to the writer's thread and back, and the writer is held until the
 * transaction ends: a form's post (its rate-limit hit, the submission, its first event, its mail) was four such
 * round trips, each waiting for the event loop's next turn, while every other post waited for the writer. On
 * PostgreSQL each was a write to the database's socket and a wait for its answer. Sent together they are one
 * message to the writer, or one write to PostgreSQL (node-postgres's pipeline mode, the socket corked around them).
 */
import { CompiledQuery, SqliteAdapter, type Compilable, type Kysely, type QueryResult, type Transaction } from "kysely";
import type pg from "pg";
import type { Database } from "./schema";
import { batchQuery } from "./sqlite-driver";

/** The SQL text of a batch on PostgreSQL: its statements travel as its parameters, read by {@link sendsTogether}. */
const postgresBatchSql = "/* statements run together */";
/** The SQL text of a whole transaction on PostgreSQL ({@link executeWhole}), read by {@link sendsTogether}. */
const postgresWholeSql = "/* a whole transaction */";

/** Thrown inside {@link executeWhole}'s transaction to undo it when its `mustReturn` statement returned no row. */
class Undone extends Error {}

/**
 * Runs `queries` in order as a transaction of their own: the statements of a write that need no answer between them
 * (a form's post: its limit, its row, its history, its mail at the recipient's turn). On PostgreSQL they go in one
 * write to the socket, `begin`, the statements and `commit` pipelined: one round trip where a transaction took three.
 * On SQLite they are one message to the writer's thread inside the writer's shared transaction ({@link
 * executeTogether}; its group commit is kept: a commit of the writer's own, tried, shared fewer posts per fsync,
 * docs/performance.md). Resolves, once committed (on disk), with their results in order; or with null, nothing kept,
 * when statement `mustReturn` (an index) returned no row (a limit's hit not counted: over the limit); on PostgreSQL
 * that check costs a round trip more (it comes before the commit). Rejects with the first failing statement's error,
 * nothing kept.
 */
export async function executeWhole(
  db: Kysely<Database>,
  queries: readonly (Compilable | CompiledQuery)[],
  mustReturn?: number,
): Promise<QueryResult<unknown>[] | null> {
  const compiled = queries.map((query) => ("compile" in query ? query.compile() : query));
  if (mustReturn !== undefined || db.getExecutor().adapter instanceof SqliteAdapter)
    return db
      .transaction()
      .execute(async (trx) => {
        const results = await executeTogether(trx, compiled);
        if (mustReturn !== undefined && results[mustReturn]!.rows.length === 0) throw new Undone();
        return results;
      })
      .catch((error: unknown) => {
        if (error instanceof Undone) return null;
        throw error;
      });
  const { rows } = await db.executeQuery(
    CompiledQuery.raw(
      postgresWholeSql,
      compiled.map((query) => [query.sql, query.parameters]),
    ),
  );
  return rows as QueryResult<unknown>[];
}

/**
 * Runs `queries` in order in `trx` and resolves with their results in order (`rows`, `numAffectedRows` as Kysely
 * gives them). Rejects with the first failing statement's error; the statements before it have run, and the
 * transaction's rollback (Kysely's, when the error leaves its callback) undoes them.
 */
export async function executeTogether(
  trx: Transaction<Database>,
  queries: readonly (Compilable | CompiledQuery)[],
): Promise<QueryResult<unknown>[]> {
  const compiled = queries.map((query) => ("compile" in query ? query.compile() : query));
  const batch =
    trx.getExecutor().adapter instanceof SqliteAdapter
      ? batchQuery(compiled)
      : CompiledQuery.raw(
          postgresBatchSql,
          compiled.map((query) => [query.sql, query.parameters]),
        );
  const { rows } = await trx.executeQuery(batch);
  return rows as QueryResult<unknown>[];
}

/** Decision 100: the name of each statement text prepared on PostgreSQL's connections, the same on every one. */
const statementNames = new Map<string, string>();
/** Texts never prepared again: their prepared plan was refused after a change of the schema (decision 100). */
const unpreparable = new Set<string>();
/**
 * At most this many texts are prepared (each connection keeps a plan of each it ran): the server's statements are a few
 * hundred; a text built anew for each call (an `in` list of any length) is run unprepared past the limit.
 */
const maxPreparedStatements = 500;

/**
 * Decision 100: the name under which statement `sql` (with parameters) is prepared on a connection, or undefined
 * when it runs unprepared (past {@link maxPreparedStatements}, or refused once after a change of the schema).
 */
function statementName(sql: string): string | undefined {
  if (unpreparable.has(sql)) return undefined;
  let name = statementNames.get(sql);
  if (name === undefined && statementNames.size < maxPreparedStatements)
    statementNames.set(sql, (name = `dc_${statementNames.size + 1}`));
  return name;
}

/**
 * Teaches a pooled node-postgres client (in pipeline mode, connect.ts) two things:
 * - Decision 100: a statement with parameters is prepared, named by its text ({@link statementName}), so PostgreSQL
 *   parses and plans it once per connection, not at every run (a form's post cost PostgreSQL 0.58-0.62 ms of CPU
 *   unprepared, 0.37-0.40 prepared, docs/performance.md). A prepared plan PostgreSQL refuses because the schema changed
 *   under it (`cached plan must not change result type`, SQLSTATE 0A000: a migration by another server) fails that one
 *   statement, and its text runs unprepared from then on.
 * - The batches of {@link executeTogether} and {@link executeWhole}: their statements are written to the socket at
 *   once, corked into one write, and the answer's rows are their results in Kysely's shape.
 * Any other query (a cursor, one without parameters) goes through unchanged.
 */
export function sendsTogether(client: pg.PoolClient): void {
  const plain = client.query.bind(client) as (...args: unknown[]) => Promise<pg.QueryResult>;
  const query = (sql: string, values: unknown[]): Promise<pg.QueryResult> => {
    const name = values.length > 0 ? statementName(sql) : undefined;
    if (name === undefined) return plain(sql, values);
    return plain({ name, text: sql, values }).catch((error: unknown) => {
      if ((error as { code?: string }).code === "0A000") unpreparable.add(sql);
      throw error;
    });
  };
  const stream = (client as unknown as { connection: { stream: { cork(): void; uncork(): void } } }).connection.stream;
  client.query = ((text: unknown, ...rest: unknown[]) => {
    if (text === postgresWholeSql) return sendWhole(rest[0] as [string, unknown[]][]);
    if (typeof text === "string" && text !== postgresBatchSql && rest.length === 1 && Array.isArray(rest[0]))
      return query(text, rest[0]);
    if (text !== postgresBatchSql) return plain(text, ...rest);
    const statements = rest[0] as [string, unknown[]][];
    stream.cork();
    const answers = statements.map(([sql, values]) => query(sql, values));
    stream.uncork();
    return Promise.all(answers).then(asBatchAnswer);
  }) as typeof client.query;

  /**
   * `begin`, the statements and `commit` in one write. When a statement fails PostgreSQL refuses the rest and its
   * `commit` rolls back (answered "ROLLBACK"): the first failure is the answer, nothing kept.
   */
  async function sendWhole(statements: [string, unknown[]][]) {
    stream.cork();
    const answers = [["begin", []] as [string, unknown[]], ...statements, ["commit", []] as [string, unknown[]]].map(
      ([sql, values]) => query(sql, values),
    );
    stream.uncork();
    const settled = await Promise.allSettled(answers);
    const failed = settled.find((answer) => answer.status === "rejected");
    if (failed) throw failed.reason;
    const results = settled.map((answer) => (answer as PromiseFulfilledResult<pg.QueryResult>).value);
    if (results.at(-1)!.command !== "COMMIT") throw new Error(`The transaction ended with ${results.at(-1)!.command}.`);
    return asBatchAnswer(results.slice(1, -1));
  }
}

/** The results of statements sent together, as one answer whose rows are their results in Kysely's shape. */
function asBatchAnswer(results: pg.QueryResult[]) {
  return {
    command: "BATCH",
    rowCount: null,
    rows: results.map(({ command, rowCount, rows }): QueryResult<unknown> => ({
      rows: rows ?? [],
      ...(["INSERT", "UPDATE", "DELETE", "MERGE"].includes(command) ? { numAffectedRows: BigInt(rowCount ?? 0) } : {}),
    })),
  };
}
