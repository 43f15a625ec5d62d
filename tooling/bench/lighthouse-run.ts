import type { Flags, RunnerResult } from "lighthouse";
import { chromiumFlags, chromiumPath } from "../test/chromium";

/**
 * The flags of every run: the mobile preset against the browser at `port`, JSON out, the given `categories`,
 * `cpuSlowdown` (4 is Lighthouse's mobile preset). This machine has no internet: external photos and map frames are
 * blocked rather than left to time out, so the figures describe our own pages.
 */
function lighthouseFlags(port: number, categories: string[], cpuSlowdown: number): Flags {
  return {
    port,
    logLevel: "error",
    output: "json",
    onlyCategories: categories,
    blockedUrlPatterns: ["*upload.wikimedia.org*", "*google.com*"],
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
  };
}

/** The browser of the run under way, if any. */
let running: { kill: () => void } | undefined;
let endsWithProcess = false;

/**
 * However the bench ends (done, failed, Ctrl-C or SIGTERM), the browser of the run under way ends with it: hooked once,
 * at the first launch. A signal ends the process (code 130) so that its exit handlers run, the bench's own too.
 */
function endWithProcess(): void {
  if (endsWithProcess) return;
  endsWithProcess = true;
  process.once("exit", () => running?.kill());
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(130));
}

/**
 * One Lighthouse run of `url` for a bench (perf.ts, lh-tasks.ts, lantern-lcp.ts): {@link lighthouseFlags} with
 * `categories` and `cpuSlowdown`, and `flags` for more (such as `throttlingMethod`), in a Chromium launched for it and
 * ended after it (or with the bench, {@link endWithProcess}), as Lighthouse's own command line runs each page.
 * Resolves with Lighthouse's result, or undefined when it returned none.
 *
 * Not one browser for every run: Lighthouse clears only the origin it measures, and the benches serve two builds on
 * two ports, so two origins. In a browser kept across runs, the build measured before went on precaching its ~340
 * files (its service worker, started when its page went idle) while the other build's page loaded, and that work
 * was counted in the load's tasks: at 8x, `/` and `/restaurants` measured 318-375 ms of TBT (medians of four, the two
 * builds in turn) where the same builds in a browser each measured 64-195 ms.
 */
export async function lighthouseRun(
  url: string,
  categories: string[],
  cpuSlowdown: number,
  flags: Partial<Flags> = {},
): Promise<RunnerResult | undefined> {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...chromiumFlags],
    handleSIGINT: false,
  });
  running = chrome;
  endWithProcess();
  try {
    return await lighthouse(url, { ...lighthouseFlags(chrome.port, categories, cpuSlowdown), ...flags });
  } finally {
    chrome.kill();
    running = undefined;
  }
}
