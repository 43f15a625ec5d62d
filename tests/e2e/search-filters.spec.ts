import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, holdAppScripts, open, readContent, test, waitForHydration } from "./fixtures";
import { columbus } from "./city-hours";
import { closeFilters, isPhone, openFilters } from "./filters-sheet";
import {
  isPlainPageWord,
  pageMatches as expectedMatches,
  pageWordMatchingMoreThan as wordMatchingMoreThan,
} from "./search-oracle";

// Product §12 on /search: the list pages' Sort, Price and Features controls over the search's matches, in the URL.
const resultCards = (page: Page) => page.getByRole("list", { name: "Search results" }).getByRole("listitem");
const cardNames = (page: Page) => resultCards(page).getByRole("heading").allTextContents();
const countHeading = (page: Page, count: number, text: string) =>
  page.getByRole("heading", { name: `${count} ${count === 1 ? "Result" : "Results"} for "${text}"` });
const chips = (page: Page) => page.getByRole("list", { name: "Active filters" }).getByRole("button");

const word = wordMatchingMoreThan(6);
const matches = expectedMatches(word);
// The price most of the matches share, so the filter keeps some and drops some.
const prices = matches.flatMap((place) => (place.priceRange ? [place.priceRange] : []));
const price = [...new Set(prices)].sort(
  (a, b) => prices.filter((p) => p === b).length - prices.filter((p) => p === a).length,
)[0]!;
const withPrice = matches.filter((place) => place.priceRange === price);
// A feature some (not all) of those have.
const feature = [...new Set(withPrice.flatMap((place) => place.features))].find((name) =>
  withPrice.some((place) => !place.features.includes(name)),
);

// For Open now: a word whose matches include at least three places with known hours.
const timedPlaces = readContent().filter((place) => place.openingHours !== undefined);
const timedWord = [
  ...new Set(
    timedPlaces.flatMap((place) => `${place.name} ${place.description}`.toLowerCase().match(/[a-z]{4,}/g) ?? []),
  ),
]
  .sort()
  .filter(isPlainPageWord)
  .find((candidate) => expectedMatches(candidate).filter((place) => place.openingHours !== undefined).length >= 3);

async function openSearch(page: Page, query: string) {
  await open(page, `/search?${query}`);
}

test("price and feature filters narrow the matches, show as chips and live in the URL (reload, Back, Clear Filters)", async ({
  page,
}) => {
  expect(withPrice.length).toBeGreaterThan(0);
  expect(withPrice.length).toBeLessThan(matches.length);
  await openSearch(page, `q=${encodeURIComponent(word)}`);
  await expect(countHeading(page, matches.length, word)).toBeVisible();
  // On a phone the filters are in the Filters sheet (product §12.5), which hides the rest while it is open.
  await openFilters(page);
  await expect(page.getByRole("button", { name: "Clear Filters" })).toBeDisabled();

  await page.getByRole("checkbox", { name: price, exact: true }).check();
  await closeFilters(page);
  await expect(countHeading(page, withPrice.length, word)).toBeVisible();
  expect((await cardNames(page)).sort()).toEqual(withPrice.map((place) => place.name).sort());
  await expect(page).toHaveURL(
    (url) => url.searchParams.get("q") === word && url.searchParams.getAll("price").length === 1,
  );
  await expect(chips(page)).toHaveText([`Price: ${price}×`]);

  expect(feature, `a feature some, not all, of the matches at ${price} have`).toBeDefined();
  await openFilters(page);
  await page.getByText("Features", { exact: true }).click();
  await page.getByRole("checkbox", { name: feature!, exact: true }).check();
  await closeFilters(page);
  const expected = withPrice.filter((place) => place.features.includes(feature!));
  await expect(countHeading(page, expected.length, word)).toBeVisible();
  await expect(chips(page)).toHaveText([`Price: ${price}×`, `${feature}×`]);

  // Reload: same filters, same list, controls set.
  await page.reload();
  await waitForHydration(page);
  await expect(countHeading(page, expected.length, word)).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Search the guide" })).toHaveValue(word);
  await openFilters(page);
  await expect(page.getByRole("checkbox", { name: price, exact: true })).toBeChecked();
  await closeFilters(page);

  // A chip removes its filter alone; Back restores it.
  await page.getByRole("button", { name: `Remove filter: Price: ${price}` }).click();
  const withoutPrice = matches.filter((place) => place.features.includes(feature!));
  await expect(countHeading(page, withoutPrice.length, word)).toBeVisible();
  await page.goBack();
  await expect(countHeading(page, expected.length, word)).toBeVisible();

  // Clear Filters resets every filter and keeps the search.
  await openFilters(page);
  await page.getByRole("button", { name: "Clear Filters" }).click();
  await closeFilters(page);
  await expect(countHeading(page, matches.length, word)).toBeVisible();
  await expect(chips(page)).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.search === `?q=${encodeURIComponent(word)}`);
});

test("sorts the matches A-Z and by highest rating, from the URL too", async ({ page }) => {
  await openSearch(page, `q=${encodeURIComponent(word)}&sort=name`);
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("name");
  const byName = matches
    .map((place) => place.name)
    .sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0));
  await expect(resultCards(page)).toHaveCount(matches.length);
  expect(await cardNames(page)).toEqual(byName);

  await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Highest rated" });
  await expect(page).toHaveURL((url) => url.searchParams.get("sort") === "rating");
  // The cards follow the URL in a later render (product §15.5: useDeferredValue), so the order is read until it holds.
  const ratings = async () =>
    (await cardNames(page)).map((name) => matches.find((place) => place.name === name)!.rating);
  await expect
    .poll(async () => {
      const shown = await ratings();
      return (
        shown.length === matches.length &&
        shown.every((rating, position) => position === 0 || shown[position - 1]! >= rating)
      );
    })
    .toBe(true);
});

test.describe("open now over the matches, in Columbus time from a browser in Los Angeles", () => {
  test.use({ timezoneId: "America/Los_Angeles" });

  test("Open now keeps exactly the matches whose cards say they are open", async ({ page }) => {
    expect(timedWord, "a word whose matches include three places with known hours").toBeDefined();
    const word = timedWord!;
    const matches = expectedMatches(word);
    // Saturday of next week, 1:00 PM in Columbus: 10 AM where the browser is.
    await page.clock.setFixedTime(columbus(5, 13 * 60));
    await openSearch(page, `q=${encodeURIComponent(word)}`);
    await expect(countHeading(page, matches.length, word)).toBeVisible();
    // Every card works out its state on its own after hydration, and a card drawn again starts blank until
    // it has: the states are read in one go, from one moment in which every card with known hours has one.
    const readCards = () =>
      resultCards(page).evaluateAll((items) =>
        items.map((item) => ({
          name: item.querySelector("h3")?.textContent ?? "",
          kind: item.querySelector("[data-open-state]")?.getAttribute("data-open-state") ?? "",
          state: item.querySelector("[data-open-state]")?.textContent ?? "",
        })),
      );
    let cards: Awaited<ReturnType<typeof readCards>> = [];
    await expect
      .poll(async () => {
        cards = await readCards();
        return cards.length > 0 && cards.every((card) => card.kind !== "" || card.state === "Hours not known");
      })
      .toBe(true);
    const openNames = cards
      .filter((card) => /^(Open now|Closes soon|Open 24 hours)/.test(card.state))
      .map((card) => card.name);
    expect(openNames.length).toBeGreaterThan(0);
    expect(openNames.length).toBeLessThan(matches.length);

    await openFilters(page);
    await page.getByRole("checkbox", { name: "Open now" }).check();
    await closeFilters(page);
    await expect(countHeading(page, openNames.length, word)).toBeVisible();
    expect((await cardNames(page)).sort()).toEqual(openNames.sort());
    await expect(page).toHaveURL((url) => url.searchParams.get("open") === "1" && url.searchParams.get("q") === word);
    await expect(chips(page)).toHaveText(["Open now×"]);
  });
});

test("the controls are in the page before the app runs, and a price ticked then is kept", async ({ page }) => {
  // The prices are in the page from 768 px up (this spec runs at 1280 px); on a phone they are in the Filters sheet,
  // which needs the app: filters-sheet.spec.ts covers that width.
  expect(isPhone(page), "a width with the prices in the page").toBe(false);
  const release = await holdAppScripts(page);
  await page.goto(`/search?q=${encodeURIComponent(word)}`, { waitUntil: "domcontentloaded" });
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: "Sort by" })).toBeVisible();
  await page.getByRole("checkbox", { name: price, exact: true }).check();
  release();
  await waitForHydration(page);
  await expect(countHeading(page, withPrice.length, word)).toBeVisible();
  await expect(page.getByRole("checkbox", { name: price, exact: true })).toBeChecked();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get("q") === word && url.searchParams.getAll("price").length === 1,
  );
});

test("has no WCAG 2.2 AA violations with filters and chips", async ({ page }) => {
  await openSearch(page, `q=${encodeURIComponent(word)}&price=${price === "Free" ? "free" : price.length}`);
  await expect(countHeading(page, withPrice.length, word)).toBeVisible();
  await expect(chips(page)).toHaveCount(1);
  await openFilters(page);
  await page.getByText("Features", { exact: true }).click();
  await expectNoAxeViolations(page, "/search with filters");
  await page.screenshot({ path: `test-results/search-filters-${page.viewportSize()!.width}.png`, fullPage: false });
});
