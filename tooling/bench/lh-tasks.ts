/**
 * What makes a route's Total Blocking Time, from Lighthouse's mobile run against servers already running:
 * `npx tsx tooling/bench/lh-tasks.ts --runs=3 http://localhost:4401 http://localhost:4402 -- /restaurants /`
 * Runs each route on each base in turn (base A, base B, base A, ...), so two builds meet the same machine load,
 * and prints per run: Performance, TBT, LCP, the long tasks (start, duration, what Lighthouse attributes them
 * to), the main thread's work by kind, script evaluation by file, and the DOM's size. `--cpu-slowdown=N`: Lighthouse's
 * CPU slowdown (4, its mobile preset, unless given; 8 on a machine of index about 3,600 stands for 4 on one of 1,800).
 * `--all-categories`: run accessibility, best practices and SEO too, as `npm run perf` does (their gatherers watch the
 * load, and the tasks they lengthen are in the simulation).
 */
import { chromiumFlags, chromiumPath } from "../test/chromium";
import { lighthouseFlags } from "./lighthouse-flags";

const args = process.argv.slice(2);
const split = args.indexOf("--");
const bases = (split < 0 ? args : args.slice(0, split)).filter((arg) => arg.startsWith("http"));
const routes = split < 0 ? ["/restaurants"] : args.slice(split + 1);
const runs = Number(args.find((arg) => arg.startsWith("--runs="))?.slice("--runs=".length) ?? 3);
const brief = args.includes("--brief");
const onlyCategories = args.includes("--all-categories")
  ? ["performance", "accessibility", "best-practices", "seo"]
  : ["performance"];
const cpuSlowdown = Number(args.find((arg) => arg.startsWith("--cpu-slowdown="))?.slice("--cpu-slowdown=".length) ?? 4);

const { default: lighthouse } = await import("lighthouse");
const chromeLauncher = await import("chrome-launcher");
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...chromiumFlags],
});
type Item = Record<string, unknown>;
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { beginData?: { url?: string } };
}
const items = (audit: { details?: unknown } | undefined): Item[] =>
  ((audit?.details as { items?: Item[] } | undefined)?.items ?? []) as Item[];
const ms = (n: unknown) => `${Math.round(Number(n))}`;
const short = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, "");
const summary: Record<string, number[]> = {};
try {
  for (const route of routes) {
    for (let run = 0; run < runs; run++) {
      for (const base of bases) {
        const result = await lighthouse(`${base}${route}`, lighthouseFlags(chrome.port, onlyCategories, cpuSlowdown));
        if (!result) throw new Error(`nothing for ${base}${route}`);
        const { audits, categories } = result.lhr;
        const tbt = audits["total-blocking-time"]?.numericValue ?? 0;
        (summary[`${route} ${base}`] ??= []).push(tbt);
        console.log(
          `\n${route} ${base} run ${run + 1}: Perf ${Math.round((categories.performance?.score ?? 0) * 100)}, ` +
            `TBT ${ms(tbt)} ms, LCP ${ms(audits["largest-contentful-paint"]?.numericValue)} ms, ` +
            `DOM ${audits["dom-size"]?.numericValue} elements`,
        );
        if (brief) continue;
        // The observed (unthrottled) trace's top-level tasks of 10 ms and more: what Lantern slows 4x and counts.
        const events = (result.artifacts as unknown as { Trace: { traceEvents: TraceEvent[] } }).Trace.traceEvents;
        const parse = events.find(
          (e) => e.name === "ParseHTML" && String(e.args?.beginData?.url ?? "").includes(route),
        );
        const onMain = events.filter((e) => parse && e.pid === parse.pid && e.tid === parse.tid && e.ph === "X");
        const fcp = events.find((e) => e.name === "firstContentfulPaint" && parse && e.pid === parse.pid)?.ts ?? 0;
        const observed = onMain.filter((e) => e.name === "RunTask" && (e.tdur ?? 0) >= 10_000);
        console.log(
          "  observed tasks >= 10 ms:",
          observed
            .map((task) => {
              const end = task.ts + (task.dur ?? 0);
              const totals: Record<string, number> = {};
              let until = 0;
              for (const e of onMain.filter((c) => c !== task && c.ts >= task.ts && c.ts + (c.dur ?? 0) <= end)) {
                if (e.ts < until) continue;
                until = e.ts + (e.dur ?? 0);
                totals[e.name] = (totals[e.name] ?? 0) + (e.dur ?? 0) / 1000;
              }
              const top = Object.entries(totals)
                .sort((a, b) => b[1] - a[1])
                .slice(0, 3)
                .map(([name, v]) => `${name} ${v.toFixed(0)}`)
                .join(" ");
              return `\n    @${ms((task.ts - fcp) / 1000)} ${((task.dur ?? 0) / 1000).toFixed(1)} ms (thread ${((task.tdur ?? 0) / 1000).toFixed(1)}): ${top}`;
            })
            .join(""),
        );
        console.log(
          "  long tasks (simulated):",
          items(audits["long-tasks"])
            .map((t) => `${short(t.url)} @${ms(t.startTime)} ${ms(t.duration)} ms`)
            .join("; "),
        );
        console.log(
          "  main thread:",
          items(audits["mainthread-work-breakdown"])
            .map((t) => `${t.groupLabel} ${ms(t.duration)}`)
            .join(", "),
        );
        console.log(
          "  scripts:",
          items(audits["bootup-time"])
            .map(
              (t) => `${short(t.url)} total ${ms(t.total)} eval ${ms(t.scripting)} parse ${ms(t.scriptParseCompile)}`,
            )
            .join("; "),
        );
      }
    }
  }
} finally {
  await chrome.kill();
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
console.log("\nTBT, median and each run:");
for (const [key, values] of Object.entries(summary))
  console.log(`  ${key}: ${ms(median(values))} ms (${values.map(ms).join(", ")})`);
