/**
 * Performance figures of the production build (run with `npm run perf`, which builds first):
 * per route, the first-load JavaScript and CSS (raw and gzip), then Lighthouse (mobile preset)
 * scores and LCP, TBT, CLS against the served build. `--no-lighthouse` prints bytes only.
 * Figures, not a gate: timings on a shared machine are noisy. The byte budget gate is budget.test.ts.
 */
import { spawn } from "node:child_process";
import { chromiumFlags, chromiumPath } from "./chromium";
import { firstLoad, mainRoutes } from "./first-load";

const routes = mainRoutes;
const port = Number(process.env.PERF_PORT ?? 4400);
const base = `http://localhost:${port}`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

console.log("\nFirst load (what the page's HTML references), gzip as served:\n");
console.log(["route", "JS raw", "JS gzip", "CSS raw", "CSS gzip"].map((h, i) => (i ? h.padStart(10) : h.padEnd(18))).join(""));
for (const route of routes) {
  const { js, css } = firstLoad(route);
  console.log(route.padEnd(18) + [js.raw, js.gzip, css.raw, css.gzip].map((n) => kb(n).padStart(10)).join(""));
}

if (process.argv.includes("--no-lighthouse")) process.exit(0);

const server = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], { env: { ...process.env, PORT: String(port) }, stdio: "ignore" });
try {
  await waitForServer(base);
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...chromiumFlags],
  });
  console.log("\nLighthouse, mobile preset (simulated slow 4G, 4x CPU slowdown):\n");
  console.log(
    ["route", "Perf", "A11y", "BP", "SEO", "LCP", "TBT", "CLS"].map((h, i) => (i ? h.padStart(8) : h.padEnd(18))).join(""),
  );
  try {
    for (const route of routes) {
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
      const { categories, audits } = result.lhr;
      const score = (key: string) => String(Math.round((categories[key]?.score ?? 0) * 100));
      const ms = (key: string) => `${Math.round(audits[key]?.numericValue ?? 0)} ms`;
      console.log(
        route.padEnd(18) +
          [
            score("performance"),
            score("accessibility"),
            score("best-practices"),
            score("seo"),
            ms("largest-contentful-paint"),
            ms("total-blocking-time"),
            (audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3),
          ]
            .map((v) => v.padStart(8))
            .join(""),
      );
      const failing = Object.values(audits).filter(
        (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary" && !String(a.id).startsWith("uses-"),
      );
      if (failing.length) console.log(`${"".padEnd(18)}not passing: ${failing.map((a) => a.id).join(", ")}`);
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
