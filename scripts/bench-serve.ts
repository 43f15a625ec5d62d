/**
 * Load benchmark of `npm start` (`npm run bench:serve`): starts the production server on a free
 * loopback port, then runs autocannon against `/` and `/restaurants` with the encodings browsers
 * send (`Accept-Encoding: br, gzip`), each case bounded to BENCH_SECONDS (default 10 s) with
 * BENCH_CONNECTIONS (default 10) connections. Prints requests/s (mean) and latency p99 (ms).
 * Figures, not a gate: the machine's other work moves them. Needs a build (`npm run build`).
 * BENCH_SERVER names another server entry to measure (default scripts/serve.ts).
 */
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const entry = path.resolve(import.meta.dirname, "..", process.env.BENCH_SERVER ?? "scripts/serve.ts");
const cases = ["/", "/restaurants"];
const host = "127.0.0.1";

/** A port the system reports free on the loopback interface. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no server at ${url}`);
}

const port = await freePort();
const server = spawn(process.execPath, ["--import", "tsx", entry], {
  env: { ...process.env, PORT: String(port), HOST: host },
  stdio: ["ignore", "ignore", "inherit"],
});
try {
  await waitFor(`http://${host}:${port}/`);
  console.log(`${path.relative(process.cwd(), entry)}: ${connections} connections, ${seconds} s per case, Accept-Encoding: br, gzip\n`);
  console.log(["path", "requests/s", "p99 (ms)", "encoding", "non-2xx"].map((h, i) => (i ? h.padStart(12) : h.padEnd(16))).join(""));
  for (const route of cases) {
    const encoding = (await fetch(`http://${host}:${port}${route}`, { headers: { "Accept-Encoding": "br, gzip" } })).headers.get(
      "content-encoding",
    );
    const result = await autocannon({
      url: `http://${host}:${port}${route}`,
      connections,
      duration: seconds,
      headers: { "accept-encoding": "br, gzip" },
    });
    console.log(
      route.padEnd(16) +
        [Math.round(result.requests.average), result.latency.p99, encoding ?? "none", result.non2xx]
          .map((value) => String(value).padStart(12))
          .join(""),
    );
  }
} finally {
  server.kill();
}
