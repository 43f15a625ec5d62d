/**
 * `npm start` as a process of its own for the server's tests (server/serve.ts, the function server/main.ts runs),
 * on a site of two pages instead of a build: what a test of locks, starts and stops needs is a real process whose
 * event loop is not the test's. Run it with `node --import tsx tooling/test/serve-process.ts`; it prints one line
 * `{"port": N}` once it listens. The environment is `npm start`'s (DATA_DIR, DATABASE_URL, SMTP_URL, TRUST_PROXY...),
 * plus TEST_BUSY_TIMEOUT_MS and TEST_LOCK_WAIT_MS, the database's waits (server/db/connect.ts DatabaseTuning).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readConfig } from "../../server/config";
import { compiledTestEntry } from "../build/compiled-state.mjs";
import { serve, stopOnSignals } from "../../server/serve";

/**
 * A pre-rendered site of two pages: the home page and the 404 page (its stylesheet link included), in a new folder
 * of `parent` (the system's temporary folder unless given).
 */
export function tinySite(parent = os.tmpdir()): string {
  const root = mkdtempSync(path.join(parent, "dc-site-"));
  const page = (title: string) =>
    `<!doctype html><html lang="en"><head><title>${title}</title><link rel="stylesheet" href="/assets/site.css"></head><body><h1>${title}</h1></body></html>`;
  writeFileSync(path.join(root, "index.html"), page("Discover Columbus"));
  writeFileSync(path.join(root, "404.html"), page("Not found"));
  return root;
}

/** A server process started by {@link startServerProcess}. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** Everything it wrote to stderr so far. */
  stderr: () => string;
  /** Resolves with its exit code once it ended. */
  exited: Promise<number | null>;
}

/**
 * Starts the server as a process with `env` added to this one's; resolves once it listens. It runs this file
 * compiled as the build compiles the server (decision 096: the compiled server listens after about 0.55 CPU s where
 * `tsx` took about 2), by the unit tests' global set-up when the sources changed, into a folder of the tests
 * (compiled-state.mjs `compiledTestDir`), so no build ships it.
 * @throws Error when that file is not the tree's (compiled-state.mjs `compiledTestEntry`), or when the process ends
 * before it listens (with what it wrote to stderr).
 */
export async function startServerProcess(env: Record<string, string | undefined>): Promise<ServerProcess> {
  const args = [compiledTestEntry("serve-process")];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, HOST: "127.0.0.1", PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    let stdout = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = /^\{"port":\d+\}$/m.exec(stdout);
      if (line) resolve((JSON.parse(line[0]) as { port: number }).port);
    });
    void exited.then((code) => reject(new Error(`the server process ended (${code}) before it listened: ${stderr}`)));
  });
  return { child, port, url: `http://127.0.0.1:${port}`, stderr: () => stderr, exited };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const number = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);
  const serving = await serve({
    // Beside its data folder (in the unit run's folder, removed when the run ends), else in the temporary folder.
    root: tinySite(process.env.DATA_DIR ? path.dirname(path.resolve(process.env.DATA_DIR)) : undefined),
    port: Number(process.env.PORT ?? 0),
    host: process.env.HOST ?? "127.0.0.1",
    config: readConfig(),
    tuning: { busyTimeoutMs: number("TEST_BUSY_TIMEOUT_MS"), lockWaitMs: number("TEST_LOCK_WAIT_MS") },
  });
  stopOnSignals(serving);
  console.log(JSON.stringify({ port: serving.port }));
}
