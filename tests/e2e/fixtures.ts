import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * Shared browser-test helpers. Every test's page:
 * - has no internet (like CI): requests leaving localhost are aborted, so external photos and
 *   map frames fail fast and deterministically, and tests prove the page still looks right;
 * - records console errors, uncaught exceptions and same-origin responses >= 400 in `problems`,
 *   which `expectNoProblems()` asserts empty (ignoring the aborted external requests);
 * - is a returning visitor's: the welcome flag is set, so the first-visit dialog does not cover the
 *   page. Tests of the first visit say `test.use({ firstVisit: true })`.
 */
export const test = base.extend<{ problems: string[]; firstVisit: boolean }>({
  firstVisit: [false, { option: true }],
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
        problems.push(`console.error: ${message.text()}`);
      }
    });
    page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (isLocal(url) && response.status() >= 400 && response.request().resourceType() !== "document") {
        problems.push(`HTTP ${response.status()} for ${url.pathname}`);
      }
    });
    await use(problems);
  },
  page: async ({ page, firstVisit }, use) => {
    await page.route(
      (url) => !isLocal(url),
      (route) => route.abort("internetdisconnected"),
    );
    if (!firstVisit) await markWelcomeSeen(page);
    await use(page);
  },
});

export { expect };

function isLocal(url: URL): boolean {
  return url.hostname === "localhost" || url.hostname === "127.0.0.1";
}

/**
 * Holds back every request for the app's JavaScript until `release()` is called: the page stays as first
 * painted (CSS loads, inline scripts run), not hydrated. Returns `release`.
 */
export async function holdAppScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Waits until React has hydrated the page (the router is live), so clicks and keys reach handlers. */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** The welcome flag of SPEC §9 set before any page script runs, so the dialog stays out of the way. */
export async function markWelcomeSeen(page: Page) {
  await page.addInitScript(() => {
    try {
      window.localStorage.setItem("discoverColumbusWelcome", "true");
    } catch {
      // Storage blocked: nothing to set.
    }
  });
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

/** WCAG 2.2 AA, as axe tags (the rule sets the quality gate runs). */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Runs axe (WCAG 2.2 AA) on the page as it is now and expects no violation; `context` names the
 * state in the failure message. Google's map frames are outside our control and excluded.
 * Sections still waiting to fade in are transparent, which axe skips or reads as low contrast:
 * they are scrolled into view first, and running transitions (a section fading in, a menu sliding
 * in) finish before axe looks.
 */
export async function expectNoAxeViolations(page: Page, context: string) {
  // Bring each section still waiting to fade in into view, as a reader scrolling down would.
  await page.evaluate(async () => {
    for (const section of document.querySelectorAll('[data-reveal="hidden"]')) {
      section.scrollIntoView({ block: "center" });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  });
  await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0);
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  const results = await new AxeBuilder({ page }).withTags(wcagTags).exclude("iframe[src*='google.com']").analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} -> ${violation.nodes
        .map((node) => node.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
  expect(summary, context).toEqual([]);
}

/** A photo of a place as content records it (product §10.4). */
export interface ContentPhoto {
  url: string;
  alt: string;
  credit: string;
  license: string;
  sourceUrl: string;
}

/** The place records as shipped, for computing what a page must show (never hard-coded results). */
export interface ContentPlace {
  id: number;
  name: string;
  slug: string;
  type: string;
  category: string;
  description: string;
  status?: "open" | "closed";
  closedOn?: string;
  checkedOn: string;
  sources: { publisher: string; title: string; url: string; date?: string }[];
  rating: number;
  reviewCount?: number;
  reviewSource?: { site: string; date: string; url: string };
  priceRange?: string;
  address: string | null;
  neighborhood: string;
  phone?: string | null;
  website?: string | null;
  hours: Record<string, string>;
  features: string[];
  featured: boolean;
  mapEmbedUrl?: string;
  image?: ContentPhoto;
  images: ContentPhoto[];
}

/** The places the guide lists: open ones (product §10.2: a closed place leaves every list, count and search). */
export function readContent(): ContentPlace[] {
  return readAllContent().filter((place) => place.status !== "closed");
}

/** Every place record, closed ones included (their pages stay). */
export function readAllContent(): ContentPlace[] {
  const dir = path.resolve("content/places");
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .flatMap((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as ContentPlace[]);
}
