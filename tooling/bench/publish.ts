/**
 * `npm run bench:publish -- [places] [--events N] [--runs N] [--keep] [--built DIR --data DIR] [--place SLUG] [--each]`
 * (decision 050, product §18): how long an editor and an owner wait from their Save to the changed page served over
 * HTTP, and how many files each kind of change rewrites. `--built DIR --data DIR` serves a copy an earlier run kept (`--keep`) with the
 * build and database it left (at 50,000 places the build takes far longer than the publishes); `--place SLUG` edits
 * that restaurant rather than the first open one.
 *
 * In a temporary copy of the project (the guide's own places, or as many synthetic ones as `bench:scale` makes,
 * e.g. `-- 10000`, with `--events N` synthetic events beside them, none by default): the build, then `npm start` with a database of its own and a first admin; signed in at the
 * desk over HTTP like a browser, it waits for the publisher's renderer to be ready (printed: it loads the whole guide
 * when the server starts), then
 * 1. edits one restaurant's description `--runs` times (default 10), each time timing the Save's post until the
 *    place's page, fetched every 100 ms, carries the new sentence: median and slowest;
 *    then an owner's hours change as many times (decision 068: claimed by phone, approved at the desk, signed in by
 *    the mailed link), from the owner's Save until the place's page shows the new hours: median and slowest, each
 *    run with the files the publisher rewrote and its render;
 * 2. with `--each`: one description edit of every open place of the guide (every category's file), and the files
 *    each rewrote: median, most, and every place above 15 with its count (product §18.3: a description edit rewrites
 *    at most about 15 files). One publish a place: meant for the guide's own places, not 50,000;
 * 3. then one change of each kind: a rename, a closure, and a new place (a listing posted to /api/listings and
 *    approved at the desk), each with its seconds until served, the files the publisher rewrote and its own render.
 * Goals (decision 050 and the owners' decision 068): an editor's change under 10 s typical, under 60 s always; an owner's hours change
 * median under 5 s, slowest under 30 s. Prints each run, then a summary of both with the goals met or
 * not; fails only when a change never shows (after 120 s) or the desk refuses a step.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import Database from "libsql";
import { editFormOf } from "../../server/places/edit";
import { rendererReadyText } from "../../server/publish/renderer-process";
import { slugify } from "../../server/places/record";
import { placeSchema } from "../../core/places/place-schema";
import { readPlaces } from "../../core/places/guide.server";
import { projectCopy } from "../test/project-copy";
import { validListing } from "../test/fixtures";
import { columbusDate } from "../../core/hours/columbus-date";
import { build, freePort, realPlaces, scaledCopy, syntheticEvents, syntheticPlaces } from "./scale";

const args = process.argv.slice(2);
const count = Number(
  args.find((arg, index) => /^\d+$/.test(arg) && !["--runs", "--built", "--events"].includes(args[index - 1] ?? "")) ??
    0,
);
const eventsArg = args.indexOf("--events");
/** `--events N`: synthetic events beside the synthetic places (as `bench:scale` makes them); none by default. */
const eventCount = eventsArg >= 0 ? Number(args[eventsArg + 1]) : 0;
if (!Number.isInteger(eventCount) || eventCount < 0) throw new Error(`--events needs a whole number`);
if (eventCount > 0 && count === 0) throw new Error("--events needs a number of synthetic places");
const runsArg = args.indexOf("--runs");
const runs = runsArg >= 0 ? Number(args[runsArg + 1]) : 10;
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs needs a whole number of at least 1`);
const keep = args.includes("--keep");
/** `--built DIR`: a copy kept by an earlier run (`--keep`), served with the build it has, so no build is waited for. */
const builtArg = args.indexOf("--built");
const builtDir = builtArg >= 0 ? path.resolve(args[builtArg + 1]!) : undefined;
const placeArg = args.indexOf("--place");
const each = args.includes("--each");
/** `--data DIR`, with `--built`: the database the kept copy's build was published from (its pages follow it). */
const dataArg = args.indexOf("--data");
const builtData = dataArg >= 0 ? path.resolve(args[dataArg + 1]!) : undefined;
if (builtDir && !builtData) throw new Error("--built needs --data: the kept run's data folder, printed with it");
const admin = { email: "bench-editor@example.com", password: "the bench's own long password" };

/**
 * The publisher's last run in the copy's database once it has finished (a page can be served a moment before its
 * run is marked live): files written, places, render seconds. Waits up to 10 s for the mark.
 */
async function lastPublish(dataDir: string) {
  for (let tries = 0; ; tries++) {
    const db = new Database(path.join(dataDir, "discover-columbus.db"), { readonly: true });
    let run;
    try {
      run = db
        .prepare(
          "select file_count, place_ids, started_at, finished_at, state from publish where kind = 'change' order by seq desc limit 1",
        )
        .get() as {
        file_count: number;
        place_ids: string;
        started_at: string;
        finished_at: string | null;
        state: string;
      };
    } finally {
      db.close();
    }
    if (run.finished_at || tries >= 100) return run;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A signed-in desk over HTTP: posts forms with the session's cookie and the site's Origin, as a browser does. */
async function signIn(base: string) {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const login = await fetch(`${base}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: form(admin),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  if (login.status !== 303 || !cookie) throw new Error(`the desk's sign-in answered ${login.status}`);
  return async (address: string, fields: Record<string, string>) => {
    const answer = await fetch(`${base}${address}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, Cookie: cookie },
      body: form(fields),
    });
    if (answer.status !== 303)
      throw new Error(`${address} answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`);
  };
}

/** Seconds from `started` until `address` answers 200 with `text` in it (fetched every 100 ms, at most 120 s). */
async function servedAfter(base: string, address: string, text: string, started: number): Promise<number> {
  while (performance.now() - started < 120_000) {
    const answer = await fetch(`${base}${address}`, { headers: { "Cache-Control": "no-cache" } });
    if (answer.status === 200 && (await answer.text()).includes(text)) return (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${address} never showed "${text}" within 120 s`);
}

/**
 * `--each`: one description edit of every open place in `dir`'s content (a sentence added, as above), each waited for
 * on its page; prints how many files each rewrote: median, most, and every place above 15 with its count.
 */
async function editEach(
  dir: string,
  dataDir: string,
  base: string,
  post: Awaited<ReturnType<typeof signIn>>,
  source: Record<string, string>,
) {
  const open = readPlaces(path.join(dir, "content/places")).filter((place) => place.status !== "closed");
  const counts: { slug: string; files: number }[] = [];
  for (const place of open) {
    const sentence = `One edit of each place, ${place.slug}.`;
    const started = performance.now();
    await post(`/admin/places/${place.id}`, {
      ...editFormOf(place),
      description: `${place.description} ${sentence}`,
      ...source,
    });
    await servedAfter(base, `/place/${place.slug}`, sentence, started);
    counts.push({ slug: place.slug, files: (await lastPublish(dataDir)).file_count });
  }
  const files = counts.map((entry) => entry.files);
  const above = counts.filter((entry) => entry.files > 15).sort((a, b) => b.files - a.files);
  console.log(
    `description edit of each of ${counts.length} open places: files rewritten median ${median(files)}, most ${Math.max(...files)}; above 15: ${above.map((entry) => `${entry.slug} ${entry.files}`).join(", ") || "none"}`,
  );
}

const seconds = (value: number) => `${value.toFixed(1)} s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/** The last publish's files and render, for a run's line. */
const publishFigures = (run: Awaited<ReturnType<typeof lastPublish>>) =>
  `${run.file_count} files, render ${run.finished_at ? seconds((Date.parse(run.finished_at) - Date.parse(run.started_at)) / 1000) : "not finished"}`;

/** A series' median and slowest against its goals (seconds), for the summary. */
function verdict(waits: number[], goal: { median: number; slowest: number }): string {
  const [middle, slowest] = [median(waits), Math.max(...waits)];
  const met = (value: number, limit: number) => (value < limit ? "met" : "NOT met");
  return `median ${seconds(middle)} (goal under ${goal.median} s: ${met(middle, goal.median)}), slowest ${seconds(slowest)} (goal under ${goal.slowest} s: ${met(slowest, goal.slowest)}) of ${waits.length}`;
}

/** The machine's load beside a figure (the 1- and 5-minute averages): a shared machine's figures depend on it. */
const loadNow = () =>
  `load ${os.loadavg()[0]!.toFixed(1)} / ${os.loadavg()[1]!.toFixed(1)} (${os.cpus().length} cores)`;

/**
 * decision 068: an owner's hours change, `runs` times, from the owner's Save to the place page served with the new
 * hours: the owner claims the place by phone, the desk approves, the mailed sign-in link (read from the outbox's
 * .eml files) signs them in; each run closes every day a minute later (8:01 PM, 8:02 PM, ...). Prints each run with
 * the files the publisher rewrote; resolves with the waits in seconds.
 */
async function ownerHours(
  base: string,
  dataDir: string,
  deskPost: Awaited<ReturnType<typeof signIn>>,
  slug: string,
  runs: number,
) {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const headers = { "Content-Type": "application/x-www-form-urlencoded", Origin: base };
  const email = `bench.owner.${Date.now()}@example.net`;
  const claimed = await fetch(`${base}/owners/claim`, {
    method: "POST",
    redirect: "manual",
    headers,
    body: form({ place: slug, name: "Bench Owner", role: "owner", email, proof: "desk", phoneNote: "Any time" }),
  });
  if (claimed.status === 429)
    throw new Error(
      "/owners/claim answered 429: the claims' limit per client (5 an hour) is used up; wait or use new --data",
    );
  if (claimed.status !== 303) throw new Error(`/owners/claim answered ${claimed.status}`);
  const db = new Database(path.join(dataDir, "discover-columbus.db"), { readonly: true });
  const { id } = db.prepare("select id from owner_claim where email = ?").get(email) as { id: string };
  db.close();
  await deskPost(`/admin/owners/claims/${id}`, { decision: "approve", reason: "" });
  let token: string | undefined;
  // The outbox writes it within its 5 s round; a server busy with 50,000 places may take longer.
  for (let tries = 0; !token && tries < 600; tries++) {
    const outbox = path.join(dataDir, "outbox");
    for (const name of existsSync(outbox) ? readdirSync(outbox) : []) {
      const text = readFileSync(path.join(outbox, name), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=");
      if (text.includes(email)) token = /sign-in\/link\?token=([\w-]{43})/.exec(text)?.[1] ?? token;
    }
    if (!token) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!token) throw new Error("the owner's sign-in mail did not reach the outbox within 60 s");
  const signedIn = await fetch(`${base}/owners/sign-in/link`, {
    method: "POST",
    redirect: "manual",
    headers,
    body: form({ token }),
  });
  const cookie = signedIn.headers.getSetCookie()[0]?.split(";")[0];
  if (signedIn.status !== 303 || !cookie) throw new Error(`the owner's sign-in answered ${signedIn.status}`);
  const waits: number[] = [];
  for (let run = 1; run <= runs; run++) {
    // 20:00 plus `run` minutes, before midnight for up to 239 runs.
    const closes = 20 * 60 + (run % 240);
    const [hour, minute] = [Math.floor(closes / 60), String(closes % 60).padStart(2, "0")];
    const week = Object.fromEntries(
      ["mo", "tu", "we", "th", "fr", "sa", "su"].flatMap((day) => [
        [`${day}-1-opens`, "11:00"],
        [`${day}-1-closes`, `${hour}:${minute}`],
      ]),
    );
    const started = performance.now();
    const saved = await fetch(`${base}/owners/places/${slug}/hours`, {
      method: "POST",
      redirect: "manual",
      headers: { ...headers, Cookie: cookie },
      body: form(week),
    });
    if (saved.status !== 303) throw new Error(`the owner's Save answered ${saved.status}`);
    waits.push(await servedAfter(base, `/place/${slug}`, `11:00 AM - ${hour - 12}:${minute} PM`, started));
    console.log(
      `owner's hours ${run}: served after ${seconds(waits.at(-1)!)}, ${publishFigures(await lastPublish(dataDir))}, ${loadNow()}`,
    );
  }
  console.log(
    `owner's hours change: median ${seconds(median(waits))}, slowest ${seconds(Math.max(...waits))} of ${runs}, ${loadNow()}`,
  );
  return waits;
}

/** A copy with `files` and `--events N` synthetic events at their places (dated from today in the city). */
const scaledCopyWithEvents = (files: ReturnType<typeof syntheticPlaces>) =>
  scaledCopy(files, syntheticEvents(files, eventCount, columbusDate(new Date())));

async function main() {
  const real = realPlaces();
  const dir =
    builtDir ??
    (count > 0
      ? scaledCopyWithEvents(syntheticPlaces(real, count))
      : projectCopy(mkdtempSync(path.join(os.tmpdir(), "dc-publish-")), (file) => /^(tests|docs)\//.test(file)));
  const dataDir = builtData ?? mkdtempSync(path.join(os.tmpdir(), "dc-publish-data-"));
  let server: ChildProcess | undefined;
  try {
    process.env.GUIDE_SOURCE = "content";
    const places = (
      JSON.parse(readFileSync(path.join(dir, "content/places/restaurants.json"), "utf8")) as unknown[]
    ).map((record) => placeSchema.parse(record));
    if (builtDir) console.log(`${builtDir}: its build, as it is`);
    else {
      const built = await build(dir);
      console.log(
        `${count || "the guide's own"} places${eventCount ? ` and ${eventCount} synthetic events` : ""}: build ${seconds(built.wall)}, ${Math.round(built.peakMb)} MB at most`,
      );
    }
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      cwd: dir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        SUBMISSIONS_PER_HOUR: "1000",
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const serverStarted = performance.now();
    // The publisher starts its renderer with the server (it loads the whole guide): an editor's first change comes
    // later than a benchmark's would, so the edits wait for it, and its time is printed on its own.
    const rendererReady = new Promise<string>((resolve) => {
      createInterface({ input: server!.stdout! }).on("line", (line) => {
        const ready = line.startsWith(rendererReadyText) && /\(([\d.]+) s\)$/.exec(line);
        if (ready)
          resolve(`${ready[1]} s (${seconds((performance.now() - serverStarted) / 1000)} after the server's start)`);
      });
      setTimeout(() => resolve("not within 10 minutes (the edits go on)"), 600_000).unref();
    });
    for (let tries = 0; ; tries++) {
      if (
        await fetch(`${base}/`).then(
          (answer) => answer.ok,
          () => false,
        )
      )
        break;
      // A first start loads the seed into its database: 50,000 places take a while (more on a busy machine).
      if (tries > 9000) throw new Error("npm start did not answer within 15 minutes");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    console.log(`renderer ready: ${await rendererReady}`);
    const post = await signIn(base);
    // The first open restaurant, or `--place SLUG` (a place not featured nor shown on a closed place's page has
    // fewer pages that show it).
    const place = places.find((candidate) =>
      placeArg >= 0 ? candidate.slug === args[placeArg + 1] : candidate.status !== "closed",
    );
    if (!place) throw new Error(`no restaurant "${args[placeArg + 1]}" in content/places/restaurants.json`);
    const source = { sourcePublisher: "Bench", sourceTitle: "A measured edit", sourceUrl: "" };
    const values = editFormOf(place);

    const waits: number[] = [];
    for (let run = 1; run <= runs; run++) {
      const sentence = `Measured edit number ${run} of ${Date.now()}.`;
      values.description = `${place.description} ${sentence}`;
      const started = performance.now();
      await post(`/admin/places/${place.id}`, { ...values, ...source });
      waits.push(await servedAfter(base, `/place/${place.slug}`, sentence, started));
      console.log(
        `description edit ${run}: served after ${seconds(waits.at(-1)!)}, ${publishFigures(await lastPublish(dataDir))}, ${loadNow()}`,
      );
    }
    console.log(
      `description edit: median ${seconds(median(waits))}, slowest ${seconds(Math.max(...waits))} of ${runs}, ${loadNow()}`,
    );

    const ownerWaits = await ownerHours(base, dataDir, post, place.slug, runs);

    if (each) await editEach(dir, dataDir, base, post, source);

    const once = async (kind: string, change: () => Promise<void>, address: string, text: string) => {
      const started = performance.now();
      await change();
      const wait = await servedAfter(base, address, text, started);
      const last = await lastPublish(dataDir);
      console.log(`${kind}: served after ${seconds(wait)}, ${last.file_count} files rewritten`);
    };
    const renamed = `${place.name} Renamed`;
    await once(
      "rename",
      () => post(`/admin/places/${place.id}`, { ...values, name: renamed, ...source }),
      `/place/${place.slug}`,
      renamed,
    );
    values.name = renamed;
    const other = places.filter((candidate) => candidate.status !== "closed")[1]!;
    await once(
      "closure",
      () => post(`/admin/places/${other.id}`, { ...editFormOf(other), closedOn: "2026-11", ...source }),
      `/place/${other.slug}`,
      "Permanently closed",
    );
    const name = `Bench Listing ${Date.now() % 100000}`;
    await once(
      "new place",
      async () => {
        const sent = await fetch(`${base}/api/listings`, {
          method: "POST",
          headers: { Accept: "application/json", "Content-Type": "application/json", Origin: base },
          body: JSON.stringify({ ...validListing, name }),
        });
        if (sent.status !== 201) throw new Error(`/api/listings answered ${sent.status}`);
        const db = new Database(path.join(dataDir, "discover-columbus.db"), { readonly: true });
        const { id } = db
          .prepare("select id from submission where kind = 'listing' order by created_at desc")
          .get() as {
          id: string;
        };
        db.close();
        await post(`/admin/submissions/${id}`, {
          to: "approved",
          type: "restaurant",
          rating: "4.0",
          hours: "Mo-Fr 09:00-17:00",
          hoursChecked: "yes",
          publicNote: "",
          privateNote: "",
        });
      },
      `/place/${slugify(name)}`,
      name,
    );

    const size = `${count || "the guide's own"} places${eventCount ? `, ${eventCount} synthetic events` : ""}`;
    console.log(`\nSummary at ${size}, ${loadNow()}:`);
    console.log(`- description edit (an editor's Save): ${verdict(waits, { median: 10, slowest: 60 })}`);
    console.log(`- owner's hours change (the owner's Save): ${verdict(ownerWaits, { median: 5, slowest: 30 })}`);
  } finally {
    server?.kill("SIGTERM");
    if (keep || builtDir) console.log(`kept: ${dir} (data: ${dataDir})`);
    else for (const folder of [dir, dataDir]) rmSync(folder, { recursive: true, force: true });
  }
}

await main();
