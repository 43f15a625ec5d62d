import { test as base, expect, type Page } from "@playwright/test";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * Shared browser-test helpers. Every test's page:
 * - has no internet (like CI): requests leaving localhost are aborted, so external photos and
 *   map frames fail fast and deterministically, and tests prove the page still looks right;
 * - records console errors, uncaught exceptions and same-origin responses >= 400 in `problems`,
 *   which `expectNoProblems()` asserts empty (ignoring the aborted external requests).
 */
export const test = base.extend<{ problems: string[] }>({
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
  page: async ({ page }, use) => {
    await page.route(
      (url) => !isLocal(url),
      (route) => route.abort("internetdisconnected"),
    );
    await use(page);
  },
});

export { expect };

function isLocal(url: URL): boolean {
  return url.hostname === "localhost" || url.hostname === "127.0.0.1";
}

/** Waits until React has hydrated the page (the router is live), so clicks and keys reach handlers. */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** The place records as shipped, for computing what a page must show (never hard-coded results). */
export interface ContentPlace {
  id: number;
  name: string;
  slug: string;
  type: string;
  category: string;
  description: string;
  rating: number;
  reviewCount?: number;
  priceRange?: string;
  address: string | null;
  neighborhood: string;
  phone?: string | null;
  website?: string | null;
  hours: Record<string, string>;
  features: string[];
  featured: boolean;
  mapEmbedUrl?: string;
  image: string;
  images: string[];
}

export function readContent(): ContentPlace[] {
  const dir = path.resolve("content/places");
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .flatMap((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as ContentPlace[]);
}
