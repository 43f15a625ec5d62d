/**
 * How long the results map takes to appear after the Map button is pressed, on a phone-like CPU:
 * `npm run bench:map -- [route] [runs]` (after `npm run build`; serves the build as `npm start` does). Each run
 * is a fresh browser context (cold cache, as on a first visit) with the CPU slowed 4x through the DevTools
 * protocol (Emulation.setCPUThrottlingRate); the time is from the click event to the first marker in the page,
 * measured in the page itself. Prints every run and the median. A figure, not a test (decision 014).
 */
import { spawn } from "node:child_process";
import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../test/chromium";

type BenchWindow = Window & { __clickAt?: number; __markerAt?: number };

const route = process.argv[2] ?? "/clubs-and-bars";
const runs = Number(process.argv[3] ?? 5);
const port = Number(process.env.BENCH_PORT ?? 4410);
const base = `http://localhost:${port}`;

const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  env: { ...process.env, PORT: String(port), HOST: "localhost" },
  stdio: "ignore",
});
const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags] });
try {
  await waitForServer();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, serviceWorkers: "block" });
    const page = await context.newPage();
    // No tiles here (no internet): abort them at once, as an offline phone would.
    await page.route(
      (url) => url.hostname !== "localhost",
      (request) => request.abort(),
    );
    await page.addInitScript(() => localStorage.setItem("discoverColumbusWelcome", "true"));
    await page.goto(`${base}${route}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.evaluate(() => {
      const state = window as BenchWindow;
      document.addEventListener("click", (event) => (state.__clickAt = event.timeStamp), { capture: true, once: true });
      new MutationObserver((_, observer) => {
        if (document.querySelector(".leaflet-marker-icon")) {
          state.__markerAt = performance.now();
          observer.disconnect();
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole("group", { name: "Show results as" }).getByRole("button", { name: "Map" }).click();
    await page.locator(".leaflet-marker-icon").first().waitFor();
    const ms = await page.evaluate(
      () => ((window as BenchWindow).__markerAt ?? NaN) - ((window as BenchWindow).__clickAt ?? NaN),
    );
    times.push(ms);
    console.log(`run ${run + 1}: ${ms.toFixed(0)} ms`);
    await context.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `${route}, 4x CPU slowdown, ${runs} runs: median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms (min ${sorted[0]!.toFixed(0)}, max ${sorted.at(-1)!.toFixed(0)})`,
  );
} finally {
  await browser.close();
  server.kill();
}

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(base)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server at ${base} did not start`);
}
