import { existsSync } from "node:fs";

/**
 * The Chromium every browser tool of the project drives (tests, Lighthouse, benchmarks): CHROME_PATH, else
 * Debian's /usr/bin/chromium, else undefined (Playwright's own download, for contributors who installed it).
 */
export const chromiumPath: string | undefined =
  process.env.CHROME_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

/** Launch flags that work on machines without a sandbox, a GPU or the internet (no background calls home). */
export const chromiumFlags: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
