import { expect, holdRequests, open, test } from "./fixtures";
import {
  combobox,
  expectHighlight,
  listbox,
  namePatterns,
  noResults,
  openHome,
  options,
  typeInSearch,
} from "./home-page";
import {
  expectedMatches,
  expectedSuggestions,
  namesAFilter,
  maxSuggestions,
  oklchHue,
  places,
  specChipHue,
  specListPath,
  tabTo,
  textMatchingNothing,
  wordMatchingMoreThan,
} from "./search-oracle";

/**
 * The home page's hero: heading, search box and its suggestions (product §2). With the list open it passes axe at
 * both widths (accessibility.spec.ts), and a phone's taps work on it (touch.spec.ts).
 */

test.describe("hero and search suggestions", () => {
  test("shows the heading, subtitle, a labelled search box and a Search button, pre-rendered", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain("Discover the Best of Columbus");
    expect(html).toContain("Food, Fun &amp; More in the Heart of Ohio");

    await openHome(page);
    await expect(page).toHaveTitle("Discover Columbus");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Discover the Best of Columbus");
    await expect(page.getByText("Food, Fun & More in the Heart of Ohio")).toBeVisible();
    await expect(combobox(page)).toBeVisible();
    await expect(combobox(page)).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("button", { name: "Search", exact: true })).toBeVisible();
    await expect(listbox(page)).toBeHidden();
    for (const name of ["Explore Columbus by Category", "Trending This Week", "Stay in the Loop"]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeAttached();
    }
  });

  test("suggests at most 6 matches, each with its name, type chip in the spec colour and neighborhood", async ({
    page,
  }) => {
    const word = wordMatchingMoreThan(maxSuggestions);
    const expected = expectedSuggestions(word);
    expect(expectedMatches(word).length).toBeGreaterThan(maxSuggestions);

    await openHome(page);
    await typeInSearch(page, word);
    await expect(listbox(page)).toBeVisible();
    await expect(options(page)).toHaveText(namePatterns(expected));
    for (const [index, place] of expected.entries()) {
      const option = options(page).nth(index);
      await expect(option).toContainText(place.neighborhood);
      const chip = option.getByText(new RegExp(`^${place.type}$`, "i"));
      await expect(chip).toBeVisible();
      const hue = oklchHue(await chip.evaluate((element) => getComputedStyle(element).backgroundColor));
      const [min, max] = specChipHue[place.type]!;
      expect(hue, `${place.type} chip hue`).toBeGreaterThanOrEqual(min);
      expect(hue, `${place.type} chip hue`).toBeLessThanOrEqual(max);
    }

    // WAI-ARIA combobox wiring.
    const listboxId = await listbox(page).getAttribute("id");
    expect(listboxId).toBeTruthy();
    await expect(combobox(page)).toHaveAttribute("aria-controls", listboxId!);
    await expect(combobox(page)).toHaveAttribute("aria-expanded", "true");

    // product §9: the list is at most 24rem high and scrolls beyond that.
    const box = await listbox(page).evaluate((element) => ({
      maxHeight: getComputedStyle(element).maxHeight,
      overflowY: getComputedStyle(element).overflowY,
      rem: Number.parseFloat(getComputedStyle(document.documentElement).fontSize),
    }));
    expect(box.maxHeight).toBe(`${24 * box.rem}px`);
    expect(box.overflowY).toBe("auto");
  });

  test("moves the highlight with the arrow keys and resets it on every text change", async ({ page }) => {
    const word = wordMatchingMoreThan(maxSuggestions);
    await openHome(page);
    await typeInSearch(page, word);
    await expect(options(page)).toHaveCount(maxSuggestions);
    await expectHighlight(page, -1);

    for (let index = 0; index < maxSuggestions; index++) {
      await page.keyboard.press("ArrowDown");
      await expectHighlight(page, index);
    }
    // Arrow Down stops at the last suggestion.
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expectHighlight(page, maxSuggestions - 1);

    for (let index = maxSuggestions - 2; index >= 0; index--) {
      await page.keyboard.press("ArrowUp");
      await expectHighlight(page, index);
    }
    // Arrow Up from the first returns to no highlight, and stays there.
    await page.keyboard.press("ArrowUp");
    await expectHighlight(page, -1);
    await page.keyboard.press("ArrowUp");
    await expectHighlight(page, -1);
    await page.keyboard.press("ArrowDown");
    await expectHighlight(page, 0);

    // A trailing space changes the text but not the suggestions: the highlight still resets.
    await page.keyboard.press("ArrowDown");
    await expectHighlight(page, 1);
    await page.keyboard.type(" ");
    await expect(options(page)).toHaveText(namePatterns(expectedSuggestions(`${word} `)));
    await expectHighlight(page, -1);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Backspace");
    await expectHighlight(page, -1);
    await expect(combobox(page)).toHaveValue(word);
    await expect(combobox(page)).toBeFocused();
  });

  test("matches every word, in any order and case, across name, category, description, neighborhood and features", async ({
    page,
  }) => {
    // A query made of one word from each of four fields of one place, reversed and in mixed case.
    const candidates = places
      .filter((place) => place.features.length > 0)
      .map((place) => ({
        place,
        query: [place.name, place.category, place.neighborhood, place.features[0]!]
          .map((field, index) => {
            const first = field.split(" ")[0]!;
            return index % 2 ? first.toUpperCase() : first.toLowerCase();
          })
          .reverse()
          .join(" "),
      }));
    const pick = candidates.find(({ place, query }) =>
      expectedSuggestions(query).some((match) => match.id === place.id),
    );
    expect(pick, "a place whose words find it among the first 6").toBeTruthy();
    const expected = expectedSuggestions(pick!.query);

    await openHome(page);
    await typeInSearch(page, pick!.query);
    await expect(options(page)).toHaveText(namePatterns(expected));
    await expect(options(page).filter({ hasText: pick!.place.name }).first()).toBeVisible();
  });

  test("shows nothing under 2 characters, and the no-results box from 2 raw characters", async ({ page }) => {
    const nothing = textMatchingNothing(2);
    await openHome(page);
    await tabTo(page, combobox(page));

    await page.keyboard.type(nothing[0]!);
    await expect(listbox(page)).toBeHidden();
    await expect(noResults(page)).toHaveCount(0);

    await page.keyboard.type(nothing[1]!);
    await expect(page.getByText(`No results found for "${nothing}"`)).toBeVisible();
    await expect(page.getByText("Try searching for restaurants, bars, or attractions")).toBeVisible();
    await expect(listbox(page)).toBeHidden();
    await expect(combobox(page)).toHaveAttribute("aria-expanded", "false");

    // 'a' is in nearly every place, but 'a ' is 2 raw and 1 trimmed characters: matching has not
    // started, yet the box shows (product §5).
    await page.keyboard.press("Control+A");
    await page.keyboard.type("a");
    expect(expectedMatches("a")).toEqual([]);
    await expect(noResults(page)).toHaveCount(0);
    await expect(listbox(page)).toBeHidden();
    await page.keyboard.type(" ");
    expect(expectedMatches("a ")).toEqual([]);
    await expect(noResults(page)).toHaveText('No results found for "a "');
    await expect(listbox(page)).toBeHidden();
  });

  test("Escape closes the list and leaves the box; back in the box the list returns with no highlight", async ({
    page,
  }) => {
    const word = wordMatchingMoreThan(1);
    await openHome(page);
    await typeInSearch(page, word);
    await page.keyboard.press("ArrowDown");
    await expectHighlight(page, 0);

    await page.keyboard.press("Escape");
    await expect(listbox(page)).toBeHidden();
    await expect(combobox(page)).toHaveAttribute("aria-expanded", "false");
    await expect(combobox(page)).not.toBeFocused();
    await expect(combobox(page)).toHaveValue(word);

    await page.keyboard.press("Shift+Tab");
    await tabTo(page, combobox(page));
    await expect(listbox(page)).toBeVisible();
    await expectHighlight(page, -1);

    // Leaving the box with Tab closes the list too (it shows only while the box has focus).
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Search", exact: true })).toBeFocused();
    await expect(listbox(page)).toBeHidden();
  });

  for (const [type, path] of Object.entries(specListPath)) {
    test(`Enter opens a highlighted ${type} on ${path} with its name as that page's search`, async ({ page }) => {
      // The first place of this type that its own name finds among the first 6 suggestions.
      const place = places.find(
        (candidate) =>
          candidate.type === type &&
          // A name that names a neighborhood ("Franklin Park Conservatory") has its filter's row first.
          !namesAFilter(candidate.name) &&
          expectedSuggestions(candidate.name).some((match) => match.id === candidate.id),
      );
      expect(place, `a ${type} in the content`).toBeTruthy();
      const suggestions = expectedSuggestions(place!.name);
      const position = suggestions.findIndex((match) => match.id === place!.id);

      await openHome(page);
      await typeInSearch(page, place!.name);
      await expect(options(page)).toHaveText(namePatterns(suggestions));
      for (let press = 0; press <= position; press++) await page.keyboard.press("ArrowDown");
      await expectHighlight(page, position);
      await page.keyboard.press("Enter");

      await expect(page).toHaveURL((url) => url.pathname === path && url.searchParams.get("q") === place!.name);
      if (path !== "/coffee") {
        // The list page reads its search from the URL and shows the place.
        await expect(page.getByRole("searchbox")).toHaveValue(place!.name);
        await expect(page.getByRole("heading", { name: place!.name, exact: true })).toBeVisible();
      }
    });
  }

  test("choosing a suggestion clears the box and closes the list", async ({ page }) => {
    const word = wordMatchingMoreThan(1);
    const first = expectedSuggestions(word)[0]!;
    await openHome(page);

    // Hold the next page's data so the home page stays on screen after the choice.
    const { release } = await holdRequests(page, (url) => url.pathname.endsWith(".data"));

    await typeInSearch(page, word);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(combobox(page)).toHaveValue("");
    await expect(listbox(page)).toBeHidden();
    await expect(noResults(page)).toHaveCount(0);
    release();
    await expect(page).toHaveURL(
      (url) => url.pathname === specListPath[first.type] && url.searchParams.get("q") === first.name,
    );
  });

  // A phone's taps: touch.spec.ts.
  test("a click outside closes the list, and a click on a suggestion opens it", async ({ page }) => {
    const word = wordMatchingMoreThan(1);
    const second = expectedSuggestions(word)[1]!;
    await openHome(page);
    await typeInSearch(page, word);
    await expect(listbox(page)).toBeVisible();

    const heading = page.getByRole("heading", { level: 1 });
    await heading.click();
    await expect(listbox(page)).toBeHidden();

    await combobox(page).click();
    await expect(listbox(page)).toBeVisible();

    const option = options(page).nth(1);
    await expect(option).toContainText(second.name);
    await option.click();
    await expect(page).toHaveURL(
      (url) => url.pathname === specListPath[second.type] && url.searchParams.get("q") === second.name,
    );
  });

  test("the Search button and Enter with nothing highlighted open the full results page", async ({ page }) => {
    const word = wordMatchingMoreThan(maxSuggestions);
    const count = expectedMatches(word).length;
    await openHome(page);
    await typeInSearch(page, word);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Search", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL((url) => url.pathname === "/search" && url.searchParams.get("q") === word);
    await expect(page.getByRole("heading", { name: `${count} Results for "${word}"` })).toBeVisible();

    const words = `${word} ${expectedMatches(word)[0]!.neighborhood.split(" ")[0]!}`;
    await open(page, "/");
    await typeInSearch(page, words);
    await expect(options(page).first()).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL((url) => url.pathname === "/search" && url.searchParams.get("q") === words);
    const wordsCount = expectedMatches(words).length;
    await expect(
      page.getByRole("heading", { name: `${wordsCount} ${wordsCount === 1 ? "Result" : "Results"} for "${words}"` }),
    ).toBeVisible();
  });
});
