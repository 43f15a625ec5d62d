/**
 * A Playwright reporter that writes the browser tests' counts as JSON to `outputFile`, for `npm test`'s closing table
 * (tooling/test/run-all.ts): passed, failed, flaky (passed on a retry), skipped, in all and per project, and the
 * run's time, and the spec files that took longest (their tests' time summed over projects and retries, so the next
 * change to the suite's time knows where to look). playwright.config.ts adds it when E2E_SUMMARY names the file.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { FullConfig, FullResult, Reporter, Suite } from "@playwright/test/reporter";

/** How many tests ended each way. */
export interface Counts {
  passed: number;
  failed: number;
  flaky: number;
  skipped: number;
}

/** What the reporter writes. */
export interface BrowserSummary extends Counts {
  status: FullResult["status"];
  seconds: number;
  projects: Record<string, Counts>;
  /** The spec files whose tests took longest, slowest first: path and seconds (all projects and retries). */
  slowest: { file: string; seconds: number }[];
}

const none = (): Counts => ({ passed: 0, failed: 0, flaky: 0, skipped: 0 });

export default class SummaryReporter implements Reporter {
  private suite: Suite | undefined;

  constructor(private readonly options: { outputFile: string }) {}

  onBegin(_config: FullConfig, suite: Suite) {
    this.suite = suite;
  }

  onEnd(result: FullResult) {
    const summary: BrowserSummary = {
      ...none(),
      status: result.status,
      seconds: result.duration / 1000,
      projects: {},
      slowest: [],
    };
    const secondsOf = new Map<string, number>();
    for (const test of this.suite?.allTests() ?? []) {
      const project = test.parent.project()?.name ?? "";
      const counts = (summary.projects[project] ??= none());
      const outcome = test.outcome();
      const key: keyof Counts =
        outcome === "expected"
          ? "passed"
          : outcome === "flaky"
            ? "flaky"
            : outcome === "skipped"
              ? "skipped"
              : "failed";
      counts[key] += 1;
      summary[key] += 1;
      const file = path.relative(process.cwd(), test.location.file);
      const ms = test.results.reduce((sum, run) => sum + run.duration, 0);
      secondsOf.set(file, (secondsOf.get(file) ?? 0) + ms / 1000);
    }
    summary.slowest = [...secondsOf]
      .map(([file, seconds]) => ({ file, seconds }))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, 8);
    writeFileSync(this.options.outputFile, JSON.stringify(summary, null, 2));
  }

  printsToStdio() {
    return false;
  }
}
