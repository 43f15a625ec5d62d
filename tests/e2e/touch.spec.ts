import { expect, open, storageKeys, test, waitForHydration, welcomeSeenValue } from "./fixtures";
import { combobox, listbox, openHome, options, typeInSearch, welcomeDialog } from "./home-page";
import { expectedSuggestions, specListPath, wordMatchingMoreThan } from "./search-oracle";

/**
 * A phone's finger on the home page (375 px with touch, the phones' project of playwright.config.ts): a tap outside
 * closes the search's suggestions and the welcome dialog, as a click does at 1280 px (home-search.spec.ts,
 * home-welcome.spec.ts). The trending strip's swipe is home-trending.spec.ts's, which runs at both widths.
 */

test("a tap outside closes the suggestion list, and a tap on a suggestion opens it", async ({ page }) => {
  const word = wordMatchingMoreThan(1);
  const second = expectedSuggestions(word)[1]!;
  await openHome(page);
  await typeInSearch(page, word);
  await expect(listbox(page)).toBeVisible();

  await page.getByRole("heading", { level: 1 }).tap();
  await expect(listbox(page)).toBeHidden();

  await combobox(page).tap();
  await expect(listbox(page)).toBeVisible();

  const option = options(page).nth(1);
  await expect(option).toContainText(second.name);
  await option.tap();
  await expect(page).toHaveURL(
    (url) => url.pathname === specListPath[second.type] && url.searchParams.get("q") === second.name,
  );
});

test.describe("the first visit", () => {
  test.use({ firstVisit: true });

  test("a tap outside closes the welcome dialog, stores the flag, returns focus, and it never shows again", async ({
    page,
  }) => {
    await open(page, "/");
    await expect(welcomeDialog(page)).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.welcome)).toBeNull();

    const { height } = page.viewportSize()!;
    await page.touchscreen.tap(8, height - 8);
    await expect(welcomeDialog(page)).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.welcome)).toBe(welcomeSeenValue);

    // Focus goes back where it was when the dialog opened (the page itself), not into a removed node.
    await expect.poll(() => page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
