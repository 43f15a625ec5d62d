// Scale benchmark: `npm run bench:scale -- 10000` builds the site with that many synthetic places and prints
// what grows with the guide (build time and memory, pages, HTML weight, search index, first-load JavaScript)
// and how a 4x-throttled phone fares (longest task while a page loads, time to answer a keystroke with how long it
// waited for the page's thread, and on /search the search's time in its worker).
//
// The synthetic places are copies of the real ones in the same proportions of types, with new ids, slugs and
// names and with descriptions recombined from every real description, so compression stays realistic. Beside
// them, synthetic events at those places (2 for every 5 places: 20,000 at 50,000), once, weekly or monthly, dated
// from the city's today over the 60 days the pages show. Both are written into a temporary copy of the project,
// never into content/. Options:
//   --events N     how many events instead (0: none)
//   --no-browser   skip the throttled-browser measurements
//   --loads N      loads of each page in the browser (default 5): the median is the page's cost, the slowest
//                  what a busy machine made of it; every load's figure is printed too
//   --keep         keep the temporary copy (its path is printed)
//   --reuse DIR    no build: load the pages of a copy kept before (`--keep`, of this or another version of the
//                  project, so two versions can be measured in turn on the same machine); with
//   --routes LIST  the pages to load, comma-separated (default "/,/search")
import { spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { columbusDate } from "../../core/hours/columbus-date";
import { chromiumFlags, chromiumPath } from "../test/chromium";
import { projectCopy } from "../test/project-copy";

const root = path.resolve(import.meta.dirname, "../..");
const args = process.argv.slice(2);
const count = Number(
  args.find(
    (arg, index) => /^\d+$/.test(arg) && !["--loads", "--routes", "--reuse", "--events"].includes(args[index - 1]!),
  ) ?? 1000,
);
const eventsArg = args.indexOf("--events");
const eventCount = eventsArg >= 0 ? Number(args[eventsArg + 1]) : Math.round(count * 0.4);
if (!Number.isInteger(eventCount) || eventCount < 0)
  throw new Error(`--events needs a whole number, not ${args[eventsArg + 1]}`);
const withBrowser = !args.includes("--no-browser");
const keep = args.includes("--keep");
const reuseArg = args.indexOf("--reuse");
const reuse = reuseArg >= 0 ? path.resolve(args[reuseArg + 1] ?? "") : undefined;
const routesArg = args.indexOf("--routes");
const reuseRoutes = (routesArg >= 0 ? args[routesArg + 1]! : "/,/search").split(",");
const loadsArg = args.indexOf("--loads");
const loads = loadsArg >= 0 ? Number(args[loadsArg + 1]) : 5;
if (!Number.isInteger(loads) || loads < 1)
  throw new Error(`--loads needs a whole number of at least 1, not ${args[loadsArg + 1]}`);

/** Real places by content file, in content order. */
export interface ContentFile {
  file: string;
  places: Record<string, unknown>[];
}

/** The guide's own places, by content file (content/places/*.json). */
export function realPlaces(): ContentFile[] {
  const dir = path.join(root, "content/places");
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((file) => ({ file, places: JSON.parse(readFileSync(path.join(dir, file), "utf8")) }));
}

/** A small seeded random generator (mulberry32), so two runs of one size build the same guide. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const nameWords = [
  "North",
  "Old",
  "Little",
  "Blue",
  "Copper",
  "Union",
  "Market",
  "Corner",
  "Lantern",
  "River",
  "Oak",
  "Brick",
  "Scioto",
  "Olentangy",
  "Harbor",
  "Summit",
  "Garden",
  "Station",
  "Fox",
  "Maple",
];

/**
 * `total` synthetic places in the proportions of the real files: each a copy of a real place with a new id
 * (unique, above every type's starting block), slug, name and a description recombined from real sentences.
 * Photos are dropped (no photo may serve two places); the place then shows its illustration.
 */
export function syntheticPlaces(files: readonly ContentFile[], total: number): ContentFile[] {
  const all = files.flatMap((entry) => entry.places);
  const sentences = all.flatMap((place) => String(place.description).split(/(?<=\.)\s+/));
  const rand = random(total);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  let nextId = 1_000_000;
  return files.map(({ file, places }) => {
    const share = Math.round((total * places.length) / all.length);
    const out: Record<string, unknown>[] = [];
    for (let n = 0; n < share; n++) {
      const base = places[n % places.length] as Record<string, unknown>;
      const copy = structuredClone(base);
      delete copy.image;
      copy.images = [];
      copy.id = nextId++;
      copy.slug = `${String(base.slug)}-${n + 1}`;
      copy.name = `${String(base.name)} ${pick(nameWords)} ${n + 1}`;
      copy.description = [pick(sentences), pick(sentences)].join(" ");
      copy.rating = Math.round((3.9 + rand()) * 10) / 10;
      copy.featured = n < places.length ? base.featured : rand() < 0.05;
      if (copy.reviewCount !== undefined && !copy.reviewSource) delete copy.reviewCount;
      out.push(copy);
    }
    return { file, places: out };
  });
}

const eventTitles = [
  "Open Mic Night",
  "Jazz Trio",
  "Trivia Night",
  "DJ Set",
  "Comedy Showcase",
  "Blues Jam",
  "Karaoke",
  "Wine Tasting",
  "Story Time",
  "Gallery Talk",
  "Songwriters in the Round",
  "Vinyl Night",
  "Brunch Set",
  "Tap Takeover",
  "Salsa Lessons",
];
const performerWords = ["Copper", "Lantern", "Scioto", "Velvet", "Brick", "Harbor", "Maple", "Static", "Union"];
const performerNouns = ["Kings", "Collective", "Trio", "Quartet", "Sisters", "Band", "Society", "Choir"];

/**
 * `total` synthetic events (content/events' shape, checked by the event schema at build) at the synthetic places
 * `files` hold, dated from the city's date `today` (`YYYY-MM-DD`): half once on a night of the next 60 days, a third
 * weekly on one or two days, the rest monthly on the nth weekday, every repeating one until 180 days ahead; with
 * titles, performers, kinds, prices and ages mixed. Seeded: two runs of one size and day make the same events.
 */
export function syntheticEvents(
  files: readonly ContentFile[],
  total: number,
  today: string,
): Record<string, unknown>[] {
  const places = files.flatMap((entry) => entry.places).filter((place) => place.status !== "closed");
  if (places.length === 0 || total === 0) return [];
  const rand = random(total + 7);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const day = (offset: number) =>
    new Date(Date.parse(`${today}T00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
  const days = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
  const kinds = ["music", "music", "music", "arts", "food-and-drink", "family", "festival"] as const;
  const prices = [undefined, "Free", "$10", "from $15", "$10-$20"] as const;
  const ages = [undefined, "all-ages", "18+", "21+"] as const;
  const events: Record<string, unknown>[] = [];
  for (let n = 1; n <= total; n++) {
    const place = places[Math.floor(rand() * places.length)]!;
    const first = day(Math.floor(rand() * 60));
    // Wall-clock times, computed on UTC so no zone moves them: 5-10 PM, 2-4 hours (some past midnight).
    const startMs = Date.parse(`${first}T${String(17 + Math.floor(rand() * 6)).padStart(2, "0")}:00Z`);
    const wall = (ms: number) => new Date(ms).toISOString().slice(0, 16);
    const endMs = startMs + (2 + Math.floor(rand() * 3)) * 3_600_000;
    const share = rand();
    const weekday = days[(new Date(`${first}T00:00Z`).getUTCDay() + 6) % 7]!;
    // The nth of its weekday in the month (a fifth is the last).
    const nth = Math.ceil(Number(first.slice(8, 10)) / 7);
    const repeat =
      share < 0.5
        ? { freq: "once" }
        : share < 0.83
          ? { freq: "weekly", days: rand() < 0.5 ? [weekday] : [...new Set([weekday, pick(days)])] }
          : { freq: "monthly", nth: nth > 4 ? -1 : nth, day: weekday };
    const price = pick(prices);
    const age = pick(ages);
    events.push({
      slug: `scale-event-${n}`,
      title: `${pick(eventTitles)} ${pick(nameWords)} ${n}`,
      kind: pick(kinds),
      place: place.slug,
      start: wall(startMs),
      end: wall(endMs),
      repeat,
      ...(repeat.freq === "once" ? {} : { until: day(180) }),
      ...(price ? { price } : {}),
      ...(age ? { ages: age } : {}),
      performers: [`The ${pick(performerWords)} ${pick(performerNouns)}`],
      sources: [{ publisher: String(place.name), title: "Calendar", url: "https://example.com/calendar" }],
      checkedOn: today,
    });
  }
  return events;
}

/**
 * A temporary copy of the project (project-copy.ts) with the given content instead of content/places, and `events`
 * (if any) beside the content's own in content/events/scale.json.
 */
export function scaledCopy(files: readonly ContentFile[], events: readonly Record<string, unknown>[] = []): string {
  const dir = projectCopy(mkdtempSync(path.join(os.tmpdir(), "dc-scale-")), (file) =>
    file.startsWith("content/places/"),
  );
  mkdirSync(path.join(dir, "content/places"), { recursive: true });
  for (const { file, places } of files)
    writeFileSync(path.join(dir, "content/places", file), JSON.stringify(places, null, 2));
  if (events.length) {
    mkdirSync(path.join(dir, "content/events"), { recursive: true });
    writeFileSync(path.join(dir, "content/events/scale.json"), JSON.stringify(events));
  }
  return dir;
}

/** One step of `npm run build`: its command, wall and CPU seconds (user + system) and peak memory (MB). */
interface BuildStep {
  command: string;
  wall: number;
  cpu: number;
  /** The largest one process held. */
  peakMb: number;
  /** All of the step's processes together (the build runs several at once), sampled every 200 ms. */
  peakTreeMb: number;
  /** The build's own line on its phases ("build phases: ..."), if it printed one. */
  phases?: string;
}

/** Resident memory (MB) of `pid` and every process under it, read from /proc (Linux); 0 where there is none. */
function treeRssMb(pid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      // The fields after the command's closing parenthesis: state, ppid, ... (proc(5)); statm's second is pages resident.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
      rss.set(Number(entry), Number(readFileSync(`/proc/${entry}/statm`, "utf8").split(" ")[1]) * 4096);
    } catch {
      // The process ended while we read it.
    }
  }
  let total = 0;
  const visit = (id: number) => {
    total += rss.get(id) ?? 0;
    for (const child of children.get(id) ?? []) visit(child);
  };
  visit(pid);
  return total / 1024 / 1024;
}

/**
 * The last `limit` characters of a stream's text (a build's output: its last lines carry its figures), kept in
 * chunks and cut only when twice that has come, so a build that prints a line per page costs its bench no copying
 * of a megabyte per line (which took a core's third beside a 50,000-place build).
 */
function textTail(limit = 1 << 20) {
  let chunks: string[] = [];
  let length = 0;
  return {
    add: (chunk: string) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length <= 2 * limit) return;
      const kept = chunks.join("").slice(-limit);
      chunks = [kept];
      length = kept.length;
    },
    text: () => chunks.join("").slice(-limit),
  };
}

/**
 * Runs the steps of `npm run build` in `dir` (the package's build script split at `&&`), each under GNU time:
 * the whole build's wall time and peak memory, and each step's, so a slow step shows.
 */
export async function build(dir: string): Promise<{ wall: number; peakMb: number; steps: BuildStep[] }> {
  const script = (
    JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as { scripts: Record<string, string> }
  ).scripts.build!;
  const env = {
    ...process.env,
    PATH: `${path.join(dir, "node_modules/.bin")}${path.delimiter}${process.env.PATH ?? ""}`,
  };
  const steps: BuildStep[] = [];
  for (const command of script.split("&&").map((part) => part.trim())) {
    const started = performance.now();
    const child = spawn("/usr/bin/time", ["-v", "sh", "-c", command], {
      cwd: dir,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const out = textTail();
    const err = textTail();
    child.stdout.setEncoding("utf8").on("data", out.add);
    child.stderr.setEncoding("utf8").on("data", err.add);
    let peakTreeMb = 0;
    const sampler = setInterval(() => (peakTreeMb = Math.max(peakTreeMb, treeRssMb(child.pid!))), 200);
    const status = await new Promise<number | null>((resolve) => child.on("close", resolve));
    clearInterval(sampler);
    const wall = (performance.now() - started) / 1000;
    const stdout = out.text();
    const stderr = err.text();
    if (status !== 0) {
      console.error(stdout.slice(-4000), stderr.slice(-4000));
      throw new Error(`build step "${command}" failed in ${dir}`);
    }
    const peakMb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(stderr)?.[1] ?? 0) / 1024;
    // CPU time does not grow with the machine's other work as wall time does.
    const cpu = ["User", "System"].reduce(
      (sum, kind) => sum + Number(new RegExp(`${kind} time \\(seconds\\): ([\\d.]+)`).exec(stderr)?.[1] ?? 0),
      0,
    );
    steps.push({ command, wall, cpu, peakMb, peakTreeMb, phases: /^build phases: (.*)$/m.exec(stdout)?.[1] });
  }
  return {
    wall: steps.reduce((sum, step) => sum + step.wall, 0),
    peakMb: Math.max(...steps.map((step) => Math.max(step.peakMb, step.peakTreeMb))),
    steps,
  };
}

/**
 * The copy's own `npm run test:budget` (its package.json's command, as `build` runs the build's) on its build:
 * "passed, 5 of 5" or what failed. Its output is piped, so node:test reports in TAP.
 */
async function budgetTest(dir: string): Promise<string> {
  const script = (
    JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as { scripts: Record<string, string> }
  ).scripts["test:budget"]!;
  const env = {
    ...process.env,
    PATH: `${path.join(dir, "node_modules/.bin")}${path.delimiter}${process.env.PATH ?? ""}`,
  };
  const child = spawn("sh", ["-c", script], { cwd: dir, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  const status = await new Promise<number | null>((resolve) => child.on("close", resolve));
  const count = (name: string) => Number(new RegExp(`^# ${name} (\\d+)$`, "m").exec(output)?.[1] ?? 0);
  if (status === 0) return `passed, ${count("pass")} of ${count("tests")}`;
  const failures = output
    .split("\n")
    .filter((line) => /^not ok /.test(line.trim()))
    .map((line) => line.trim().replace(/^not ok \d+ - /, ""));
  return `**failed**, ${count("fail")} of ${count("tests")}: ${failures.join("; ") || output.slice(-500)}`;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => statSync(path.join(dir, file)).isFile());
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Product §15.1: every page's HTML at most 60 KB gzip. */
const pageBudget = 60 * 1024;

/**
 * The last round's 50,000-place build (docs/performance.md, "The 50,000-place build on both cores", 2026-11-27,
 * head of decision 058): printed beside this run's at that size.
 */
const lastRound = {
  places: 50_000,
  what: "2026-11-27, no events, idle 2-core machine, docs/performance.md",
  wall: "339 s and 352 s (356 s on 3fa3cbc)",
};

/** Gzip size of the HTML of a route in `client` ("/" -> index.html). */
function htmlGzip(client: string, route: string): number | undefined {
  const file = route === "/" ? "index.html" : `${route.slice(1)}/index.html`;
  const full = path.join(client, file);
  return existsSync(full) ? gzipSync(readFileSync(full)).length : undefined;
}

/**
 * Product §15.1's "every page's HTML at most 60 KB gzip": the gzip size of every HTML file in `client`, the
 * largest first, each with its route ("/coffee/index.html" -> "/coffee", "404.html" -> "/404.html").
 */
export function htmlGzipSizes(client: string): { route: string; gzip: number }[] {
  return walk(client)
    .filter((file) => file.endsWith(".html"))
    .map((file) => {
      const parts = file.split(path.sep);
      const route = parts.at(-1) === "index.html" ? `/${parts.slice(0, -1).join("/")}` : `/${parts.join("/")}`;
      return { route, gzip: gzipSync(readFileSync(path.join(client, file))).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

/**
 * The search files as the site ships them (decision 044): the manifest and the files of places under search/, as
 * gzip with brotli beside (the build's own twins, what a browser is sent).
 */
function searchIndexSize(client: string): string {
  const dir = path.join(client, "search");
  const files = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith(".json")) : [];
  if (files.length === 0) return "no search files";
  const sum = (ext: string) => files.reduce((total, file) => total + statSync(path.join(dir, file + ext)).size, 0);
  return `${kb(sum(".gz"))} gzip (${kb(sum(".br"))} brotli) in ${files.length} file(s)`;
}

/** First-load JS of the routes as served (largest page, bytes: brotli, gzip), with the copy's own first-load module (same rules as the byte budget). */
async function firstLoadJs(dir: string, routes: readonly string[]): Promise<{ brotli: number; gzip: number }> {
  const { firstLoad } = (await import(
    path.join(dir, "tooling/build/first-load.ts")
  )) as typeof import("../build/first-load");
  const loads = routes.map((route) => firstLoad(route).js);
  return { brotli: Math.max(...loads.map((js) => js.brotli)), gzip: Math.max(...loads.map((js) => js.gzip)) };
}

/** A TCP port free on loopback now. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * In Chromium with the CPU throttled 4x, one load of a page in a fresh context: its longest task while it loads
 * and hydrates, and the slowest keystroke (Event Timing: input to next paint) typing "pizza" into its search box.
 */
interface BrowserFigures {
  longest: number;
  keystroke?: number;
  /**
   * Of the slowest keystroke's event (Event Timing): how long it waited for the page's thread (input delay), and
   * how long the handlers of the key's events ran (keydown, keypress, input: React's urgent render); the rest is the
   * time to the next paint (presentation: rendering, and any task that ran before it).
   */
  keystrokeParts?: { waited: number; handled: number };
  match?: number;
  /** /search's ranking and product §5.1's matching per keystroke where they ran (its worker, decision 044): the slowest. */
  rank?: number;
}

declare global {
  interface Window {
    __longest: number;
    __keys: { start: number; duration: number; waited: number; handled: number }[];
  }
}

type Browser = Awaited<ReturnType<(typeof import("@playwright/test"))["chromium"]["launch"]>>;

async function measureLoad(browser: Browser, url: string, boxRole: "combobox" | "searchbox"): Promise<BrowserFigures> {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  try {
    // A returning visitor: the first-visit dialog would otherwise take the keyboard.
    await context.addInitScript(() => {
      try {
        localStorage.setItem("discoverColumbusWelcome", "true");
      } catch {
        /* storage blocked: the dialog shows */
      }
      window.__longest = 0;
      window.__keys = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longest = Math.max(window.__longest, entry.duration);
      }).observe({ type: "longtask", buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEventTiming[])
          if (["keydown", "keypress", "keyup", "input"].includes(entry.name))
            window.__keys.push({
              start: entry.startTime,
              duration: entry.duration,
              waited: entry.processingStart - entry.startTime,
              handled: entry.processingEnd - entry.processingStart,
            });
        // Event Timing's durationThreshold is not in TypeScript's DOM types yet.
      }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    // Hydrated: React Router's context object exists once the app has started; then a quiet second.
    await page.waitForFunction(
      () => "__reactRouterContext" in window && document.readyState === "complete",
      undefined,
      { timeout: 120_000 },
    );
    await page.waitForTimeout(3000);
    const figures: BrowserFigures = { longest: await page.evaluate(() => window.__longest) };
    const box = page.getByRole(boxRole).first();
    if (await box.count()) {
      await box.click();
      await page.waitForTimeout(1500);
      await page.evaluate(() => {
        window.__keys = [];
        performance.clearMeasures();
      });
      try {
        await box.pressSequentially("pizza", { delay: 300, timeout: 60_000 });
        await page.waitForTimeout(1000);
        // The slowest event, and the longest handlers of the key events of its frame (keydown, keypress, input, keyup).
        const slowest = await page.evaluate(() => {
          const worst = window.__keys.reduce((a, b) => (b.duration > a.duration ? b : a), {
            start: 0,
            duration: 0,
            waited: 0,
            handled: 0,
          });
          const frame = window.__keys.filter(
            (key) => key.start >= worst.start && key.start < worst.start + worst.duration,
          );
          // The input event's handlers run inside keypress's (its default action): the longest holds the others.
          return { ...worst, handled: Math.max(...frame.map((key) => key.handled)) };
        });
        figures.keystroke = slowest.duration;
        figures.keystrokeParts = { waited: slowest.waited, handled: slowest.handled };
        figures.match = await page.evaluate(() =>
          Math.max(0, ...performance.getEntriesByName("search:match").map((entry) => entry.duration)),
        );
        figures.rank = await page.evaluate(() =>
          Math.max(0, ...performance.getEntriesByName("search:rank").map((entry) => entry.duration)),
        );
      } catch {
        // The page did not take five keystrokes within a minute: that is the figure.
        figures.keystroke = Number.POSITIVE_INFINITY;
      }
    }
    return figures;
  } finally {
    await context.close();
  }
}

/** The machine's CPU time so far, from /proc/stat (in ticks): idle (with waiting for I/O), stolen, all. */
function cpuTicks(): { idle: number; steal: number; total: number } {
  const fields = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
  return { idle: fields[3]! + fields[4]!, steal: fields[7] ?? 0, total: fields.reduce((sum, value) => sum + value, 0) };
}

/** Share (0-1) of the CPU time between two samples that was idle, or (`steal`) taken by the host for others. */
function cpuShare(
  before: ReturnType<typeof cpuTicks>,
  after: ReturnType<typeof cpuTicks>,
  kind: "idle" | "steal",
): number {
  return (after[kind] - before[kind]) / Math.max(1, after.total - before.total);
}

/** Share of the machine's CPU time that was idle over `ms` milliseconds (0-1). */
async function idleShare(ms: number): Promise<number> {
  const before = cpuTicks();
  await new Promise((resolve) => setTimeout(resolve, ms));
  return cpuShare(before, cpuTicks(), "idle");
}

/**
 * Each route loaded `loads` times, in turn (route after route, then again), so a busy moment of the machine
 * falls on different pages rather than on every load of one. Waits first (at most a minute) for the machine to be
 * at least 90% idle over two seconds. Returns the idle share it found, and the share of CPU time stolen by the
 * host over all the loads and in the worst load.
 */
async function browserFigures(
  dir: string,
  routes: readonly string[],
): Promise<{ figures: Record<string, BrowserFigures[]>; idle: number; steal: number; worstSteal: number }> {
  const { chromium } = await import("@playwright/test");
  let idle = 0;
  for (let i = 0; i < 30 && idle < 0.9; i++) idle = await idleShare(2000);
  const port = await freePort();
  // Node itself, not npx: npx would start the server as a child of its own, which outlives `server.kill()`.
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: "ignore",
  });
  const base = `http://127.0.0.1:${port}`;
  // Up to a minute: on a busy machine the server (TypeScript through tsx, then its migrations) takes its time.
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(base).then(
        () => true,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumFlags],
  });
  const figures: Record<string, BrowserFigures[]> = Object.fromEntries(routes.map((route) => [route, []]));
  // On a virtual machine the host may give this machine's CPU time to others ("steal"): the loads' figures grow.
  const start = cpuTicks();
  let worstSteal = 0;
  try {
    for (let load = 0; load < loads; load++) {
      for (const route of routes) {
        const before = cpuTicks();
        figures[route]!.push(await measureLoad(browser, base + route, route === "/" ? "combobox" : "searchbox"));
        worstSteal = Math.max(worstSteal, cpuShare(before, cpuTicks(), "steal"));
      }
    }
  } finally {
    await browser.close();
    server.kill();
  }
  return { figures, idle, steal: cpuShare(start, cpuTicks(), "steal"), worstSteal };
}

/** "median 143 ms, slowest 173 ms (121, 130, 143, 150, 173)": the loads' figures in rising order, in ms. */
function spread(values: readonly number[], digits = 0): string {
  const sorted = [...values].sort((a, b) => a - b);
  const text = (value: number) => (Number.isFinite(value) ? `${value.toFixed(digits)} ms` : "not done in 60 s");
  if (sorted.length === 1) return text(sorted[0]!);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return `median ${text(median)}, slowest ${text(sorted.at(-1)!)} (${sorted.map((value) => text(value).replace(/ ms$/, "")).join(", ")})`;
}

/** Loads `routes` of the build in `dir` in the throttled browser and prints their rows (`firstPlace`: a place page's). */
async function printBrowserFigures(dir: string, routes: readonly string[], firstPlace?: string) {
  const { figures, idle, steal, worstSteal } = await browserFigures(dir, routes);
  const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
  const browserRows: string[][] = [
    [
      `browser: loads per page; machine idle before them; CPU time stolen by the host during them (in all, worst load)`,
      `${loads}; ${percent(idle)}; ${percent(steal)}, ${percent(worstSteal)}`,
    ],
  ];
  for (const [route, list] of Object.entries(figures)) {
    const name = route === firstPlace ? "/place/…" : route;
    browserRows.push([`4x CPU ${name}: longest task`, spread(list.map((figure) => figure.longest))]);
    const keys = list.flatMap((figure) => (figure.keystroke === undefined ? [] : [figure.keystroke]));
    if (keys.length) browserRows.push([`4x CPU ${name}: slowest keystroke (input to paint)`, spread(keys)]);
    const parts = list.flatMap((figure) => (figure.keystrokeParts ? [figure.keystrokeParts] : []));
    if (parts.length)
      browserRows.push([
        `4x CPU ${name}: of the slowest keystroke, waiting for the page; its handlers`,
        `${spread(parts.map((part) => part.waited))}; ${spread(parts.map((part) => part.handled))}`,
      ]);
    const matches = list.flatMap((figure) => (figure.match ? [figure.match] : []));
    if (matches.length) browserRows.push([`4x CPU ${name}: matching per keystroke (on the page)`, spread(matches, 1)]);
    const ranks = list.flatMap((figure) => (figure.rank ? [figure.rank] : []));
    if (ranks.length)
      browserRows.push([`4x CPU ${name}: ranking and matching per keystroke (in its worker)`, spread(ranks, 1)]);
  }
  for (const [name, value] of browserRows) console.log(`| ${name} | ${value} |`);
}

async function main() {
  if (reuse) {
    // A copy kept by an earlier run (of this or another version of the project): its pages only, no build.
    console.log(`Loading ${reuseRoutes.join(", ")} of the build in ${reuse}...`);
    console.log("\n| measure | value |\n|---|---|");
    await printBrowserFigures(reuse, reuseRoutes);
    return;
  }
  const files = syntheticPlaces(realPlaces(), count);
  const total = files.reduce((sum, entry) => sum + entry.places.length, 0);
  const events = syntheticEvents(files, eventCount, columbusDate(new Date()));
  console.log(`Building the guide with ${total} synthetic places and ${events.length} synthetic events...`);
  const dir = scaledCopy(files, events);
  try {
    // The machine's other work skews the times: its load (runnable processes, 1-minute average) before and after.
    const loadBefore = os.loadavg()[0]!;
    const { wall, peakMb, steps } = await build(dir);
    const loadAfter = os.loadavg()[0]!;
    const client = path.join(dir, "build/client");
    const all = walk(client);
    const bytes = all.reduce((sum, file) => sum + statSync(path.join(client, file)).size, 0);
    const firstPlace = `/place/${String(files.find((entry) => entry.places.length)?.places[0]?.slug)}`;
    const routes = [
      "/",
      "/restaurants",
      "/clubs-and-bars",
      "/attractions",
      "/search",
      "/trending",
      "/coffee",
      "/contact",
      firstPlace,
    ];
    const rows = [
      ["places", String(total)],
      ["events", String(events.length)],
      ["build wall time", `${wall.toFixed(0)} s`],
      ...(total === lastRound.places ? [[`build wall time, last round (${lastRound.what})`, lastRound.wall]] : []),
      [
        "machine load before, after the build (1-minute average, cores)",
        `${loadBefore.toFixed(1)}, ${loadAfter.toFixed(1)} (${os.availableParallelism()})`,
      ],
      ["build peak memory (its processes together)", `${peakMb.toFixed(0)} MB`],
      ...steps.map((step) => [
        `build step \`${step.command}\``,
        `${step.wall.toFixed(0)} s (CPU ${step.cpu.toFixed(0)} s), ${step.peakTreeMb.toFixed(0)} MB together, ${step.peakMb.toFixed(0)} MB the largest process`,
      ]),
      ...steps.flatMap((step) => (step.phases ? [["build phases", step.phases]] : [])),
      ["HTML files", String(all.filter((file) => file.endsWith(".html")).length)],
      ["build size (build/client)", `${(bytes / 1024 / 1024).toFixed(1)} MB`],
      ...routes.map((route) => {
        const gz = htmlGzip(client, route);
        return [
          `HTML gzip ${route === firstPlace ? "/place/… (one place)" : route}`,
          gz === undefined ? "no page" : kb(gz),
        ];
      }),
      ["search index", searchIndexSize(client)],
    ];
    // Every page, not only the ones named above: the largest three, so an offender shows with its path.
    const sizes = htmlGzipSizes(client);
    const largest = sizes.slice(0, 3);
    const over = sizes.filter((entry) => entry.gzip > pageBudget);
    rows.push([
      `pages over ${kb(pageBudget)} gzip (of ${sizes.length}; /events pages: ${sizes.filter((entry) => entry.route.startsWith("/events")).length})`,
      over.length === 0
        ? "none: every page within budget"
        : `**${over.length}**: ${over
            .slice(0, 5)
            .map((entry) => `${kb(entry.gzip)} ${entry.route}`)
            .join(", ")}`,
    ]);
    rows.push([
      "largest HTML gzip (any page; target 60 KB)",
      largest.map((entry) => `${kb(entry.gzip)} ${entry.route}`).join(", "),
    ]);
    const js = await firstLoadJs(
      dir,
      routes.filter((route) => htmlGzip(client, route) !== undefined),
    );
    rows.push(["first-load JS brotli (gzip) (largest page)", `${kb(js.brotli)} (${kb(js.gzip)})`]);
    rows.push(["byte-budget test (`npm run test:budget`)", await budgetTest(dir)]);
    // The build's figures first: a browser run that fails still leaves them.
    console.log("\n| measure | value |\n|---|---|");
    for (const [name, value] of rows) console.log(`| ${name} | ${value} |`);
    if (withBrowser) await printBrowserFigures(dir, routes, firstPlace);
  } finally {
    if (keep) console.log(`\nKept the copy in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
