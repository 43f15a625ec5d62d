import { spawn, spawnSync } from "node:child_process";
import { readdirSync, readFileSync, realpathSync } from "node:fs";
import path from "node:path";
import Database from "libsql";
import { startTestPostgres, type TestPostgres } from "../../tooling/test/postgres";
import { compiledEntry } from "../../tooling/build/compile-server";
import { expect, test } from "./fixtures";
import { deskPlaces, editDescription, placePage, signInToDesk, testSite, type TestSite } from "./test-site";

/**
 * Approved is live, whatever happens (decision 050), each on sites of their own (copies of the build with their
 * own database): a publisher killed in the middle of a run leaves the old pages served and completes the change
 * after a restart; `npm run build` beside a serving `npm start` never leaves a request unanswered; two servers on
 * one PostgreSQL both serve a change approved through one of them.
 */
test.describe.configure({ mode: "serial", timeout: 300_000 });
const projectRoot = path.resolve(import.meta.dirname, "../..");
/** A fictional description, so no made-up fact lands on a real place even in a copy (the text is the change). */
const edited = "Edited in a test of the guide's publishing: a sentence no source ever said.";

/** The first open place of the copied guide whose page the test changes. */
function firstPlace(site: TestSite): { id: number; slug: string } {
  const db = new Database(path.join(site.dataDir, "discover-columbus.db"), { readonly: true });
  try {
    const row = db
      .prepare('select id, slug from place where record like \'%"status":"open"%\' order by id limit 1')
      .get() as {
      id: number;
      slug: string;
    };
    return row;
  } finally {
    db.close();
  }
}

/** The state of the site's newest publisher run (read-only, from its database). */
function runStates(site: TestSite): string[] {
  const db = new Database(path.join(site.dataDir, "discover-columbus.db"), { readonly: true });
  try {
    return (
      db.prepare("select state from publish where kind = 'change' order by started_at").all() as { state: string }[]
    ).map((row) => row.state);
  } finally {
    db.close();
  }
}

/** The process ids of the renderers (render/renderer.ts, compiled or not) rendering into `site`'s build, read from /proc. */
function renderersOf(site: TestSite): string[] {
  return readdirSync("/proc").filter((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      // Decision 096: the compiled renderer a test site's compiled server starts (the source's, run from the sources).
      return /render\/renderer\.ts|build\/server\/renderer\.mjs/.test(command) && command.includes(site.buildDir);
    } catch {
      return false; // gone meanwhile
    }
  });
}

test("a publisher killed in the middle of a run: the old page stays served, whole; after a restart the change goes live", async ({
  playwright,
}) => {
  const site = await testSite("killed");
  const request = await playwright.request.newContext();
  try {
    const place = firstPlace(site);
    const before = await placePage(site, place.slug);
    // The publisher starts its renderer with the server, so the first change does not wait for it to load the guide.
    await expect.poll(() => renderersOf(site).length, { timeout: 30_000 }).toBe(1);
    await signInToDesk(request, site);
    await editDescription(request, site, place.id, edited, "A test of publishing");
    // Killed as soon as the run is under way (the renderer is rendering its pages).
    await expect.poll(() => runStates(site).includes("rendering"), { intervals: [20], timeout: 30_000 }).toBe(true);
    await site.kill();
    // The killed server's renderer stops within a second too, rather than rendering on for nobody beside the next one.
    await expect.poll(() => renderersOf(site), { timeout: 1_000 }).toEqual([]);
    const file = path.join(site.buildDir, "client", "place", place.slug, "index.html");
    const onDisk = readFileSync(file, "utf8");
    expect(onDisk.trimEnd().endsWith("</html>")).toBe(true);
    expect(onDisk).not.toContain(edited);

    await site.start();
    // The old page, whole, while the publisher starts again.
    const served = await placePage(site, place.slug);
    expect(served.trimEnd().endsWith("</html>")).toBe(true);
    await expect.poll(async () => (await placePage(site, place.slug)).includes(edited), { timeout: 60_000 }).toBe(true);
    // The run is marked live once its files are served (the publisher checks them first): a moment after the page.
    await expect.poll(() => runStates(site), { timeout: 10_000 }).toEqual(["failed", "live"]);
    expect(before).not.toContain(edited);
  } finally {
    await request.dispose();
    await site.stop();
  }
});

test("a server stopped for longer than a run's files are kept: it renders the whole guide when it starts, and serves the change", async ({
  playwright,
}) => {
  // Product §16.6's table (core/retention.ts): a run's files go a week after the run; every running server applied
  // them within seconds. One stopped longer comes back with its old release and finds them gone (apply.ts).
  const one = await testSite("kept-one");
  const request = await playwright.request.newContext();
  let two: TestSite | undefined;
  try {
    const place = firstPlace(one);
    await signInToDesk(request, one);
    await editDescription(request, one, place.id, edited, "A test of publishing");
    await expect.poll(async () => (await placePage(one, place.slug)).includes(edited), { timeout: 60_000 }).toBe(true);
    // The page is served a moment before its run is marked live (publisher.ts: served, then "live"); on a busy
    // machine a kill may fall between, and a run not ended is no run to prune.
    await expect.poll(() => runStates(one), { timeout: 30_000 }).toContain("live");
    await one.kill();

    // Eight days later (the run's end moved back, as the clock would), the project's own prune deletes its files.
    // Another process writing, so it waits for the lock as the project's own do (server/db/sqlite-worker.mjs): the
    // killed server's renderer may hold the database for the moment it takes to see its parent gone.
    const database = new Database(path.join(one.dataDir, "discover-columbus.db"));
    database.exec("pragma busy_timeout = 5000");
    database
      .prepare("update publish set finished_at = ? where kind = 'change'")
      .run(new Date(Date.now() - 8 * 24 * 60 * 60_000).toISOString());
    database.close();
    const pruned = spawnSync(process.execPath, [compiledEntry("db"), "prune"], {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: one.dataDir, DATABASE_URL: "" },
      encoding: "utf8",
    });
    expect(pruned.status, pruned.stderr).toBe(0);
    expect(pruned.stdout).toContain("1 publishedFiles");

    // A server with the build as it was before the change (a fresh copy of the release) on that database.
    two = await testSite("kept-two", { dataDir: one.dataDir });
    await expect.poll(async () => (await placePage(two!, place.slug)).includes(edited), { timeout: 90_000 }).toBe(true);
    // The release stops being behind once the whole render is in (its pages are written before that mark).
    const behind = () =>
      (
        JSON.parse(
          readFileSync(
            path.join(path.dirname(realpathSync(path.join(two!.buildDir, "client"))), "release.json"),
            "utf8",
          ),
        ) as { behind?: boolean }
      ).behind;
    await expect.poll(behind, { timeout: 30_000 }).toBeUndefined();
  } finally {
    await request.dispose();
    await two?.stop();
    await one.stop();
  }
});

test("npm run build beside a serving npm start: every request during the build is answered, then the new build is served with the live changes", async ({
  playwright,
}) => {
  const site = await testSite("rebuilt");
  const request = await playwright.request.newContext();
  try {
    const place = firstPlace(site);
    await signInToDesk(request, site);
    await editDescription(request, site, place.id, edited, "A test of publishing");
    await expect.poll(async () => (await placePage(site, place.slug)).includes(edited), { timeout: 60_000 }).toBe(true);
    const releaseBefore = realpathSync(path.join(site.buildDir, "client"));
    const asset = /<script type="text\/x-deferred-module"[^>]*data-modulepreload="([^" ]+)/.exec(
      await placePage(site, place.slug),
    )?.[1];
    expect(asset).toMatch(/^\/assets\//);

    const build = spawn("npm", ["run", "build"], {
      cwd: projectRoot,
      env: { ...process.env, BUILD_DIR: site.buildDir, DATA_DIR: site.dataDir },
      stdio: "ignore",
    });
    const done = new Promise<number | null>((resolve) => build.on("exit", resolve));
    let finished = false;
    void done.then(() => (finished = true));
    const failures: string[] = [];
    let requests = 0;
    while (!finished) {
      for (const target of ["/", "/restaurants", `/place/${place.slug}`, asset!, "/sw.js"]) {
        requests += 1;
        try {
          // fetch decodes the brotli twin: a page cut short would not end with its closing tag.
          const answer = await fetch(`${site.baseURL}${target}`, { headers: { "Accept-Encoding": "br" } });
          const body = await answer.text();
          if (answer.status !== 200) failures.push(`${target}: ${answer.status}`);
          else if (!target.includes(".") && !body.trimEnd().endsWith("</html>")) failures.push(`${target}: cut short`);
          else if (body.length === 0) failures.push(`${target}: empty`);
        } catch (error) {
          failures.push(`${target}: ${String(error)}`);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await done).toBe(0);
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(50);
    // The new release is served, and it holds the change published before the build.
    expect(realpathSync(path.join(site.buildDir, "client"))).not.toBe(releaseBefore);
    expect(await placePage(site, place.slug)).toContain(edited);
    // A page loaded before the switch still finds its scripts.
    expect((await fetch(`${site.baseURL}${asset}`)).status).toBe(200);
  } finally {
    await request.dispose();
    await site.stop();
  }
});

test("two npm start processes on one PostgreSQL: a change approved through one is served by both", async ({
  playwright,
}) => {
  const postgres: TestPostgres | null = await startTestPostgres();
  test.skip(!postgres, "PostgreSQL is not installed (CI installs it, and then this runs)");
  const one = await testSite("pg-one", { databaseUrl: postgres!.url });
  const two = await testSite("pg-two", { databaseUrl: postgres!.url });
  const request = await playwright.request.newContext();
  try {
    // The first place of the guide, read through the desk of the first server.
    await signInToDesk(request, one);
    const [{ id, slug }] = (await deskPlaces(request, one, 1)) as [{ id: number; slug: string }];
    await editDescription(request, one, id, edited, "A test of publishing");
    for (const site of [one, two])
      await expect.poll(async () => (await placePage(site, slug)).includes(edited), { timeout: 60_000 }).toBe(true);
  } finally {
    await request.dispose();
    await one.stop();
    await two.stop();
    postgres?.stop();
  }
});
