import type { Page, Request } from "@playwright/test";
import {
  expect,
  fixtureContent,
  holdAppScripts,
  readContent,
  test,
  waitForHydration,
  waitForIdle,
  type ContentPlace,
} from "./fixtures";

/** The list's files in the short-page build (LIST_FILE_PLACES=10): one per ten ids that hold any (decision 050). */
const listFileCount = (places: readonly { id: number }[]) =>
  new Set(places.map((place) => Math.floor(place.id / 10))).size;

/**
 * Product §15.2: lists in pages (`?page=N`, links with rel next/prev, Back, counts and filters over the whole
 * list, a filtered or later page never painted as page 1), neighborhood pages and /trending's pages.
 * A list longer than a page needs more places than the guide has at 24 a page: these tests run only on
 * a build with short pages (`LIST_PAGE_SIZE=8`), the "paged" project of playwright.config.ts, made from the
 * fixture content (tests/fixture-content/places, 20 places a list), and there a list that fits one page fails
 * them. That build also cuts each list's data into files of 10 places (`LIST_FILE_PLACES=10`), so the whole
 * list is put together from several files.
 */

const listed = readContent(fixtureContent);
const restaurants = listed.filter((p) => p.type === "restaurant");
const featured = listed.filter((p) => p.featured);

const names = (list: ContentPlace[]) => list.map((p) => p.name);
const count = (n: number) => `${n} ${n === 1 ? "Restaurant" : "Restaurants"} Found`;
const byName = (list: ContentPlace[]) =>
  [...list].sort((a, b) =>
    a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : 0,
  );
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
const cardNames = (page: Page) => page.getByRole("main").getByRole("article").getByRole("heading").allTextContents();
const pager = (page: Page) => page.getByRole("navigation", { name: "Pages" });

/** Paging needs `count` items longer than a page of `size`: the fixture content must hold that many. */
function needsMoreThanAPage(count: number, size: number, what: string) {
  expect(count, `every ${what} fits one page of ${size}`).toBeGreaterThan(size);
}

/** The requests for the restaurants list's files the page makes from now on, as they are made. */
function restaurantFileRequests(page: Page): Request[] {
  const files: Request[] = [];
  page.on("request", (sent) => {
    if (/^\/data\/lists\/restaurants-\d+\.json$/.test(new URL(sent.url()).pathname)) files.push(sent);
  });
  return files;
}

/** The distinct URLs of `requests`. */
const urls = (requests: readonly Request[]) => new Set(requests.map((request) => request.url()));

/** The build's cards per page, as the list page says it. */
async function pageSize(page: Page): Promise<number> {
  return Number(await page.locator("[data-page-size]").getAttribute("data-page-size"));
}

test.describe("a list in pages (product §15.2)", () => {
  test("the first page links to the next; pages are in the URL, with rel next/prev, and Back returns", async ({
    page,
  }) => {
    const files = restaurantFileRequests(page);
    await page.goto("/restaurants");
    const size = await pageSize(page);
    needsMoreThanAPage(restaurants.length, size, "restaurant");
    const pages = Math.ceil(restaurants.length / size);
    // Pre-rendered: the whole list's count, the first page's cards, a real link to page 2.
    await expect(page.getByRole("status")).toHaveText(count(restaurants.length));
    expect(await cardNames(page)).toEqual(names(restaurants.slice(0, size)));
    await expect(pager(page).locator('a[rel="next"]')).toHaveAttribute("href", "/restaurants?page=2");
    await expect(pager(page).locator('a[rel="prev"]')).toHaveCount(0);
    await expect(pager(page).getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await waitForHydration(page);

    await pager(page).getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/restaurants\?page=2$/);
    await expect.poll(() => cardNames(page)).toEqual(names(restaurants.slice(size, 2 * size)));
    await expect(page.getByRole("status")).toHaveText(count(restaurants.length));
    // The short-page build also cuts the list's data into files of ten ids each (LIST_FILE_PLACES): every one
    // that holds a restaurant is fetched once, and their places come back in the list's order.
    expect(urls(files).size).toBe(listFileCount(restaurants));
    expect(files.length).toBe(urls(files).size);
    await expect(pager(page).locator('a[rel="prev"]')).toHaveAttribute("href", "/restaurants");
    await expect(pager(page).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");

    await pager(page)
      .getByRole("link", { name: `Page ${pages}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`\\?page=${pages}$`));
    await expect.poll(() => cardNames(page)).toEqual(names(restaurants.slice((pages - 1) * size)));
    await expect(pager(page).locator('a[rel="next"]')).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/restaurants\?page=2$/);
    await expect.poll(() => cardNames(page)).toEqual(names(restaurants.slice(size, 2 * size)));
    await page.goBack();
    await expect(page).toHaveURL(/\/restaurants$/);
    await expect.poll(() => cardNames(page)).toEqual(names(restaurants.slice(0, size)));
  });

  test("sort and filters work on the whole list, count it all, and start again from page 1", async ({ page }) => {
    await page.goto("/restaurants?page=2");
    const size = await pageSize(page);
    needsMoreThanAPage(restaurants.length, size, "restaurant");
    await waitForHydration(page);
    await expect.poll(() => cardNames(page)).toEqual(names(restaurants.slice(size, 2 * size)));

    await page.getByLabel("Sort by").selectOption("name");
    await expect(page).toHaveURL(/\/restaurants\?sort=name$/);
    const sorted = byName(restaurants);
    await expect.poll(() => cardNames(page)).toEqual(names(sorted.slice(0, size)));
    await pager(page).getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/restaurants\?sort=name&page=2$/);
    await expect.poll(() => cardNames(page)).toEqual(names(sorted.slice(size, 2 * size)));

    await page.getByLabel("Rating").selectOption("4.5");
    const best = sorted.filter((p) => p.rating >= 4.5);
    await expect(page).toHaveURL(/\/restaurants\?rating=4\.5&sort=name$/);
    await expect(page.getByRole("status")).toHaveText(count(best.length));
    await expect.poll(() => cardNames(page)).toEqual(names(best.slice(0, size)));
  });

  test("the search box's first focus fetches the whole list, so the first keystroke searches it without a loading step", async ({
    page,
  }) => {
    const files = restaurantFileRequests(page);
    await page.goto("/restaurants");
    const size = await pageSize(page);
    needsMoreThanAPage(restaurants.length, size, "restaurant");
    await waitForHydration(page);
    await waitForIdle(page);
    expect(files, "nothing asks for the whole list yet").toEqual([]);

    const search = page.getByRole("searchbox", { name: "Search restaurants" });
    await search.focus();
    const fileCount = listFileCount(restaurants);
    await expect.poll(() => urls(files).size).toBe(fileCount);
    // The files arrived, not only asked for: every body is in, and the page has handled them.
    await Promise.all(files.map(async (request) => (await request.response())?.finished()));
    await waitForIdle(page);
    // Every text the count shows from now on.
    await page.evaluate(() => {
      const status = document.querySelector('[role="status"]')!;
      const seen: string[] = [];
      (window as unknown as { statusTexts: string[] }).statusTexts = seen;
      new MutationObserver(() => seen.push(status.textContent ?? "")).observe(status, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    // A word of the last restaurant's name: it is on the list's last page, not in the page's HTML.
    const last = restaurants.at(-1)!;
    const word = last.name
      .split(" ")
      .sort((a, b) => b.length - a.length)[0]!
      .toLowerCase();
    const matches = restaurants.filter((p) =>
      [p.name, p.category, p.description].some((text) => text.toLowerCase().includes(word)),
    );
    await search.pressSequentially(word);
    await expect(page.getByRole("status")).toHaveText(count(matches.length));
    await expect.poll(() => cardNames(page)).toEqual(names(matches.slice(0, size)));
    const shown = await page.evaluate(() => (window as unknown as { statusTexts: string[] }).statusTexts);
    expect(shown).not.toContain("Loading places…");
    expect(files.length, "each file once").toBe(fileCount);
  });

  test("a later page's first paint never shows page 1: the list shows as loading until it is known", async ({
    page,
  }) => {
    const release = await holdAppScripts(page);
    await page.goto("/restaurants?page=2", { waitUntil: "domcontentloaded" });
    const size = await pageSize(page);
    needsMoreThanAPage(restaurants.length, size, "restaurant");
    await expect(page.getByText("Loading places…", { exact: true })).toBeVisible();
    await expect(page.getByRole("main").locator("li[data-place-id]").first()).toBeHidden();
    release();
    await waitForHydration(page);
    await expect.poll(() => cardNames(page)).toEqual(names(restaurants.slice(size, 2 * size)));
    await expect(page.getByRole("status")).toHaveText(count(restaurants.length));
  });

  test("/trending pages through every featured place", async ({ page }) => {
    await page.goto("/restaurants");
    const size = await pageSize(page);
    needsMoreThanAPage(featured.length, size, "featured place");
    await page.goto("/trending");
    const trending = page.getByRole("list", { name: "Trending places" }).getByRole("heading");
    expect(await trending.allTextContents()).toEqual(names(featured.slice(0, size)));
    await expect(pager(page).locator('a[rel="next"]')).toHaveAttribute("href", "/trending?page=2");
    await waitForHydration(page);
    await pager(page).getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/trending\?page=2$/);
    await expect.poll(() => trending.allTextContents()).toEqual(names(featured.slice(size, 2 * size)));
    await page.goBack();
    await expect.poll(() => trending.allTextContents()).toEqual(names(featured.slice(0, size)));
  });
});

test.describe("neighborhood pages (product §15.4)", () => {
  const area = "Short North";
  const venues = listed.filter((p) => (p.type === "bar" || p.type === "club") && p.neighborhood === area);

  test("a list links to its neighborhoods; a neighborhood page lists its places, with title, description and canonical", async ({
    page,
  }) => {
    expect(venues.length, `clubs and bars in ${area}`).toBeGreaterThan(0);
    await page.goto("/clubs-and-bars");
    const size = await pageSize(page);
    await expect(page.getByRole("heading", { level: 2, name: "Clubs and Bars by neighborhood" })).toBeVisible();
    const link = page.getByRole("main").getByRole("link", { name: `${area} (${venues.length})` });
    await expect(link).toHaveAttribute("href", `/clubs-and-bars/${slug(area)}`);
    await waitForHydration(page);
    await link.click();
    await expect(page).toHaveURL(/\/clubs-and-bars\/short-north$/);
    await expect(page.getByRole("heading", { level: 1, name: `Clubs and Bars in ${area}` })).toBeVisible();
    await expect(page.getByText(`${venues.length} ${venues.length === 1 ? "Venue" : "Venues"} Found`)).toBeVisible();
    // A page of cards, the rest as links (neighborhood-pages.server.ts).
    expect(await cardNames(page)).toEqual(names(venues.slice(0, size)));

    // Opened directly: the pre-rendered page, its head and the sitemap.
    await page.goto("/clubs-and-bars/short-north");
    await expect(page).toHaveTitle(new RegExp(`^Clubs and Bars in ${area}, Columbus`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      new RegExp(`in ${area}, Columbus, Ohio`),
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/clubs-and-bars\/short-north$/);
    await expect(page.getByRole("link", { name: "All clubs and bars in Columbus" })).toHaveAttribute(
      "href",
      "/clubs-and-bars",
    );
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/clubs-and-bars/short-north</loc>");
  });

  test("an unknown neighborhood answers 404", async ({ page }) => {
    const response = await page.request.get("/restaurants/no-such-neighborhood");
    expect(response.status()).toBe(404);
  });
});
