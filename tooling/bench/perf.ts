/**
 * Performance figures of the production build (run with `npm run perf`, which builds first):
 * per route, the first-load JavaScript and CSS (raw, brotli and gzip as served, decision 030), then Lighthouse (mobile preset)
 * scores and LCP, TBT, CLS against the served build. `--no-lighthouse` prints bytes only; routes given as
 * arguments (`npx tsx tooling/bench/perf.ts /place/<slug>`) replace the main ones.
 * Each route runs `--runs=N` (or `--runs N`) times, 3 unless given; each column prints its median, then a line gives
 * each run's Performance, TBT and LCP, as
 * Lighthouse's own docs advise for a single machine: one run's TBT can swing by 100+ ms.
 * Figures, not a gate: timings on a shared machine are noisy. The byte budget gate is budget.test.ts.
 */
import { spawn } from "node:child_process";
import { chromiumFlags, chromiumPath } from "../test/chromium";
import { firstLoad, mainRoutes } from "../build/first-load";

/** The routes named on the command line (`npx tsx tooling/bench/perf.ts /place/<slug>`), else the main ones. */
const named = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const routes = named.length ? named : mainRoutes;
const port = Number(process.env.PERF_PORT ?? 4400);
const base = `http://localhost:${port}`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** `--runs=N` or `--runs N`: Lighthouse runs per route (3 unless given). */
const runsArg = process.argv.findIndex((arg) => arg === "--runs" || arg.startsWith("--runs="));
const runs = Number(
  runsArg < 0
    ? 3
    : process.argv[runsArg] === "--runs"
      ? process.argv[runsArg + 1]
      : process.argv[runsArg]!.slice("--runs=".length),
);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

console.log(
  "\nFirst load (what the page's HTML references), as served: brotli, and gzip where brotli is not accepted:\n",
);
console.log(
  ["route", "JS raw", "JS br", "JS gzip", "CSS raw", "CSS br", "CSS gzip"]
    .map((h, i) => (i ? h.padStart(10) : h.padEnd(26)))
    .join(""),
);
for (const route of routes) {
  const { js, css } = firstLoad(route);
  console.log(
    route.padEnd(26) +
      [js.raw, js.brotli, js.gzip, css.raw, css.brotli, css.gzip].map((n) => kb(n).padStart(10)).join(""),
  );
}

if (process.argv.includes("--no-lighthouse")) process.exit(0);

const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  env: { ...process.env, PORT: String(port) },
  stdio: "ignore",
});
try {
  await waitForServer(base);
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...chromiumFlags],
  });
  console.log(`\nLighthouse, mobile preset (simulated slow 4G, 4x CPU slowdown), median of ${runs} run(s):\n`);
  console.log(
    ["route", "Perf", "A11y", "BP", "SEO", "LCP", "TBT", "CLS"]
      .map((h, i) => (i ? h.padStart(8) : h.padEnd(26)))
      .join(""),
  );
  try {
    for (const route of routes) {
      const samples: Record<string, number[]> = {};
      let failingIds = new Set<string>();
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(`${base}${route}`, {
          port: chrome.port,
          logLevel: "error",
          output: "json",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          // This machine has no internet: external photos and map frames are blocked rather than
          // left to time out, so the figures describe our own pages.
          blockedUrlPatterns: ["*upload.wikimedia.org*", "*google.com*"],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
        // A run Lighthouse could not finish (no paint seen, a protocol timeout) has no scores: said, and left out
        // of the medians rather than counted as 0.
        if (result.lhr.runtimeError) {
          const { code, message } = result.lhr.runtimeError;
          console.log(`${route.padEnd(26)}run ${run + 1} failed: ${code}: ${message}`);
          continue;
        }
        const { categories, audits } = result.lhr;
        const sample = {
          performance: (categories.performance?.score ?? 0) * 100,
          accessibility: (categories.accessibility?.score ?? 0) * 100,
          "best-practices": (categories["best-practices"]?.score ?? 0) * 100,
          seo: (categories.seo?.score ?? 0) * 100,
          lcp: audits["largest-contentful-paint"]?.numericValue ?? 0,
          tbt: audits["total-blocking-time"]?.numericValue ?? 0,
          cls: audits["cumulative-layout-shift"]?.numericValue ?? 0,
        };
        for (const [key, value] of Object.entries(sample)) (samples[key] ??= []).push(value);
        const failing = Object.values(audits).filter(
          (a) =>
            a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary" && !String(a.id).startsWith("uses-"),
        );
        failingIds = new Set([...failingIds, ...failing.map((a) => a.id)]);
      }
      const m = (key: string) => median(samples[key] ?? []);
      console.log(
        route.padEnd(26) +
          [
            ...["performance", "accessibility", "best-practices", "seo"].map((key) => String(Math.round(m(key)))),
            `${Math.round(m("lcp"))} ms`,
            `${Math.round(m("tbt"))} ms`,
            m("cls").toFixed(3),
          ]
            .map((v) => v.padStart(8))
            .join(""),
      );
      if (runs > 1)
        console.log(
          `${"".padEnd(26)}each run: Perf ${(samples.performance ?? []).map(Math.round).join(", ")}; ` +
            `TBT ${(samples.tbt ?? []).map((v) => `${Math.round(v)}`).join(", ")} ms; ` +
            `LCP ${(samples.lcp ?? []).map((v) => `${Math.round(v)}`).join(", ")} ms`,
        );
      if (failingIds.size) console.log(`${"".padEnd(26)}not passing: ${[...failingIds].join(", ")}`);
    }
  } finally {
    await chrome.kill();
  }
} finally {
  server.kill();
}

async function waitForServer(url: string) {
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${url} did not start`);
}
