import type { Page } from "@playwright/test";
import { expect, holdAppScripts, open, readContent, test, waitForHydration, type ContentPlace } from "./fixtures";
import { closingMinutes, isOpenAt } from "../../core/hours/open-state";
import { calendarOf, columbus } from "./city-hours";

/**
 * Product §12 (sort, price, features, chips, the URL, a filtered first paint) and product §12.4's list parts
 * (typing before hydration, JavaScript off, unknown values), at 1280 px: the controls at both widths are
 * list-controls.spec.ts's. Expected lists are computed from the content.
 */

const listed = readContent();
const restaurants = listed.filter((p) => p.type === "restaurant");
const venues = listed.filter((p) => p.type === "bar" || p.type === "club");

const names = (list: ContentPlace[]) => list.map((p) => p.name);
const count = (n: number, one = "Restaurant", other = "Restaurants") => `${n} ${n === 1 ? one : other} Found`;
const byRating = (list: ContentPlace[]) => [...list].sort((a, b) => b.rating - a.rating);
const byName = (list: ContentPlace[]) =>
  [...list].sort((a, b) =>
    a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : 0,
  );
const slug = (feature: string) =>
  feature
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Card names in DOM order (after hydration React orders the DOM). */
const cardNames = (page: Page) => page.getByRole("main").getByRole("article").getByRole("heading").allTextContents();

/** Names of the cards a visitor sees, in the order they are drawn (top to bottom, left to right). */
async function visibleCardNames(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cards = [...document.querySelectorAll<HTMLElement>("main li[data-place-id]")].filter((li) =>
      li.checkVisibility({ visibilityProperty: true }),
    );
    return cards
      .map((li) => ({ rect: li.getBoundingClientRect(), name: li.querySelector("h2, h3")?.textContent ?? "" }))
      .sort((a, b) => a.rect.top - b.rect.top || a.rect.left - b.rect.left)
      .map((card) => card.name);
  });
}

test.describe("sort and filter (product §12)", () => {
  test("each sort orders the cards, and Recommended is the guide's order", async ({ page }) => {
    await open(page, "/restaurants");
    const sort = page.getByLabel("Sort by");
    expect(await sort.locator("option").allTextContents()).toEqual([
      "Recommended",
      "Highest rated",
      "A-Z",
      "Closing latest",
      "Most reviewed",
    ]);
    await sort.selectOption({ label: "Highest rated" });
    await expect(page).toHaveURL(/\?sort=rating$/);
    await expect.poll(() => cardNames(page)).toEqual(names(byRating(restaurants)));
    await sort.selectOption({ label: "A-Z" });
    await expect.poll(() => cardNames(page)).toEqual(names(byName(restaurants)));
    await sort.selectOption({ label: "Recommended" });
    await expect(page).toHaveURL(/\/restaurants$/);
    await expect.poll(() => cardNames(page)).toEqual(names(restaurants));
  });

  test("price takes several at once; chips remove one filter each", async ({ page }) => {
    await open(page, "/restaurants");
    const price = page.getByRole("group", { name: "Price" });
    await price.getByLabel("$", { exact: true }).check();
    await price.getByLabel("$$", { exact: true }).check();
    const cheap = restaurants.filter((p) => p.priceRange === "$" || p.priceRange === "$$");
    await expect(page).toHaveURL(/\?price=1&price=2$/);
    await expect(page.getByRole("status")).toHaveText(count(cheap.length));
    await expect.poll(() => cardNames(page)).toEqual(names(cheap));

    await page.getByRole("button", { name: "Remove filter: Price: $", exact: true }).click();
    await expect(page).toHaveURL(/\?price=2$/);
    await expect(price.getByLabel("$", { exact: true })).not.toBeChecked();
    await expect.poll(() => cardNames(page)).toEqual(names(restaurants.filter((p) => p.priceRange === "$$")));
  });

  test("features are the list's own, and a place needs every chosen one", async ({ page }) => {
    await open(page, "/clubs-and-bars");
    await page.locator("summary", { hasText: "Features" }).click();
    const offered = [...new Set(venues.flatMap((p) => p.features))].sort();
    const group = page.getByRole("group", { name: /Features/ });
    expect(
      await group.getByRole("checkbox").evaluateAll((boxes) => boxes.map((box) => box.parentElement!.textContent)),
    ).toEqual(offered);

    // The two features most venues have (from the content, whatever it holds today).
    const frequency = (feature: string) => venues.filter((p) => p.features.includes(feature)).length;
    const [first, second] = [...offered].sort((a, b) => frequency(b) - frequency(a));
    await group.getByLabel(first!).check();
    await group.getByLabel(second!).check();
    const expected = venues.filter((p) => p.features.includes(first!) && p.features.includes(second!));
    const [a, b] = [first!, second!].sort();
    await expect(page).toHaveURL(new RegExp(`feature=${slug(a!)}&feature=${slug(b!)}$`));
    await expect(page.getByRole("status")).toHaveText(count(expected.length, "Venue", "Venues"));
    await expect.poll(() => cardNames(page)).toEqual(names(expected));
    await expect(page.getByRole("button", { name: `Remove filter: ${first}` })).toBeVisible();
  });

  test("the URL round-trips every control, Back restores it and Clear Filters resets every one", async ({ page }) => {
    const neighborhood = restaurants[0]!.neighborhood;
    const query = `q=a&neighborhood=${encodeURIComponent(neighborhood).replace(/%20/g, "+")}&rating=4.0&price=2&price=3&sort=name`;
    await open(page, `/restaurants?${query}`);
    await expect(page.getByRole("searchbox", { name: "Search restaurants" })).toHaveValue("a");
    await expect(page.getByLabel("Neighborhood")).toHaveValue(neighborhood);
    await expect(page.getByLabel("Rating")).toHaveValue("4.0");
    await expect(page.getByLabel("Sort by")).toHaveValue("name");
    await expect(page.getByRole("group", { name: "Price" }).getByLabel("$$", { exact: true })).toBeChecked();
    const expected = byName(
      restaurants.filter(
        (p) =>
          [p.name, p.category, p.description].some((f) => f.toLowerCase().includes("a")) &&
          p.neighborhood === neighborhood &&
          p.rating >= 4 &&
          (p.priceRange === "$$" || p.priceRange === "$$$"),
      ),
    );
    await expect.poll(() => cardNames(page)).toEqual(names(expected));
    await expect(page.getByRole("list", { name: "Active filters" }).getByRole("button")).toHaveCount(5);

    await page.getByRole("group", { name: "Price" }).getByLabel("$$$$", { exact: true }).check();
    await expect(page).toHaveURL(/price=4/);
    await page.goBack();
    await expect(page).toHaveURL(`/restaurants?${query}`);
    await expect(page.getByRole("group", { name: "Price" }).getByLabel("$$$$", { exact: true })).not.toBeChecked();

    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/restaurants$/);
    await expect(page.getByRole("list", { name: "Active filters" })).toHaveCount(0);
    await expect(page.getByLabel("Sort by")).toHaveValue("recommended");
    await expect(page.getByRole("status")).toHaveText(count(restaurants.length));
    expect(await cardNames(page)).toEqual(names(restaurants));
  });

  test("unknown values in the URL read as 'all', and the URL says so (product §5.2)", async ({ page }) => {
    await page.goto("/restaurants?neighborhood=%00&rating=abc&sort=best&price=9");
    await expect(page).toHaveURL(/\/restaurants$/);
    await expect(page.getByRole("status")).toHaveText(count(restaurants.length));
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/restaurants$/);
    await expect(page.getByLabel("Neighborhood")).toHaveValue("all");
    await expect(page.getByLabel("Rating")).toHaveValue("all");
    expect(await cardNames(page)).toEqual(names(restaurants));
  });
});

test.describe("a filtered URL's first paint (product §12)", () => {
  test("shows the filtered count and only matching cards, in order, before the app runs", async ({ page }) => {
    const release = await holdAppScripts(page);
    // The app's scripts are held: the load event may wait for them, the first paint does not.
    await page.goto("/restaurants?rating=4.5&sort=name", { waitUntil: "domcontentloaded" });
    const expected = byName(restaurants.filter((p) => p.rating >= 4.5));
    // Before hydration: the script's count, not the pre-rendered one.
    await expect(page.getByText(count(expected.length), { exact: true })).toBeVisible();
    await expect(page.getByText(count(restaurants.length), { exact: true })).toBeHidden();
    expect(await visibleCardNames(page)).toEqual(names(expected));
    await expect(page.getByLabel("Rating")).toHaveValue("4.5");
    await expect(page.getByLabel("Sort by")).toHaveValue("name");
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);

    release();
    await waitForHydration(page);
    await expect(page.getByRole("status")).toHaveText(count(expected.length));
    expect(await cardNames(page)).toEqual(names(expected));
    expect(await visibleCardNames(page)).toEqual(names(expected));
    await expect(page.locator("#list-first-paint-style")).toHaveCount(0);
  });

  test("a filter that matches nothing paints the empty state", async ({ page }) => {
    const release = await holdAppScripts(page);
    // The app's scripts are held: the load event may wait for them, the first paint does not.
    await page.goto("/restaurants?q=zzzz-no-such-place", { waitUntil: "domcontentloaded" });
    await expect(page.getByText(count(0), { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No restaurants found" })).toBeVisible();
    expect(await visibleCardNames(page)).toEqual([]);
    release();
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "No restaurants found" })).toHaveCount(1);
    await expect(page.getByRole("status")).toHaveText(count(0));
  });

  test("Open now cannot be known before the clock is read: the list shows as pending, never wrong", async ({
    page,
  }) => {
    const release = await holdAppScripts(page);
    // The app's scripts are held: the load event may wait for them, the first paint does not.
    await page.goto("/restaurants?open=1", { waitUntil: "domcontentloaded" });
    await expect(page.getByText("Checking opening hours…", { exact: true })).toBeVisible();
    expect(await visibleCardNames(page)).toEqual([]);
    await expect(page.getByText(count(restaurants.length), { exact: true })).toBeHidden();
    release();
    await waitForHydration(page);
  });
});

test.describe("before hydration (product §12.4)", () => {
  test("text typed and a price ticked before hydration filter at once and survive hydration", async ({ page }) => {
    const release = await holdAppScripts(page);
    await page.goto("/restaurants", { waitUntil: "domcontentloaded" });
    const search = page.getByRole("searchbox", { name: "Search restaurants" });
    await search.pressSequentially("pizza", { delay: 20 });
    await page.getByRole("group", { name: "Price" }).getByLabel("$$", { exact: true }).check();
    const expected = restaurants.filter(
      (p) =>
        [p.name, p.category, p.description].some((f) => f.toLowerCase().includes("pizza")) && p.priceRange === "$$",
    );
    await expect(page).toHaveURL(/\/restaurants\?q=pizza&price=2$/);
    await expect(page.getByText(count(expected.length), { exact: true })).toBeVisible();
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);

    release();
    await waitForHydration(page);
    await expect(search).toHaveValue("pizza");
    await expect(page.getByRole("group", { name: "Price" }).getByLabel("$$", { exact: true })).toBeChecked();
    await expect(page.getByRole("status")).toHaveText(count(expected.length));
    await expect.poll(() => cardNames(page)).toEqual(names(expected));
    await expect(page).toHaveURL(/\/restaurants\?q=pizza&price=2$/);
  });

  test("on a 4x slowed CPU, typing right after the first paint is kept and applied", async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto("/restaurants", { waitUntil: "commit" });
    const search = page.getByRole("searchbox", { name: "Search restaurants" });
    await search.waitFor();
    await search.pressSequentially("pizza", { delay: 30 });
    await page.getByLabel("Rating").selectOption("4.0");
    await waitForHydration(page);
    await expect(search).toHaveValue("pizza");
    await expect(page.getByLabel("Rating")).toHaveValue("4.0");
    const expected = restaurants.filter(
      (p) => [p.name, p.category, p.description].some((f) => f.toLowerCase().includes("pizza")) && p.rating >= 4,
    );
    await expect(page.getByRole("status")).toHaveText(count(expected.length));
    await expect(page).toHaveURL(/q=pizza&rating=4\.0/);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  });
});

test.describe("without JavaScript (product §12.4)", () => {
  test("a list says its search and filters need JavaScript instead of offering a search that ignores the query", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/restaurants?q=pizza");
    // (Playwright's text locators skip <noscript>; these read it as the browser shows it.)
    await expect(page.locator("noscript p")).toHaveText(
      "Search and filters need JavaScript. Every place of this page is listed below.",
    );
    await expect(page.locator("noscript p")).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Search restaurants" })).toBeHidden();
    await expect(page.getByRole("status")).toHaveText(count(restaurants.length));
    await page.goto("/search?q=pizza");
    await expect(page.locator("noscript p")).toHaveText("Search needs JavaScript. Browse the guide by list instead:");
    await expect(page.locator(`noscript a[href="/restaurants"]`)).toBeVisible();
    await expect(page.getByRole("searchbox")).toBeHidden();
    await context.close();
  });
});

test.describe("Open now and Closing latest, in Columbus time from a browser in Los Angeles (product §12)", () => {
  test.use({ timezoneId: "America/Los_Angeles" });
  // Friday of next week, 9 PM in Columbus: 6 PM for the browser.
  const friday9pm = columbus(4, 21 * 60);
  const options = { timeZone: "America/New_York" };
  const openNow = restaurants.filter((p) => isOpenAt(calendarOf(p), friday9pm, options));
  const minutesLeft = (p: ContentPlace) => closingMinutes(calendarOf(p), friday9pm, options);

  test("the Open now filter keeps the places open at the page's clock", async ({ page }) => {
    // What the filter must keep and drop: the guide's restaurants are a mix of open and closed then.
    expect(openNow.length, "restaurants open on Friday at 9 PM").toBeGreaterThan(0);
    expect(openNow.length, "restaurants open on Friday at 9 PM").toBeLessThan(restaurants.length);
    await page.clock.setFixedTime(friday9pm);
    await open(page, "/restaurants");
    await page.getByRole("checkbox", { name: "Open now" }).check();
    await expect(page).toHaveURL(/\?open=1$/);
    await expect(page.getByRole("status")).toHaveText(count(openNow.length));
    expect(await cardNames(page)).toEqual(names(openNow));
    await expect(page.getByRole("button", { name: "Remove filter: Open now" })).toBeVisible();
  });

  test("Closing latest puts the place that closes latest first, and closed places after, in the guide's order", async ({
    page,
  }) => {
    await page.clock.setFixedTime(friday9pm);
    await open(page, "/restaurants?sort=closing");
    const latestFirst = openNow
      .map((p) => ({ p, left: minutesLeft(p) ?? -1 }))
      .sort((a, b) => b.left - a.left)
      .map(({ p }) => p);
    const closed = restaurants.filter((p) => !openNow.includes(p));
    await expect.poll(() => cardNames(page)).toEqual(names([...latestFirst, ...closed]));
  });
});
