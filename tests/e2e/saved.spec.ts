import { blockStorage, expect, open, readContent, storageKeys, test, waitForHydration, waitForIdle } from "./fixtures";

/** Two open restaurants as the content lists them (the first cards of /restaurants). */
function twoRestaurants() {
  const restaurants = readContent().filter((place) => place.type === "restaurant");
  const [first, second] = restaurants;
  if (!first || !second) throw new Error("The content lists fewer than two open restaurants.");
  return [first, second] as const;
}

test.describe("saved places (product §14.1)", () => {
  test("save from a card and a place page, keep them across a reload, remove with undo", async ({ page }) => {
    const [first, second] = twoRestaurants();
    await open(page, "/restaurants");
    await expect(page.getByRole("link", { name: /Saved places/ })).toHaveCount(0);

    const saveFirst = page.getByRole("button", { name: `Save ${first.name}` });
    await expect(saveFirst).toHaveAttribute("aria-pressed", "false");
    await saveFirst.click();
    await expect(page.getByRole("button", { name: `Remove ${first.name} from saved` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByRole("link", { name: "1 saved place", exact: true })).toBeVisible();

    await open(page, `/place/${second.slug}`);
    await page.getByRole("button", { name: `Save ${second.name}` }).click();
    await expect(page.getByRole("link", { name: "2 saved places", exact: true })).toBeVisible();

    await page.goto("/saved");
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("status").filter({ hasText: "2 saved places" })).toBeVisible();
    const names = page.getByRole("list", { name: "Saved places" }).getByRole("heading");
    await expect(names).toHaveText([first.name, second.name]);

    await page.getByRole("button", { name: `Remove ${first.name} from saved` }).click();
    await expect(names).toHaveText([second.name]);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(names).toHaveText([first.name, second.name]);
  });

  test("with storage blocked, saving lasts for the visit and the page says so once", async ({ page }) => {
    await blockStorage(page);
    const [first, second] = twoRestaurants();
    await open(page, "/restaurants");
    await page.getByRole("button", { name: `Save ${first.name}` }).click();
    await expect(page.getByText("Saved for this visit only")).toBeVisible();
    await page.getByRole("button", { name: `Save ${second.name}` }).click();
    await expect(page.getByRole("link", { name: "2 saved places", exact: true })).toBeVisible();
    await expect(page.getByText("Saved for this visit only")).toHaveCount(1);
  });

  test("a shared link opens the same places for someone else, skips bad ids, and saves all", async ({
    browser,
    page,
  }) => {
    const [first, second] = twoRestaurants();
    await open(page, `/saved?ids=${first.id},abc,99999,${second.id},${first.id}`);
    await expect(page.getByText("2 places shared with you")).toBeVisible();
    await expect(page.getByText("3 entries of this link were skipped")).toBeVisible();
    await expect(page.getByRole("list", { name: "Shared places" }).getByRole("heading")).toHaveText([
      first.name,
      second.name,
    ]);
    await page.getByRole("button", { name: "Save all" }).click();
    await expect(page.getByRole("link", { name: "2 saved places", exact: true })).toBeVisible();

    // Someone else, in a browser of their own: nothing saved, the shared list still opens.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.route(
      (url) => url.hostname !== "localhost",
      (route) => route.abort(),
    );
    await otherPage.goto(`/saved?ids=${second.id}`);
    await expect(otherPage.getByText("1 place shared with you")).toBeVisible();
    await other.close();
  });

  test("the page carries no place: the file of every place's card is fetched only when there is an id to show (product §15.3)", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/saved")).text();
    const data = await (await request.get("/saved.data")).text();
    for (const place of readContent()) {
      expect(html, `/saved HTML names ${place.slug}`).not.toContain(place.slug);
      expect(data, `/saved.data names ${place.slug}`).not.toContain(place.slug);
    }
    const files: string[] = [];
    page.on("request", (sent) => {
      if (/^\/data\/lists\/all-\d+\.json$/.test(new URL(sent.url()).pathname)) files.push(sent.url());
    });
    await open(page, "/saved");
    await expect(page.getByRole("heading", { name: "No saved places yet" })).toBeVisible();
    await waitForIdle(page);
    expect(files, "nothing saved: no fetch").toEqual([]);

    const [first] = twoRestaurants();
    await page.goto(`/saved?ids=${first.id}`);
    await expect(page.getByRole("list", { name: "Shared places" }).getByRole("heading")).toHaveText([first.name]);
    expect(files).toHaveLength(1);
  });

  test("without a share sheet, Share this list copies the link and says so", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
    });
    const [first, second] = twoRestaurants();
    await page.addInitScript(([key, ids]) => window.localStorage.setItem(key, JSON.stringify(ids)), [
      storageKeys.saved,
      [first.id, second.id],
    ] as const);
    await open(page, "/saved");
    await page.getByRole("button", { name: "Share this list" }).click();
    await expect(page.getByText("Link copied")).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname + new URL(copied).search).toBe(`/saved?ids=${first.id},${second.id}`);
  });

  test("the pre-rendered Saved page is a shell that needs no storage", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/saved");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Saved Places" })).toBeVisible();
    // Chromium with scripts switched off still parses <noscript> as text, so read the note from the HTML.
    expect(await page.locator("noscript").allTextContents()).toContainEqual(
      expect.stringContaining("Saved places are kept in your browser and need JavaScript."),
    );
    await context.close();
  });
});
