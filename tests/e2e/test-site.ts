/**
 * A site of a test's own (decision 050): the main build's current release linked (hard links, no copy) into
 * `build/test-sites/<name>/`, served by the server that build compiled (build/server/main.mjs, checked to be the
 * tree's: decision 096) with a database of its own, so a test can publish, kill and restart without touching the
 * site the other browser tests read. The folder sits inside the project so the
 * release's renderer finds the project's node_modules. Its editor is the desk's first admin, whom the server adds at
 * start (`ADMIN_EMAIL`, docs/server.md): only the server writes its database.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { expect, type APIRequestContext } from "@playwright/test";
import { mkdirSync, mkdtempSync, realpathSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { switchRelease } from "../../server/publish/release";
import { compiledEntry } from "../../tooling/build/compile-server";

const projectRoot = path.resolve(import.meta.dirname, "../..");

/**
 * How long a test site has to say it listens and answer: its server and its renderer start in about 2.4 s of one core
 * (4.7 s when they loaded the project through `tsx`), which on a machine whose cores other work keeps busy (load 30
 * on 2 cores) took more than 30 s. The specs that start sites allow minutes per test.
 */
const startLimitMs = 90_000;

/** The editor every test site has. */
export const siteEditor = { email: "publisher@example.com", password: "a long enough password" };

export interface TestSite {
  baseURL: string;
  buildDir: string;
  dataDir: string;
  /**
   * Starts the server (again, after a kill); resolves once it answers. `env`: variables for this start only (a
   * clock that starts on another day, `CLOCK_AT`, decision 092).
   */
  start(env?: Record<string, string>): Promise<void>;
  /** SIGKILL: the process ends at once, whatever it was doing. */
  kill(): Promise<void>;
  /** Stops the server and removes the site's folders. */
  stop(): Promise<void>;
}

/**
 * The first port of the sites of this worker: `E2E_SITE_PORT` when set (a shared machine's own range, where both
 * workers start), else by pid (two workers' ranges may meet). Hence {@link takePort} skips ports in use, and a site
 * is started only once its own server says it listens: an answer on its port may be another worker's site.
 */
let nextPort = Number(process.env.E2E_SITE_PORT) || 4900 + (process.pid % 50) * 10;
/**
 * Ports that fetch and Chromium refuse to reach (the Fetch standard's "bad ports" from 4900 on: SIP's 5060 and 5061,
 * X11's 6000, IRC's): a site on one of them never answers ("fetch failed", cause "bad port"), so none is used.
 */
const badPorts = new Set([5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6697]);

/** Whether nothing listens on `port` of localhost now. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "localhost", () => probe.close(() => resolve(true)));
  });
}

/** The next port for a site that nothing listens on now, past the bad ones. */
async function takePort(): Promise<number> {
  for (;;) {
    while (badPorts.has(nextPort)) nextPort++;
    const port = nextPort++;
    if (await isFree(port)) return port;
  }
}

/**
 * A new test site on a port of its own. `databaseUrl`: PostgreSQL instead of SQLite (two sites on one database
 * are two servers of one guide). `buildDir`: serve that build folder (another site's) instead of a copy. `dataDir`:
 * the data folder (its SQLite database) of another site, stopped, instead of a new one.
 */
export async function testSite(
  name: string,
  {
    databaseUrl,
    buildDir: sharedBuild,
    env = {},
    dataDir: sharedData,
  }: { databaseUrl?: string; buildDir?: string; env?: Record<string, string>; dataDir?: string } = {},
): Promise<TestSite> {
  const buildDir = sharedBuild ?? path.join(projectRoot, "build", "test-sites", `${name}-${process.pid}-${Date.now()}`);
  if (!sharedBuild) {
    const release = path.dirname(realpathSync(path.join(projectRoot, "build", "client")));
    const copy = path.join(buildDir, "releases", path.basename(release));
    mkdirSync(path.dirname(copy), { recursive: true });
    const linked = spawnSync("cp", ["-al", release, copy]);
    if (linked.status !== 0) throw new Error(`cp -al ${release}: ${linked.stderr.toString()}`);
    switchRelease(buildDir, copy);
  }
  const dataDir = sharedData ?? mkdtempSync(path.join(os.tmpdir(), `dc-${name}-`));

  let port = await takePort();
  let child: ChildProcess | undefined;
  let started = false;
  /** New ports tried when the port was taken as the site started (bounded: a server failing for another reason). */
  let moves = 0;
  const site: TestSite = {
    baseURL: `http://localhost:${port}`,
    buildDir,
    dataDir,
    async start(once: Record<string, string> = {}) {
      child = spawn(process.execPath, [compiledEntry("main")], {
        cwd: projectRoot,
        env: {
          ...process.env,
          ...env,
          ...once,
          PORT: String(port),
          HOST: "localhost",
          DATA_DIR: dataDir,
          BUILD_DIR: buildDir,
          TRUST_PROXY: "1",
          ADMIN_EMAIL: siteEditor.email,
          ADMIN_PASSWORD: siteEditor.password,
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        },
        stdio: ["ignore", "pipe", "inherit"],
      });
      // Its own server's word that it listens on the port (server/main.ts), its output passed on as it comes. An
      // answer on the port alone may be another server's (another worker's site that took the port first).
      const running = child;
      const listening = new Promise<boolean>((resolve) => {
        createInterface({ input: running.stdout! }).on("line", (line) => {
          console.log(line);
          if (line.startsWith(`Discover Columbus is served at http://localhost:${port} `)) resolve(true);
        });
        running.once("exit", () => resolve(false));
      });
      const since = Date.now();
      let last = "no answer";
      const served = await Promise.race([
        listening,
        new Promise<null>((resolve) => setTimeout(resolve, startLimitMs, null)),
      ]);
      if (served === false) {
        // Its port was taken meanwhile (EADDRINUSE: another worker's site). A new site moves to the next free port;
        // a restarted one keeps its own, which its test's addresses name.
        if (!started && moves < 5) {
          moves += 1;
          port = await takePort();
          site.baseURL = `http://localhost:${port}`;
          return site.start(once);
        }
        throw new Error(`the test site ${name} ended as it started, on port ${port} (its output says why)`);
      }
      if (served === null) last = "its server did not say it listens";
      while (served && Date.now() - since < startLimitMs) {
        try {
          // Each try has its own limit: one request left hanging must not use up the whole wait.
          const answer = await fetch(`${site.baseURL}/`, { signal: AbortSignal.timeout(5_000) });
          if (answer.ok) {
            started = true;
            return;
          }
          last = `status ${answer.status}`;
        } catch (error) {
          // Not yet; fetch says why in its cause ("connect ECONNREFUSED", "bad port").
          const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : "";
          last = error instanceof Error ? `${error.name}: ${error.message}${cause}` : String(error);
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      // A site that never answered is not left running after its test.
      await site.kill();
      throw new Error(`the test site ${name} did not answer within ${startLimitMs / 1000} s (the last try: ${last})`);
    },
    async kill() {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once("exit", () => resolve());
        running.kill("SIGKILL");
      });
    },
    async stop() {
      const running = child;
      // A process ended by a signal has no exit code, only its signal.
      if (running && running.exitCode === null && running.signalCode === null)
        await new Promise<void>((resolve) => {
          running.once("exit", () => resolve());
          running.kill("SIGTERM");
        });
      if (!sharedBuild) rmSync(buildDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  await site.start();
  return site;
}

/** Signs in to a site's desk as its editor through the request context (its cookie is kept, one per host and port). */
export async function signInToDesk(request: APIRequestContext, site: TestSite): Promise<void> {
  const answer = await request.post(`${site.baseURL}/admin/login`, {
    form: { email: siteEditor.email, password: siteEditor.password },
    headers: { Origin: site.baseURL },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
}

/**
 * An editor's own edit of a place at a site's desk (signed in): its `description`, every other field as the desk's
 * form shows it, with the edit's source (`sourceTitle`, the test's name for it). Expects the desk's 303.
 */
export async function editDescription(
  request: APIRequestContext,
  site: TestSite,
  placeId: number,
  description: string,
  sourceTitle: string,
): Promise<void> {
  const html = await (await request.get(`${site.baseURL}/admin/places/${placeId}`)).text();
  const unescape = (value: string) =>
    value
      .replace(/&amp;/g, "&")
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'");
  const values: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(/<input id="edit-[^"]*" name="([^"]+)" value="([^"]*)"/g))
    values[name!] = unescape(value!);
  for (const [, name, value] of html.matchAll(/<textarea id="edit-[^"]*" name="([^"]+)"[^>]*>([^<]*)<\/textarea>/g))
    values[name!] = unescape(value!);
  const answer = await request.post(`${site.baseURL}/admin/places/${placeId}`, {
    form: { ...values, description, sourcePublisher: "Discover Columbus's tests", sourceTitle, sourceUrl: "" },
    headers: { Origin: site.baseURL },
    maxRedirects: 0,
  });
  expect(answer.status(), await answer.text()).toBe(303);
}

/** A place page as a site serves it (its whole HTML); expects a 200. */
export async function placePage(site: TestSite, slug: string): Promise<string> {
  const answer = await fetch(`${site.baseURL}/place/${slug}`);
  expect(answer.status).toBe(200);
  return answer.text();
}

/** The first `count` places of the desk's list of a site (signed in): their ids and slugs. */
export async function deskPlaces(request: APIRequestContext, site: TestSite, count: number) {
  const desk = await (await request.get(`${site.baseURL}/admin/places`)).text();
  return [...desk.matchAll(/href="\/admin\/places\/(\d+)"[^]*?\/place\/([a-z0-9-]+) · version/g)]
    .slice(0, count)
    .map(([, id, slug]) => ({ id: Number(id), slug: slug! }));
}
