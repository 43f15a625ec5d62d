import type { Page } from "@playwright/test";
import { expect, markWelcomeSeen, open, test } from "./fixtures";
import {
  maxSuggestions,
  oklchHue,
  pageMatches as expectedMatches,
  pageWordMatchingMoreThan as wordMatchingMoreThan,
  pageWordMatchingOne as wordMatchingOne,
  places,
  specChipHue,
  tabTo,
  textMatchingNothing,
} from "./search-oracle";

// /search's rules are product §5.5's (./search-oracle.ts pageMatches): which places it finds is the rule's; their
// order is relevance's, so these tests compare the cards as a set, and orders only where the spec sets one (A-Z).

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search the guide" });
const resultCards = (page: Page) => page.getByRole("list", { name: "Search results" }).getByRole("listitem");
const countLabel = (count: number, text: string) => `${count} ${count === 1 ? "Result" : "Results"} for "${text}"`;

/** The results page for `text`, hydrated. */
async function openSearch(page: Page, text: string | null) {
  await markWelcomeSeen(page);
  await open(page, text === null ? "/search" : `/search?q=${encodeURIComponent(text)}`);
}

/** Asserts the cards are exactly the expected places (in any order), each with its type chip. */
async function expectCards(page: Page, expected: typeof places) {
  await expect(resultCards(page)).toHaveCount(expected.length);
  const shown = await resultCards(page).getByRole("heading").allTextContents();
  expect(shown.toSorted()).toEqual(expected.map((place) => place.name).toSorted());
  for (const place of expected) {
    const card = resultCards(page).filter({ has: page.getByRole("heading", { name: place.name, exact: true }) });
    await expect(card.getByRole("heading", { name: place.name, exact: true })).toBeAttached();
    await expect(card.getByRole("link", { name: place.name, exact: true })).toHaveAttribute(
      "href",
      `/place/${place.slug}`,
    );
    await expect(card.getByText(new RegExp(`^${place.type}$`, "i"))).toBeAttached();
  }
}

test("lists every match as cards with type chips, beyond the 6 suggestions, with a count", async ({ page }) => {
  const word = wordMatchingMoreThan(maxSuggestions);
  const expected = expectedMatches(word);
  expect(expected.length).toBeGreaterThan(maxSuggestions);

  await openSearch(page, word);
  await expect(page).toHaveTitle(`${word}: Search | Discover Columbus`);
  await expect(page.getByRole("heading", { level: 2, name: countLabel(expected.length, word) })).toBeVisible();
  await expectCards(page, expected);

  // product §9 chip colours on the cards too, as a visitor sees them: on screen. The results may be drawn again
  // after their count shows (a chip was once detached while being scrolled to), and a card off screen is skipped
  // by the browser (app.css, content-visibility): a colour read from one not yet drawn once came back as no
  // oklch() at all. So each chip is scrolled to and read until drawn (NaN meanwhile, which passes neither bound).
  for (const place of expected) {
    const chip = resultCards(page)
      .filter({ has: page.getByRole("heading", { name: place.name, exact: true }) })
      .getByText(new RegExp(`^${place.type}$`, "i"));
    const hue = async () => {
      try {
        await chip.scrollIntoViewIfNeeded({ timeout: 1000 });
        return oklchHue(await chip.evaluate((element) => getComputedStyle(element).backgroundColor));
      } catch {
        return Number.NaN;
      }
    };
    const [min, max] = specChipHue[place.type]!;
    await expect.poll(hue, { message: `${place.name}: ${place.type} chip hue` }).toBeGreaterThanOrEqual(min);
    await expect.poll(hue, { message: `${place.name}: ${place.type} chip hue` }).toBeLessThanOrEqual(max);
  }
});

test("matches every word of the query in any order and case", async ({ page }) => {
  const place = places.find((candidate) => candidate.features.length > 0)!;
  const query = `${place.features[0]!.split(" ")[0]!.toUpperCase()} ${place.neighborhood.split(" ")[0]!.toLowerCase()}`;
  const expected = expectedMatches(query);
  expect(expected.map((match) => match.id)).toContain(place.id);

  await openSearch(page, query);
  await expect(page.getByRole("heading", { level: 2, name: countLabel(expected.length, query) })).toBeVisible();
  await expectCards(page, expected);
});

test("uses the singular for exactly one result", async ({ page }) => {
  const word = wordMatchingOne();
  const expected = expectedMatches(word);
  expect(expected).toHaveLength(1);

  await openSearch(page, word);
  await expect(page.getByRole("heading", { level: 2, name: `1 Result for "${word}"` })).toBeVisible();
  await expectCards(page, expected);
});

test("shows the no-results texts when nothing matches", async ({ page }) => {
  const nothing = textMatchingNothing();
  await openSearch(page, nothing);
  await expect(page.getByRole("heading", { name: `No results found for "${nothing}"` })).toBeVisible();
  await expect(page.getByText("Try searching for restaurants, bars, or attractions")).toBeVisible();
  await expect(resultCards(page)).toHaveCount(0);

  // 2 raw but 1 trimmed character: matching has not started, so nothing is found (product §5).
  await openSearch(page, "a ");
  await expect(page.getByRole("heading", { name: 'No results found for "a "' })).toBeVisible();
  await expect(resultCards(page)).toHaveCount(0);
});

test("asks for at least 2 characters when the query is shorter", async ({ page }) => {
  for (const text of [null, "", "a"]) {
    await openSearch(page, text);
    await expect(page.getByText("Type at least 2 characters to search")).toBeVisible();
    await expect(resultCards(page)).toHaveCount(0);
    await expect(page.getByText(/No results found/)).toHaveCount(0);
  }
});

test("the words shown without a query move nothing: the pre-rendered shell keeps their room (no layout shift)", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await openSearch(page, null);
    await expect(page.getByText("Type at least 2 characters to search")).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(
      await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts),
      `${width} px`,
    ).toEqual([]);
  }
});

test("is pre-rendered as a shell without the query's results, and kept out of search engines", async ({
  page,
  request,
}) => {
  const word = wordMatchingMoreThan(maxSuggestions);
  const response = await request.get(`/search?q=${encodeURIComponent(word)}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
  expect(html).toContain("Search Results");
  expect(html).not.toContain("Results for &quot;");
  expect(html).not.toContain("<article");

  // After hydration the same page shows the query's results.
  await openSearch(page, word);
  await expect(resultCards(page)).toHaveCount(expectedMatches(word).length);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("refines the search from its own box by keyboard, in the URL, without refetching", async ({ page }) => {
  const first = wordMatchingMoreThan(maxSuggestions);
  const second = wordMatchingOne();
  await openSearch(page, first);
  await expect(searchBox(page)).toHaveValue(first);
  const historyLength = await page.evaluate(() => history.length);

  const dataRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(request.url());
  });

  await tabTo(page, searchBox(page));
  await page.keyboard.press("Control+A");
  await page.keyboard.type(second);
  await expect(page).toHaveURL((url) => url.pathname === "/search" && url.searchParams.get("q") === second);
  await expect(page.getByRole("heading", { level: 2, name: countLabel(1, second) })).toBeVisible();
  await expectCards(page, expectedMatches(second));

  // Emptying the box asks for 2 characters again.
  await page.keyboard.press("Control+A");
  await page.keyboard.press("Backspace");
  await expect(page.getByText("Type at least 2 characters to search")).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/search" && !url.searchParams.has("q"));

  expect(await page.evaluate(() => history.length), "typing replaces the history entry").toBe(historyLength);
  expect(dataRequests, "no refetch on a query change").toEqual([]);
});

test("a result card opens the place page", async ({ page }) => {
  const word = wordMatchingOne();
  const [place] = expectedMatches(word);
  await openSearch(page, word);
  const link = resultCards(page).first().getByRole("link", { name: place!.name, exact: true });
  await tabTo(page, link);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL((url) => url.pathname === `/place/${place!.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: place!.name })).toBeVisible();
});

test("a card's link a keyboard user reached keeps the focus when the List / Map switch's code arrives", async ({
  page,
}) => {
  // The switch's code held back until the link has the focus: the cards are the fallback's until then (WCAG 2.4.3).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/place-results-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const word = wordMatchingOne();
  const [place] = expectedMatches(word);
  await openSearch(page, word);
  const link = resultCards(page).first().getByRole("link", { name: place!.name, exact: true });
  await tabTo(page, link);
  await expect(page.getByRole("group", { name: "Show results as" })).toHaveCount(0);
  release();
  await expect(page.getByRole("group", { name: "Show results as" })).toBeVisible();
  await expect(link).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL((url) => url.pathname === `/place/${place!.slug}`);
});

test.describe("in pages, from a file of every place (product §15.2)", () => {
  const cardNames = (page: Page) => resultCards(page).getByRole("heading").allTextContents();
  const pager = (page: Page) => page.getByRole("navigation", { name: "Pages" });
  /**
   * Clicks a link of the pager once the pager has stopped moving. At 1280 px it sits under 8 rows of cards that take
   * their real height only once scrolled near (app.css, `content-visibility: auto`), so scrolling to it moves it by
   * a few hundred pixels in the next frame, and a click aimed before that lands on a card's link (the trace of a run
   * under load: "<a href="/place/…"> intercepts pointer events"; the click was retried then, but one aimed just
   * before the move opens a place page). The pager's place is read twice, two frames apart, until it holds. The pager
   * is drawn again when the answer's cards are (a run under load: "Element is not attached to the DOM" while
   * scrolling to it), so the scroll is tried again with the reading.
   */
  async function clickPagerLink(page: Page, name: string) {
    const link = pager(page).getByRole("link", { name, exact: true });
    const frames = () =>
      page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect
      .poll(
        async () => {
          const scrolled = await link.scrollIntoViewIfNeeded({ timeout: 2_000 }).then(
            () => true,
            () => false,
          );
          if (!scrolled) return false;
          const before = await link.boundingBox();
          await frames();
          const after = await link.boundingBox();
          return before !== null && after !== null && before.y === after.y && before.x === after.x;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await link.click();
  }
  const byName = (list: typeof places) =>
    [...list].sort((a, b) =>
      a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : 0,
    );

  test("the page carries no place; the cards' file is fetched after hydration", async ({ page, request }) => {
    const html = await (await request.get("/search")).text();
    const data = await (await request.get("/search.data")).text();
    for (const place of places) {
      expect(html, `/search HTML names ${place.slug}`).not.toContain(place.slug);
      expect(data, `/search.data names ${place.slug}`).not.toContain(place.slug);
    }

    const files: string[] = [];
    page.on("request", (sent) => {
      if (/^\/data\/lists\/all-\d+\.json$/.test(new URL(sent.url()).pathname)) files.push(sent.url());
    });
    const word = wordMatchingOne();
    await openSearch(page, word);
    await expectCards(page, expectedMatches(word));
    expect(files, "one fetch of the file of every place").toHaveLength(1);
  });

  test("more matches than a page: pages in the URL with rel next/prev, Back, the count of every match, sort over all", async ({
    page,
  }) => {
    const word = wordMatchingMoreThan(24);
    const expected = expectedMatches(word);
    await openSearch(page, word);
    await expect(page.getByRole("heading", { level: 2, name: countLabel(expected.length, word) })).toBeVisible();
    const size = await resultCards(page).count();
    expect(size, "one page of cards, not every match").toBeLessThan(expected.length);
    const pages = Math.ceil(expected.length / size);
    // The order is relevance's: each page holds matches only, no page repeats another's, together they are all.
    const names = new Set(expected.map((place) => place.name));
    const first = await cardNames(page);
    expect(first.filter((name) => !names.has(name))).toEqual([]);
    await expect(pager(page).locator('a[rel="prev"]')).toHaveCount(0);
    await expect(pager(page).locator('a[rel="next"]')).toHaveAttribute("href", `/search?q=${word}&page=2`);
    await expect(pager(page).getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");

    await clickPagerLink(page, "Next page");
    await expect(page).toHaveURL((url) => url.searchParams.get("q") === word && url.searchParams.get("page") === "2");
    await expect.poll(async () => (await cardNames(page))[0]).not.toBe(first[0]);
    const second = await cardNames(page);
    expect(second).toHaveLength(Math.min(size, expected.length - size));
    expect(second.filter((name) => !names.has(name) || first.includes(name))).toEqual([]);
    await expect(page.getByRole("heading", { level: 2, name: countLabel(expected.length, word) })).toBeVisible();
    await expect(pager(page).locator('a[rel="prev"]')).toHaveAttribute("href", `/search?q=${word}`);

    await clickPagerLink(page, `Page ${pages}`);
    await expect(page).toHaveURL((url) => url.searchParams.get("page") === String(pages));
    await expect.poll(async () => (await cardNames(page)).length).toBe(expected.length - (pages - 1) * size);
    const last = await cardNames(page);
    expect(last.filter((name) => !names.has(name) || first.includes(name) || second.includes(name))).toEqual([]);
    if (pages === 3) expect(new Set([...first, ...second, ...last])).toEqual(names);
    await expect(pager(page).locator('a[rel="next"]')).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL((url) => url.searchParams.get("page") === "2");
    await expect.poll(() => cardNames(page)).toEqual(second);

    // A sort orders every match and starts again from page 1.
    await page.getByLabel("Sort by").selectOption("name");
    await expect(page).toHaveURL((url) => url.searchParams.get("sort") === "name" && !url.searchParams.has("page"));
    const sorted = byName(expected);
    await expect.poll(() => cardNames(page)).toEqual(sorted.slice(0, size).map((place) => place.name));
    await clickPagerLink(page, "Next page");
    await expect.poll(() => cardNames(page)).toEqual(sorted.slice(size, 2 * size).map((place) => place.name));

    // Typing is a new search: page 1 again, in the same history entry.
    await searchBox(page).press("End");
    await searchBox(page).press("Backspace");
    const shorter = word.slice(0, -1);
    await expect(page).toHaveURL((url) => url.searchParams.get("q") === shorter && !url.searchParams.has("page"));
    await expect(
      page.getByRole("heading", { level: 2, name: countLabel(expectedMatches(shorter).length, shorter) }),
    ).toBeVisible();
    await expect
      .poll(() => cardNames(page))
      .toEqual(
        byName(expectedMatches(shorter))
          .slice(0, size)
          .map((place) => place.name),
      );
  });
});
