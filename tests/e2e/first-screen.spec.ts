import type { Browser, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, holdAppScripts, open, readContent, test, waitForHydration } from "./fixtures";
import { filtersButton } from "./filters-sheet";
import { wordMatchingMoreThan } from "./search-oracle";

/**
 * Product §12.5: on a phone (390 x 844) the first result's name and its open state are in the first screen of every
 * list, without scrolling: as pre-rendered (the app's scripts held back), without JavaScript, and once the app runs,
 * without moving when it takes over. What makes room: the shorter heading band, the filters' one row and the compact
 * cards below 640 px (PlaceCard's `compact`, a small square picture beside the texts). Each page is also checked by
 * axe at this width, its cards being laid out differently from the 375 px project's pages only in their texts'
 * wrapping. /coffee is the support page (product §2.9): its coffee places come after the tiers, so it is not here.
 */

// A spec of the phones' width only (the phones' project, playwright.config.ts), at the size product §12.5 names.
const firstScreen = { width: 390, height: 844 };
test.use({ viewport: firstScreen });

const listed = readContent();
const [firstShared, secondShared] = listed;

/** The pages whose first paint is their list (a list with its row of filters, /trending, neighborhood pages). */
const prerendered = [
  { path: "/restaurants", filters: true },
  { path: "/clubs-and-bars", filters: true },
  { path: "/attractions", filters: true },
  { path: "/trending", filters: false },
  { path: "/restaurants/short-north", filters: false },
  { path: "/clubs-and-bars/short-north", filters: false },
];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the first card, its name and its open-state line are, with the page scrolled to its top. */
async function firstResult(page: Page) {
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const card = page.getByRole("main").getByRole("article").first();
  const name = card.getByRole("heading").getByRole("link");
  const state = card.locator("[data-open-state]");
  // The card can be drawn again as the app takes over (the whole list's file arrives): read it once it is laid out.
  const boxOf = async (locator: typeof card) => {
    let box: Box | null = null;
    await expect.poll(async () => (box = await locator.boundingBox())).not.toBeNull();
    return box! as Box;
  };
  return { name: await boxOf(name), state: await boxOf(state), card: await boxOf(card), text: await name.innerText() };
}

/** Both boxes wholly inside the first screen (the sticky header, on top at the page's top, covers none of it). */
function expectInFirstScreen(result: Awaited<ReturnType<typeof firstResult>>, where: string) {
  for (const [what, box] of [
    ["name", result.name],
    ["open state", result.state],
  ] as const) {
    const at = `${where}: the first result's ${what} (${result.text}) at ${Math.round(box.y)}-${Math.round(box.y + box.height)} px of ${firstScreen.height}`;
    expect(box.height, at).toBeGreaterThan(0);
    expect(box.y, at).toBeGreaterThan(0);
    expect(box.y + box.height, at).toBeLessThanOrEqual(firstScreen.height);
    expect(box.x, at).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, at).toBeLessThanOrEqual(firstScreen.width);
  }
}

/** The open-state line once the app runs: the state in words, or "Hours not known". */
async function expectStateShown(page: Page) {
  const state = page.getByRole("main").getByRole("article").first().locator("[data-open-state]");
  await expect(state).toHaveText(/\S/);
  await expect(state).toBeVisible();
}

async function withoutJavaScript(browser: Browser, path: string, baseURL: string | undefined) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: firstScreen, baseURL });
  try {
    const page = await context.newPage();
    await page.goto(path);
    expectInFirstScreen(await firstResult(page), `${path} without JavaScript`);
  } finally {
    await context.close();
  }
}

test.describe("the first result's name and open state are in the first screen at 390 x 844", () => {
  for (const { path, filters } of prerendered) {
    test(`${path}: as pre-rendered, once the app runs without moving, and without JavaScript`, async ({
      page,
      browser,
      baseURL,
    }) => {
      const release = await holdAppScripts(page);
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const painted = await firstResult(page);
      expectInFirstScreen(painted, `${path} before the app runs`);
      // A list page's row of filters: the button is pre-rendered, and enabled by the first paint's script.
      if (filters) await expect(filtersButton(page)).toBeEnabled();
      release();
      await waitForHydration(page);
      await expectStateShown(page);
      const live = await firstResult(page);
      expect(live, `${path}: nothing moves as the app takes over`).toEqual(painted);
      await expectNoAxeViolations(page, `${path} at 390 px`);

      await withoutJavaScript(browser, path, baseURL);
    });
  }

  test("/search, once its results show (the page shows them only once the app runs)", async ({ page }) => {
    const word = wordMatchingMoreThan(6);
    await open(page, `/search?q=${encodeURIComponent(word)}`);
    await expect(page.getByRole("list", { name: "Search results" }).getByRole("article").first()).toBeVisible();
    await expectStateShown(page);
    expectInFirstScreen(await firstResult(page), "/search");
    // Sort stays in the row, next to the Filters button.
    await expect(page.getByRole("combobox", { name: "Sort by" })).toBeVisible();
    await expect(filtersButton(page)).toBeVisible();
    await expectNoAxeViolations(page, "/search at 390 px");
  });

  test("a shared list of saved places", async ({ page }) => {
    await open(page, `/saved?ids=${firstShared!.id},${secondShared!.id}`);
    await expect(page.getByRole("list", { name: "Shared places" }).getByRole("article")).toHaveCount(2);
    await expectStateShown(page);
    expectInFirstScreen(await firstResult(page), "/saved?ids=…");
    await expectNoAxeViolations(page, "/saved at 390 px");
  });
});
