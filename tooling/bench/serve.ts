/**
 * Load benchmark of `npm start` (`npm run bench:serve`): starts the production server on a free
 * loopback port, with a new temporary DATA_DIR and the per-client limit raised (SUBMISSIONS_PER_HOUR:
 * every request comes from one address), then runs autocannon, each case bounded to BENCH_SECONDS
 * (default 10 s):
 * - `/` and `/restaurants` with the encodings browsers send (`Accept-Encoding: br, gzip`), with
 *   BENCH_CONNECTIONS (default 10) connections: requests/s (mean) and latency p99 (ms);
 * - `POST /api/listings`: a valid listing request as a form sends it without JavaScript (form-urlencoded,
 *   the site's own Origin), with BENCH_POST_CONNECTIONS (default 20) connections: requests/s, p99, the
 *   303 answers, and the rows the `submission` table gained, which must be as many (product §16: only a
 *   committed row is answered as saved; the run exits with 1 when they differ).
 * With DATABASE_URL the server stores in that PostgreSQL database instead of SQLite (the listings stay
 * in it: give it a database of its own); the rows are counted there.
 * Figures, not a gate: the machine's other work moves them. Needs a build (`npm run build`).
 * BENCH_SERVER names another server entry to measure (default server/main.ts).
 */
import { validListing } from "../test/fixtures";
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "libsql";
import { formEndpoints } from "../../core/forms/server-contract";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const postConnections = Number(process.env.BENCH_POST_CONNECTIONS ?? 20);
const entry = path.resolve(import.meta.dirname, "../..", process.env.BENCH_SERVER ?? "server/main.ts");
const databaseUrl = process.env.DATABASE_URL || undefined;
const cases = ["/", "/restaurants"];
const host = "127.0.0.1";

/** A listing request that passes the listing form's schema (the server's tests' own), form-urlencoded. */
const listing = new URLSearchParams(validListing).toString();

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

/** Rows of the `submission` table: in PostgreSQL at DATABASE_URL, else in the SQLite file of `dataDir`. */
async function countSubmissions(dataDir: string): Promise<number> {
  if (databaseUrl) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>("select count(*) as n from submission");
      return Number(rows[0]!.n);
    } finally {
      await client.end();
    }
  }
  const db = new Database(path.join(dataDir, "discover-columbus.db"), { readonly: true });
  try {
    return Number((db.prepare("select count(*) as n from submission").get() as { n: number }).n);
  } finally {
    db.close();
  }
}

/**
 * Posts the listing to `url` from {@link postConnections} connections for {@link seconds} s, then lets each
 * connection read the answer to the request it has out and stop (autocannon's own deadline drops those, and
 * the server may still store them: the rows would outnumber the answers). `answeredInTime`: answers read
 * before the deadline, for requests/s.
 */
async function postsFor(url: string, origin: string): Promise<autocannon.Result & { answeredInTime: number }> {
  let draining = false;
  let answeredInTime = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        method: "POST",
        connections: postConnections,
        // A bound in case the draining below stopped working: then the run is cut, and the counts say so.
        duration: seconds + 5,
        headers: { "content-type": "application/x-www-form-urlencoded", origin },
        body: listing,
      },
      (error: unknown, result) => {
        clearTimeout(deadline);
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve({ ...result, answeredInTime });
      },
    );
    // Past the deadline a connection that has its answer sends nothing more: the cap autocannon's
    // maxConnectionRequests option sets, lowered on the connection (an autocannon client) once the time is up.
    instance.on("response", (client) => {
      if (draining) (client as unknown as { responseMax: number }).responseMax = 1;
      else answeredInTime += 1;
    });
    const deadline = setTimeout(() => (draining = true), seconds * 1000);
  });
}

const row = (cells: (string | number)[]) =>
  cells.map((cell, i) => (i ? String(cell).padStart(12) : String(cell).padEnd(16))).join("");

const dataDir = mkdtempSync(path.join(tmpdir(), "dc-bench-"));
const port = await freePort();
const origin = `http://${host}:${port}`;
const server = spawn(process.execPath, ["--import", "tsx", entry], {
  env: { ...process.env, PORT: String(port), HOST: host, DATA_DIR: dataDir, SUBMISSIONS_PER_HOUR: "100000000" },
  stdio: ["ignore", "ignore", "inherit"],
});
try {
  await waitFor(`${origin}/`);
  console.log(
    `${path.relative(process.cwd(), entry)}: ${seconds} s per case; submissions in ${databaseUrl ? "PostgreSQL (DATABASE_URL)" : "SQLite in a new folder"}\n`,
  );
  console.log(`GET, ${connections} connections, Accept-Encoding: br, gzip`);
  console.log(row(["path", "requests/s", "p99 (ms)", "encoding", "non-2xx"]));
  for (const route of cases) {
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
      row([route, Math.round(result.requests.average), result.latency.p99, encoding ?? "none", result.non2xx]),
    );
  }

  const route = formEndpoints.listing;
  console.log(`\nPOST, ${postConnections} connections, a valid listing (form-urlencoded, Origin: ${origin})`);
  console.log(row(["path", "requests/s", "p99 (ms)", "303", "other", "rows stored", "equal"]));
  const before = await countSubmissions(dataDir);
  const result = await postsFor(`${origin}${route}`, origin);
  const seeOther = result.statusCodeStats?.["303"]?.count ?? 0;
  const stored = (await countSubmissions(dataDir)) - before;
  const other = result.requests.total - seeOther;
  console.log(
    row([
      route,
      Math.round(result.answeredInTime / seconds),
      result.latency.p99,
      seeOther,
      other,
      stored,
      stored === seeOther ? "yes" : "NO",
    ]),
  );
  if (result.errors || result.timeouts)
    console.log(`(${result.errors} connection errors, ${result.timeouts} timeouts)`);
  if (stored !== seeOther) process.exitCode = 1;
} finally {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill();
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
