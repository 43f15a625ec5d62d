/**
 * A Playwright reporter that writes the browser tests' counts as JSON to `outputFile`, for `npm test`'s closing table
 * (tooling/test/run-all.ts): passed, failed, flaky (passed on a retry), skipped, in all and per project, and the
 * run's time. playwright.config.ts adds it when E2E_SUMMARY names the file.
 */
import { writeFileSync } from "node:fs";
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
}

const none = (): Counts => ({ passed: 0, failed: 0, flaky: 0, skipped: 0 });

export default class SummaryReporter implements Reporter {
  private suite: Suite | undefined;

  constructor(private readonly options: { outputFile: string }) {}

  onBegin(_config: FullConfig, suite: Suite) {
    this.suite = suite;
  }

  onEnd(result: FullResult) {
    const summary: BrowserSummary = { ...none(), status: result.status, seconds: result.duration / 1000, projects: {} };
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
    }
    writeFileSync(this.options.outputFile, JSON.stringify(summary, null, 2));
  }

  printsToStdio() {
    return false;
  }
}
