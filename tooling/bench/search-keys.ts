// /search's keystrokes, builds compared in turn: `npm run bench:search-keys -- before=DIR after=DIR [--pairs N]`.
//
// Each DIR (or LABEL=DIR) is a copy of the project with its build (`npm run bench:scale -- 10000 --keep` keeps
// one; a copy of another commit built on the same content measures that commit). Each is served by its own
// `server/main.ts`, and its /search is loaded in turn with the others, `--pairs` times (default 4), the order of the
// builds turned round from one pair to the next (A B, B A, ...), so the machine's other work falls on every build
// alike. Before each load it waits up to 6 s for the machine to be 80% idle, and prints the idle share it found.
// Each load: a fresh context at 375 px, Chromium's CPU slowed 4x (DevTools protocol), the page hydrated and its
// relevance index built, then each query of `--queries` (default "pizza,coffee,short north,brewery") typed key by
// key, `--delay` ms apart (default 300), into the box emptied before it. Per key:
//   - input latency: Event Timing's duration (from the key's event to the next frame painted after its handlers:
//     what INP counts) of the key's keydown, keypress, input and keyup, the largest; a key whose events all took
//     less than 16 ms (the API's threshold) counts as 16 ms;
// and per query, from its last key's event to the result count for the whole query shown ('12 Results for
// "pizza"', or the no-results title): how long the answer took to reach the page.
// Also: how many answers were drawn while typing (a count shown for a text typed so far), the long tasks while
// typing (over 50 ms) and how long each write of the address (`history.replaceState`) took.
// Printed: every load's slowest and median key and its slowest answer, then each build's figures over all its loads.
// Options: --ports A,B (default: free ports), --pairs N, --queries LIST, --delay MS, --profile DIR (each load's
// typing as a CPU profile, DIR/LABEL-PAIR.cpuprofile for DevTools, and the functions that took the most of it).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromiumFlags, chromiumPath } from "../test/chromium";
import { freePort } from "./scale";

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
/** The builds: "DIR" or "LABEL=DIR". */
const builds = args
  .filter((arg, at) => !arg.startsWith("--") && !(at > 0 && args[at - 1]!.startsWith("--")))
  .map((arg) => {
    const [label, dir] = arg.includes("=") ? arg.split("=", 2) : [path.basename(arg), arg];
    return { label: label!, dir: path.resolve(dir!) };
  });
const pairs = Number(option("--pairs") ?? 4);
const queries = (option("--queries") ?? "pizza,coffee,short north,brewery").split(",");
const delay = Number(option("--delay") ?? 300);
const ports = option("--ports")?.split(",").map(Number);
const profileDir = option("--profile");

/** One key typed: its input latency and, of its slowest event, the wait for the page's thread and the handlers. */
interface Key {
  query: string;
  text: string;
  latency: number;
  waited: number;
  handled: number;
}

/** One load of /search: every key typed, and per query the time from its last key to its count shown. */
interface Load {
  keys: Key[];
  answers: { query: string; ms: number }[];
  /** The long tasks (over 50 ms) from the first key of a query to its answer shown and a second more. */
  tasks: number[];
  /** How long each `history.replaceState` took meanwhile. */
  addressWrites: number[];
  /** How many answers (a count for a text typed so far) were drawn while typing, every query together. */
  drawn: number;
}

declare global {
  interface Window {
    __events: { name: string; start: number; duration: number; waited: number; handled: number }[];
    __keydowns: number[];
    __shown: Record<string, number>;
    __tasks: number[];
    __addressWrites: number[];
  }
}

type Browser = Awaited<ReturnType<(typeof import("@playwright/test"))["chromium"]["launch"]>>;

/** A CPU profile's functions by their own time (ms), largest first: "name url:line". */
function selfTimes(profile: {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
}): [string, number][] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  (profile.samples ?? []).forEach((id, at) => {
    const frame = byId.get(id)!.callFrame;
    const name = `${frame.functionName || "(anonymous)"} ${frame.url.split("/").pop()}:${frame.lineNumber + 1}`;
    totals.set(name, (totals.get(name) ?? 0) + (profile.timeDeltas?.[at + 1] ?? 0) / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}

async function measureLoad(browser: Browser, base: string, profileAs?: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  try {
    await context.addInitScript(() => {
      try {
        localStorage.setItem("discoverColumbusWelcome", "true");
      } catch {
        /* storage blocked: the dialog shows */
      }
      window.__events = [];
      window.__keydowns = [];
      window.__shown = {};
      window.__tasks = [];
      window.__addressWrites = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__tasks.push(entry.duration);
      }).observe({ type: "longtask" });
      // How long each write of the address took (the page's own, ahead of the router, and the router's).
      const replaceState = history.replaceState.bind(history);
      history.replaceState = (...write: Parameters<History["replaceState"]>) => {
        const start = performance.now();
        replaceState(...write);
        window.__addressWrites.push(performance.now() - start);
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEventTiming[])
          if (["keydown", "keypress", "keyup", "input"].includes(entry.name))
            window.__events.push({
              name: entry.name,
              start: entry.startTime,
              duration: entry.duration,
              waited: entry.processingStart - entry.startTime,
              handled: entry.processingEnd - entry.processingStart,
            });
      }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
      // Each key's event time (Event Timing's startTime of its keydown).
      addEventListener("keydown", (event) => window.__keydowns.push(event.timeStamp), true);
      // When the status region first says the count (or no results) for a text: '12 Results for "pizza"'.
      new MutationObserver(() => {
        const status = document.querySelector('[role="status"]');
        const said = /(?:Results? for|No results found for) "(.*)"/.exec(status?.textContent ?? "")?.[1];
        if (said !== undefined && !(said in window.__shown)) window.__shown[said] = performance.now();
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(`${base}/search`, { waitUntil: "load", timeout: 120_000 });
    // The relevance index built (its worker marks it); a build from before it (decision 044) has no mark, and loads
    // its index when the box is first focused: the box is focused and the network left quiet, then a quiet moment.
    await page
      .waitForFunction(() => performance.getEntriesByName("search:relevance").length > 0, undefined, {
        timeout: 60_000,
        polling: 250,
      })
      .catch(() => undefined);
    const box = page.getByRole("searchbox").first();
    await box.click();
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(2000);
    const load: Load = { keys: [], answers: [], tasks: [], addressWrites: [], drawn: 0 };
    if (profileAs) {
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 250 });
      await cdp.send("Profiler.start");
    }
    for (const query of queries) {
      await box.fill("");
      await page.getByText(/Type at least 2 characters/).waitFor({ timeout: 60_000 });
      await page.waitForTimeout(1500);
      await page.evaluate(() => {
        window.__events = [];
        window.__keydowns = [];
        window.__shown = {};
        window.__tasks = [];
        window.__addressWrites = [];
      });
      await box.pressSequentially(query, { delay, timeout: 120_000 });
      const shown = await page
        .waitForFunction((text) => window.__shown[text], query, { timeout: 60_000, polling: 100 })
        .then((handle) => handle.jsonValue() as Promise<number>)
        .catch(() => Number.POSITIVE_INFINITY);
      // Every key's last event is in (Event Timing reports after the frame).
      await page.waitForTimeout(1000);
      const { events, keydowns, tasks, writes } = await page.evaluate(() => ({
        events: window.__events,
        keydowns: window.__keydowns,
        tasks: window.__tasks,
        writes: window.__addressWrites,
      }));
      load.tasks.push(...tasks);
      load.addressWrites.push(...writes);
      load.drawn += await page.evaluate(() => Object.keys(window.__shown).length);
      keydowns.forEach((down, at) => {
        // The key's events start with its keydown; the next key's keydown ends them.
        const end = keydowns[at + 1] ?? Number.POSITIVE_INFINITY;
        const own = events.filter((event) => event.start >= down - 0.5 && event.start < end - 0.5);
        const worst = own.reduce((a, b) => (b.duration > a.duration ? b : a), {
          name: "",
          start: down,
          duration: 16,
          waited: 0,
          handled: 0,
        });
        load.keys.push({
          query,
          text: query.slice(0, at + 1),
          latency: worst.duration,
          waited: worst.waited,
          handled: Math.max(
            0,
            ...own.filter((event) => event.start < worst.start + worst.duration).map((e) => e.handled),
          ),
        });
      });
      const last = keydowns.at(-1) ?? 0;
      load.answers.push({ query, ms: shown - last });
    }
    if (profileAs) {
      const { profile } = await cdp.send("Profiler.stop");
      mkdirSync(path.dirname(profileAs), { recursive: true });
      writeFileSync(profileAs, JSON.stringify(profile));
      const top = selfTimes(profile).filter(([name]) => !/^\((idle|program|garbage collector)\)/.test(name));
      console.log(`${profileAs}: the most own time while typing (CPU 4x):`);
      for (const [name, time] of top.slice(0, 20)) console.log(`  ${time.toFixed(0).padStart(6)} ms  ${name}`);
    }
    return load;
  } finally {
    await context.close();
  }
}

/** Serves the build of the copy in `dir` on `port` (Node itself, so `kill()` ends it), once it answers. */
async function serve(dir: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: "ignore",
  });
  for (let i = 0; i < 600; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`the server of ${dir} did not answer on port ${port}`);
}

/** Share of the machine's CPU time that was idle over `ms` milliseconds (0-1), from /proc/stat. */
async function idleShare(ms: number): Promise<number> {
  const ticks = () => {
    const fields = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
    return { idle: fields[3]! + fields[4]!, total: fields.reduce((sum, value) => sum + value, 0) };
  };
  const before = ticks();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = ticks();
  return (after.idle - before.idle) / Math.max(1, after.total - before.total);
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};
const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : "not shown in 60 s");

/** "slowest key 120 ms ("pizz", waited 8, handlers 40), median 24 ms; slowest answer 310 ms, median 200 ms". */
function describe(loads: readonly Load[]): string {
  const keys = loads.flatMap((load) => load.keys);
  const answers = loads.flatMap((load) => load.answers.map((answer) => answer.ms));
  const tasks = loads.flatMap((load) => load.tasks);
  const writes = loads.flatMap((load) => load.addressWrites);
  const drawn = loads.reduce((sum, load) => sum + load.drawn, 0);
  const worst = keys.reduce((a, b) => (b.latency > a.latency ? b : a));
  return (
    `slowest key ${ms(worst.latency)} ("${worst.text}", waited ${ms(worst.waited)}, handlers ${ms(worst.handled)}), ` +
    `median key ${ms(median(keys.map((key) => key.latency)))}, keys over 50 ms ${keys.filter((key) => key.latency > 50).length} of ${keys.length}; ` +
    `answer shown after the last key: median ${ms(median(answers))}, slowest ${ms(Math.max(...answers))}; ` +
    `answers drawn while typing ${drawn}; long tasks while typing ${tasks.length}, longest ${ms(Math.max(0, ...tasks))}; ` +
    `address writes ${writes.length}, median ${ms(median(writes))}, longest ${ms(Math.max(0, ...writes))}`
  );
}

async function main() {
  if (builds.length === 0) throw new Error("name at least one kept copy of the project (bench:scale --keep)");
  const { chromium } = await import("@playwright/test");
  const servers: ChildProcess[] = [];
  const bases: string[] = [];
  try {
    for (const [at, { dir }] of builds.entries()) {
      const port = ports?.[at] ?? (await freePort());
      servers.push(await serve(dir, port));
      bases.push(`http://127.0.0.1:${port}`);
    }
    const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags] });
    const all: Load[][] = builds.map(() => []);
    try {
      console.log(`Typing ${queries.map((query) => `"${query}"`).join(", ")} on /search, ${delay} ms a key, CPU 4x`);
      for (let pair = 0; pair < pairs; pair++) {
        const order = builds.map((_, at) => (pair % 2 === 0 ? at : builds.length - 1 - at));
        for (const at of order) {
          let idle = 0;
          for (let i = 0; i < 3 && idle < 0.8; i++) idle = await idleShare(2000);
          const load = await measureLoad(
            browser,
            bases[at]!,
            profileDir && path.resolve(profileDir, `${builds[at]!.label}-${pair + 1}.cpuprofile`),
          );
          all[at]!.push(load);
          console.log(`pair ${pair + 1}, ${builds[at]!.label} (idle ${(idle * 100).toFixed(0)}%): ${describe([load])}`);
        }
      }
    } finally {
      await browser.close();
    }
    console.log("\nEvery load:");
    for (const [at, { label }] of builds.entries()) console.log(`${label}: ${describe(all[at]!)}`);
  } finally {
    for (const server of servers) server.kill();
  }
}

await main();
