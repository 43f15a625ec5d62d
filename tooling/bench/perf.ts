/**
 * Performance figures of the production build beside the previous commit's (run with `npm run perf`, which builds
 * this one first): per route, the first-load JavaScript and CSS (raw, brotli and gzip as served, decision 030) of
 * both builds, then Lighthouse (mobile preset: simulated slow 4G, 4x CPU slowdown) against both, served side by side
 * by their own servers and measured in turn (this build, the pair, then the pair first in the next round, ...), so
 * both meet the same machine, each run in a browser of its own (lighthouse-run.ts: no build's service worker works on
 * during the other's load). Every run prints, beside its scores, LCP, TBT and CLS, the host's benchmark index
 * (Lighthouse's own measure of the machine's speed: a slower or busier machine scores lower, the same page gets a
 * worse TBT) and the load average when it started; each build's medians follow, with the median index. A slower
 * machine is then never mistaken for a slower guide: compare the two builds' medians from one run, not a figure
 * with one from another day.
 *
 * - After it, each page's HTML as served (brotli), marked when it is over what Lighthouse's simulation downloads in
 *   its first round trip (TCP's first congestion window less the headers).
 * - The pair: the previous commit (`HEAD~1`; `HEAD` when the working tree has uncommitted changes, so the pair is
 *   what those changes start from), or `--base <rev>`. It is built once in a temporary git worktree of that commit
 *   (`$TMPDIR/discover-columbus-perf-<hash>`, kept for the next run: a second run reuses its build); `--no-pair`
 *   measures this build alone.
 * - `--runs N` (or `--runs=N`): rounds per route, 3 unless given; `--no-lighthouse` prints bytes only; routes given
 *   as arguments (`npx tsx tooling/bench/perf.ts /place/<slug>`) replace the main ones.
 * - `--cpu-slowdown N`: Lighthouse's CPU slowdown, 4 (its mobile preset) unless given. A faster machine than the one a
 *   figure was taken on is matched by a larger one (Lighthouse's own advice: scale it by the ratio of the benchmark
 *   indexes; a machine of index 3,600 at 8x is about one of 1,800 at 4x).
 * - Ports: `PERF_PORT` (4400 unless set) serves this build, the next port the pair.
 *
 * Figures, not a gate: timings on a shared machine are noisy. The byte budget gate is budget.test.ts.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { firstLoad, htmlFileFor, mainRoutes } from "../build/first-load";
import { lighthouseRun } from "./lighthouse-run";

const root = path.resolve(import.meta.dirname, "../..");
const args = process.argv.slice(2);
/** `--name value` or `--name=value`. */
function option(name: string): string | undefined {
  const at = args.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (at < 0) return undefined;
  return args[at] === name ? args[at + 1] : args[at]!.slice(name.length + 1);
}
/** The routes named on the command line (`npx tsx tooling/bench/perf.ts /place/<slug>`), else the main ones. */
const named = args.filter((arg) => arg.startsWith("/"));
const routes = named.length ? named : mainRoutes;
const port = Number(process.env.PERF_PORT ?? 4400);
const runs = Number(option("--runs") ?? 3);
const paired = !args.includes("--no-pair");
const cpuSlowdown = Number(option("--cpu-slowdown") ?? 4);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const git = (...gitArgs: string[]) => execFileSync("git", gitArgs, { cwd: root, encoding: "utf8" }).trim();

/** One build to measure: a name for the tables, its project folder and its client folder. */
interface Build {
  name: string;
  dir: string;
  client: string;
}

const head: Build = {
  name: `this (${git("rev-parse", "--short", "HEAD")}${git("status", "--porcelain", "--untracked-files=no") ? "+changes" : ""})`,
  dir: root,
  client: path.join(root, "build/client"),
};
const builds: Build[] = [head];
if (paired) builds.push(pairBuild());

console.log(
  "\nFirst load (what the page's HTML references), as served: brotli, and gzip where brotli is not accepted:\n",
);
console.log(
  ["route", "build", "JS raw", "JS br", "JS gzip", "CSS raw", "CSS br", "CSS gzip"]
    .map((h, i) => (i > 1 ? h.padStart(10) : i ? h.padEnd(32) : h.padEnd(26)))
    .join(""),
);
for (const route of routes) {
  for (const build of builds) {
    const { js, css } = firstLoad(route, build.client);
    console.log(
      route.padEnd(26) +
        build.name.padEnd(32) +
        [js.raw, js.brotli, js.gzip, css.raw, css.brotli, css.gzip].map((n) => kb(n).padStart(10)).join(""),
    );
  }
}

// The document itself, as served: Lighthouse's simulation downloads all of it before any task that reads it, at TCP's
// first congestion window (10 segments of 1,460 bytes) less the response's headers (about 760 bytes); a larger
// document costs one more simulated round trip, 150 ms, on its FCP and LCP (docs/performance.md, decision 087).
const firstWindow = 10 * 1460 - 760;
console.log(
  `\nThe page's HTML as served, brotli (over ${kb(firstWindow)}: one more round trip in Lighthouse's simulation):\n`,
);
for (const route of routes) {
  for (const build of builds) {
    const file = `${htmlFileFor(route, build.client)}.br`;
    const bytes = existsSync(file) ? statSync(file).size : NaN;
    const mark = bytes > firstWindow ? "  over the first round trip" : "";
    console.log(`${route.padEnd(26)}${build.name.padEnd(32)}${kb(bytes).padStart(10)}${mark}`);
  }
}

if (args.includes("--no-lighthouse")) process.exit(0);

const servers: ChildProcess[] = [];
const dataDirs: string[] = [];
// However the script ends (done, failed, Ctrl-C or SIGTERM), the servers go with it (and the browser,
// lighthouse-run.ts).
process.once("exit", () => {
  for (const server of servers) server.kill();
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(130));
for (const i of builds.keys()) {
  if (await answers(`http://localhost:${port + i}`))
    throw new Error(`port ${port + i} is taken by another server: set PERF_PORT to a free pair of ports`);
}
const bases = builds.map((build, i) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "discover-columbus-perf-data-"));
  dataDirs.push(dataDir);
  servers.push(
    spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      cwd: build.dir,
      env: { ...process.env, PORT: String(port + i), DATA_DIR: dataDir, MALLOC_ARENA_MAX: "2" },
      stdio: "ignore",
    }),
  );
  return `http://localhost:${port + i}`;
});
try {
  await Promise.all(bases.map(waitForServer));
  console.log(
    `\nLighthouse, mobile preset (simulated slow 4G, ${cpuSlowdown}x CPU slowdown), ${runs} round(s), ` +
      `the builds in turn; BI: the host's benchmark index for that run, load: the 1-minute load average ` +
      `(${os.cpus().length} cores) as it started:\n`,
  );
  const columns = ["Perf", "A11y", "BP", "SEO", "LCP", "TBT", "CLS", "BI", "load"];
  console.log(
    ["route", "build", ...columns].map((h, i) => (i > 1 ? h.padStart(8) : i ? h.padEnd(32) : h.padEnd(26))).join(""),
  );
  for (const route of routes) {
    const samples = builds.map(() => ({}) as Record<string, number[]>);
    const failingIds = builds.map(() => new Set<string>());
    for (let round = 0; round < runs; round++) {
      // The builds in turn, the other one first in the next round: neither always meets the machine first.
      const order = builds.map((_, i) => i);
      if (round % 2) order.reverse();
      for (const i of order) {
        const load = os.loadavg()[0]!;
        const result = await lighthouseRun(
          `${bases[i]}${route}`,
          ["performance", "accessibility", "best-practices", "seo"],
          cpuSlowdown,
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
        const label = `${route.padEnd(26)}${builds[i]!.name.padEnd(32)}`;
        // A run Lighthouse could not finish (no paint seen, a protocol timeout) has no scores: said, and left out
        // of the medians rather than counted as 0.
        if (result.lhr.runtimeError) {
          const { code, message } = result.lhr.runtimeError;
          console.log(`${label}round ${round + 1} failed: ${code}: ${message}`);
          continue;
        }
        const { categories, audits, environment } = result.lhr;
        const sample = {
          performance: (categories.performance?.score ?? 0) * 100,
          accessibility: (categories.accessibility?.score ?? 0) * 100,
          "best-practices": (categories["best-practices"]?.score ?? 0) * 100,
          seo: (categories.seo?.score ?? 0) * 100,
          lcp: audits["largest-contentful-paint"]?.numericValue ?? 0,
          tbt: audits["total-blocking-time"]?.numericValue ?? 0,
          cls: audits["cumulative-layout-shift"]?.numericValue ?? 0,
          benchmarkIndex: environment.benchmarkIndex,
          load,
        };
        for (const [key, value] of Object.entries(sample)) (samples[i]![key] ??= []).push(value);
        console.log(label + row((key) => sample[key as keyof typeof sample]));
        const failing = Object.values(audits).filter(
          (a) =>
            a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary" && !String(a.id).startsWith("uses-"),
        );
        for (const audit of failing) failingIds[i]!.add(audit.id);
      }
    }
    builds.forEach((build, i) => {
      const m = (key: string) => median(samples[i]![key] ?? []);
      console.log(`${route.padEnd(26)}${`${build.name}: median`.padEnd(32)}${row(m)}`);
      if (failingIds[i]!.size) console.log(`${"".padEnd(58)}not passing: ${[...failingIds[i]!].join(", ")}`);
    });
  }
} finally {
  for (const server of servers) server.kill();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}

/** A table row of the Lighthouse columns from a figure by key. */
function row(figure: (key: string) => number): string {
  return [
    ...["performance", "accessibility", "best-practices", "seo"].map((key) => String(Math.round(figure(key)))),
    `${Math.round(figure("lcp"))} ms`,
    `${Math.round(figure("tbt"))} ms`,
    figure("cls").toFixed(3),
    String(Math.round(figure("benchmarkIndex"))),
    figure("load").toFixed(1),
  ]
    .map((v) => v.padStart(8))
    .join("");
}

/**
 * The pair's build: the previous commit (`--base <rev>`, else HEAD~1, or HEAD when tracked files have uncommitted
 * changes), checked out in a temporary worktree and built there once; its build is kept for the next run.
 */
function pairBuild(): Build {
  const dirty = git("status", "--porcelain", "--untracked-files=no") !== "";
  const rev = option("--base") ?? (dirty ? "HEAD" : "HEAD~1");
  const hash = git("rev-parse", "--short", `${rev}^{commit}`);
  const dir = path.join(os.tmpdir(), `discover-columbus-perf-${hash}`);
  const client = path.join(dir, "build/client");
  if (existsSync(path.join(client, "index.html"))) {
    console.log(`The pair: ${rev} (${hash}), its build kept in ${dir}`);
  } else {
    console.log(`The pair: ${rev} (${hash}), built in a temporary worktree, ${dir}`);
    if (existsSync(dir)) {
      // A build that did not finish: its worktree is made again.
      try {
        git("worktree", "remove", "--force", dir);
      } catch {
        rmSync(dir, { recursive: true, force: true });
      }
    }
    git("worktree", "add", "--quiet", "--detach", dir, hash);
    // The project's packages, as installed here (a commit whose packages differ needs its own `npm ci` there).
    symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
    // The build's own output only when it fails (its warnings would bury the tables).
    try {
      execFileSync("npm", ["run", "build"], { cwd: dir, stdio: "pipe", maxBuffer: 64 * 1024 * 1024 });
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
      console.error(`${stdout ?? ""}${stderr ?? ""}`.split("\n").slice(-40).join("\n"));
      throw new Error(`the pair's build failed in ${dir}`, { cause: error });
    }
  }
  return { name: `pair (${hash})`, dir, client };
}

/** Whether a server answers at `url`. */
async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function waitForServer(url: string) {
  for (let i = 0; i < 100; i++) {
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${url} did not start`);
}
