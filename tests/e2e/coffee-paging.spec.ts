import type { Page } from "@playwright/test";
import { expect, fixtureContent, holdAppScripts, open, readContent, test, waitForHydration } from "./fixtures";

/**
 * Product §15.2 on the Support page (/coffee, product §2): its coffee places in pages like a list page's
 * (docs/decisions/018-lists-in-pages.md): the first page in the HTML, `?page=N` links with rel next/prev,
 * Back, the count of the whole list, a later page never painted as page 1, a page past the end showing
 * the last page, and a search over the whole list. The guide has too few coffee places for a second page even
 * at 8 a page, so these tests run in the "paged" project only, on the short-page build made from the fixture
 * content (30 coffee places, tests/fixture-content/places); there a coffee list that fits one page fails them.
 * support-and-footer.spec.ts checks the guide's own one-page list: no pager, no file fetched.
 */

const coffee = readContent(fixtureContent).filter((place) => place.type === "coffee");
const names = (list: readonly { name: string }[]) => list.map((place) => place.name);
const count = (n: number) => `${n} ${n === 1 ? "Coffee Place" : "Coffee Places"} Found`;
const section = (page: Page) => page.locator("#coffee-places");
const cardNames = (page: Page) =>
  page.getByRole("list", { name: "Coffee places" }).getByRole("article").getByRole("heading").allTextContents();
const pager = (page: Page) => section(page).getByRole("navigation", { name: "Pages" });
const status = (page: Page) => section(page).getByRole("status");

/** The build's cards per page, read from page 1 (before hydration: what the HTML carries); fails when all fit one page. */
async function firstPageSize(page: Page): Promise<number> {
  await page.goto("/coffee", { waitUntil: "domcontentloaded" });
  const size = (await cardNames(page)).length;
  expect(size, "cards on the first page").toBeGreaterThan(0);
  expect(size, `every coffee place (${coffee.length}) fits one page`).toBeLessThan(coffee.length);
  return size;
}

test.describe("the Support page's coffee places in pages (product §15.2)", () => {
  test("the first page is in the HTML with the whole count; pages are in the URL with rel next/prev, and Back returns", async ({
    page,
  }) => {
    const size = await firstPageSize(page);
    const pages = Math.ceil(coffee.length / size);
    expect(await cardNames(page)).toEqual(names(coffee.slice(0, size)));
    await expect(status(page)).toHaveText(count(coffee.length));
    await expect(pager(page).locator('a[rel="next"]')).toHaveAttribute("href", "/coffee?page=2");
    await expect(pager(page).locator('a[rel="prev"]')).toHaveCount(0);
    // The page does not carry the rest of the list.
    const html = await (await page.request.get("/coffee")).text();
    expect(html).not.toContain(coffee[size]!.name);

    await waitForHydration(page);
    const files: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/data/lists/coffee-")) files.push(request.url());
    });
    await pager(page).getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/coffee\?page=2$/);
    await expect.poll(() => cardNames(page)).toEqual(names(coffee.slice(size, 2 * size)));
    await expect(status(page)).toHaveText(count(coffee.length));
    await expect(pager(page).locator('a[rel="prev"]')).toHaveAttribute("href", "/coffee");
    await expect(pager(page).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    // The list, not the tiers above it, is in view.
    await expect(section(page).getByRole("heading", { level: 2 })).toBeInViewport();

    if (pages > 2) {
      await pager(page)
        .getByRole("link", { name: `Page ${pages}` })
        .click();
      await expect(page).toHaveURL(new RegExp(`/coffee\\?page=${pages}$`));
      await expect.poll(() => cardNames(page)).toEqual(names(coffee.slice((pages - 1) * size)));
      await expect(pager(page).locator('a[rel="next"]')).toHaveCount(0);
      await page.goBack();
      await expect(page).toHaveURL(/\/coffee\?page=2$/);
      await expect.poll(() => cardNames(page)).toEqual(names(coffee.slice(size, 2 * size)));
    } else {
      await expect(pager(page).locator('a[rel="next"]')).toHaveCount(0);
    }
    await page.goBack();
    await expect(page).toHaveURL(/\/coffee$/);
    await expect.poll(() => cardNames(page)).toEqual(names(coffee.slice(0, size)));
    expect(files.length, "the whole list's files are fetched").toBeGreaterThan(0);
    expect(new Set(files).size, "each of the list's files is fetched once").toBe(files.length);
  });

  test("a later page's first paint never shows page 1: it says the list is loading until the app shows it", async ({
    page,
  }) => {
    const size = await firstPageSize(page);
    const release = await holdAppScripts(page);
    await page.goto("/coffee?page=2", { waitUntil: "domcontentloaded" });
    await expect(section(page).getByText("Loading places…", { exact: true })).toBeVisible();
    await expect(page.getByRole("list", { name: "Coffee places" })).toBeHidden();
    await expect(status(page)).toBeHidden();
    release();
    await waitForHydration(page);
    await expect.poll(() => cardNames(page)).toEqual(names(coffee.slice(size, 2 * size)));
    await expect(status(page)).toHaveText(count(coffee.length));
  });

  test("a page past the end shows the last page", async ({ page }) => {
    const size = await firstPageSize(page);
    const pages = Math.ceil(coffee.length / size);
    await open(page, `/coffee?page=${pages + 50}`);
    await expect.poll(() => cardNames(page)).toEqual(names(coffee.slice((pages - 1) * size)));
    await expect(pager(page).getByRole("link", { name: `Page ${pages}` })).toHaveAttribute("aria-current", "page");
    await expect(status(page)).toHaveText(count(coffee.length));
  });

  test("home search's /coffee?q=NAME finds a place past the first page; the search covers the whole list", async ({
    page,
  }) => {
    const size = await firstPageSize(page);
    const wanted = coffee.at(-1)!;
    const matches = coffee.filter((place) =>
      [place.name, place.category, place.description].some((text) =>
        text.toLowerCase().includes(wanted.name.toLowerCase()),
      ),
    );
    await open(page, `/coffee?q=${encodeURIComponent(wanted.name)}`);
    await expect.poll(() => cardNames(page)).toEqual(names(matches.slice(0, size)));
    await expect(status(page)).toHaveText(count(matches.length));
    await expect(page.getByRole("link", { name: wanted.name, exact: true })).toBeInViewport();

    // Nothing matches, then an empty box brings back the first page and the whole count.
    const search = page.getByRole("searchbox", { name: "Search coffee places" });
    await search.fill("zzzz no such coffee");
    await expect(page.getByRole("heading", { name: "No coffee places found" })).toBeVisible();
    await search.fill("");
    await expect(page).toHaveURL(/\/coffee$/);
    await expect(status(page)).toHaveText(count(coffee.length));
    await expect.poll(() => cardNames(page)).toEqual(names(coffee.slice(0, size)));
  });
});
