/**
 * A throw-away PostgreSQL cluster for tests (Debian's `postgresql` package; `.ci/run` installs it):
 * initdb into a temporary folder, pg_ctl start on a free loopback port, fsync off. initdb refuses to
 * run as root, so as root it runs as the `postgres` user the package creates.
 * Without the package: with `CI` set this throws (a run must never pass by skipping PostgreSQL),
 * else it returns null and the PostgreSQL half of the tests is skipped with a note.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

export interface TestPostgres {
  /** postgresql://postgres@127.0.0.1:PORT/postgres */
  url: string;
  stop: () => void;
}

/** The newest installed server's bin folder, e.g. /usr/lib/postgresql/15/bin, or null. */
export function postgresBin(): string | null {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((name) => existsSync(path.join(base, name, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], "bin") : null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a cluster; see the module's comment for what happens without PostgreSQL. `durable`: fsync on, as a
 * production server has it (the benchmarks); tests run without it. `settings`: more `-c name=value` for the server.
 */
export async function startTestPostgres({
  durable = false,
  settings = "",
}: {
  durable?: boolean;
  /** More server settings for `postgres`, e.g. "-c shared_preload_libraries=pg_stat_statements" (the benchmarks). */
  settings?: string;
} = {}): Promise<TestPostgres | null> {
  const bin = postgresBin();
  if (!bin) {
    if (process.env.CI)
      throw new Error(
        "PostgreSQL is not installed (Debian: apt-get install postgresql): with CI set, its tests must run, not skip.",
      );
    console.warn(
      "PostgreSQL is not installed (Debian: apt-get install postgresql): its half of the storage tests is skipped.",
    );
    return null;
  }
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), "dc-postgres-"));
  chmodSync(dir, 0o755);
  if (asRoot) execFileSync("chown", ["postgres:postgres", dir]);
  const run = (tool: string, args: string[]) =>
    execFileSync(
      asRoot ? "runuser" : path.join(bin, tool),
      asRoot ? ["-u", "postgres", "--", path.join(bin, tool), ...args] : args,
      { stdio: "pipe" },
    );
  const port = await freePort();
  run("initdb", [
    "-D",
    path.join(dir, "data"),
    "-U",
    "postgres",
    "--auth=trust",
    "--no-sync",
    "-E",
    "UTF8",
    "--locale=C",
  ]);
  run("pg_ctl", [
    "-D",
    path.join(dir, "data"),
    "-w",
    "-l",
    path.join(dir, "log"),
    "-o",
    `-k ${dir} -p ${port} -c listen_addresses=127.0.0.1 -c fsync=${durable ? "on" : "off"} -c max_connections=200 ${settings}`,
    "start",
  ]);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run("pg_ctl", ["-D", path.join(dir, "data"), "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
