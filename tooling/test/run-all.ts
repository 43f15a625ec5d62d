/**
 * `npm test`: every check of the project in order (docs/development.md), each a script of its own, stopping at the
 * first that fails; then a table of the stages and their seconds, with the browser tests' counts (passed, failed,
 * flaky, skipped, per project), so a slower suite or a flaky test shows in every run's last lines.
 *
 * The stages: lint, typecheck, unit tests, the build, the byte budget, the fixture guide's build (the browser tests'
 * second build, tooling/test/serve-paged.ts --build-only, timed here rather than inside the browser stage), and the
 * browser tests against both.
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
}

const summaryDir = mkdtempSync(path.join(os.tmpdir(), "dc-test-summary-"));
const summaryFile = path.join(summaryDir, "browser.json");
const paged = process.env.E2E_PAGED !== "0";

const stages: Stage[] = [
  { name: "lint", command: ["npm", "run", "lint"] },
  { name: "typecheck", command: ["npm", "run", "typecheck"] },
  { name: "unit", command: ["npm", "run", "test:unit"] },
  // The guide as the content files hold it, whatever a local server has published into data/ (decision 050).
  { name: "build", command: ["npm", "run", "build"], env: { GUIDE_SOURCE: "content" } },
  { name: "budget", command: ["npm", "run", "test:budget"] },
  ...(paged ? [{ name: "fixture build", command: ["npx", "tsx", "tooling/test/serve-paged.ts", "--build-only"] }] : []),
  {
    name: "browser",
    command: ["npm", "run", "test:e2e"],
    // The fixture guide is built: its server only serves it. The counts go to the closing table.
    env: { E2E_SUMMARY: summaryFile, ...(paged ? { E2E_PAGED_BUILT: "1" } : {}) },
  },
];

/** Runs `command` with the terminal's output, resolving its exit code. */
function run({ command, env }: Stage): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command[0]!, command.slice(1), { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("error", () => resolve(127));
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
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

const rows: Row[] = [];
let failed: Row | undefined;
for (const stage of stages) {
  if (failed) {
    rows.push({ name: stage.name, result: "not run" });
    continue;
  }
  console.log(`\n▶ ${stage.name}: ${stage.command.join(" ")}\n`);
  const started = performance.now();
  const code = await run(stage);
  const row: Row = {
    name: stage.name,
    seconds: (performance.now() - started) / 1000,
    result: code === 0 ? "ok" : `failed (exit ${code})`,
  };
  rows.push(row);
  if (code !== 0) failed = row;
}

const browser: BrowserSummary | undefined = existsSync(summaryFile)
  ? (JSON.parse(readFileSync(summaryFile, "utf8")) as BrowserSummary)
  : undefined;
rmSync(summaryDir, { recursive: true, force: true });
if (browser) {
  const row = rows.find((candidate) => candidate.name === "browser")!;
  row.result = `${row.result}: ${counts(browser)}`;
}

const total = rows.reduce((sum, row) => sum + (row.seconds ?? 0), 0);
const width = Math.max(...rows.map((row) => row.name.length), "total".length);
const line = (name: string, seconds: number | undefined, result: string) =>
  `  ${name.padEnd(width)}  ${seconds === undefined ? "      -" : `${seconds.toFixed(0).padStart(5)} s`}  ${result}`;
console.log(`\nnpm test, stage by stage:\n`);
for (const row of rows) console.log(line(row.name, row.seconds, row.result));
console.log(line("total", total, `${Math.floor(total / 60)} min ${Math.round(total % 60)} s`));
if (browser) {
  console.log(`\nBrowser tests by project (${browser.seconds.toFixed(0)} s):`);
  for (const [project, projectCounts] of Object.entries(browser.projects))
    console.log(`  ${project}: ${counts(projectCounts)}`);
}
process.exit(failed ? 1 : 0);
