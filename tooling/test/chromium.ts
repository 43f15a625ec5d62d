import { existsSync } from "node:fs";

/**
 * The Chromium every browser tool of the project drives (tests, Lighthouse, benchmarks): CHROME_PATH, else
 * Debian's /usr/bin/chromium, else undefined (Playwright's own download, for contributors who installed it).
 */
export const chromiumPath: string | undefined =
  process.env.CHROME_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

/**
 * The Chromium of the browser tests: CHROME_PATH, else Debian's headless shell (`chromium-headless-shell`, the
 * same Chromium release without its windowing layer, what Playwright itself runs headless), else
 * {@link chromiumPath}. The shell costs about a third less CPU a page than the whole browser (`lists.spec.ts` alone,
 * one worker: 14.2 s of CPU against 21.2 s). Benchmarks and Lighthouse keep the whole browser, which is what visitors
 * run.
 */
export const testChromiumPath: string | undefined =
  process.env.CHROME_PATH ??
  (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : chromiumPath);

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

/**
 * The flag that cuts the browser tests off the internet (tests/e2e/fixtures.ts): every host name but localhost
 * resolves to nothing, so a request leaving the machine fails at once (net::ERR_NAME_NOT_RESOLVED), as on a machine
 * without a network. A launch flag rather than a route in every context: a route sends each of a page's requests
 * through the test process to be matched, which made every page load of the suite about a quarter slower.
 */
export const noInternet = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost";
