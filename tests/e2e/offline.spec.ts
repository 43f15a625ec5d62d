import { expect, open, readContent, test } from "./fixtures";
import { maxSuggestions, pageMatches, pageWordMatchingMoreThan, wordMatchingMoreThan } from "./search-oracle";

test.describe("installable and offline (product §14.2)", () => {
  test("the web app manifest and its icons are served", async ({ request }) => {
    const response = await request.get("/manifest.webmanifest");
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: "Discover Columbus", start_url: "/", display: "standalone" });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/png");
    }
  });

  test.describe("after one visit", () => {
    test.use({ serviceWorkers: "allow" });

    test("list and place pages never opened online work offline; an unknown page shows the offline page", async ({
      page,
      context,
      problems,
    }) => {
      // The page the worker has not cached fails on the network; the worker answers with the offline page.
      problems.allow("request failed (net::ERR_INTERNET_DISCONNECTED) for /no-such-page-offline");
      const place = readContent().find((entry) => entry.type === "attraction");
      if (!place) throw new Error("no attraction in the content");
      await open(page, "/");
      // The worker registers once the page is idle and is ready when the whole site is precached.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

      await context.setOffline(true);
      await page.goto("/attractions");
      await expect(page.getByRole("heading", { level: 1, name: "Columbus Attractions" })).toBeVisible();
      await expect(page.getByRole("link", { name: place.name })).toBeVisible();

      await page.getByRole("link", { name: place.name }).click();
      await expect(page).toHaveURL(`/place/${place.slug}`);
      await expect(page.getByRole("heading", { level: 1, name: place.name })).toBeVisible();

      await page.goto(`/place/${place.slug}`);
      await expect(page.getByRole("heading", { level: 1, name: place.name })).toBeVisible();

      await page.goto("/no-such-page-offline");
      await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
      await context.setOffline(false);
    });

    test("search works offline: the home page's suggestions and /search (the search files are precached)", async ({
      page,
      context,
    }) => {
      const word = wordMatchingMoreThan(maxSuggestions);
      await open(page, "/");
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

      await context.setOffline(true);
      const pageWord = pageWordMatchingMoreThan(maxSuggestions);
      await open(page, "/search?q=" + encodeURIComponent(pageWord));
      await expect(
        page.getByRole("heading", { name: `${pageMatches(pageWord).length} Results for "${pageWord}"` }),
      ).toBeVisible();

      await open(page, "/");
      await page.getByRole("combobox", { name: "Search places" }).focus();
      await page.keyboard.type(word);
      await expect(page.getByRole("listbox", { name: "Search suggestions" }).getByRole("option")).toHaveCount(
        maxSuggestions,
      );
      await context.setOffline(false);
    });
  });
});
