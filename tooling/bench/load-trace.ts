/**
 * The main thread's work while a page loads on a phone as Lighthouse's mobile run sees it (412 x 823), counted in
 * the thread's CPU time from a Chromium trace, so other work on the machine moves it little: each task's thread
 * time x `--slowdown=` (4, as Lighthouse simulates a phone: the observed time x 4). Per load: the long tasks (over
 * 50 ms so counted) with what fills each (script, style, layout, paint, HTML parsing), their blocking time after the
 * first contentful paint (the part over 50 ms, as Total Blocking Time counts it), the style recalculations' element
 * count, the layout's objects and the DOM's size. Alternates the given servers (A, B, A, B, ...) so two builds meet
 * the same machine load, and prints each load and each server's medians. `--verbose` lists each long task;
 * `--throttle=4` adds Chromium's own CPU throttling (the figures are then elapsed-time dependent).
 *
 * `npx tsx tooling/bench/load-trace.ts --loads=5 http://localhost:4401 http://localhost:4402 -- /restaurants /`
 */
import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../test/chromium";

const args = process.argv.slice(2);
const split = args.indexOf("--");
const bases = (split < 0 ? args : args.slice(0, split)).filter((arg) => arg.startsWith("http"));
const routes = split < 0 ? ["/restaurants"] : args.slice(split + 1);
const loads = Number(args.find((arg) => arg.startsWith("--loads="))?.slice("--loads=".length) ?? 5);
const width = Number(args.find((arg) => arg.startsWith("--width="))?.slice("--width=".length) ?? 412);
const verbose = args.includes("--verbose");
/** Chromium's own CPU throttling (1: none); the figures are thread time x `slowdown` (4, as Lighthouse simulates). */
const throttle = Number(args.find((arg) => arg.startsWith("--throttle="))?.slice("--throttle=".length) ?? 1);
const slowdown = Number(args.find((arg) => arg.startsWith("--slowdown="))?.slice("--slowdown=".length) ?? 4);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time: what the task cost whatever else the machine was running. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; elementCount?: number; data?: Record<string, unknown>; beginData?: Record<string, unknown> };
}

/** What a task's time went to, by the trace events Lighthouse groups the same way. */
const kinds: Record<string, string> = {
  EvaluateScript: "script",
  FunctionCall: "script",
  TimerFire: "script",
  EventDispatch: "script",
  "v8.evaluateModule": "script",
  RunMicrotasks: "script",
  "V8.RunMicrotasks": "script",
  UpdateLayoutTree: "style",
  Layout: "layout",
  ParseHTML: "parse HTML",
  ParseAuthorStyleSheet: "parse CSS",
  Paint: "paint",
  "v8.compile": "compile",
  "v8.compileModule": "compile",
  MajorGC: "GC",
  MinorGC: "GC",
};

const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags] });
const results: Record<string, { tbt: number[]; long: number[]; style: number[]; script: number[]; layout: number[] }> =
  {};
try {
  for (const route of routes) {
    for (let load = 0; load < loads; load++) {
      for (const base of bases) {
        const context = await browser.newContext({
          viewport: { width, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: width < 640,
          hasTouch: width < 640,
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
        await browser.startTracing(page, {
          categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing", "loading"],
        });
        await page.goto(`${base}${route}`, { waitUntil: "load" });
        await page.waitForTimeout(4000);
        const domSize = await page.evaluate(() => document.querySelectorAll("*").length);
        const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
        await context.close();

        const events = trace.traceEvents;
        // The page's main thread: where its document's HTML was parsed.
        const main = events.find(
          (e) => e.name === "ParseHTML" && String(e.args?.beginData?.url ?? "").startsWith(`${base}${route}`),
        );
        if (!main) throw new Error("no renderer main thread in the trace");
        const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X");
        const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === main.pid)?.ts ?? 0;
        const tasks = onMain.filter((e) => e.name === "RunTask" && (e.dur ?? 0) > 0);
        // A task's cost is its thread time times the slowdown (Lighthouse's simulation: observed time x 4).
        const cost = (t: TraceEvent) => ((t.tdur ?? t.dur ?? 0) / 1000) * slowdown;
        const long = tasks.filter((t) => cost(t) > 50);
        const tbt = long.filter((t) => t.ts >= fcp).reduce((sum, t) => sum + cost(t) - 50, 0);
        // Time by kind inside tasks, counting each event's self time.
        const byKind = (within: TraceEvent[]) => {
          const totals: Record<string, number> = {};
          for (const task of within) {
            const end = task.ts + (task.dur ?? 0);
            const inside = onMain
              .filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && kinds[e.name])
              .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
            // Self time: an event's duration less its children's of a known kind (nested script in script counted once).
            const stack: TraceEvent[] = [];
            for (const e of inside) {
              while (stack.length && stack.at(-1)!.ts + (stack.at(-1)!.dur ?? 0) <= e.ts) stack.pop();
              const parent = stack.at(-1);
              const kind = kinds[e.name]!;
              totals[kind] = (totals[kind] ?? 0) + cost(e);
              if (parent) totals[kinds[parent.name]!] = (totals[kinds[parent.name]!] ?? 0) - cost(e);
              stack.push(e);
            }
          }
          return totals;
        };
        const all = byKind(tasks);
        // The events directly under a task, by name and total time: what a task of unknown kind did.
        const childrenOf = (task: TraceEvent) => {
          const end = task.ts + (task.dur ?? 0);
          const totals: Record<string, number> = {};
          let until = 0;
          for (const e of onMain
            .filter((c) => c !== task && c.ts >= task.ts && c.ts + (c.dur ?? 0) <= end)
            .sort((a, b) => a.ts - b.ts)) {
            if (e.ts < until) continue;
            until = e.ts + (e.dur ?? 0);
            totals[e.name] = (totals[e.name] ?? 0) + cost(e);
          }
          return Object.entries(totals)
            .sort((a, b) => b[1] - a[1])
            .slice(0, 5)
            .map(([name, v]) => `${name} ${Math.round(v)}`)
            .join(", ");
        };
        const styleElements = onMain
          .filter((e) => e.name === "UpdateLayoutTree")
          .map((e) =>
            Number(e.args?.elementCount ?? (e.args?.beginData as { elementCount?: number })?.elementCount ?? 0),
          );
        const layoutObjects = onMain
          .filter((e) => e.name === "Layout")
          .reduce((sum, e) => sum + Number(e.args?.beginData?.dirtyObjects ?? 0), 0);
        const r = (results[`${route} ${base}`] ??= { tbt: [], long: [], style: [], script: [], layout: [] });
        r.tbt.push(tbt);
        r.long.push(long.length);
        r.style.push(all.style ?? 0);
        r.script.push(all.script ?? 0);
        r.layout.push(all.layout ?? 0);
        const f = (n: number | undefined) => Math.round(n ?? 0);
        console.log(
          `${route} ${base} load ${load + 1}: blocking ${f(tbt)} ms in ${long.length} long tasks ` +
            `[${long.map((t) => f(cost(t))).join(", ")}]; all tasks: script ${f(all.script)}, style ${f(all.style)} ` +
            `(${styleElements.length} recalcs, ${styleElements.reduce((a, b) => a + b, 0)} elements), layout ${f(all.layout)}, ` +
            `(${layoutObjects} objects), parse HTML ${f(all["parse HTML"])}, paint ${f(all.paint)}, GC ${f(all.GC)} ms; DOM ${domSize}`,
        );
        if (verbose)
          for (const task of long) {
            const k = byKind([task]);
            console.log(
              `    task @${f((task.ts - fcp) / 1000)} ms from FCP, ${f(cost(task))} ms: ` +
                Object.entries(k)
                  .filter(([, v]) => v >= 1)
                  .map(([key, v]) => `${key} ${f(v)}`)
                  .join(", ") +
                ` | ${childrenOf(task)}`,
            );
          }
      }
    }
  }
} finally {
  await browser.close();
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
console.log("\nMedians (blocking ms / long tasks / script / style / layout ms):");
for (const [key, r] of Object.entries(results))
  console.log(
    `  ${key}: ${[r.tbt, r.long, r.script, r.style, r.layout].map((v) => Math.round(median(v))).join(" / ")}`,
  );
