import type axe from "axe-core";
import { test as base, expect, type BrowserContext, type Page, type Request, type TestInfo } from "@playwright/test";
import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { inGuideOrder } from "../../core/places/guide.server";
import { readEvents } from "../../core/events/events.server";
import { upcomingDates } from "../../core/events/recurrence.server";
import { columbusDate } from "../../core/hours/columbus-date";
import { isListed, placeSchema, type ListedPlace, type Photo, type Place } from "../../core/places/place-schema";
import { storageKeys, welcomeSeenValue } from "../../app/lib/storage";

/** A problem a test provokes on purpose: a substring of the problem's line, or a RegExp tested on it. */
export type ProblemPattern = string | RegExp;

/** What a test's browser went through that a visitor would count as broken, one line per problem. */
export interface ProblemLog {
  /** Every problem seen so far, e.g. `console.error: …`, `CSP violation: …`, `HTTP 404 for /x.data`. */
  readonly seen: readonly string[];
  /**
   * Declares problems this test provokes on purpose (a blocked request, a failed data load); a line
   * matching one no longer fails the test, and is listed in the test's report as allowed. Any other
   * problem still fails it.
   */
  allow(...patterns: ProblemPattern[]): void;
}

interface Fixtures {
  /** A first visit: the welcome dialog shows. Default false (a returning visitor). */
  firstVisit: boolean;
  /** Problems every test of a file or describe block provokes on purpose: `test.use({ allowedProblems: [...] })`. */
  allowedProblems: ProblemPattern[];
  /** Records problems in every page of the test's browser context; fails the test on any not allowed (automatic). */
  problems: ProblemLog;
  /**
   * Decision 107: the worker's one open tab ({@link WorkerFixtures.visitorTab}), for a test that only opens pages and
   * reads them: problems are watched there as in a test's own context, and fail the test that met them. A test that
   * sets an option of its own (`test.use`: JavaScript, a time zone, a viewport, a first visit…) is refused it.
   */
  sharedPage: Page;
}

interface WorkerFixtures {
  /**
   * One tab per worker, kept from test to test: a returning visitor's (the welcome flag set) with motion reduced, at
   * the project's width, its problems collected in `seen`. A test's own context starts a renderer process with cold
   * code and an empty cache: opening 18 routes and running axe on each took 49 core-seconds in fresh contexts
   * against 24 in one tab. So a test that types, clicks or stores nothing (a route read by axe) may take this tab
   * ({@link Fixtures.sharedPage}); every other test has its own context.
   */
  visitorTab: { page: Page; seen: string[] };
}

/**
 * Shared browser-test fixtures. Every test:
 * - has no internet (like CI): the browser resolves no host name but localhost (`noInternet` of
 *   tooling/test/chromium.ts, a launch flag in playwright.config.ts), so external photos and map frames fail fast and
 *   deterministically, and tests prove the page still looks right (those failures leave the site, so
 *   they are no problem);
 * - fails when its browser met a problem (the automatic fixture `problems`, checked after the test
 *   body, with every problem listed in the failure): a console error, a content security policy
 *   violation, an uncaught exception, a same-origin response of 400 or more to anything but the page
 *   itself (a test that opens a missing page checks its status), or a same-origin request that failed
 *   (not one the browser cancelled because the page moved on). A test that provokes one on purpose
 *   declares it with `problems.allow(pattern)` or `test.use({ allowedProblems: [pattern] })`;
 * - is a returning visitor's: the welcome flag is set, so the first-visit dialog does not cover the
 *   page. Tests of the first visit say `test.use({ firstVisit: true })`;
 * - is a visitor of its own to the server: its requests carry an `X-Forwarded-For` address made from
 *   the test's id ({@link clientAddressFor}), so the per-client limits count each test apart.
 * A test that only opens and reads pages may take the worker's tab instead (`sharedPage`, decision 107): watched the
 * same way, a returning visitor's too, but one address and one cache for the worker's tests.
 * Pages of contexts a test opens itself (`browser.newContext()`) are not watched.
 */
export const test = base.extend<Fixtures, WorkerFixtures>({
  firstVisit: [false, { option: true }],
  allowedProblems: [[], { option: true }],
  context: async ({ context, firstVisit }, use, testInfo) => {
    // Each test is one visitor to the server's per-client limits (the test server trusts one proxy).
    await context.setExtraHTTPHeaders({
      "X-Forwarded-For": clientAddressFor(`${testInfo.testId}:${testInfo.project.name}:${testInfo.retry}`),
    });
    if (!firstVisit) await markWelcomeSeen(context);
    await use(context);
  },
  problems: [
    async ({ context, allowedProblems }, use, testInfo) => {
      const seen: string[] = [];
      const allowed: ProblemPattern[] = [...allowedProblems];
      await watchProblems(context, (problem) => seen.push(problem));
      await use({ seen, allow: (...patterns) => allowed.push(...patterns) });
      expectOnlyAllowed(seen, allowed, testInfo);
    },
    { auto: true },
  ],
  visitorTab: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, hasTouch, isMobile, deviceScaleFactor, userAgent, baseURL, serviceWorkers } =
        workerInfo.project.use;
      const context = await browser.newContext({
        viewport,
        hasTouch,
        isMobile,
        deviceScaleFactor,
        userAgent,
        baseURL,
        serviceWorkers,
        reducedMotion: "reduce",
      });
      await context.setExtraHTTPHeaders({
        "X-Forwarded-For": clientAddressFor(`tab:${workerInfo.project.name}:${workerInfo.workerIndex}`),
      });
      await markWelcomeSeen(context);
      const seen: string[] = [];
      await watchProblems(context, (problem) => seen.push(problem));
      await use({ page: await context.newPage(), seen });
      await context.close();
    },
    { scope: "worker" },
  ],
  sharedPage: async (
    {
      visitorTab,
      allowedProblems,
      firstVisit,
      javaScriptEnabled,
      timezoneId,
      viewport,
      serviceWorkers,
      extraHTTPHeaders,
    },
    use,
    testInfo,
  ) => {
    // The tab was made once with the project's options: a test that asks for others (`test.use`) would silently run
    // without them there, so it is refused and keeps its own context.
    const project = { javaScriptEnabled: true, ...testInfo.project.use };
    const differs = Object.entries({ javaScriptEnabled, timezoneId, viewport, serviceWorkers, extraHTTPHeaders })
      .filter(([option, value]) => JSON.stringify(value) !== JSON.stringify(project[option as keyof typeof project]))
      .map(([option]) => option);
    if (firstVisit) differs.push("firstVisit");
    if (differs.length)
      throw new Error(`sharedPage is the project's tab: this test sets ${differs.join(", ")}; use its own page`);
    visitorTab.seen.length = 0;
    await use(visitorTab.page);
    expectOnlyAllowed(visitorTab.seen, allowedProblems, testInfo);
  },
});

/**
 * Fails the test on any problem of `seen` that no pattern of `allowed` matches, listing them all; the allowed ones go
 * to the test's report.
 */
function expectOnlyAllowed(seen: readonly string[], allowed: readonly ProblemPattern[], testInfo: TestInfo) {
  const isAllowed = (problem: string) => allowed.some((pattern) => matches(problem, pattern));
  for (const problem of seen.filter(isAllowed)) {
    testInfo.annotations.push({ type: "allowed problem", description: problem });
  }
  const unexpected = seen.filter((problem) => !isAllowed(problem));
  expect(unexpected, "console errors, CSP violations, uncaught exceptions or failed same-origin requests").toEqual([]);
}

export { expect };

function matches(problem: string, pattern: ProblemPattern): boolean {
  return typeof pattern === "string" ? problem.includes(pattern) : pattern.test(problem);
}

/** A documentation-range IPv4 address (198.18.0.0/15) made from `seed`: the same test, the same address. */
export function clientAddressFor(seed: string): string {
  let hash = 2166136261;
  for (const char of seed) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return `198.${18 + (hash & 1)}.${(hash >>> 8) & 255}.${(hash >>> 16) & 255}`;
}

function isLocal(url: URL): boolean {
  return url.hostname === "localhost" || url.hostname === "127.0.0.1";
}

/** Wires every page of the context to `report`, one line per problem (see {@link test}). */
async function watchProblems(context: BrowserContext, report: (problem: string) => void) {
  await context.exposeBinding("__reportCspViolation", (_source, line: string) => report(line));
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const reportViolation = (window as unknown as { __reportCspViolation?: (line: string) => void })
        .__reportCspViolation;
      reportViolation?.(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} on ${location.pathname}`,
      );
    });
  });
  context.on("console", (message) => {
    // A failed load is reported below with its path, a CSP violation above by its event: Chromium's
    // console line would say it twice.
    const text = message.text();
    const saidElsewhere =
      text.startsWith("Failed to load resource") ||
      text.includes("violates the following Content Security Policy directive");
    if (message.type() === "error" && !saidElsewhere) {
      report(`console.error: ${text}`);
    }
  });
  context.on("weberror", (error) => report(`uncaught: ${error.error().message}`));
  context.on("response", (response) => {
    const url = new URL(response.url());
    if (isLocal(url) && response.status() >= 400 && response.request().resourceType() !== "document") {
      report(`HTTP ${response.status()} for ${url.pathname}`);
    }
  });
  context.on("requestfailed", (request) => {
    const url = new URL(request.url());
    const reason = request.failure()?.errorText ?? "unknown";
    // ERR_ABORTED: the browser cancelled the load because the page went away (the test moved on).
    if (isLocal(url) && reason !== "net::ERR_ABORTED") report(`request failed (${reason}) for ${url.pathname}`);
  });
}

/** Requests held back by {@link holdRequests}. */
export interface HeldRequests {
  /** Every matching request so far, in the order the page made them (held or, after `release()`, not). */
  readonly requests: Request[];
  /** Lets every held request go on, and every later one through at once. */
  release(): void;
}

/**
 * Holds back every request whose URL matches `url` until `release()` is called, so a test sees what the page
 * shows meanwhile: a form's busy state before the server answers (product §4.3, §16), the first paint before
 * the app's scripts come ({@link holdAppScripts}), what a visitor types before a file arrives.
 */
export async function holdRequests(page: Page, url: string | RegExp | ((url: URL) => boolean)): Promise<HeldRequests> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const requests: Request[] = [];
  await page.route(url, async (route) => {
    requests.push(route.request());
    await released;
    await route.continue();
  });
  return { requests, release };
}

/**
 * Holds back every request for the app's JavaScript until `release()` is called: the page stays as first
 * painted (CSS loads, inline scripts run), not hydrated. Returns `release`.
 */
export async function holdAppScripts(page: Page): Promise<() => void> {
  return (await holdRequests(page, /\/assets\/.+\.js$/)).release;
}

/** Waits until React has hydrated the page (the router is live), so clicks and keys reach handlers. */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Opens `url` as a visitor does and waits until the app is live ({@link waitForHydration}): how most tests
 * begin. Returns the navigation's response (`page.goto`'s).
 */
export async function open(page: Page, url: string, options?: Parameters<Page["goto"]>[1]) {
  const response = await page.goto(url, options);
  await waitForHydration(page);
  return response;
}

/**
 * Waits until the page has drawn a frame and then run what it left for idle time (root.tsx mounts the toast
 * region and registers the service worker then): the signal a test that proves something did not happen waits
 * for, instead of a fixed sleep. A request or a toast that has not come by then is not one the page makes on its
 * own; an idle callback queued now runs after those queued before it.
 */
export async function waitForIdle(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestIdleCallback(() => resolve()))),
  );
}

/** The welcome flag of product §9 set before any page script runs, so the dialog stays out of the way. */
export async function markWelcomeSeen(target: Page | BrowserContext) {
  await target.addInitScript(
    ([key, value]) => {
      try {
        window.localStorage.setItem(key, value);
      } catch {
        // Storage blocked: nothing to set.
      }
    },
    [storageKeys.welcome, welcomeSeenValue] as const,
  );
}

/** Makes every read of window.localStorage throw, as browsers do when site data is blocked. */
export async function blockStorage(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
  });
}

declare global {
  interface Window {
    /** axe-core, once {@link expectNoAxeViolations} has loaded it into the page. */
    axe: typeof axe;
  }
}

/**
 * axe-core's minified build (axe.min.js, 650 KB), the code `axe.source` holds with its comments (axe.js, 1.5 MB): half
 * the bytes to send and parse into each page axe checks.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * The rules axe runs, by tag: WCAG 2.2 AA (2.0, 2.1 and 2.2, levels A and AA), `target-size` (2.5.8) among them,
 * which axe leaves out unless asked for by its tag, and axe's best practices (one main landmark, headings in order,
 * content in landmarks...).
 */
const axeRules: axe.RunOnly = {
  type: "tag",
  values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
};

/**
 * Runs axe (WCAG 2.2 AA, {@link axeRules}) on the page as it is now and expects no violation; `context` names the
 * state in the failure message. Google's map frames are outside our control and excluded.
 * Sections still waiting to fade in are transparent, which axe skips or reads as low contrast:
 * they are scrolled into view first, and running transitions (a section fading in, a menu sliding
 * in) finish before axe looks.
 * axe-core runs in the page itself (`axe.run`, its own API): loaded once per document (its minified source,
 * {@link axeSource}, sent over the protocol and compiled), then run in the top frame only. The one difference from
 * running it in every frame, cross-origin frames left untested, is none here: the only ones are Google's, excluded,
 * and tests have no internet.
 * Only the violations come back (`resultTypes`), with three elements each. (`@axe-core/playwright`, used before, sent
 * the source twice a run, once more to each frame, and its `options()` dropped the tags asked for, so axe ran its
 * default rules, without `target-size`: /about, /restaurants and a place page took 24.7-27.0 CPU s of Chromium and
 * the test's process over three runs each, against 19.2-21.0 this way.)
 */
export async function expectNoAxeViolations(page: Page, context: string) {
  // A section's observer makes its first report a frame after it starts, which may be after the page is hydrated
  // (a part hydrated later starts its own), and a section it finds below the screen then fades out: idle once for
  // every part hydrated and every observer started, then once more for their first reports and React's commits of
  // them, or axe may read a section fading out.
  if (await page.locator("html[data-hydrated]").count()) {
    await waitForIdle(page);
    await waitForIdle(page);
  }
  // Bring each section still waiting to fade in into view, as a reader scrolling down would; again while some
  // wait (a section scrolled past before the app watched it stays hidden until it is in view once more).
  await expect(async () => {
    await page.evaluate(async () => {
      for (const section of document.querySelectorAll('[data-reveal="hidden"]')) {
        section.scrollIntoView({ block: "center" });
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
    });
    await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  // A fade begins at the frame after its section was revealed: wait two frames, so it is among the animations. A page
  // without JavaScript runs no frames (nor fades): it is given half a second at most.
  const frames = page
    .evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    .catch(() => undefined);
  await Promise.race([frames, new Promise((resolve) => setTimeout(resolve, 500))]);
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const summary = await page.evaluate(
    async ({ runOnly }) => {
      const results = await window.axe.run(
        { exclude: [["iframe[src*='google.com']"]] },
        { runOnly, resultTypes: ["violations"], iframes: false },
      );
      return results.violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help} -> ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(" "))
            .join(", ")}`,
      );
    },
    { runOnly: axeRules },
  );
  expect(summary, context).toEqual([]);
}

/** A photo of a place as content records it (product §10.4): the schema's type. */
export type ContentPhoto = Photo;

/** A listed place as the specs read it: the schema's type (open, with a rating). */
export type ContentPlace = ListedPlace;

/** The guide's own places, which the main build is made from. */
export const guideContent = "content/places";

/**
 * The fictional places the short-page build of the `paged` project is made from instead (tooling/test/serve-paged.ts):
 * what the guide's own places lack to test lists in pages, photos and their credits, review counts and hours
 * past midnight.
 */
export const fixtureContent = "tests/fixture-content/places";

/**
 * The places a build lists, read from the content it was made from (`dir`: {@link guideContent} or
 * {@link fixtureContent}): open ones (product §10.2: a closed place leaves every list, count and search).
 */
export function readContent(dir: string = guideContent): ListedPlace[] {
  return readAllContent(dir).filter(isListed);
}

/**
 * Every place record of `dir` as shipped, closed ones included (their pages stay), read through the content
 * schema (defaults applied, as the build reads them), for computing what a page must show.
 */
export function readAllContent(dir: string = guideContent): Place[] {
  // In the guide's order, by id (decision 050), as the build lists them.
  return inGuideOrder(readContentInFileOrder(dir));
}

/**
 * Every place record of `dir` in content order (product §5.1's last tie-break): the files by name, each in its
 * own order.
 */
export function readContentInFileOrder(dir: string = guideContent): Place[] {
  const folder = path.resolve(dir);
  // As the build reads them: `_reviews.json` and `_history.json` beside the places are not places.
  return readdirSync(folder)
    .filter((file) => file.endsWith(".json") && !file.startsWith("_"))
    .sort()
    .flatMap((file) =>
      (JSON.parse(readFileSync(path.join(folder, file), "utf8")) as unknown[]).map((record) =>
        placeSchema.parse(record),
      ),
    );
}

/** Every route of the site: the spec's table, the footer pages, and one place of each type of the guide's content. */
export function siteRoutes(): string[] {
  const places = readContent();
  const aPlace = (type: string) => places.find((place) => place.type === type)!;
  return [
    "/",
    "/restaurants",
    "/clubs-and-bars",
    "/attractions",
    "/trending",
    "/coffee",
    "/coffee-shops",
    "/list-business",
    "/search",
    "/promote",
    "/about",
    "/contact",
    "/privacy",
    "/terms",
    "/reviews-policy",
    ...["restaurant", "bar", "club", "attraction", "coffee"].map((type) => `/place/${aPlace(type).slug}`),
    // Decision 073: what's on, and the soonest event's page.
    "/events",
    ...soonestEventPath(),
  ];
}

/** The page of the seed's soonest event with dates in the next 60 days, as the build reads content/events. */
function soonestEventPath(): string[] {
  const today = columbusDate(new Date());
  const slugs = new Set(readAllContent().map((place) => place.slug));
  const soonest = readEvents(today, slugs)
    .map((event) => ({ slug: event.slug, first: upcomingDates(event, today)[0]?.start }))
    .filter((event) => event.first !== undefined)
    .sort((a, b) => Date.parse(a.first!) - Date.parse(b.first!))[0];
  return soonest ? [`/events/${soonest.slug}`] : [];
}

export { storageKeys, welcomeSeenValue, type ListedPlace, type Place };
