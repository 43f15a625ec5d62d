/**
 * `npm test`: every check of the project (docs/development.md), each a script of its own, stopping at the first
 * step that fails; then a table of the stages and their seconds, with the browser tests' counts (passed, failed,
 * flaky, skipped, per project), so a slower suite or a flaky test shows in every run's last lines.
 *
 * The stages: Prettier's check and ESLint (`npm run lint`, here as two stages), typecheck, the server's compile, unit
 * tests, the build, the byte budget, the fixture guide's build (the browser tests' second build,
 * tooling/test/serve-paged.ts --build-only, timed here rather than inside the browser stage), and the browser tests
 * against both. They run in steps; within a step, lanes run side by side (each one process mostly: Prettier, ESLint
 * and tsc, one core's work each, share the two cores better than two lanes did), the stages of a lane in order. A
 * lane's output is printed whole when it ends, so the log reads stage by stage. The browser tests run alone: they time
 * pages, and are held to their own cores. The unit tests time locks and shutdowns too, and mostly wait on them: about
 * a fifth of the two cores sat idle while they ran. So the two builds run beside them at the lowest CPU priority
 * (`nice -n 19`): they take what the unit tests leave, and the unit tests lose next to nothing of theirs. The server
 * is compiled first, alone (a second or two), since the build and a unit test (start-imports.test.ts) would each
 * compile it into build/server/ otherwise.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BrowserSummary, Counts } from "./summary-reporter";

interface Stage {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** Runs at the lowest CPU priority (`nice -n 19`), beside a stage that times what it waits on. */
  idle?: boolean;
}

/** Stages run one after the other. */
type Lane = Stage[];

const summaryDir = mkdtempSync(path.join(os.tmpdir(), "dc-test-summary-"));
const summaryFile = path.join(summaryDir, "browser.json");
const paged = process.env.E2E_PAGED !== "0";

const steps: Lane[][] = [
  [
    [{ name: "prettier", command: ["npm", "run", "lint:format"] }],
    [{ name: "eslint", command: ["npm", "run", "lint:code"] }],
    [{ name: "typecheck", command: ["npm", "run", "typecheck"] }],
  ],
  [[{ name: "compile", command: ["npx", "tsx", "tooling/build/compile-server.ts"] }]],
  [
    [{ name: "unit", command: ["npm", "run", "test:unit"] }],
    [
      // The guide as the content files hold it, whatever a local server has published into data/ (decision 050).
      { name: "build", command: ["npm", "run", "build"], env: { GUIDE_SOURCE: "content" }, idle: true },
      { name: "budget", command: ["npm", "run", "test:budget"] },
    ],
    ...(paged
      ? [
          [
            {
              name: "fixture build",
              command: ["npx", "tsx", "tooling/test/serve-paged.ts", "--build-only"],
              idle: true,
            },
          ],
        ]
      : []),
  ],
  [
    [
      {
        name: "browser",
        command: ["npm", "run", "test:e2e"],
        // The fixture guide is built: its server only serves it. The counts go to the closing table.
        env: { E2E_SUMMARY: summaryFile, ...(paged ? { E2E_PAGED_BUILT: "1" } : {}) },
      },
    ],
  ],
];

/**
 * Runs `command`, resolving its exit code. Alone in its step it prints as it goes; beside others (`collect`) its
 * output is kept and handed to `collect` when it ends.
 */
function run({ command: given, env, idle }: Stage, collect?: (output: string) => void): Promise<number> {
  const command = idle ? ["nice", "-n", "19", ...given] : given;
  return new Promise((resolve) => {
    const child = spawn(command[0]!, command.slice(1), {
      stdio: collect ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...env, ...(collect ? { FORCE_COLOR: "1" } : {}) },
    });
    const chunks: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => chunks.push(chunk));
    const end = (code: number) => {
      collect?.(Buffer.concat(chunks).toString());
      resolve(code);
    };
    child.on("error", () => end(127));
    child.on("exit", (code, signal) => end(code ?? (signal ? 128 : 1)));
  });
}

/** "378 run: 377 passed, 0 failed, 1 flaky; 0 skipped" (a flaky test passed on its retry). */
const counts = (c: Counts) =>
  `${c.passed + c.failed + c.flaky} run: ${c.passed} passed, ${c.failed} failed, ${c.flaky} flaky; ${c.skipped} skipped`;

interface Row {
  name: string;
  seconds?: number;
  result: string;
}

const began = performance.now();
const rows: Row[] = [];
let failed: Row | undefined;
for (const step of steps) {
  if (failed) {
    for (const lane of step) for (const stage of lane) rows.push({ name: stage.name, result: "not run" });
    continue;
  }
  const together = step.length > 1;
  const lanes = step.map(async (lane) => {
    const laneRows: Row[] = [];
    for (const stage of lane) {
      if (laneRows.some((row) => row.result !== "ok")) {
        laneRows.push({ name: stage.name, result: "not run" });
        continue;
      }
      console.log(
        `\n▶ ${stage.name}: ${stage.idle ? "nice -n 19 " : ""}${stage.command.join(" ")}${together ? " (beside the step's other lanes)" : ""}\n`,
      );
      const started = performance.now();
      const code = await run(
        stage,
        together ? (output) => console.log(`\n◀ ${stage.name}'s output:\n\n${output}`) : undefined,
      );
      laneRows.push({
        name: stage.name,
        seconds: (performance.now() - started) / 1000,
        result: code === 0 ? "ok" : `failed (exit ${code})`,
      });
    }
    return laneRows;
  });
  for (const laneRows of await Promise.all(lanes)) rows.push(...laneRows);
  failed ??= rows.find((row) => row.result.startsWith("failed"));
}

const browser: BrowserSummary | undefined = existsSync(summaryFile)
  ? (JSON.parse(readFileSync(summaryFile, "utf8")) as BrowserSummary)
  : undefined;
rmSync(summaryDir, { recursive: true, force: true });
if (browser) {
  const row = rows.find((candidate) => candidate.name === "browser")!;
  row.result = `${row.result}: ${counts(browser)}`;
}

// The wall clock's time: stages side by side overlap, so their seconds add up to more.
const total = (performance.now() - began) / 1000;
const width = Math.max(...rows.map((row) => row.name.length), "total".length);
const line = (name: string, seconds: number | undefined, result: string) =>
  `  ${name.padEnd(width)}  ${seconds === undefined ? "      -" : `${seconds.toFixed(0).padStart(5)} s`}  ${result}`;
console.log(`\nnpm test, stage by stage:\n`);
for (const row of rows) console.log(line(row.name, row.seconds, row.result));
console.log(
  line(
    "total",
    total,
    `${Math.floor(Math.round(total) / 60)} min ${Math.round(total) % 60} s (Prettier, ESLint and tsc side by side, and the unit tests and the two builds)`,
  ),
);
if (browser) {
  console.log(`\nBrowser tests by project (${browser.seconds.toFixed(0)} s):`);
  for (const [project, projectCounts] of Object.entries(browser.projects))
    console.log(`  ${project}: ${counts(projectCounts)}`);
  console.log(`\nThe slowest spec files (their tests' seconds, both workers together):`);
  for (const { file, seconds } of browser.slowest ?? []) console.log(`  ${seconds.toFixed(0).padStart(5)} s  ${file}`);
}
process.exit(failed ? 1 : 0);
