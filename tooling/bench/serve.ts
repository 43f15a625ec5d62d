/**
 * Load benchmark of `npm start` (`npm run bench:serve`): starts the production server on a free loopback port,
 * with a new temporary DATA_DIR and TRUST_PROXY=1 (as behind nginx), then measures, each case bounded to
 * BENCH_SECONDS (default 10 s), once the server's publisher has its renderer ready (it loads the guide at start):
 * 1. `/` and `/restaurants` with the encodings browsers send (`Accept-Encoding: br, gzip`), with BENCH_CONNECTIONS
 *    (default 10) connections: requests/s (mean) and latency p99 (ms);
 * 2. after a warm-up of BENCH_WARMUP seconds of posts (default 3; printed apart: the first seconds compile the
 *    server's code for them), `POST /api/listings`: a valid listing as a form sends it without JavaScript (form-urlencoded, the site's own
 *    Origin), each from a client address of its own (X-Forwarded-For, from the documentation prefix 2001:db8::/32,
 *    so no per-client limit is reached), with BENCH_POST_CONNECTIONS (default 20) connections: requests/s, p99, the
 *    303 answers, other answers, 5xx, and the rows the `submission` table gained, which must be as many (product
 *    §16: only a committed row is answered as saved; the run exits with 1 when they differ);
 * 3. the same while the project's jobs run one after another in a loop (`db:prune`, `db:backup`,
 *    `content:import-osm` with the recorded answer, `content:export` into a temporary folder; each as its
 *    package.json script runs it, without npm) and an
 *    editor moves submissions at the desk (a note every 100 ms): the same figures, the jobs' runs and the
 *    editor's moves with their answers;
 * 3b. `one-address` (with BENCH_CASES): the posts case with every post from one client address (an office behind one
 *    NAT): the server runs with SUBMISSIONS_PER_HOUR 1,000,000 unless the environment sets it (the limit of 5
 *    would refuse all but the first five), and the posts case runs beside it for comparison;
 * 4. four 49-megapixel PNG uploads at once: the server's peak memory (VmHWM, Linux), their answers, and the
 *    slowest page `/` answered meanwhile.
 * BENCH_ENGINE=postgres runs it on a PostgreSQL cluster of its own (tooling/test/postgres.ts, fsync on: commits as
 * durable as SQLite's); DATABASE_URL instead uses that database (give it a database of its own). Figures, not a
 * gate: the machine's other work moves them. Needs a build (`npm run build`). BENCH_SERVER names another server
 * entry to measure (default the compiled server, build/server/main.mjs; a `.ts` source runs through `tsx`); BENCH_CASES picks cases (e.g. `pages,posts`; default all);
 * BENCH_NODE_FLAGS gives the server's node flags (e.g. `--cpu-prof --cpu-prof-dir=DIR` for a profile of the run);
 * BENCH_SMTP=1 sends the receipts over SMTP to a sink on loopback (see below) instead of writing `.eml` files;
 * BENCH_POST_RATE caps the posts at that many a second in all. After each posts case it prints the CPU time each
 * stored post cost (the server's process with its main thread and busiest threads apart, PostgreSQL's processes,
 * the jobs') and, on PostgreSQL, the statements per post (pg_stat_statements): figures the machine's other work
 * hardly moves, unlike requests/s; compare them at one BENCH_POST_RATE, since batches (commits, mails) grow with
 * the rate.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { createInterface } from "node:readline";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "kysely";
import { SMTPServer } from "smtp-server";
import sharp from "sharp";
import { validListing } from "../test/fixtures";
import { cpuMsOfTrees, postmasterOn, threadCpuMs, ticksOf } from "./cpu";
import { startTestPostgres, type TestPostgres } from "../test/postgres";
import { createPostgresDatabase } from "../test/engines";
import { formEndpoints } from "../../core/forms/server-contract";
import { openDatabase } from "../../server/db/connect";
import { upsertEditor } from "../../server/desk/accounts";
import { rendererReadyText } from "../../server/publish/renderer-process";
import { compiledEntry } from "../build/compile-server";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** Seconds of posts before the posts are measured (BENCH_WARMUP, default 3). */
const warmUpSeconds = Number(process.env.BENCH_WARMUP ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const postConnections = Number(process.env.BENCH_POST_CONNECTIONS ?? 20);
/** Posts a second (BENCH_POST_RATE), or as many as the server answers (unset). */
const postRate = Number(process.env.BENCH_POST_RATE ?? 0);
const root = path.resolve(import.meta.dirname, "../..");
// Decision 096: the server the build compiled, as `npm start` runs it (through `tsx` when BENCH_SERVER names a source).
const entry = process.env.BENCH_SERVER ? path.resolve(root, process.env.BENCH_SERVER) : compiledEntry("main");
const cases = new Set((process.env.BENCH_CASES ?? "pages,posts,jobs,uploads").split(","));
const host = "127.0.0.1";
const password = "a long enough password for the bench";

/** A listing request that passes the listing form's schema (the server's tests' own), form-urlencoded. */
const listing = new URLSearchParams(validListing).toString();

/** The listing sent by client `n`, with a contact address of its own. */
const listingFrom = (n: number) =>
  new URLSearchParams({ ...validListing, contactEmail: `owner${n}@example.com` }).toString();

/** A port the system reports free on the loopback interface. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no server at ${url}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let postgres: TestPostgres | null = null;
const databaseUrl =
  process.env.DATABASE_URL ||
  (process.env.BENCH_ENGINE === "postgres"
    ? await (async () => {
        // pg_stat_statements: the statements each post costs (printed beside the CPU per post).
        postgres = await startTestPostgres({
          durable: true,
          settings: "-c shared_preload_libraries=pg_stat_statements",
        });
        if (!postgres) throw new Error("BENCH_ENGINE=postgres needs PostgreSQL (apt-get install postgresql)");
        const url = await createPostgresDatabase(postgres.url);
        const { db } = await openDatabase({ databaseUrl: url, dataDir: "" });
        await sql`create extension if not exists pg_stat_statements`.execute(db).finally(() => db.destroy());
        return url;
      })()
    : undefined);
const dataDir = mkdtempSync(path.join(tmpdir(), "dc-bench-"));
const place = { dataDir, databaseUrl };

/** `work` over a connection of its own to the server's database, closed after it. */
async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>): Promise<T> {
  const { db } = await openDatabase(place);
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** Listings sent through the form in the `submission` table (OpenStreetMap's suggestions, the jobs', apart). */
const countSubmissions = () =>
  withDatabase(async (db) => {
    const { n } = await db
      .selectFrom("submission")
      .where("kind", "=", "listing")
      .where("origin", "=", "form")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(n);
  });

/** The outbox's mails by status ("pending", "held" once written as .eml, "sent" over SMTP, ...). */
const countMails = () =>
  withDatabase(async (db) => {
    const rows = await db
      .selectFrom("outbox")
      .select(["status", (eb) => eb.fn.countAll<string | number>().as("n")])
      .groupBy("status")
      .execute();
    return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
  });

let client = 0;
/** The next client address: a /64 of its own in the documentation prefix (RFC 3849), never reached by anyone. */
const nextClient = () => {
  client += 1;
  return `2001:db8:${(client >> 16).toString(16)}:${(client & 0xffff).toString(16)}::1`;
};

/**
 * Posts the listing to `url` from {@link postConnections} connections for {@link seconds} s, each post from a
 * client address of its own, then lets each connection read the answer to the request it has out and stop
 * (autocannon's own deadline drops those, and the server may still store them: the rows would outnumber the
 * answers). `answeredInTime`: answers read before the deadline, for requests/s.
 */
async function postsFor(
  url: string,
  origin: string,
  duration = seconds,
  /** One client address for every post (an office behind one NAT); default: one of its own per post. */
  oneClient?: string,
): Promise<autocannon.Result & { answeredInTime: number }> {
  let draining = false;
  let answeredInTime = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: postConnections,
        // BENCH_POST_RATE: posts a second in all, when set (the CPU per post compared at one rate, whatever the load).
        ...(postRate ? { overallRate: postRate } : {}),
        // A bound in case the draining below stopped working: then the run is cut, and the counts say so.
        duration: duration + 5,
        requests: [
          {
            method: "POST",
            body: listing,
            // Each post from a client address and a contact address of its own, as people send them (one address
            // gets at most three receipts a day, decision 067).
            setupRequest: (request) => {
              const from = nextClient();
              return {
                ...request,
                body: listingFrom(client),
                headers: {
                  "content-type": "application/x-www-form-urlencoded",
                  origin,
                  "x-forwarded-for": oneClient ?? from,
                },
              };
            },
          },
        ],
      },
      (error: unknown, result) => {
        clearTimeout(deadline);
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve({ ...result, answeredInTime });
      },
    );
    // Past the deadline a connection that has its answer sends nothing more: the cap autocannon's
    // maxConnectionRequests option sets, lowered on the connection (an autocannon client) once the time is up.
    instance.on("response", (connection) => {
      if (draining) (connection as unknown as { responseMax: number }).responseMax = 1;
      else answeredInTime += 1;
    });
    const deadline = setTimeout(() => (draining = true), duration * 1000);
  });
}

/** The machine's load average over the last minute, printed beside each figure (other work moves them). */
const loadNow = () => loadavg()[0]!.toFixed(1);

/** Statements the database ran so far (pg_stat_statements, PostgreSQL only; null without it). */
const statementsRun = () =>
  databaseUrl
    ? withDatabase(async (db) => {
        const { rows } = await sql<{ calls: string | null }>`
          select sum(calls) as calls from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())`.execute(
          db,
        );
        return Number(rows[0]?.calls ?? 0);
      }).catch(() => null)
    : Promise.resolve(null);

/**
 * The CPU (ms) the server (with its renderer), the PostgreSQL cluster, the jobs (children of this process) and this
 * process (the load generator, autocannon, and the editor's loop) used so far.
 */
function cpuNow(): { server: number; database: number; jobs: number; bench: number; threads: Map<number, number> } {
  const postmaster = databaseUrl ? postmasterOn(new URL(databaseUrl).port) : null;
  const self = ticksOf(readFileSync("/proc/self/stat", "utf8"));
  const ownTicks = process.cpuUsage();
  return {
    server: cpuMsOfTrees([server.pid!]),
    threads: threadCpuMs(server.pid!),
    database: postmaster ? cpuMsOfTrees([postmaster]) : 0,
    // This process's reaped children (the jobs) : its ticks in all, less its own.
    jobs: Math.max(0, self.ticks * 10 - (ownTicks.user + ownTicks.system) / 1000),
    bench: (ownTicks.user + ownTicks.system) / 1000,
  };
}

const row = (cells: (string | number)[]) =>
  cells.map((cell, i) => (i ? String(cell).padStart(12) : String(cell).padEnd(24))).join("");

/** Runs the POST case and prints its row; false when rows and answers differ. */
async function postCase(label: string, origin: string, oneClient?: string): Promise<boolean> {
  const before = await countSubmissions();
  const statementsBefore = await statementsRun();
  const cpuBefore = cpuNow();
  const result = await postsFor(`${origin}${formEndpoints.listing}`, origin, seconds, oneClient);
  const cpuAfter = cpuNow();
  const statements = await statementsRun();
  const codes = result.statusCodeStats ?? {};
  const seeOther = codes["303"]?.count ?? 0;
  const serverErrors = Object.entries(codes)
    .filter(([code]) => code.startsWith("5"))
    .reduce((sum, [, stat]) => sum + (stat.count ?? 0), 0);
  const stored = (await countSubmissions()) - before;
  console.log(
    row([
      label,
      Math.round(result.answeredInTime / seconds),
      result.latency.p99,
      seeOther,
      result.requests.total - seeOther,
      serverErrors,
      stored,
      stored === seeOther ? "yes" : "NO",
      loadNow(),
    ]),
  );
  if (result.errors || result.timeouts)
    console.log(`(${result.errors} connection errors, ${result.timeouts} timeouts)`);
  // The CPU each stored post cost (ms), which the machine's other work hardly moves: the server's process (all its
  // threads, the renderer with it), PostgreSQL's processes, the jobs' (when they run), and the load generator's (this
  // process: on a 2-core machine its share is taken from the server's).
  const per = (ms: number) => (stored ? (ms / stored).toFixed(2) : "-");
  console.log(
    `(CPU per post: server ${per(cpuAfter.server - cpuBefore.server)} ms` +
      (databaseUrl ? `, PostgreSQL ${per(cpuAfter.database - cpuBefore.database)} ms` : "") +
      (cpuAfter.jobs - cpuBefore.jobs > 100 ? `, the jobs ${per(cpuAfter.jobs - cpuBefore.jobs)} ms` : "") +
      `, the load generator ${per(cpuAfter.bench - cpuBefore.bench)} ms` +
      (statements !== null && statementsBefore !== null
        ? `; statements per post ${stored ? ((statements - statementsBefore) / stored).toFixed(1) : "-"}`
        : "") +
      ")",
  );
  // Where the server's part went: its main thread (the event loop), then its busiest other threads (SQLite's writer,
  // the mail's thread, the thread pool; Node names them all "node", so by id).
  const threads = [...cpuAfter.threads]
    .map(([tid, ms]) => ({ tid, ms: ms - (cpuBefore.threads.get(tid) ?? 0) }))
    .filter(({ tid, ms }) => tid !== server.pid && ms > 0)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 4);
  const main = (cpuAfter.threads.get(server.pid!) ?? 0) - (cpuBefore.threads.get(server.pid!) ?? 0);
  console.log(
    `(the server's main thread ${per(main)} ms per post; its busiest other threads: ${threads
      .map(({ tid, ms }) => `${tid} ${per(ms)} ms`)
      .join(", ")})`,
  );
  // Product §16.5: each listing's receipt is in the outbox; delivery keeps up when little is left pending.
  const mails = await countMails();
  console.log(
    `(outbox at the end: ${Object.entries(mails)
      .map(([status, n]) => `${n} ${status}`)
      .join(", ")})`,
  );
  return stored === seeOther;
}

/** Runs the project's jobs one after another until `stop()`; counts runs and failures. */
function jobsLoop(env: NodeJS.ProcessEnv) {
  const contentDir = mkdtempSync(path.join(tmpdir(), "dc-bench-content-"));
  // Each as its package.json script runs it (its flags, e.g. the chores' lower priority, and the build's compiled
  // file when it is the tree's, decision 096), without npm; a script run through `tsx` gets `--import tsx`.
  const scripts = (
    JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }
  ).scripts;
  const script = (name: string, ...more: string[]) => {
    const [runner, ...args] = scripts[name]!.split(/\s+/);
    return [...(runner === "tsx" ? ["--import", "tsx"] : []), ...args, ...more];
  };
  const jobs = [
    script("db:prune"),
    script("db:backup"),
    script("content:import-osm", "--answer", "tooling/content/osm/recorded/handmade-overpass-answer.json"),
    script("content:export", "--content", contentDir, "--public", contentDir),
  ];
  const runs: Record<string, { ok: number; failed: number }> = {};
  let stopping = false;
  let child: ChildProcess | null = null;
  const loop = (async () => {
    for (let turn = 0; !stopping; turn += 1) {
      const job = jobs[turn % jobs.length]!;
      // The job's script (`db.ts` or `db` after run-compiled.mjs) and its command ("db prune").
      const file = job.findIndex((arg) => arg.endsWith(".ts") || arg.endsWith("run-compiled.mjs")) + 1;
      const entry = job[file - 1]!.endsWith(".ts") ? path.basename(job[file - 1]!, ".ts") : job[file]!;
      const command = job[file - 1]!.endsWith(".ts") ? job[file] : job[file + 1];
      const name = `${entry} ${command?.startsWith("--") ? "" : (command ?? "")}`.trim();
      const code = await new Promise<number | null>((resolve) => {
        child = spawn(process.execPath, job, { cwd: root, env, stdio: "ignore" });
        child.once("exit", resolve);
      });
      const tally = (runs[name] ??= { ok: 0, failed: 0 });
      if (code === 0) tally.ok += 1;
      else tally.failed += 1;
    }
  })();
  return {
    runs,
    async stop() {
      stopping = true;
      await loop;
      rmSync(contentDir, { recursive: true, force: true });
    },
  };
}

/** An editor at the desk: signs in, then saves a note on one of the listings every 100 ms until `stop()`. */
async function editorLoop(origin: string) {
  await withDatabase((db) => upsertEditor(db, { email: "bench-editor@example.com", password, role: "editor" }));
  const same = { Origin: origin, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" };
  const signIn = await fetch(`${origin}/admin/login`, {
    method: "POST",
    headers: same,
    body: new URLSearchParams({ email: "bench-editor@example.com", password }),
    redirect: "manual",
  });
  const cookie = signIn.headers.get("set-cookie")!.split(";")[0]!;
  const ids = await withDatabase(async (db) =>
    (await db.selectFrom("submission").select("id").limit(20).execute()).map((found) => found.id),
  );
  const answers: Record<string, number> = {};
  let stopping = false;
  const loop = (async () => {
    for (let turn = 0; !stopping && ids.length; turn += 1) {
      const status = await fetch(`${origin}/admin/submissions/${ids[turn % ids.length]}`, {
        method: "POST",
        headers: { ...same, Cookie: cookie },
        body: new URLSearchParams({ to: turn < ids.length ? "in_review" : "", privateNote: `bench note ${turn}` }),
        redirect: "manual",
      }).then(
        (answer) => String(answer.status),
        () => "no answer",
      );
      answers[status] = (answers[status] ?? 0) + 1;
      await sleep(100);
    }
  })();
  return {
    answers,
    async stop() {
      stopping = true;
      await loop;
    },
  };
}

/** Peak resident memory of a process in MB (Linux: VmHWM), or NaN elsewhere. */
function peakMemoryMb(pid: number): number {
  try {
    return Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;
  } catch {
    return Number.NaN;
  }
}

const port = await freePort();
const origin = `http://${host}:${port}`;
/**
 * The settings `npm start` gives the server before its command (package.json: `MALLOC_ARENA_MAX=2`, decision 059):
 * the server is measured as it runs.
 */
const startSettings = Object.fromEntries(
  [
    ...(
      JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: { start: string } }
    ).scripts.start.matchAll(/(?<=^|\s)([A-Z_]+)=(\S+)\s/g),
  ].map(([, name, value]) => [name!, value!]),
);
/**
 * BENCH_SMTP=1: the receipts go over SMTP to a sink on loopback in this process (smtp-server, the tests' own), as a
 * live server sends them, instead of as `.eml` files into one folder of thousands (the path without SMTP_URL). The
 * sink reads each mail and drops it; its CPU is this process's, not the server's.
 */
let smtpSink: SMTPServer | null = null;
let mailsReceived = 0;
if (process.env.BENCH_SMTP === "1") {
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on("end", () => {
        mailsReceived += 1;
        callback();
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => sink.listen(smtpPort, host, resolve));
  smtpSink = sink;
  process.env.SMTP_URL = `smtp://${host}:${smtpPort}`;
}
const serverEnv = {
  ...startSettings,
  ...process.env,
  PORT: String(port),
  HOST: host,
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl ?? "",
  TRUST_PROXY: "1",
  // The one-address case posts far more than 5 an hour from one address.
  SUBMISSIONS_PER_HOUR: process.env.SUBMISSIONS_PER_HOUR ?? "1000000",
};
// BENCH_NODE_FLAGS: flags for the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" (a profile of the run).
const nodeFlags = (process.env.BENCH_NODE_FLAGS ?? "").split(" ").filter(Boolean);
const server = spawn(process.execPath, [...nodeFlags, ...(entry.endsWith(".ts") ? ["--import", "tsx"] : []), entry], {
  env: serverEnv,
  stdio: ["ignore", "pipe", "inherit"],
});
// The publisher's renderer loads the whole guide as the server starts (seconds of a core): measured after it, as a
// server that has been up a while is.
const rendererReady = new Promise<void>((resolve) => {
  createInterface({ input: server.stdout! }).on("line", (line) => {
    if (line.startsWith(rendererReadyText)) resolve();
  });
  setTimeout(resolve, 60_000).unref();
});
let equal = true;
try {
  await waitFor(`${origin}/`);
  await rendererReady;
  console.log(
    `${path.relative(process.cwd(), entry)}: ${seconds} s per case; submissions in ${databaseUrl ? "PostgreSQL" : "SQLite in a new folder"}; as npm start runs it (${Object.entries(
      startSettings,
    )
      .map(([name, value]) => `${name}=${value}`)
      .join(" ")})\n`,
  );
  if (cases.has("pages")) {
    console.log(`GET, ${connections} connections, Accept-Encoding: br, gzip`);
    console.log(row(["path", "requests/s", "p99 (ms)", "encoding", "non-2xx", "load 1 min"]));
    for (const route of ["/", "/restaurants"]) {
      const encoding = (await fetch(`${origin}${route}`, { headers: { "Accept-Encoding": "br, gzip" } })).headers.get(
        "content-encoding",
      );
      const result = await autocannon({
        url: `${origin}${route}`,
        connections,
        duration: seconds,
        headers: { "accept-encoding": "br, gzip" },
      });
      console.log(
        row([
          route,
          Math.round(result.requests.average),
          result.latency.p99,
          encoding ?? "none",
          result.non2xx,
          loadNow(),
        ]),
      );
    }
  }

  const postHeader = row([
    "POST /api/listings",
    "requests/s",
    "p99 (ms)",
    "303",
    "other",
    "5xx",
    "rows stored",
    "equal",
    "load 1 min",
  ]);
  if (cases.has("posts")) {
    console.log(`\nPOST, ${postConnections} connections, a valid listing, each from a client address of its own`);
    // The first seconds of posts compile the server's code for them (V8's JIT): a warm-up, printed apart.
    const warmUp = await postsFor(`${origin}${formEndpoints.listing}`, origin, warmUpSeconds);
    console.log(
      `(warm-up: ${warmUpSeconds} s, ${Math.round(warmUp.answeredInTime / warmUpSeconds)} requests/s, p99 ${warmUp.latency.p99} ms)`,
    );
    console.log(postHeader);
    equal = (await postCase("alone", origin)) && equal;
  }

  if (cases.has("one-address")) {
    console.log(`\nPOST, ${postConnections} connections, every listing from one client address (one office's NAT)`);
    await postsFor(`${origin}${formEndpoints.listing}`, origin, warmUpSeconds, "2001:db8:ffff:1::1");
    console.log(postHeader);
    equal = (await postCase("from one address", origin, "2001:db8:ffff:1::1")) && equal;
    equal = (await postCase("each from its own", origin)) && equal;
    equal = (await postCase("from one address", origin, "2001:db8:ffff:1::1")) && equal;
  }

  if (cases.has("jobs")) {
    if (!cases.has("posts")) await postsFor(`${origin}${formEndpoints.listing}`, origin); // listings to move
    console.log(`\nThe same while the project's jobs run in a loop and an editor moves submissions at the desk`);
    console.log(postHeader);
    const jobs = jobsLoop({ ...serverEnv, PORT: "", HOST: "" });
    const editor = await editorLoop(origin);
    await sleep(2000);
    equal = (await postCase("with jobs and an editor", origin)) && equal;
    await editor.stop();
    await jobs.stop();
    console.log(
      `jobs run meanwhile: ${
        Object.entries(jobs.runs)
          .map(([name, tally]) => `${name} ${tally.ok} ok${tally.failed ? `, ${tally.failed} FAILED` : ""}`)
          .join("; ") || "none finished"
      }`,
    );
    console.log(
      `the editor's moves: ${Object.entries(editor.answers)
        .map(([status, count]) => `${count} × ${status}`)
        .join(", ")}`,
    );
  }

  if (cases.has("uploads")) {
    // A 49-megapixel PNG of a few hundred KB, as the one that cost 1 GB each (its pixels compress well).
    const png = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: "#777" } })
      .png({ palette: true, compressionLevel: 9 })
      .toBuffer();
    await sleep(3000);
    const before = peakMemoryMb(server.pid!);
    let slowestPage = 0;
    let uploading = true;
    const pages = (async () => {
      while (uploading) {
        const started = performance.now();
        await fetch(`${origin}/`).then((answer) => answer.arrayBuffer());
        slowestPage = Math.max(slowestPage, performance.now() - started);
        await sleep(50);
      }
    })();
    const answers = await Promise.all(
      [1, 2, 3, 4].map(async () => {
        const form = new FormData();
        form.append("photo", new File([new Uint8Array(png)], "big.png", { type: "image/png" }));
        const answer = await fetch(`${origin}/api/uploads`, {
          method: "POST",
          body: form,
          headers: { Accept: "application/json", "X-Forwarded-For": nextClient() },
        });
        return answer.status;
      }),
    );
    // The widths are made in the background after the answers: the peak counts them too.
    await sleep(20_000);
    uploading = false;
    await pages;
    console.log(
      `\nFour ${(7000 * 7000) / 1e6}-megapixel PNG uploads (${Math.round(png.length / 1024)} KB each) at once: answers ${answers.join(", ")}; ` +
        `server's peak memory ${Math.round(before)} MB before, ${Math.round(peakMemoryMb(server.pid!))} MB after; ` +
        `slowest page / meanwhile ${Math.round(slowestPage)} ms`,
    );
  }
  if (!equal) process.exitCode = 1;
} finally {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
  (postgres as TestPostgres | null)?.stop();
  if (smtpSink) {
    console.log(`(mails the SMTP sink received: ${mailsReceived})`);
    await new Promise<void>((resolve) => smtpSink!.close(() => resolve()));
  }
}
