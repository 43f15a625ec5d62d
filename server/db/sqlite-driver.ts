/**
 * SQLite for Kysely without ever blocking the event loop, refusing a write for another process's lock, or letting a
 * failure poison later requests (decision 045). Each connection is libsql in a worker thread (sqlite-worker.mjs):
 * - one writer: every transaction and every write, in the order they come, each in a savepoint of a transaction
 *   begun with `begin immediate` (it takes the write lock first, so a read-then-write never meets SQLITE_BUSY halfway
 *   and the wait for another process happens in SQLite's busy handler, retried for `lockWaitMs` in all). Transactions
 *   that follow one another while the writer is busy share that transaction: one commit (one fsync) for all of them,
 *   and each is answered only once that commit is on disk (group commit). A transaction that fails rolls back to its
 *   savepoint alone;
 * - `readers` read-only connections for the reads outside a transaction (WAL: they never wait for the writer).
 * Migrations run in a transaction like any other ({@link SqliteWorkerAdapter}), so they are atomic and two processes
 * migrating at once take turns.
 */
import { Worker } from "node:worker_threads";
import {
  CompiledQuery,
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
  RawNode,
} from "kysely";

/** An error SQLite (or the worker around it) reported, with SQLite's extended code, e.g. `SQLITE_BUSY`. */
export class SqliteError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = "SqliteError";
  }
}

export interface SqliteWorkerOptions {
  /** The database file. */
  file: string;
  /** Read-only connections for reads outside transactions; default 2. */
  readers?: number;
  /** SQLite's busy timeout for one try at the write lock, in ms; default 5,000. */
  busyTimeoutMs?: number;
  /** How long, in all, a write waits for another process's write lock before it fails (SQLITE_BUSY); default 30,000 ms. */
  lockWaitMs?: number;
  /** At most this many transactions share one commit; default 200. */
  maxBatch?: number;
  /** A shared transaction commits once it is this old, in ms, even while others wait; default 20. */
  maxBatchMs?: number;
}

type Reply = [id: number, ok: boolean, result: unknown];
interface WorkerResult {
  rows: unknown[];
  changes?: number | bigint;
  lastInsertRowid?: number | bigint;
}

/** One worker thread holding one connection; requests are answered in order. */
class WorkerConnection {
  private worker: Worker | null = null;
  private ready: Promise<void> | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

  constructor(private readonly workerData: Record<string, unknown>) {}

  /** Starts the worker (again, after it exited) and waits until its connection is open. */
  private start(): Promise<void> {
    this.ready ??= new Promise<void>((resolve, reject) => {
      const worker = new Worker(new URL("./sqlite-worker.mjs", import.meta.url), { workerData: this.workerData });
      this.worker = worker;
      worker.on("message", ([id, ok, result]: Reply) => {
        if (id === 0) return resolve();
        const waiting = this.pending.get(id);
        if (!waiting) return;
        this.pending.delete(id);
        if (ok) waiting.resolve(result);
        else {
          const failure = result as { message: string; code: string };
          waiting.reject(new SqliteError(failure.message, failure.code));
        }
      });
      const fail = (error: Error) => {
        this.worker = null;
        this.ready = null;
        reject(error);
        for (const waiting of this.pending.values()) waiting.reject(error);
        this.pending.clear();
      };
      worker.on("error", (error) => fail(new SqliteError(error.message, "SQLITE_CANTOPEN")));
      worker.on("exit", () => fail(new SqliteError("The database's worker thread stopped.", "SQLITE_CANTOPEN")));
    });
    return this.ready;
  }

  async request<T>(
    op: "query" | "batch" | "exec" | "begin" | "close",
    sql = "",
    parameters: readonly unknown[] = [],
    before?: string,
  ): Promise<T> {
    await this.start();
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker!.postMessage([id, op, sql, parameters, before]);
    });
  }

  /** Closes the connection and ends the thread. */
  async close(): Promise<void> {
    if (!this.worker) return;
    const worker = this.worker;
    await this.request("close").catch(() => undefined);
    worker.removeAllListeners("exit");
    await worker.terminate();
    this.worker = null;
    this.ready = null;
  }
}

/** True for a statement that only reads (runs on a reader outside a transaction). */
function isRead(query: CompiledQuery): boolean {
  if (SelectQueryNode.is(query.query)) return true;
  return RawNode.is(query.query) && /^\s*(select|explain)\b/i.test(query.sql);
}

/**
 * A batch of a transaction's statements (server/db/together.ts `executeTogether`): one compiled query that carries
 * them, which {@link Handle} sends to the writer in one message. Its result's rows are the statements' results.
 */
const batchOf = Symbol("statements run together");
type BatchQuery = CompiledQuery & { [batchOf]: readonly CompiledQuery[] };

/** The compiled query that runs `queries` in order in one message to the writer (see {@link batchOf}). */
export function batchQuery(queries: readonly CompiledQuery[]): CompiledQuery {
  return { ...CompiledQuery.raw("/* statements run together */"), [batchOf]: queries } as BatchQuery;
}

/** Statements that cannot run inside a transaction (`vacuum into` for the backups): run alone on the writer. */
const outsideTransactions = /^\s*(vacuum|pragma)\b/i;

const asResult = (result: WorkerResult): QueryResult<never> => ({
  rows: result.rows as never[],
  ...(result.changes === undefined ? {} : { numAffectedRows: BigInt(result.changes) }),
  ...(result.lastInsertRowid === undefined ? {} : { insertId: BigInt(result.lastInsertRowid) }),
});

interface Batch {
  /** Transactions released into it, waiting for its commit. */
  waiting: { resolve: () => void; reject: (error: Error) => void }[];
  members: number;
  startedAt: number;
}

/** The writer: one transaction at a time (a queue), consecutive ones sharing a commit. */
class Writer {
  private busy = false;
  private readonly queue: (() => void)[] = [];
  private batch: Batch | null = null;
  private savepoints = 0;
  /** The savepoint of the transaction holding the writer, not yet sent: it rides with its first statement. */
  private unsent: string | null = null;

  constructor(
    readonly connection: WorkerConnection,
    private readonly maxBatch: number,
    private readonly maxBatchMs: number,
  ) {}

  /** Waits for the writer. */
  private acquire(): Promise<void> {
    if (!this.busy) {
      this.busy = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.queue.push(resolve));
  }

  /** True when the shared transaction is to commit as the writer is handed on: nobody waits, or it is full or old. */
  private commitsNow(): boolean {
    const batch = this.batch;
    return Boolean(
      batch &&
      (this.queue.length === 0 || batch.members >= this.maxBatch || Date.now() - batch.startedAt >= this.maxBatchMs),
    );
  }

  /** Hands the writer on, committing the shared transaction first when {@link commitsNow} (`releasing`: SQL to run first). */
  private async release(releasing = ""): Promise<void> {
    if (this.commitsNow()) await this.commitBatch(releasing);
    else if (releasing) await this.connection.request("exec", releasing);
    const next = this.queue.shift();
    if (next) next();
    else this.busy = false;
  }

  private async commitBatch(releasing = ""): Promise<void> {
    const batch = this.batch;
    if (!batch) return;
    this.batch = null;
    try {
      await this.connection.request("exec", `${releasing}commit`);
      for (const waiting of batch.waiting) waiting.resolve();
    } catch (error) {
      await this.connection.request("exec", "rollback").catch(() => undefined);
      for (const waiting of batch.waiting) waiting.reject(error as Error);
    }
  }

  /** The shared transaction lost on the way (SQLite rolled it back on an I/O error): every member fails. */
  private loseBatch(error: Error): void {
    const batch = this.batch;
    this.batch = null;
    for (const waiting of batch?.waiting ?? []) waiting.reject(error);
  }

  /**
   * Starts a transaction: the writer, the shared transaction (begun if none is open, with the savepoint), and a
   * savepoint of its own, sent with its first statement.
   */
  async begin(): Promise<string> {
    await this.acquire();
    const name = `dc_${(this.savepoints = (this.savepoints + 1) % 1_000_000)}`;
    try {
      if (!this.batch) {
        await this.connection.request("begin", `savepoint ${name}`);
        this.batch = { waiting: [], members: 0, startedAt: Date.now() };
      } else this.unsent = `savepoint ${name}`;
      this.batch.members += 1;
      return name;
    } catch (error) {
      await this.release();
      throw error;
    }
  }

  /**
   * Ends a transaction's savepoint, hands the writer on, and resolves once the shared transaction is committed
   * (the release and the commit go in one message when the writer is then free).
   */
  async commit(savepoint: string): Promise<void> {
    const sent = this.unsent === null;
    this.unsent = null;
    const committed = new Promise<void>((resolve, reject) => this.batch!.waiting.push({ resolve, reject }));
    await this.release(sent ? `release ${savepoint}; ` : "").catch(async (error: unknown) => {
      // The release failed: the shared transaction is in doubt, so all of it goes (its members hear why).
      this.loseBatch(error as Error);
      await this.connection.request("exec", "rollback").catch(() => undefined);
      const next = this.queue.shift();
      if (next) next();
      else this.busy = false;
    });
    return committed;
  }

  /** Undoes a transaction's savepoint alone (the others in the shared transaction stay), and hands the writer on. */
  async rollback(savepoint: string): Promise<void> {
    const sent = this.unsent === null;
    this.unsent = null;
    if (sent)
      try {
        await this.connection.request("exec", `rollback to ${savepoint}; release ${savepoint}`);
      } catch (error) {
        this.loseBatch(error as Error);
        await this.connection.request("exec", "rollback").catch(() => undefined);
      }
    await this.release();
  }

  /** A statement of a transaction under way (with its savepoint, when it is the first). */
  async run(query: CompiledQuery): Promise<QueryResult<never>> {
    const before = this.unsent ?? undefined;
    this.unsent = null;
    return asResult(await this.connection.request<WorkerResult>("query", query.sql, query.parameters, before));
  }

  /** Statements of a transaction under way, in one message (with its savepoint, when they are its first). */
  async runBatch(queries: readonly CompiledQuery[]): Promise<QueryResult<never>> {
    const before = this.unsent ?? undefined;
    this.unsent = null;
    const results = await this.connection.request<WorkerResult[]>(
      "batch",
      "",
      queries.map((query) => [query.sql, query.parameters]),
      before,
    );
    return { rows: results.map(asResult) as never[] };
  }

  /** A write outside a transaction: a transaction of its own (sharing a commit like any other). */
  async runAlone(query: CompiledQuery): Promise<QueryResult<never>> {
    if (!(batchOf in query) && outsideTransactions.test(query.sql)) {
      await this.acquire();
      try {
        await this.commitBatch();
        return asResult(await this.connection.request<WorkerResult>("query", query.sql, query.parameters));
      } finally {
        await this.release();
      }
    }
    const savepoint = await this.begin();
    let result: QueryResult<never>;
    try {
      result = batchOf in query ? await this.runBatch((query as BatchQuery)[batchOf]) : await this.run(query);
    } catch (error) {
      await this.rollback(savepoint);
      throw error;
    }
    await this.commit(savepoint);
    return result;
  }

  /** Commits what is open and closes the connection. */
  async close(): Promise<void> {
    await this.acquire();
    await this.commitBatch();
    await this.connection.close();
  }
}

/** What Kysely holds as a connection: reads go to a reader, everything else (and all of a transaction) to the writer. */
class Handle implements DatabaseConnection {
  savepoint: string | null = null;

  constructor(
    private readonly writer: Writer,
    private readonly reader: () => WorkerConnection,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.savepoint)
      return (await (batchOf in query
        ? this.writer.runBatch((query as BatchQuery)[batchOf])
        : this.writer.run(query))) as QueryResult<R>;
    if (!(batchOf in query) && isRead(query))
      return asResult(
        await this.reader().request<WorkerResult>("query", query.sql, query.parameters),
      ) as QueryResult<R>;
    return (await this.writer.runAlone(query)) as QueryResult<R>;
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("Streaming queries are not supported on SQLite here.");
  }
}

class SqliteWorkerDriver implements Driver {
  private writer: Writer | null = null;
  private readers: WorkerConnection[] = [];
  private turn = 0;

  constructor(private readonly options: SqliteWorkerOptions) {}

  async init(): Promise<void> {
    const { file, busyTimeoutMs = 5000, lockWaitMs = 30_000 } = this.options;
    const writer = new WorkerConnection({ file, role: "writer", busyTimeoutMs, lockWaitMs });
    // The writer opens first: it creates the file and turns WAL on before any reader opens it.
    await writer.request("exec", "select 1");
    this.writer = new Writer(writer, this.options.maxBatch ?? 200, this.options.maxBatchMs ?? 20);
    this.readers = Array.from(
      { length: Math.max(1, this.options.readers ?? 2) },
      () => new WorkerConnection({ file, role: "reader", busyTimeoutMs, lockWaitMs }),
    );
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new Handle(this.writer!, () => this.readers[(this.turn = (this.turn + 1) % this.readers.length)]!);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    if (settings.isolationLevel || settings.accessMode)
      throw new Error("SQLite transactions here take no isolation level or access mode (they are serializable).");
    (connection as Handle).savepoint = await this.writer!.begin();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const handle = connection as Handle;
    const savepoint = handle.savepoint!;
    handle.savepoint = null;
    await this.writer!.commit(savepoint);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const handle = connection as Handle;
    const savepoint = handle.savepoint!;
    handle.savepoint = null;
    await this.writer!.rollback(savepoint);
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    await Promise.all([this.writer?.close(), ...this.readers.map((reader) => reader.close())]);
  }
}

/**
 * Kysely's SQLite adapter, with migrations in a transaction: SQLite's DDL is transactional, and this driver's
 * transactions begin immediate, so two processes migrating at once take turns (Kysely's own SQLite adapter runs
 * them outside a transaction and takes no lock).
 */
export class SqliteWorkerAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/** The Kysely dialect of {@link SqliteWorkerOptions}. */
export class SqliteWorkerDialect implements Dialect {
  constructor(private readonly options: SqliteWorkerOptions) {}

  createDriver(): Driver {
    return new SqliteWorkerDriver(this.options);
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new SqliteWorkerAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
