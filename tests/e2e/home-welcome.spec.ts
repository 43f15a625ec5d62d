import type { Page } from "@playwright/test";
import { blockStorage, expect, open, storageKeys, test, waitForHydration, welcomeSeenValue } from "./fixtures";
import { combobox, emailField, namePatterns, newsletterForm, options, welcomeDialog } from "./home-page";
import { expectedSuggestions, specListPath, tabTo, wordMatchingMoreThan } from "./search-oracle";
import { uniqueEmail } from "./server-data";

/** The first-visit welcome dialog (product §9), and the home page with browser storage blocked. */

test.describe("welcome dialog", () => {
  test.use({ firstVisit: true });
  test("shows on the first visit, only after hydration, and keeps focus inside", async ({ page, request }) => {
    const html = await (await request.get("/")).text();
    expect(html).not.toContain("Welcome to Discover Columbus");

    await open(page, "/");
    const dialog = welcomeDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("guide to the best restaurants, clubs and attractions");
    await expect(dialog).toContainText("new places added every week");
    await expect(dialog.getByRole("button", { name: "Let's Explore Columbus!" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeVisible();

    // Focus moves into the dialog, onto its main action, as it opens.
    await expect(dialog.getByRole("button", { name: "Let's Explore Columbus!" })).toBeFocused();
    const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
    for (const key of ["Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      expect(await focusInside(), `focus after ${key}`).toBe(true);
    }
    // Open, it passes axe at both widths: accessibility.spec.ts.
  });

  const ways: Record<string, (page: Page) => Promise<void>> = {
    "the X button": async (page) => {
      await tabTo(page, welcomeDialog(page).getByRole("button", { name: "Close" }));
      await page.keyboard.press("Enter");
    },
    "the button 'Let's Explore Columbus!'": async (page) => {
      await tabTo(page, welcomeDialog(page).getByRole("button", { name: "Let's Explore Columbus!" }));
      await page.keyboard.press("Enter");
    },
    Escape: async (page) => {
      await page.keyboard.press("Escape");
    },
    // A phone's tap outside: touch.spec.ts.
    "a click outside": async (page) => {
      const { height } = page.viewportSize()!;
      await page.mouse.click(8, height - 8);
    },
  };

  for (const [way, close] of Object.entries(ways)) {
    test(`closing by ${way} stores the flag, returns focus, and the dialog never shows again`, async ({ page }) => {
      await open(page, "/");
      await expect(welcomeDialog(page)).toBeVisible();
      expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.welcome)).toBeNull();

      await close(page);
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
  }
});

test.describe("blocked storage", () => {
  test.use({ firstVisit: true });

  test("the home page works when browser storage is blocked", async ({ page }) => {
    await blockStorage(page);
    await open(page, "/");
    expect(
      await page.evaluate(() => {
        try {
          void window.localStorage;
          return "readable";
        } catch {
          return "blocked";
        }
      }),
    ).toBe("blocked");

    // The flag cannot be read, so the dialog shows; it still closes.
    await expect(welcomeDialog(page)).toBeVisible();
    await tabTo(page, welcomeDialog(page).getByRole("button", { name: "Let's Explore Columbus!" }));
    await page.keyboard.press("Enter");
    await expect(welcomeDialog(page)).toBeHidden();

    // Newsletter.
    await tabTo(page, emailField(page));
    await page.keyboard.type(uniqueEmail("blocked-storage"));
    await page.keyboard.press("Enter");
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Check your inbox" })).toBeVisible();
    await expect(emailField(page)).toHaveValue("");
    await expect(newsletterForm(page).getByRole("button")).toHaveText("Subscribe");

    // Search suggestions and choosing one.
    const word = wordMatchingMoreThan(1);
    const first = expectedSuggestions(word)[0]!;
    await combobox(page).focus();
    await page.keyboard.type(word);
    await expect(options(page)).toHaveText(namePatterns(expectedSuggestions(word)));
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(
      (url) => url.pathname === specListPath[first.type] && url.searchParams.get("q") === first.name,
    );

    // Back on the home page in the same visit, the closed dialog stays closed.
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Discover the Best of Columbus");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
