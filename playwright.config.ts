import { defineConfig, devices } from "@playwright/test";
import os from "node:os";
import path from "node:path";
import { chromiumFlags, noInternet, testChromiumPath } from "./tooling/test/chromium.ts";
import { deskAdmin } from "./tests/e2e/server-data.ts";
import { compiledEntry } from "./tooling/build/compile-server.ts";

/** The main build's server: set once here and inherited by the workers (tests/e2e/fixture-build.spec.ts reads it). */
process.env.E2E_PORT ??= "4173";
const port = Number(process.env.E2E_PORT);
/** The short-page build's server for the paging tests (tooling/test/serve-paged.ts); E2E_PAGED=0 leaves it out. */
const pagedPort = port + 1;
const paged = process.env.E2E_PAGED !== "0";
/**
 * Which spec runs where: said here, never by a test that starts and then skips. Three projects:
 * - "desktop" (1280 px) runs every spec on the main build (the guide's own content) but the phones' own;
 * - "mobile" (375 px, touch) runs again only the specs whose behaviour depends on the width: layout and reflow
 *   with axe on every route and state, the filters' row and sheet, the menu, the trending strip, taps
 *   ({@link bothWidths}), and the phones' own ({@link phoneOnly});
 * - "paged" (1280 px) runs the specs of the second build, made from the fixture content
 *   (tests/fixture-content/places), which expect what that content holds ({@link fixtureGuide}).
 */
const specs = (names: readonly string[]) => new RegExp(`(^|/)(${names.join("|")})\\.spec\\.ts$`);
/** Specs whose behaviour depends on the width: at 1280 px and again at 375 px. */
const bothWidths = ["accessibility", "list-controls", "home-trending"];
/** Specs of the phones' width only: the menu panel, the Filters sheet, a finger's taps, the first result in the first screen. */
const phoneOnly = ["mobile-menu", "filters-sheet", "touch", "first-screen"];
/**
 * The second build's specs. The paging specs (lists, coffee places and neighborhood pages in pages) and the
 * precache budget's (no place page precached) need a large guide's limits; the specs of photos and review counts,
 * of open now, of seasonal hours, of the place page and of visitors' reviews need cases the guide's own places may
 * lack (photos with credits, a review count of 1,234, hours of every kind, a place without a phone, a website or a
 * map, places with visitors' reviews, tests/fixture-content/places/_reviews.json), which the
 * fixture content holds, so they always run; and, as that build is also a static-only host's (SITE_BACKEND=none),
 * the spec of the simulated forms; the map's open states need those hours too; and the spec that the build's pages
 * link the site's own stylesheet. `E2E_PAGED=0` leaves them out with their build.
 */
const fixtureGuide = [
  "paging",
  "coffee-paging",
  "precache-budget",
  "static-host",
  "photos-and-reviews",
  "open-now",
  "show-tonight",
  "seasonal-hours",
  "place",
  "hours-unknown",
  "facts",
  "map-open-state",
  "reviews-shown",
  "fixture-build",
];
/**
 * The test server's database and outbox (SQLite, mail written as .eml files): a new folder per run, set
 * once here and inherited by the workers, which read the outbox (tests/e2e/server-data.ts).
 */
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `dc-e2e-${process.pid}-${Date.now()}`);

/**
 * Browser tests run against the production build served as `npm start` serves it (pre-rendering,
 * 404 status and headers exist only there), on the Chromium `testChromiumPath` names (tooling/test/chromium.ts), or
 * else Playwright's own download (for contributors who ran `npx playwright install chromium`).
 */

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Two, on the 2-core machine: a third made test sites miss their 30 s start (docs/performance.md, "Where the
  // suite's time goes").
  workers: 2,
  timeout: 60_000,
  // E2E_SUMMARY: a file for the counts of `npm test`'s closing table (tooling/test/run-all.ts).
  reporter: [
    ["list"],
    ...(process.env.E2E_SUMMARY
      ? [["./tooling/test/summary-reporter.ts", { outputFile: process.env.E2E_SUMMARY }] as const]
      : []),
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace records every action's snapshot, which made each test about a sixth slower: in CI (one retry) only a
    // failed test's retry records one; a local run keeps the trace of each failure.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    // The service worker precaches the whole site after the first page goes idle; only the offline tests
    // (tests/e2e/offline.spec.ts) want it, every other test would pay for ~190 extra requests.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: testChromiumPath,
      // No internet (tests/e2e/fixtures.ts): no host name resolves but localhost.
      args: [...chromiumFlags, noInternet],
    },
  },
  projects: [
    {
      name: "desktop",
      testIgnore: [specs(fixtureGuide), specs(phoneOnly)],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "mobile",
      testMatch: specs([...bothWidths, ...phoneOnly]),
      use: { ...devices["Desktop Chrome"], viewport: { width: 375, height: 740 }, isMobile: false, hasTouch: true },
    },
    // Product §15.2: the lists in pages, on a build with 8 cards a page (the guide's lists fit one page of 24),
    // lists' data in files of 10 places and a precache budget of 0, made from the fixture content
    // (tooling/test/serve-paged.ts).
    ...(paged
      ? [
          {
            name: "paged",
            testMatch: specs(fixtureGuide),
            use: {
              ...devices["Desktop Chrome"],
              viewport: { width: 1280, height: 800 },
              baseURL: `http://localhost:${pagedPort}`,
            },
          },
        ]
      : []),
  ],
  webServer: [
    {
      // Decision 096: the server the build compiled, refused (here, before any test) when it is not the tree's.
      command: `node ${path.relative(process.cwd(), compiledEntry("main"))}`,
      // TRUST_PROXY: each test's browser names its own client address (X-Forwarded-For, tests/e2e/fixtures.ts),
      // so the default limit of 5 submissions per hour holds per test, as it does per visitor. ADMIN_EMAIL and
      // ADMIN_PASSWORD: the desk's first admin, who adds the editors the tests need (tests/e2e/server-data.ts), so
      // only the server writes its database.
      env: {
        PORT: String(port),
        HOST: "localhost",
        DATA_DIR: process.env.E2E_DATA_DIR,
        TRUST_PROXY: "1",
        ADMIN_EMAIL: deskAdmin.email,
        ADMIN_PASSWORD: deskAdmin.password,
        // The site every spec reads stays as built while the desk's specs approve at its desk; publishing is
        // proved on sites of their own (tests/e2e/test-site.ts).
        PUBLISHING: "off",
      },
      url: `http://localhost:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    ...(paged
      ? [
          {
            command: `node --import tsx tooling/test/serve-paged.ts`,
            env: { PORT: String(pagedPort), HOST: "localhost" },
            url: `http://localhost:${pagedPort}/`,
            reuseExistingServer: !process.env.CI,
            // It builds the site first (in a copy of the project), on a machine that may be busy.
            timeout: 300_000,
          },
        ]
      : []),
  ],
});
