import type { Page } from "@playwright/test";
import { calendarOf, columbus } from "./city-hours";
import { expect, expectNoAxeViolations, open, test, waitForIdle } from "./fixtures";
import { combobox, namePatterns, noResults, openHome, options, typeInSearch } from "./home-page";
import { expectedSuggestions, maxSuggestions, pageMatches, places, sortedNames, tabTo } from "./search-oracle";
import { distanceMiles } from "../../app/features/map/distance";
import { isOpenAt } from "../../core/hours/open-state";

/**
 * Product §5.5: the search page reads people: a typo is forgiven, a synonym understood, words that name a filter
 * become that filter (a removable chip), and a query that finds nothing offers its correction; the home box asks the
 * same engine, so its first suggestions are the page's first results, and shows a filter's words as what they are.
 */
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search the guide" });
const resultCards = (page: Page) => page.getByRole("list", { name: "Search results" }).getByRole("listitem");
const cardNames = (page: Page) => resultCards(page).getByRole("heading").allTextContents();
const queryChips = (page: Page) => page.getByRole("list", { name: "Filters from your search" }).getByRole("button");
const countLabel = (count: number, text: string) => `${count} ${count === 1 ? "Result" : "Results"} for "${text}"`;

test("a typo is forgiven: 'piza' typed into /search finds Rubino's Pizza first", async ({ page }) => {
  await open(page, "/search");
  await tabTo(page, searchBox(page));
  await page.keyboard.type("piza");
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === "piza");
  const expected = pageMatches("piza");
  expect(expected.map((place) => place.name)).toContain("Rubino's Pizza");
  await expect(page.getByRole("heading", { level: 2, name: countLabel(expected.length, "piza") })).toBeVisible();
  await expect(resultCards(page).first().getByRole("heading")).toHaveText("Rubino's Pizza");
  expect((await cardNames(page)).toSorted()).toEqual(sortedNames(expected).toSorted());
});

test("a synonym is understood: 'kids' finds the Family Friendly places", async ({ page }) => {
  const family = places.filter((place) => place.features.includes("Family Friendly"));
  expect(family.length).toBeGreaterThan(1);
  await open(page, "/search?q=kids");
  await expect(page.getByRole("heading", { level: 2, name: countLabel(family.length, "kids") })).toBeVisible();
  expect((await cardNames(page)).toSorted()).toEqual(family.map((place) => place.name).toSorted());
});

test("a neighborhood's name becomes its filter, a chip that takes the words out of the query", async ({ page }) => {
  const name = "Short North";
  const there = places.filter((place) => place.neighborhood === name);
  expect(there.length).toBeGreaterThan(1);
  await open(page, "/search?q=bar%20short%20north");
  const bars = pageMatches("bar").filter((place) => place.neighborhood === name);
  await expect(page.getByRole("heading", { level: 2, name: countLabel(bars.length, "bar short north") })).toBeVisible();
  expect((await cardNames(page)).toSorted()).toEqual(bars.map((place) => place.name).toSorted());
  await expect(queryChips(page)).toHaveText([`${name}×`]);

  await queryChips(page).first().click();
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === "bar");
  await expect(searchBox(page)).toHaveValue("bar");
  await expect(queryChips(page)).toHaveCount(0);
  await expect(
    page.getByRole("heading", { level: 2, name: countLabel(pageMatches("bar").length, "bar") }),
  ).toBeVisible();
});

test("nothing found offers the correction, a link to its results", async ({ page }) => {
  await open(page, "/search?q=pizzzza");
  await expect(page.getByRole("heading", { name: 'No results found for "pizzzza"' })).toBeVisible();
  await expect(page.getByText("Try searching for restaurants, bars, or attractions")).toBeVisible();
  const link = page.getByRole("link", { name: "pizza", exact: true });
  await expect(page.getByRole("status")).toContainText("Did you mean pizza?");
  await tabTo(page, link);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === "pizza");
  await expect(searchBox(page)).toHaveValue("pizza");
  await expect(
    page.getByRole("heading", { level: 2, name: countLabel(pageMatches("pizza").length, "pizza") }),
  ).toBeVisible();
  await expect(resultCards(page).first().getByRole("heading")).toHaveText("Rubino's Pizza");
});

test.describe("'open now near me', with the clock and the location fixed", () => {
  test.use({ timezoneId: "America/Los_Angeles" });
  // Friday of next week, 9 PM in Columbus.
  const friday9pm = columbus(4, 21 * 60);
  const openNow = places.filter((place) => isOpenAt(calendarOf(place), friday9pm, { timeZone: "America/New_York" }));
  // The visitor stands at the last place of the guide with a point.
  const here = places.filter((place) => place.geo).at(-1)!.geo!;
  const nearestOpen = [...openNow].sort((a, b) => distanceMiles(here, a.geo!) - distanceMiles(here, b.geo!));

  test("shows the two chips and only the open places, nearest first; removing Near me keeps Open now", async ({
    page,
    context,
  }) => {
    expect(openNow.length).toBeGreaterThan(1);
    expect(openNow.length).toBeLessThan(places.length);
    expect(openNow.every((place) => place.geo)).toBe(true);
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: here.lat, longitude: here.lng });
    await page.clock.setFixedTime(friday9pm);

    const query = "open now near me";
    await open(page, `/search?q=${encodeURIComponent(query)}`);
    await expect(queryChips(page)).toHaveText(["Open now×", "Near me×"]);
    await expect(page.getByRole("heading", { level: 2, name: countLabel(openNow.length, query) })).toBeVisible();
    await expect(page.getByTestId("near-me-status")).toHaveText(/Sorted by distance from you/);
    await expect(page.getByRole("button", { name: "Near me", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect
      .poll(() => cardNames(page))
      .toEqual(nearestOpen.slice(0, Math.min(24, nearestOpen.length)).map((place) => place.name));
    await expectNoAxeViolations(page, "/search with the query's chips");

    await page.getByRole("button", { name: "Remove filter: Near me" }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("q") === "open now");
    await expect(queryChips(page)).toHaveText(["Open now×"]);
    await expect(page.getByTestId("near-me-status")).toHaveText("");
    await expect(page.getByRole("heading", { level: 2, name: countLabel(openNow.length, "open now") })).toBeVisible();
    // The guide's order again: highest rated first, equal ratings in content order.
    const byRating = [...openNow].sort((a, b) => b.rating - a.rating);
    await expect.poll(() => cardNames(page)).toEqual(byRating.slice(0, 24).map((place) => place.name));
  });
});

test.describe("the home box: the search page's engine", () => {
  test("'piza' suggests Rubino's Pizza first, as /search finds it", async ({ page }) => {
    await openHome(page);
    await typeInSearch(page, "piza");
    await expect(options(page).first()).toContainText("Rubino's Pizza");
    await expect(noResults(page)).toHaveCount(0);
  });

  test("a typo, a synonym and a feature give the same first places in the box as on /search", async ({ page }) => {
    // Five texts, each opened on /search, then typed one after the other into one home page's box: two engines each.
    test.slow();
    const texts = ["cofee", "kids", "wheelchair", "piza", "brewery"];
    const found = new Map<string, string[]>();
    for (const text of texts) {
      await open(page, `/search?q=${encodeURIComponent(text)}`);
      await expect(resultCards(page).first()).toBeVisible();
      found.set(text, await cardNames(page));
    }
    await openHome(page);
    for (const text of texts) {
      await combobox(page).fill("");
      await expect(combobox(page)).toBeFocused();
      await page.keyboard.type(text);
      // The box's rows as they settle: those of a text typed a moment before (a shorter one) may show first.
      await expect(async () => {
        const suggested = await options(page).allTextContents();
        expect(suggested.length, `suggestions for "${text}"`).toBeGreaterThan(0);
        expect(suggested.length).toBeLessThanOrEqual(maxSuggestions);
        const first = found.get(text)!.slice(0, suggested.length);
        expect(
          suggested.map((row, at) => row.startsWith(first[at]!)),
          `"${text}": ${JSON.stringify(suggested)} vs ${JSON.stringify(first)}`,
        ).toEqual(suggested.map(() => true));
      }).toPass({ timeout: 10_000 });
    }
  });

  test.describe("with the clock fixed", () => {
    // Friday of next week, 9 PM in Columbus.
    const friday9pm = columbus(4, 21 * 60);
    const openNow = places.filter((place) => isOpenAt(calendarOf(place), friday9pm, { timeZone: "America/New_York" }));

    test("'open now' shows as what it is, with /search's count, then the open places", async ({ page }) => {
      expect(openNow.length).toBeGreaterThan(1);
      await page.clock.setFixedTime(friday9pm);
      await openHome(page);
      await typeInSearch(page, "open now");
      // The rows of "open n" (typed a moment before) may still be shown: wait for those of the whole text.
      await expect(options(page).first()).toHaveText(`Open now: ${openNow.length} places`);
      const rows = await options(page).allTextContents();
      expect(rows.length).toBeLessThanOrEqual(maxSuggestions);
      const openNames = new Set(openNow.map((place) => place.name));
      for (const row of rows.slice(1))
        expect(
          [...openNames].some((name) => row.startsWith(name)),
          row,
        ).toBe(true);
      // Choosing it opens the search page, which shows as many.
      await options(page).first().click();
      await expect(page).toHaveURL((url) => url.pathname === "/search" && url.searchParams.get("q") === "open now");
      await expect(page.getByRole("heading", { level: 2, name: countLabel(openNow.length, "open now") })).toBeVisible();
    });
  });

  test("nonsense finds nothing; a word the search cannot forgive offers its correction, which fills the box", async ({
    page,
  }) => {
    await openHome(page);
    await typeInSearch(page, "zzqxv");
    await expect(noResults(page)).toHaveText('No results found for "zzqxv"');
    await waitForIdle(page);
    await expect(page.getByText(/^Did you mean/)).toHaveCount(0);

    await combobox(page).fill("");
    await typeInSearch(page, "pizzzza");
    await expect(noResults(page)).toHaveText('No results found for "pizzzza"');
    await expect(page.getByText("Try searching for restaurants, bars, or attractions")).toBeVisible();
    const correction = page.getByRole("button", { name: "pizza", exact: true });
    await expect(correction).toBeVisible();
    await expectNoAxeViolations(page, "home box with a correction");
    await correction.click();
    await expect(combobox(page)).toHaveValue("pizza");
    await expect(combobox(page)).toBeFocused();
    await expect(options(page)).toHaveText(namePatterns(expectedSuggestions("pizza")));
  });
});
