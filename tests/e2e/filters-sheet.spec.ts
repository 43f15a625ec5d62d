import {
  expect,
  expectNoAxeViolations,
  holdAppScripts,
  open,
  readContent,
  test,
  waitForHydration,
  type ContentPlace,
} from "./fixtures";
import { filtersButton, filtersSheet } from "./filters-sheet";
import { expectedMatches, wordMatchingMoreThan } from "./search-oracle";

/**
 * Product §12.5 (decision 036): on a phone (390 x 844) the filters are one row (first-screen.spec.ts proves the first
 * result is in the first screen); the Filters button counts the filters its sheet holds, and the sheet
 * (a dialog titled "Filters") keeps focus inside, applies each change to the URL and the list, and closes with
 * Escape, giving focus back to the button. Expected lists are computed from the content.
 */

// A spec of the phones' width only (the phones' project, with touch: playwright.config.ts), at the size product
// §12.5 names.
test.use({ viewport: { width: 390, height: 844 } });

const listed = readContent();
const restaurants = listed.filter((p) => p.type === "restaurant");
const count = (list: ContentPlace[], one = "Restaurant", other = "Restaurants") =>
  `${list.length} ${list.length === 1 ? one : other}`;

test.describe("the Filters sheet", () => {
  test("a tap on Filters before the app runs opens the sheet when it does", async ({ page }) => {
    const release = await holdAppScripts(page);
    await page.goto("/restaurants", { waitUntil: "domcontentloaded" });
    await filtersButton(page).tap();
    await expect(filtersSheet(page)).toHaveCount(0);
    release();
    await expect(filtersSheet(page)).toBeVisible();
    await expect(filtersSheet(page).getByRole("heading", { name: "Filters" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(filtersSheet(page)).toHaveCount(0);
    await expect(filtersButton(page)).toBeFocused();
  });

  test("counts the URL's filters from the first paint, opens with a title, keeps focus inside, applies, and closes with Escape", async ({
    page,
  }) => {
    // Neighborhood stays in the row; the sheet holds rating and price: two set.
    const neighborhood = restaurants[0]!.neighborhood;
    const release = await holdAppScripts(page);
    await page.goto(`/restaurants?neighborhood=${encodeURIComponent(neighborhood)}&rating=4.5&price=2`, {
      waitUntil: "domcontentloaded",
    });
    await expect(filtersButton(page)).toHaveText("Filters 2");
    release();
    await waitForHydration(page);
    const button = page.getByRole("button", { name: "Filters, 2 active" });
    await expect(button).toBeEnabled();
    await expect(button).toHaveText("Filters 2");

    await button.click();
    const sheet = filtersSheet(page);
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole("heading", { name: "Filters" })).toBeVisible();
    // (The page behind, the button too, is hidden from assistive technology while the sheet is open.)
    await expect(page.getByRole("button", { name: "Filters, 2 active", includeHidden: true })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    // The controls moved into the sheet, showing the URL's values; focus starts on the first.
    await expect(sheet.getByLabel("Rating")).toBeFocused();
    await expect(sheet.getByLabel("Rating")).toHaveValue("4.5");
    await expect(sheet.getByRole("group", { name: "Price" }).getByLabel("$$", { exact: true })).toBeChecked();

    // Focus stays inside, both ways round.
    const focusInside = () => sheet.evaluate((element) => element.contains(document.activeElement));
    for (const key of ["Tab", "Shift+Tab"]) {
      for (let presses = 0; presses < 20; presses++) {
        await page.keyboard.press(key);
        expect(await focusInside(), `${key} #${presses + 1}`).toBe(true);
      }
    }

    // A change applies at once: the URL, the count the sheet closes on, and the button's count.
    await sheet.getByRole("group", { name: "Price" }).getByLabel("$$$", { exact: true }).check();
    await expect(page).toHaveURL(/rating=4\.5&price=2&price=3$/);
    const expected = restaurants.filter(
      (p) => p.neighborhood === neighborhood && p.rating >= 4.5 && (p.priceRange === "$$" || p.priceRange === "$$$"),
    );
    await expect(sheet.getByRole("button", { name: `Show ${count(expected)}` })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    const counted = page.getByRole("button", { name: "Filters, 3 active" });
    await expect(counted).toBeFocused();
    await expect(counted).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("status")).toHaveText(`${count(expected)} Found`);
    await expect(page.getByRole("list", { name: "Active filters" }).getByRole("button")).toHaveCount(4);

    // Clear Filters in the sheet resets everything; "Show N" closes it on the whole list.
    await counted.click();
    await sheet.getByRole("button", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/restaurants$/);
    await sheet.getByRole("button", { name: `Show ${count(restaurants)}` }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole("button", { name: "Filters", exact: true })).toBeFocused();
    await expect(page.getByLabel("Neighborhood")).toHaveValue("all");
  });

  test("has no WCAG 2.2 AA violations open, and slides in without motion when reduced motion is asked for", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, "/clubs-and-bars?type=club&feature=live-music");
    await page.getByRole("button", { name: "Filters, 1 active" }).click();
    const sheet = filtersSheet(page);
    await expect(sheet).toBeVisible();
    const durations = await sheet.evaluate((element) =>
      element.getAnimations().map((animation) => Number(animation.effect?.getComputedTiming().duration ?? 0)),
    );
    expect(durations.every((ms) => ms < 1)).toBe(true);
    await sheet.locator("summary", { hasText: "Features" }).click();
    await expectNoAxeViolations(page, "Filters sheet open");
  });

  test("/search: the sheet holds Open now, Price and Features, counts them, and passes axe open", async ({ page }) => {
    const word = wordMatchingMoreThan(6);
    const matches = expectedMatches(word);
    const cheap = matches.filter((p) => p.priceRange === "$");
    expect(cheap.length, `matches of "${word}" with the price $`).toBeGreaterThan(0);
    await open(page, `/search?q=${encodeURIComponent(word)}`);
    await filtersButton(page).click();
    const sheet = filtersSheet(page);
    await sheet.getByRole("group", { name: "Price" }).getByLabel("$", { exact: true }).check();
    await expect(page).toHaveURL((url) => url.searchParams.getAll("price").join() === "1");
    await expect(sheet.getByRole("button", { name: `Show ${cheap.length} Result` })).toBeVisible();
    // Open with a filter set and Features unfolded, as search-filters.spec.ts reads /search's filters at 1280 px.
    await sheet.locator("summary", { hasText: "Features" }).click();
    await expectNoAxeViolations(page, "/search's Filters sheet open");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Filters, 1 active" })).toBeFocused();
    await expect(
      page.getByRole("heading", { name: `${cheap.length} ${cheap.length === 1 ? "Result" : "Results"} for "${word}"` }),
    ).toBeVisible();
  });

  test("before the app runs, the row's select works and is kept; the button opens the sheet once it runs", async ({
    page,
  }) => {
    const neighborhood = restaurants[0]!.neighborhood;
    const release = await holdAppScripts(page);
    await page.goto("/restaurants", { waitUntil: "domcontentloaded" });
    await page.getByLabel("Neighborhood").selectOption(neighborhood);
    await expect(page).toHaveURL(new RegExp(`neighborhood=`));
    release();
    await waitForHydration(page);
    await expect(page.getByLabel("Neighborhood")).toHaveValue(neighborhood);
    const expected = restaurants.filter((p) => p.neighborhood === neighborhood);
    await expect(page.getByRole("status")).toHaveText(`${count(expected)} Found`);
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    await expect(filtersSheet(page).getByLabel("Rating")).toBeVisible();
  });

  test("closes when the window widens past 768 px, where every control is in the page", async ({ page }) => {
    await open(page, "/restaurants?rating=4.5");
    await filtersButton(page).click();
    await expect(filtersSheet(page)).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(filtersSheet(page)).toBeHidden();
    await expect(filtersButton(page)).toBeHidden();
    await expect(page.getByLabel("Rating")).toBeVisible();
    await expect(page.getByLabel("Rating")).toHaveValue("4.5");
    await expect(page.getByRole("button", { name: "Clear Filters" })).toBeVisible();
  });
});
