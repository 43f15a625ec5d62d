import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { projectCopy } from "../../tooling/test/project-copy";

/** A guide built from other content and served as `npm start` serves it ({@link buildGuide}). */
export interface BuiltGuide {
  /** Where it is served, e.g. `http://localhost:41234`. */
  readonly baseURL: string;
  /** Stops its server and removes its folder. */
  stop(): Promise<void>;
}

/**
 * What `npm run content:import-requests` wrote, made into the site a visitor gets: a copy of the project
 * whose `content/places` is `contentDir` and whose `public/` has `publicDir`'s files added (the imported
 * photos), built with `npm run build` and served by `server/main.ts` on a free port, without a database
 * (`SITE_BACKEND=none`). About 20-40 s on a 2-core machine; the test that calls it gives itself the time.
 *
 * @throws when the build fails (its output is in the error) or the server does not answer within 20 s
 */
export async function buildGuide({
  contentDir,
  publicDir,
}: {
  contentDir: string;
  publicDir: string;
}): Promise<BuiltGuide> {
  const dir = projectCopy(mkdtempSync(path.join(os.tmpdir(), "dc-built-guide-")), (file) =>
    /^(tests|docs)\/|\.test\.tsx?$/.test(file),
  );
  rmSync(path.join(dir, "content/places"), { recursive: true, force: true });
  cpSync(contentDir, path.join(dir, "content/places"), { recursive: true });
  cpSync(publicDir, path.join(dir, "public"), { recursive: true });
  const env = { ...process.env, SITE_BACKEND: "none" };
  await run("npm", ["run", "build"], { cwd: dir, env });

  const port = await freePort();
  const server = spawn(process.execPath, ["--import", "tsx", path.join(dir, "server/main.ts")], {
    cwd: dir,
    env: { ...env, PORT: String(port), HOST: "localhost", DATA_DIR: path.join(dir, "data") },
    stdio: "ignore",
  });
  const baseURL = `http://localhost:${port}`;
  const stop = async () => {
    await stopProcess(server);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForServer(baseURL);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}

/** Runs a command to its end; rejects with its output when it fails. */
function run(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed (exit ${code}):\n${output}`)),
    );
  });
}

/** A TCP port nothing listens on now, chosen by the system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "localhost", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function waitForServer(url: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the built guide's server at ${url} did not answer within 20 s`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.on("exit", () => resolve());
    child.kill("SIGTERM");
  });
}
