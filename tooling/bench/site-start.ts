/**
 * The CPU one test site's start costs (tests/e2e/test-site.ts; docs/performance.md "Where the suite's time goes"):
 * `npm start`'s server on a database of its own, serving the current build, until it says it listens and until its
 * publisher's renderer says it is ready, as CPU seconds of the server and its renderer (Linux /proc, every thread;
 * it hardly moves with the machine's other work) and wall seconds. Decision 096: `--source` starts server/main.ts
 * through `tsx` as before, else the compiled build/server/main.mjs.
 *
 * Run after `npm run build`: `npx tsx tooling/bench/site-start.ts [--source] [runs]` (PORT, default 4610).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { compiledEntry } from "../build/compile-server";
import { rendererReadyText } from "../../server/publish/renderer-process";
import { cpuMsOfTrees } from "./cpu";

const root = path.resolve(import.meta.dirname, "../..");
const source = process.argv.includes("--source");
const runs = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 3);
const port = process.env.PORT ?? "4610";

/** One start: CPU ms and wall ms at "served at" and at the renderer's readiness. */
async function startOnce(): Promise<{ listening: [number, number]; ready: [number, number] }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "dc-site-start-"));
  const args = source ? ["--import", "tsx", path.join(root, "server/main.ts")] : [compiledEntry("main")];
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: port,
      HOST: "localhost",
      DATA_DIR: dataDir,
      TRUST_PROXY: "1",
      // As a test site: its desk's first admin is added at start (a password hashed).
      ADMIN_EMAIL: "publisher@example.com",
      ADMIN_PASSWORD: "a long enough password",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const at = () => [cpuMsOfTrees([child.pid!]), performance.now() - started] as [number, number];
  try {
    return await new Promise((resolve, reject) => {
      let listening: [number, number] | undefined;
      createInterface({ input: child.stdout! }).on("line", (line) => {
        if (line.startsWith("Discover Columbus is served at")) listening = at();
        if (line.startsWith(rendererReadyText)) resolve({ listening: listening ?? at(), ready: at() });
      });
      child.once("exit", (code) => reject(new Error(`the server ended (code ${code}) before its renderer was ready`)));
    });
  } finally {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const s = (ms: number) => (ms / 1000).toFixed(2);
console.log(`${source ? "server/main.ts through tsx" : "build/server/main.mjs"}, load ${os.loadavg()[0]!.toFixed(1)}`);
for (let run = 1; run <= runs; run++) {
  const { listening, ready } = await startOnce();
  console.log(
    `run ${run}: listening after ${s(listening[0])} CPU s (${s(listening[1])} s), renderer ready after ` +
      `${s(ready[0])} CPU s in all (${s(ready[1])} s); load ${os.loadavg()[0]!.toFixed(1)}`,
  );
}
