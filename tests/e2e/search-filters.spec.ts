import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { expectedMatches, wordMatchingMoreThan } from "./search-oracle";

// Issue 11 on /search: the list pages' Sort, Price and Features controls over the search's matches, in the URL.
const resultCards = (page: Page) => page.getByRole("list", { name: "Search results" }).getByRole("listitem");
const cardNames = (page: Page) => resultCards(page).getByRole("heading").allTextContents();
const countHeading = (page: Page, count: number, text: string) => page.getByRole("heading", { name: `${count} ${count === 1 ? "Result" : "Results"} for "${text}"` });
const chips = (page: Page) => page.getByRole("list", { name: "Active filters" }).getByRole("button");

const word = wordMatchingMoreThan(6);
const matches = expectedMatches(word);
// The price most of the matches share, so the filter keeps some and drops some.
const prices = matches.flatMap((place) => (place.priceRange ? [place.priceRange] : []));
const price = [...new Set(prices)].sort((a, b) => prices.filter((p) => p === b).length - prices.filter((p) => p === a).length)[0]!;
const withPrice = matches.filter((place) => place.priceRange === price);
// A feature some (not all) of those have.
const feature = [...new Set(withPrice.flatMap((place) => place.features))].find((name) => withPrice.some((place) => !place.features.includes(name)));

async function openSearch(page: Page, query: string) {
  await page.goto(`/search?${query}`);
  await waitForHydration(page);
}

test("price and feature filters narrow the matches, show as chips and live in the URL (reload, Back, Clear Filters)", async ({ page, problems }) => {
  expect(withPrice.length).toBeGreaterThan(0);
  expect(withPrice.length).toBeLessThan(matches.length);
  await openSearch(page, `q=${encodeURIComponent(word)}`);
  await expect(countHeading(page, matches.length, word)).toBeVisible();
  await expect(page.getByRole("button", { name: "Clear Filters" })).toBeDisabled();

  await page.getByRole("checkbox", { name: price, exact: true }).check();
  await expect(countHeading(page, withPrice.length, word)).toBeVisible();
  expect((await cardNames(page)).sort()).toEqual(withPrice.map((place) => place.name).sort());
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === word && url.searchParams.getAll("price").length === 1);
  await expect(chips(page)).toHaveText([`Price: ${price}×`]);

  let expected = withPrice;
  if (feature) {
    await page.getByText("Features", { exact: true }).click();
    await page.getByRole("checkbox", { name: feature, exact: true }).check();
    expected = withPrice.filter((place) => place.features.includes(feature));
    await expect(countHeading(page, expected.length, word)).toBeVisible();
    await expect(chips(page)).toHaveText([`Price: ${price}×`, `${feature}×`]);
  }

  // Reload: same filters, same list, controls set.
  await page.reload();
  await waitForHydration(page);
  await expect(countHeading(page, expected.length, word)).toBeVisible();
  await expect(page.getByRole("checkbox", { name: price, exact: true })).toBeChecked();
  await expect(page.getByRole("searchbox", { name: "Search the guide" })).toHaveValue(word);

  // A chip removes its filter alone; Back restores it.
  await page.getByRole("button", { name: `Remove filter: Price: ${price}` }).click();
  const withoutPrice = feature ? matches.filter((place) => place.features.includes(feature)) : matches;
  await expect(countHeading(page, withoutPrice.length, word)).toBeVisible();
  await page.goBack();
  await expect(countHeading(page, expected.length, word)).toBeVisible();

  // Clear Filters resets every filter and keeps the search.
  await page.getByRole("button", { name: "Clear Filters" }).click();
  await expect(countHeading(page, matches.length, word)).toBeVisible();
  await expect(chips(page)).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.search === `?q=${encodeURIComponent(word)}`);
  expect(problems).toEqual([]);
});

test("sorts the matches A-Z and by highest rating, from the URL too", async ({ page, problems }) => {
  await openSearch(page, `q=${encodeURIComponent(word)}&sort=name`);
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("name");
  const byName = matches.map((place) => place.name).sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0));
  await expect(resultCards(page)).toHaveCount(matches.length);
  expect(await cardNames(page)).toEqual(byName);

  await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Highest rated" });
  await expect(page).toHaveURL((url) => url.searchParams.get("sort") === "rating");
  const ratings = await Promise.all(
    (await cardNames(page)).map((name) => matches.find((place) => place.name === name)!.rating),
  );
  expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  expect(problems).toEqual([]);
});

test("has no WCAG 2.2 AA violations with filters and chips", async ({ page, problems }) => {
  await openSearch(page, `q=${encodeURIComponent(word)}&price=${price === "Free" ? "free" : price.length}`);
  await expect(countHeading(page, withPrice.length, word)).toBeVisible();
  await page.getByText("Features", { exact: true }).click();
  await expectNoAxeViolations(page, "/search with filters");
  await page.screenshot({ path: `test-results/search-filters-${page.viewportSize()!.width}.png`, fullPage: false });
  expect(problems).toEqual([]);
});
