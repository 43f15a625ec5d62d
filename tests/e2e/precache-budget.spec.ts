import { expect, fixtureContent, open, readContent, test } from "./fixtures";

/**
 * Decision 025, a guide past the precache budget: the lists are precached, a place page only once opened.
 * Runs on the short-page build ("paged" project, tooling/test/serve-paged.ts), whose budget is 0, so no place or
 * neighborhood page is precached, made from the fixture content (tests/fixture-content/places); on the main build
 * every page is precached, so playwright.config.ts runs it in that project only.
 */
test.describe("offline past the precache budget (decision 025)", () => {
  test.use({ serviceWorkers: "allow" });

  test("lists work offline; a place page works once opened, one never opened shows the offline page", async ({
    page,
    context,
    problems,
  }) => {
    const [opened, neverOpened] = readContent(fixtureContent).filter((place) => place.type === "attraction");
    if (!opened || !neverOpened) throw new Error("two attractions needed in the fixture content");
    // Offline, the worker tries the network first for both (then its cache, then the offline page).
    problems.allow(`request failed (net::ERR_INTERNET_DISCONNECTED) for /place/${opened.slug}`);
    problems.allow(`request failed (net::ERR_INTERNET_DISCONNECTED) for /place/${neverOpened.slug}`);
    await open(page, "/");
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const precached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        if (!name.includes("precache")) continue;
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(precached).toContain("/attractions");
    expect(precached.filter((url) => url.startsWith("/data/lists/attractions-")).length).toBeGreaterThan(0);
    expect(precached.filter((url) => url.startsWith("/place/"))).toEqual([]);

    // Opened online (a visit of its own, as from a shared link): kept by the worker.
    await page.goto(`/place/${opened.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: opened.name })).toBeVisible();

    await context.setOffline(true);
    await page.goto("/attractions");
    await expect(page.getByRole("heading", { level: 1, name: "Columbus Attractions" })).toBeVisible();
    await page.goto(`/place/${opened.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: opened.name })).toBeVisible();
    await page.goto(`/place/${neverOpened.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
    await expect(
      page.getByText("its lists, its search and the pages you opened before work without a connection"),
    ).toBeVisible();
    await context.setOffline(false);
  });
});
