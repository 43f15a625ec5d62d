import type { Page } from "@playwright/test";
import { expect, open, test } from "./fixtures";
import { addEditor, editorPassword, signInAtDesk, uniqueEmail } from "./server-data";
import { listingFormBody } from "./server-posts";
import { serverPrefixes } from "../../server/static/request-rules";

/**
 * Product §16, decision 027: the service worker (render/service-worker.ts) never keeps an answer of the
 * server's paths (server/static/request-rules.ts serverPrefixes): a listing's status page changes as the editors
 * work, the newsletter's links work once, and each says `no-store`. The worker sends them to the network
 * only; the pages of the site are cached as before.
 */
test.describe("the service worker and the server's paths (product §16)", () => {
  test.use({ serviceWorkers: "allow" });

  /** Every URL in Cache Storage, as `cache name: path`. */
  async function cachedUrls(page: Page): Promise<string[]> {
    return page.evaluate(async () => {
      const found: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          found.push(`${name}: ${new URL(request.url).pathname}`);
      }
      return found;
    });
  }

  test("a listing's status page, the newsletter's page and the desk are never cached, online or off; the site's pages are", async ({
    page,
    context,
    baseURL,
    problems,
  }) => {
    await open(page, "/");
    // The worker registers once the page is idle and is ready when the whole site is precached.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    const posted = await page.request.post("/api/listings", {
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseURL! },
      data: listingFormBody(),
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(303);
    const statusPage = posted.headers().location!;
    expect(statusPage).toMatch(/^\/requests\//);

    await page.goto(statusPage);
    await expect(page.getByRole("heading", { level: 1, name: "Listing request: Test Cafe" })).toBeVisible();
    expect(
      await page.evaluate(() => navigator.serviceWorker.controller !== null),
      "the worker controls the status page",
    ).toBe(true);
    await page.goto("/newsletter/check-inbox");
    await expect(page.getByRole("heading", { level: 1, name: "Check your inbox" })).toBeVisible();
    // The editors' desk (product §17.1): signed in, its inbox is never kept either.
    const editor = await addEditor(uniqueEmail("cache-editor"));
    await signInAtDesk(page, { email: editor, password: editorPassword });
    // A navigation to a file the worker does not precache: the opened pages' cache keeps it, as before.
    await page.goto("/robots.txt");

    await page.goto("/");
    await expect
      .poll(() => cachedUrls(page), { message: "the opened pages' cache took /robots.txt" })
      .toContain("opened-pages: /robots.txt");
    const cached = await cachedUrls(page);
    expect(
      cached.filter((entry) => entry.includes(": /restaurants")).length,
      "the lists are precached",
    ).toBeGreaterThan(0);
    expect(cached.filter((entry) => serverPrefixes.some((prefix) => entry.includes(`: ${prefix}`)))).toEqual([]);

    // Offline the status page is not answered from any cache: the worker's offline page says so.
    problems.allow(`request failed (net::ERR_INTERNET_DISCONNECTED) for ${statusPage}`);
    await context.setOffline(true);
    await page.goto(statusPage);
    await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
    await context.setOffline(false);
  });
});
