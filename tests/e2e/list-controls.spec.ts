import type { Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  open,
  readContent,
  test,
  waitForHydration,
  type ContentPlace,
} from "./fixtures";
import { closeFilters, filtersButton, filtersSheet, isPhone, openFilters } from "./filters-sheet";
import { tabTo } from "./search-oracle";

/**
 * A list page's filter controls at both widths (product §12, §12.5): in the row above the list from 768 px up, and
 * below that the first of them in the row and the rest in the Filters sheet ({@link openFilters} opens it on a phone
 * and does nothing wider). This spec runs at 1280 px and again at 375 px (playwright.config.ts); what the filters do
 * to the list is proved once, at 1280 px, by lists.spec.ts and list-filters.spec.ts, and the sheet itself by
 * filters-sheet.spec.ts. Expected lists are computed from the content.
 */

const restaurants = readContent().filter((p) => p.type === "restaurant");
const cardNames = (page: Page) => page.getByRole("main").getByRole("article").getByRole("heading").allTextContents();
const names = (list: ContentPlace[]) => list.map((p) => p.name);

test.describe("Restaurants' controls (product §2, §5)", () => {
  test("every select has a visible label and the spec's options", async ({ page }) => {
    await page.goto("/restaurants");
    const neighborhood = page.getByLabel("Neighborhood");
    const rating = page.getByLabel("Rating");
    await expect(neighborhood).toBeVisible();
    await openFilters(page);
    await expect(rating).toBeVisible();
    const distinct = [...new Set(restaurants.map((p) => p.neighborhood))].sort((a, b) => a.localeCompare(b));
    expect(await neighborhood.locator("option").allTextContents()).toEqual(["All Areas", ...distinct]);
    expect(await rating.locator("option").allTextContents()).toEqual([
      "All Ratings",
      "4.5+ stars",
      "4.0+ stars",
      "3.5+ stars",
    ]);
  });

  test("neighborhood and rating filters combine, live in the URL and survive reload", async ({ page }) => {
    await open(page, "/restaurants");
    const neighborhood = restaurants[0]!.neighborhood;
    await page.getByLabel("Neighborhood").selectOption(neighborhood);
    await openFilters(page);
    await page.getByLabel("Rating").selectOption("4.5");
    await closeFilters(page);
    const expected = restaurants.filter((p) => p.neighborhood === neighborhood && p.rating >= 4.5);
    await expect(page).toHaveURL(
      new RegExp(`neighborhood=${encodeURIComponent(neighborhood).replace(/%20/g, "\\+")}&rating=4\\.5`),
    );
    await expect.poll(() => cardNames(page)).toEqual(names(expected));

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel("Neighborhood")).toHaveValue(neighborhood);
    await expect(page.getByLabel("Rating")).toHaveValue("4.5");
    await expect.poll(() => cardNames(page)).toEqual(names(expected));
  });

  test("Back restores the previous filters; typing replaces the history entry", async ({ page }) => {
    await open(page, "/restaurants");
    const before = await page.evaluate(() => history.length);
    await page.getByRole("searchbox", { name: "Search restaurants" }).pressSequentially("haus", { delay: 30 });
    await expect(page).toHaveURL(/q=haus/);
    expect(await page.evaluate(() => history.length)).toBe(before);

    await openFilters(page);
    await page.getByLabel("Rating").selectOption("4.0");
    await closeFilters(page);
    await expect(page).toHaveURL(/q=haus&rating=4\.0/);
    await page.goBack();
    await expect(page).toHaveURL(/\/restaurants\?q=haus$/);
    await expect(page.getByLabel("Rating")).toHaveValue("all");
    await expect(page.getByRole("searchbox", { name: "Search restaurants" })).toHaveValue("haus");
  });

  test("filters are usable by keyboard alone", async ({ page }) => {
    await open(page, "/restaurants");
    await page.getByRole("searchbox", { name: "Search restaurants" }).focus();
    await page.keyboard.type("cafe");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Neighborhood")).toBeFocused();
    if (isPhone(page)) {
      // Product §12.5: the row's Filters button opens the sheet with the rest; focus starts on its first control.
      await page.keyboard.press("Tab");
      await expect(filtersButton(page)).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(filtersSheet(page)).toBeVisible();
    } else {
      await page.keyboard.press("Tab");
    }
    await expect(page.getByLabel("Rating")).toBeFocused();
    const clear = page.getByRole("button", { name: "Clear Filters" });
    if (isPhone(page)) await tabTo(page, clear, { max: 17 });
    else await page.keyboard.press("Tab");
    await expect(clear).toBeFocused();
    await page.keyboard.press("Enter");
    if (isPhone(page)) {
      await page.keyboard.press("Escape");
      await expect(filtersButton(page)).toBeFocused();
    }
    await expect(page.getByRole("searchbox", { name: "Search restaurants" })).toHaveValue("");
  });
});

test.describe("filters open, at both widths", () => {
  test("axe finds nothing with Features open and chips shown, and nothing scrolls sideways", async ({
    page,
  }, testInfo) => {
    await open(page, "/restaurants?rating=4.0&price=2&feature=patio");
    await expect(page.getByRole("list", { name: "Active filters" }).getByRole("button")).toHaveCount(3);
    // On a phone the controls are in the Filters sheet (product §12.5): axe reads it open.
    await openFilters(page);
    await page.locator("summary", { hasText: "Features" }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page, `filters open, ${testInfo.project.name}`);
    if (!isPhone(page)) await page.getByRole("region", { name: "Filters" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`filters-${testInfo.project.name}.png`), fullPage: false });
  });

  test("every new control works from the keyboard", async ({ page }) => {
    await open(page, "/restaurants");
    await openFilters(page);
    await page.getByLabel("Sort by").focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("checkbox", { name: "Open now" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("checkbox", { name: "Step-free access" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("group", { name: "Diets" }).getByLabel("Vegetarian")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/diet=vegetarian/);
    for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
    await expect(page.getByRole("group", { name: "Price" }).getByLabel("$", { exact: true })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/price=1/);
    for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.locator("summary", { hasText: "Features" })).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/feature=/);
    await closeFilters(page);
    await page.getByRole("button", { name: "Remove filter: Price: $", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page).not.toHaveURL(/price=/);
  });
});
