import type { Flags } from "lighthouse";

/**
 * The flags of every Lighthouse run of the benches (perf.ts, lh-tasks.ts, lantern-lcp.ts): the mobile preset against
 * the browser at `port`, JSON out, the given `categories`, `cpuSlowdown` (4, Lighthouse's mobile preset, unless
 * given). This machine has no internet: external photos and map frames are blocked rather than left to time out,
 * so the figures describe our own pages.
 */
export function lighthouseFlags(port: number, categories: string[], cpuSlowdown = 4): Flags {
  return {
    port,
    logLevel: "error",
    output: "json",
    onlyCategories: categories,
    blockedUrlPatterns: ["*upload.wikimedia.org*", "*google.com*"],
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
  };
}
