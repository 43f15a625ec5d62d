import type { Page } from "@playwright/test";
import { expect, open } from "./fixtures";
import { escapeRegExp, tabTo } from "./search-oracle";

/** What the home page's specs (home-*.spec.ts) share: its parts as locators, and how to open and search it. */

export const combobox = (page: Page) => page.getByRole("combobox", { name: "Search places" });
export const listbox = (page: Page) => page.getByRole("listbox", { name: "Search suggestions" });
export const options = (page: Page) => listbox(page).getByRole("option");
const highlighted = (page: Page) => page.locator('[role="option"][aria-selected="true"]');
export const noResults = (page: Page) => page.getByText(/^No results found for "/);
export const welcomeDialog = (page: Page) => page.getByRole("dialog", { name: "Welcome to Discover Columbus!" });
export const newsletterForm = (page: Page) => page.getByRole("form", { name: "Newsletter sign-up" });
export const emailField = (page: Page) => page.getByRole("textbox", { name: "Email address" });

/** The home page, hydrated; the fixture has marked the welcome dialog seen, so it does not cover the page. */
export async function openHome(page: Page) {
  await open(page, "/");
}

/**
 * Reaches the hero search box with Tab and types `text`, as a keyboard user, then waits for the search
 * index (fetched on the box's first focus) so that arrow keys have suggestions to move through.
 */
export async function typeInSearch(page: Page, text: string) {
  await tabTo(page, combobox(page));
  await page.keyboard.type(text);
  await expect(page.getByText("Loading suggestions...")).toHaveCount(0);
}

/** Asserts which suggestion is highlighted (-1: none), through aria-selected and aria-activedescendant. */
export async function expectHighlight(page: Page, index: number) {
  if (index < 0) {
    await expect(highlighted(page)).toHaveCount(0);
    await expect(combobox(page)).not.toHaveAttribute("aria-activedescendant", /.+/);
    return;
  }
  const option = options(page).nth(index);
  await expect(option).toHaveAttribute("aria-selected", "true");
  await expect(highlighted(page)).toHaveCount(1);
  await expect(combobox(page)).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id"))!);
}

/** The names of the places, as patterns for each option's text (which starts with the name). */
export const namePatterns = (list: { name: string }[]) =>
  list.map((place) => new RegExp(`^${escapeRegExp(place.name)}`));
