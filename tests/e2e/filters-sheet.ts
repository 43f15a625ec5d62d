import type { Page } from "@playwright/test";
import { expect, waitForHydration } from "./fixtures";

/**
 * Product §12.5: below 768 px a list page's and /search's filters beyond the first row are in the Filters sheet.
 * Specs that use those filters at both widths open the sheet with {@link openFilters} and close it with
 * {@link closeFilters}; on a wider screen both do nothing, the filters being in the page.
 */

/** True when the page is narrower than the 768 px breakpoint (product §9.1): the filters are in the sheet. */
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

export const filtersButton = (page: Page) => page.getByRole("button", { name: /^Filters\b/ });
export const filtersSheet = (page: Page) => page.getByRole("dialog", { name: "Filters" });

/** On a phone: opens the Filters sheet (once the app runs: the sheet needs it), as a visitor taps the button. */
export async function openFilters(page: Page) {
  if (!isPhone(page)) return;
  await waitForHydration(page);
  await filtersButton(page).click();
  await expect(filtersSheet(page)).toBeVisible();
}

/**
 * On a phone: closes the Filters sheet with its "Show N ..." button, as a visitor does to see the list (the rest
 * of the page, the count and the chips included, is hidden from assistive technology while the sheet is open).
 */
export async function closeFilters(page: Page) {
  if (!isPhone(page)) return;
  await filtersSheet(page)
    .getByRole("button", { name: /^Show / })
    .click();
  await expect(filtersSheet(page)).toBeHidden();
}
