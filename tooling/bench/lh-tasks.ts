/**
 * What makes a route's Total Blocking Time, from Lighthouse's mobile run against servers already running:
 * `npx tsx tooling/bench/lh-tasks.ts --runs=3 http://localhost:4401 http://localhost:4402 -- /restaurants /`
 * Runs each route on each base in turn (base A, base B, base A, ...), so two builds meet the same machine load,
 * and prints per run: Performance, TBT, LCP, the long tasks (start, duration, what Lighthouse attributes them
 * to), the main thread's work by kind, script evaluation by file, and the DOM's size. `--cpu-slowdown=N`: Lighthouse's
 * CPU slowdown (4, its mobile preset, unless given; 8 on a machine of index about 3,600 stands for 4 on one of 1,800).
 * `--all-categories`: run accessibility, best practices and SEO too, as `npm run perf` does (their gatherers watch the
 * load, and the tasks they lengthen are in the simulation). `--devtools-throttling`: Chromium slows the page's CPU and
 * network for real during the load (Lighthouse's "devtools" method) instead of simulating it from an unthrottled load:
 * a task's time is then the page's own work slowed, not also the waits the machine's other processes cause, which the
 * simulation multiplies too; its LCP is not the simulation's (each request pays the latency), so compare TBT only.
 */
import { lighthouseRun } from "./lighthouse-run";

const args = process.argv.slice(2);
const split = args.indexOf("--");
const bases = (split < 0 ? args : args.slice(0, split)).filter((arg) => arg.startsWith("http"));
const routes = split < 0 ? ["/restaurants"] : args.slice(split + 1);
const runs = Number(args.find((arg) => arg.startsWith("--runs="))?.slice("--runs=".length) ?? 3);
const brief = args.includes("--brief");
const devtoolsThrottling = args.includes("--devtools-throttling");
const onlyCategories = args.includes("--all-categories")
  ? ["performance", "accessibility", "best-practices", "seo"]
  : ["performance"];
const cpuSlowdown = Number(args.find((arg) => arg.startsWith("--cpu-slowdown="))?.slice("--cpu-slowdown=".length) ?? 4);

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
for (const route of routes) {
  for (let run = 0; run < runs; run++) {
    for (const base of bases) {
      const result = await lighthouseRun(
        `${base}${route}`,
        onlyCategories,
        cpuSlowdown,
        devtoolsThrottling ? { throttlingMethod: "devtools" } : {},
      );
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
      // The observed trace's top-level tasks that the slowdown makes long: Lantern stretches each task's wall time by
      // the slowdown, and counts what passes 50 ms. (It stretches a task that did layout by half the slowdown only;
      // this list and the blocking below stretch every task by the whole, so for those they are an upper bound.)
      // With the devtools method the trace is already slowed: its tasks count as they are.
      const stretch = devtoolsThrottling ? 1 : cpuSlowdown;
      const longFromMs = 50 / stretch;
      const events = (result.artifacts as unknown as { Trace: { traceEvents: TraceEvent[] } }).Trace.traceEvents;
      const parse = events.find((e) => e.name === "ParseHTML" && String(e.args?.beginData?.url ?? "").includes(route));
      const onMain = events.filter((e) => parse && e.pid === parse.pid && e.tid === parse.tid && e.ph === "X");
      const fcp = events.find((e) => e.name === "firstContentfulPaint" && parse && e.pid === parse.pid)?.ts ?? 0;
      const observed = onMain.filter((e) => e.name === "RunTask" && (e.dur ?? 0) >= longFromMs * 1000);
      console.log(
        `  observed tasks of ${longFromMs.toFixed(1)} ms or more:`,
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
      // The same tasks' blocking after the first paint, counted by their wall time and by their thread time: where the
      // two differ, the thread waited (another process had the core, or a synchronous call) and the slowdown
      // multiplies that wait as if it were the page's work.
      const blocking = (of: (task: TraceEvent) => number | undefined) =>
        observed
          .filter((task) => task.ts >= fcp)
          .reduce((sum, task) => sum + Math.max(0, ((of(task) ?? 0) / 1000) * stretch - 50), 0);
      // (Not with the devtools method: Chromium slows a thread by pausing it, so its thread time is not slowed.)
      if (!devtoolsThrottling)
        console.log(
          `  their blocking after the first paint x ${stretch}: by wall time ${ms(blocking((t) => t.dur))} ms, ` +
            `by thread time ${ms(blocking((t) => t.tdur))} ms`,
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
          .map((t) => `${short(t.url)} total ${ms(t.total)} eval ${ms(t.scripting)} parse ${ms(t.scriptParseCompile)}`)
          .join("; "),
      );
    }
  }
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
console.log("\nTBT, median and each run:");
for (const [key, values] of Object.entries(summary))
  console.log(`  ${key}: ${ms(median(values))} ms (${values.map(ms).join(", ")})`);
