/**
 * Why a page's Largest Contentful Paint is what it is in Lighthouse's simulation (Lantern), read from its own graphs:
 * `npx tsx tooling/bench/lantern-lcp.ts --runs=2 --save=/tmp/lh http://localhost:4401 http://localhost:4402 -- /restaurants /`
 *
 * Runs Lighthouse's mobile preset on each route on each base in turn (base A, base B, base A, ...), so two builds meet
 * the same machine, and prints per run: the benchmark index and load, the observed FCP and LCP (unthrottled, ms from
 * the navigation), Lantern's FCP and LCP with their optimistic and pessimistic estimates, and the nodes of Lantern's
 * pessimistic LCP graph: every request and main-thread task the simulation waits for before the LCP, with its
 * observed start and length and its simulated end. A node marked `+` is in the LCP graph but not in the FCP one:
 * that is what makes the LCP later than the FCP. CPU tasks are named by what fills them (ParseHTML, Layout,
 * EvaluateScript of a file, ...), their observed time and the simulated (slowed) one.
 *
 * `--save=DIR` keeps each run's trace and DevTools log (`<route>-<base>-<run>.trace.json`, `.devtoolslog.json`)
 * for Chromium's performance panel; `--cpu-slowdown=N` as in `npm run perf`.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { lighthouseRun } from "./lighthouse-run";

const args = process.argv.slice(2);
const split = args.indexOf("--");
const bases = (split < 0 ? args : args.slice(0, split)).filter((arg) => arg.startsWith("http"));
const routes = split < 0 ? ["/restaurants"] : args.slice(split + 1);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Number(option("runs") ?? 1);
const saveDir = option("save");
const cpuSlowdown = Number(option("cpu-slowdown") ?? 4);

/** A Lantern graph node, as much of it as this report reads. */
interface LanternNode {
  id: string;
  type: "network" | "cpu";
  startTime: number;
  endTime: number;
  request?: { url: string; resourceType: string; priority: string; transferSize: number; initiator?: { type: string } };
  childEvents?: { name: string; dur?: number; args?: { data?: { url?: string } } }[];
  isMainDocument?: () => boolean;
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<LanternNode, { startTime: number; endTime: number }>;
}
interface LanternResult {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}

// Lighthouse's own computed artifacts: the same Lantern code its audits run.
const lhRoot = path.dirname(path.dirname(import.meta.resolve("lighthouse").replace("file://", "")));
const lantern = async (name: string) =>
  ((await import(path.join(lhRoot, `core/computed/metrics/${name}.js`))) as Record<string, unknown>)[
    name.replace(/(^|-)(\w)/g, (_, _dash, c: string) => c.toUpperCase())
  ] as { request: (data: unknown, context: unknown) => Promise<LanternResult> };
const LanternFcp = await lantern("lantern-first-contentful-paint");
const LanternLcp = await lantern("lantern-largest-contentful-paint");

const fromDir = option("from");
if (fromDir) {
  await replay(fromDir, option("doc-transfer"), option("drop"));
  process.exit(0);
}
if (!bases.length) throw new Error("usage: lantern-lcp.ts [--runs=N] [--save=DIR] <base URL>... -- <route>...");

const ms = (n: number) => `${Math.round(n)}`.padStart(5);
const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, "").slice(0, 60);
/** What a CPU task did: its child events' names by total time, the scripts it evaluated. */
function describeTask(node: LanternNode): string {
  const byName = new Map<string, number>();
  const scripts = new Set<string>();
  for (const event of node.childEvents ?? []) {
    byName.set(event.name, (byName.get(event.name) ?? 0) + (event.dur ?? 0));
    if (event.name === "EvaluateScript" && event.args?.data?.url) scripts.add(short(event.args.data.url));
  }
  const kinds = [...byName]
    .filter(([name]) =>
      [
        "ParseHTML",
        "Layout",
        "EvaluateScript",
        "UpdateLayoutTree",
        "Paint",
        "FunctionCall",
        "v8.compile",
        "EventDispatch",
        "TimerFire",
        "RunMicrotasks",
        "ParseAuthorStyleSheet",
        "PrePaint",
        "Layerize",
        "v8.evaluateModule",
      ].includes(name),
    )
    .sort((a, b) => b[1] - a[1])
    .map(([name, dur]) => `${name} ${(dur / 1000).toFixed(1)}`);
  return `${kinds.join(", ")}${scripts.size ? ` [${[...scripts].join(" ")}]` : ""}`;
}

for (const route of routes) {
  for (let run = 0; run < runs; run++) {
    const order = bases.map((_, i) => i);
    if (run % 2) order.reverse();
    for (const i of order) {
      const base = bases[i]!;
      const load = os.loadavg()[0]!;
      const result = await lighthouseRun(`${base}${route}`, ["performance"], cpuSlowdown);
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      const { artifacts, lhr } = result as unknown as {
        artifacts: Record<string, unknown> & { Trace: unknown; DevtoolsLog: unknown; settings: unknown };
        lhr: typeof result.lhr;
      };
      const name = `${route.replace(/\W+/g, "_") || "_"}-${new URL(base).port}-${run + 1}`;
      if (saveDir) {
        mkdirSync(saveDir, { recursive: true });
        writeFileSync(path.join(saveDir, `${name}.trace.json`), JSON.stringify(artifacts.Trace));
        writeFileSync(path.join(saveDir, `${name}.devtoolslog.json`), JSON.stringify(artifacts.DevtoolsLog));
        const { GatherContext, settings, URL: urls } = artifacts;
        writeFileSync(path.join(saveDir, `${name}.meta.json`), JSON.stringify({ GatherContext, settings, URL: urls }));
      }
      const { fcp, lcp } = await simulate(artifacts);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? 0;
      const observed = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0];
      console.log(
        `\n${route} on ${base}, run ${run + 1}: perf ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, ` +
          `BI ${Math.round(lhr.environment.benchmarkIndex)}, load ${load.toFixed(1)}; observed FCP ` +
          `${observed?.observedFirstContentfulPaint} ms, LCP ${observed?.observedLargestContentfulPaint} ms; ` +
          `Lantern FCP ${Math.round(fcp.timing)} (opt ${Math.round(fcp.optimisticEstimate.timeInMs)}, pess ` +
          `${Math.round(fcp.pessimisticEstimate.timeInMs)}), LCP ${Math.round(lcp.timing)} (opt ` +
          `${Math.round(lcp.optimisticEstimate.timeInMs)}, pess ${Math.round(lcp.pessimisticEstimate.timeInMs)}); ` +
          `audits: FCP ${Math.round(audit("first-contentful-paint"))}, LCP ${Math.round(audit("largest-contentful-paint"))}, ` +
          `TBT ${Math.round(audit("total-blocking-time"))}`,
      );
      const lcpElement = (
        lhr.audits["largest-contentful-paint-element"]?.details as
          { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined
      )?.items?.[0]?.items?.[0]?.node?.selector;
      if (lcpElement) console.log(`  LCP element: ${lcpElement}`);
      printGraph(fcp, lcp);
    }
  }
}

/** Lantern's FCP and LCP of a load's artifacts (Lighthouse's own computed artifacts, so what its audits report). */
async function simulate(artifacts: Record<string, unknown>): Promise<{ fcp: LanternResult; lcp: LanternResult }> {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: artifacts.settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps ?? [],
    simulator: null,
  };
  const context = { computedCache: new Map(), settings: artifacts.settings };
  return { fcp: await LanternFcp.request(data, context), lcp: await LanternLcp.request(data, context) };
}

/** The nodes of the pessimistic LCP graph, in their observed order, with their simulated ends. */
function printGraph(fcp: LanternResult, lcp: LanternResult): void {
  const fcpIds = new Set([...fcp.pessimisticEstimate.nodeTimings.keys()].map((node) => node.id));
  const fcpOptimistic = new Set([...fcp.optimisticEstimate.nodeTimings.keys()].map((node) => node.id));
  const lcpOptimistic = new Map([...lcp.optimisticEstimate.nodeTimings].map(([node, t]) => [node.id, t]));
  const rows = [...lcp.pessimisticEstimate.nodeTimings].sort((a, b) => a[0].startTime - b[0].startTime);
  const navStart = rows.length ? Math.min(...rows.map(([node]) => node.startTime)) : 0;
  console.log(
    "  in  obs start  obs len  sim opt end  sim pess end  node (+: not in FCP's graphs; o: in LCP's optimistic one)",
  );
  for (const [node, timing] of rows) {
    const mark = `${fcpIds.has(node.id) || fcpOptimistic.has(node.id) ? " " : "+"}${lcpOptimistic.has(node.id) ? "o" : " "}`;
    const what =
      node.type === "network"
        ? `${node.request!.resourceType} ${node.request!.priority} ${(node.request!.transferSize / 1024).toFixed(1)} KB ${short(node.request!.url)}`
        : `task: ${describeTask(node)}`;
    console.log(
      `  ${mark} ${ms((node.startTime - navStart) / 1000)}     ${ms((node.endTime - node.startTime) / 1000)}    ${ms(lcpOptimistic.get(node.id)?.endTime ?? NaN)}        ${ms(timing.endTime)}       ${what}`,
    );
  }
}

/** A DevTools protocol message of a saved log, as much of it as the replay reads. */
interface ProtocolMessage {
  method: string;
  params: {
    requestId?: string;
    type?: string;
    request?: { url: string };
    encodedDataLength?: number;
    response?: { encodedDataLength?: number };
  };
}

/**
 * `--from=DIR`: Lantern's FCP and LCP of each load saved in DIR (by `--save`), again; with `--doc-transfer=BYTES`,
 * also as if the page's document had been BYTES on the wire (its headers included), everything else as observed:
 * what the document's size alone costs in the simulation; with `--drop=TEXT`, also without the requests whose URL
 * contains TEXT (`--drop=manifest.webmanifest`).
 */
async function replay(dir: string, docTransfer: string | undefined, drop: string | undefined): Promise<void> {
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith(".devtoolslog.json"))
    .sort()) {
    const name = file.slice(0, -".devtoolslog.json".length);
    const read = (suffix: string) => JSON.parse(readFileSync(path.join(dir, `${name}${suffix}`), "utf8")) as unknown;
    const meta = read(".meta.json") as Record<string, unknown>;
    const log = read(".devtoolslog.json") as ProtocolMessage[];
    const artifacts = { ...meta, Trace: read(".trace.json"), DevtoolsLog: log };
    const { fcp, lcp } = await simulate(artifacts);
    let line = `${name}: Lantern FCP ${Math.round(fcp.timing)}, LCP ${Math.round(lcp.timing)}`;
    if (docTransfer) {
      const documentId = log.find((m) => m.method === "Network.responseReceived" && m.params.type === "Document")
        ?.params.requestId;
      const patched = log.map((m) =>
        m.params.requestId !== documentId
          ? m
          : m.method === "Network.loadingFinished"
            ? { ...m, params: { ...m.params, encodedDataLength: Number(docTransfer) } }
            : m,
      );
      const again = await simulate({ ...artifacts, DevtoolsLog: patched });
      line += `; the document at ${docTransfer} bytes: FCP ${Math.round(again.fcp.timing)}, LCP ${Math.round(again.lcp.timing)}`;
    }
    if (drop) {
      const dropped = new Set(
        log
          .filter((m) => m.method === "Network.requestWillBeSent" && m.params.request?.url.includes(drop))
          .map((m) => m.params.requestId),
      );
      const again = await simulate({ ...artifacts, DevtoolsLog: log.filter((m) => !dropped.has(m.params.requestId)) });
      line += `; without ${drop}: FCP ${Math.round(again.fcp.timing)}, LCP ${Math.round(again.lcp.timing)}`;
    }
    console.log(line);
  }
}
