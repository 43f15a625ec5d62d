/**
 * A transaction's statements that need no answer between them, run together (decision 059). On SQLite every
 * statement of a transaction is a message to the writer's thread and back, and the writer is held until the
 * transaction ends: a form's post (its rate-limit hit, the submission, its first event, its mail) was four such
 * round trips, each waiting for the event loop's next turn, while every other post waited for the writer. On
 * PostgreSQL each was a write to the database's socket and a wait for its answer. Sent together they are one
 * message to the writer, or one write to PostgreSQL (node-postgres's pipeline mode, the socket corked around them).
 */
import { CompiledQuery, SqliteAdapter, type Compilable, type QueryResult, type Transaction } from "kysely";
import type pg from "pg";
import type { Database } from "./schema";
import { batchQuery } from "./sqlite-driver";

/** The SQL text of a batch on PostgreSQL: its statements travel as its parameters, read by {@link sendsTogether}. */
const postgresBatchSql = "/* statements run together */";

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

/**
 * Teaches a pooled node-postgres client (in pipeline mode, connect.ts) the batches of {@link executeTogether}: their
 * statements are written to the socket at once, corked into one write, and the answer's rows are their results in
 * Kysely's shape. Any other query goes through unchanged.
 */
export function sendsTogether(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (text: string, values?: unknown[]) => Promise<pg.QueryResult>;
  const stream = (client as unknown as { connection: { stream: { cork(): void; uncork(): void } } }).connection.stream;
  client.query = ((text: unknown, ...rest: unknown[]) => {
    if (text !== postgresBatchSql) return (query as (...args: unknown[]) => unknown)(text, ...rest);
    const statements = rest[0] as [string, unknown[]][];
    stream.cork();
    const answers = statements.map(([sql, values]) => query(sql, values));
    stream.uncork();
    return Promise.all(answers).then((results) => ({
      command: "BATCH",
      rowCount: null,
      rows: results.map(({ command, rowCount, rows }): QueryResult<unknown> => ({
        rows: rows ?? [],
        ...(["INSERT", "UPDATE", "DELETE", "MERGE"].includes(command)
          ? { numAffectedRows: BigInt(rowCount ?? 0) }
          : {}),
      })),
    }));
  }) as typeof client.query;
}
