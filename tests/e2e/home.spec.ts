import type { Page } from "@playwright/test";
import { blockStorage, expect, expectNoAxeViolations, markWelcomeSeen, storageKeys, test, waitForHydration, welcomeSeenValue } from "./fixtures";
import {
  escapeRegExp,
  expectedMatches,
  maxSuggestions,
  oklchHue,
  places,
  specChipHue,
  specListPath,
  specTrendingBadge,
  tabTo,
  textMatchingNothing,
  wordMatchingMoreThan,
} from "./search-oracle";

const combobox = (page: Page) => page.getByRole("combobox", { name: "Search places" });
const listbox = (page: Page) => page.getByRole("listbox", { name: "Search suggestions" });
const options = (page: Page) => listbox(page).getByRole("option");
const highlighted = (page: Page) => page.locator('[role="option"][aria-selected="true"]');
const noResults = (page: Page) => page.getByText(/^No results found for "/);
const welcomeDialog = (page: Page) => page.getByRole("dialog", { name: "Welcome to Discover Columbus!" });
const newsletterForm = (page: Page) => page.getByRole("form", { name: "Newsletter sign-up" });
const emailField = (page: Page) => page.getByRole("textbox", { name: "Email address" });

/** The home page, hydrated, with the welcome dialog already seen (so it does not cover the page). */
async function openHome(page: Page) {
  await markWelcomeSeen(page);
  await page.goto("/");
  await waitForHydration(page);
}

/**
 * Reaches the hero search box with Tab and types `text`, as a keyboard user, then waits for the search
 * index (fetched on the box's first focus) so that arrow keys have suggestions to move through.
 */
async function typeInSearch(page: Page, text: string) {
  await tabTo(page, combobox(page));
  await page.keyboard.type(text);
  await expect(page.getByText("Loading suggestions...")).toHaveCount(0);
}

/** Asserts which suggestion is highlighted (-1: none), through aria-selected and aria-activedescendant. */
async function expectHighlight(page: Page, index: number) {
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
const namePatterns = (list: { name: string }[]) => list.map((place) => new RegExp(`^${escapeRegExp(place.name)}`));

test.describe("hero and search suggestions", () => {
  test("shows the heading, subtitle, a labelled search box and a Search button, pre-rendered", async ({ page, request }) => {
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

  test("suggests at most 6 matches, each with its name, type chip in the spec colour and neighborhood", async ({ page }) => {
    const word = wordMatchingMoreThan(maxSuggestions);
    const expected = expectedMatches(word, maxSuggestions);
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

    // SPEC §9: the list is at most 24rem high and scrolls beyond that.
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
    await expect(options(page)).toHaveText(namePatterns(expectedMatches(`${word} `, maxSuggestions)));
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
    const pick = candidates.find(({ place, query }) => expectedMatches(query, maxSuggestions).some((match) => match.id === place.id));
    expect(pick, "a place whose words find it among the first 6").toBeTruthy();
    const expected = expectedMatches(pick!.query, maxSuggestions);

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
    // started, yet the box shows (SPEC §5).
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

  test("Escape closes the list and leaves the box; back in the box the list returns with no highlight", async ({ page }) => {
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
        (candidate) => candidate.type === type && expectedMatches(candidate.name, maxSuggestions).some((match) => match.id === candidate.id),
      );
      expect(place, `a ${type} in the content`).toBeTruthy();
      const suggestions = expectedMatches(place!.name, maxSuggestions);
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
    const first = expectedMatches(word, maxSuggestions)[0]!;
    await openHome(page);

    // Hold the next page's data so the home page stays on screen after the choice.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.endsWith(".data"),
      async (route) => {
        await held;
        await route.continue();
      },
    );

    await typeInSearch(page, word);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(combobox(page)).toHaveValue("");
    await expect(listbox(page)).toBeHidden();
    await expect(noResults(page)).toHaveCount(0);
    release();
    await expect(page).toHaveURL((url) => url.pathname === specListPath[first.type] && url.searchParams.get("q") === first.name);
  });

  test("a click or tap outside closes the list, and a click or tap on a suggestion opens it", async ({ page, hasTouch }) => {
    const word = wordMatchingMoreThan(1);
    const second = expectedMatches(word, maxSuggestions)[1]!;
    await openHome(page);
    await typeInSearch(page, word);
    await expect(listbox(page)).toBeVisible();

    const heading = page.getByRole("heading", { level: 1 });
    if (hasTouch) await heading.tap();
    else await heading.click();
    await expect(listbox(page)).toBeHidden();

    if (hasTouch) await combobox(page).tap();
    else await combobox(page).click();
    await expect(listbox(page)).toBeVisible();

    const option = options(page).nth(1);
    await expect(option).toContainText(second.name);
    if (hasTouch) await option.tap();
    else await option.click();
    await expect(page).toHaveURL((url) => url.pathname === specListPath[second.type] && url.searchParams.get("q") === second.name);
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
    await page.goto("/");
    await waitForHydration(page);
    await typeInSearch(page, words);
    await expect(options(page).first()).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL((url) => url.pathname === "/search" && url.searchParams.get("q") === words);
    const wordsCount = expectedMatches(words).length;
    await expect(page.getByRole("heading", { name: `${wordsCount} ${wordsCount === 1 ? "Result" : "Results"} for "${words}"` })).toBeVisible();
  });
});

test.describe("sections below the hero", () => {
  test("Explore Columbus by Category links to the three list pages", async ({ page }) => {
    await openHome(page);
    const section = page.getByRole("region", { name: "Explore Columbus by Category" });
    const links = section.getByRole("link");
    await expect(links).toHaveCount(3);
    const cards = [
      { title: "Restaurants", href: "/restaurants" },
      { title: "Clubs & Bars", href: "/clubs-and-bars" },
      { title: "Attractions", href: "/attractions" },
    ];
    for (const [index, card] of cards.entries()) {
      await expect(links.nth(index).getByRole("heading", { name: card.title, exact: true })).toBeAttached();
      await expect(links.nth(index)).toHaveAttribute("href", card.href);
    }
    await tabTo(page, links.nth(1));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL((url) => url.pathname === "/clubs-and-bars");
  });

  test("Trending This Week shows the first eight featured places with their trending badge, and View All opens /trending", async ({ page }) => {
    // Issue 16: a bounded strip; /trending has them all.
    const featured = places.filter((place) => place.featured).slice(0, 8);
    await openHome(page);
    const strip = page.getByRole("region", { name: /^Trending places/ });
    const cards = strip.getByRole("listitem");
    await expect(cards).toHaveCount(featured.length);
    for (const [index, place] of featured.entries()) {
      await expect(cards.nth(index).getByRole("heading", { name: place.name, exact: true })).toBeAttached();
      await expect(cards.nth(index)).toContainText(specTrendingBadge[place.type]!);
    }
    const viewAll = page.getByRole("link", { name: /^View All/ });
    await expect(viewAll).toHaveAttribute("href", "/trending");
    await tabTo(page, viewAll);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL((url) => url.pathname === "/trending");
  });

  test("the trending strip is a focusable scroll region that scrolls by keyboard and by touch", async ({ page, hasTouch }) => {
    await openHome(page);
    const strip = page.getByRole("region", { name: /^Trending places/ });
    await expect(strip).toHaveAttribute("tabindex", "0");
    const layout = await strip.evaluate((element) => ({
      overflowX: getComputedStyle(element).overflowX,
      snap: getComputedStyle(element).scrollSnapType,
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      cardWidth: element.querySelector("li")!.getBoundingClientRect().width,
      rem: Number.parseFloat(getComputedStyle(document.documentElement).fontSize),
    }));
    expect(layout.overflowX).toBe("auto");
    expect(layout.snap).toBe("x mandatory");
    expect(layout.cardWidth).toBe(18 * layout.rem);
    expect(layout.scrollWidth, "the featured places overflow the strip").toBeGreaterThan(layout.clientWidth);

    const scrollLeft = () => strip.evaluate((element) => element.scrollLeft);
    await tabTo(page, strip);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect.poll(scrollLeft).toBeGreaterThan(0);

    if (hasTouch) {
      await strip.evaluate((element) => element.scrollTo({ left: 0, behavior: "instant" }));
      await expect.poll(scrollLeft).toBe(0);
      // A finger swipe from right to left across the first card.
      const box = (await strip.boundingBox())!;
      const y = Math.round(box.y + Math.min(box.height, 200) / 2);
      const startX = Math.round(box.x + box.width * 0.8);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: startX, y }] });
      for (let step = 1; step <= 10; step++) {
        await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: startX - step * 20, y }] });
      }
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      await expect.poll(scrollLeft).toBeGreaterThan(0);
    }
  });

  test("from 640 px up, previous and next buttons page through the strip by mouse, each only while there is more that way", async ({ page }, testInfo) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHome(page);
    const strip = page.getByRole("region", { name: /^Trending places/ });
    // Pointer-only controls, hidden from assistive technology (the strip itself is the keyboard's way).
    const previous = page.locator('[data-strip-button="back"]');
    const next = page.locator('[data-strip-button="forward"]');
    if (testInfo.project.name === "mobile") {
      // Phones swipe: no buttons over the cards.
      await expect(next).toBeHidden();
      await expect(previous).toBeHidden();
      return;
    }
    await strip.scrollIntoViewIfNeeded();
    await expect(previous).toHaveCount(0);
    await expect(next).toBeVisible();
    const scrollLeft = () => strip.evaluate((element) => element.scrollLeft);

    await next.click();
    await expect.poll(scrollLeft).toBeGreaterThan(0);
    await expect(previous).toBeVisible();

    // Paging on reaches the end, where the next button goes away.
    for (let presses = 0; presses < 20 && (await next.count()) > 0; presses++) await next.click();
    await expect(next).toHaveCount(0);
    expect(await strip.evaluate((element) => Math.ceil(element.scrollLeft + element.clientWidth) >= element.scrollWidth - 1)).toBe(true);

    await previous.click();
    await expect(next).toBeVisible();
  });
});

test.describe("newsletter", () => {
  test("subscribes by keyboard: 'Subscribing...' and disabled for 1 second, then the toast and an empty field", async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    const button = newsletterForm(page).getByRole("button");
    await expect(button).toHaveText("Subscribe");

    await tabTo(page, emailField(page));
    await page.keyboard.type("reader@example.com");
    const requests: string[] = [];
    page.on("request", (request) => requests.push(`${request.method()} ${request.url()}`));
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.keyboard.press("Enter");

    await expect(button).toHaveText("Subscribing...");
    await expect(button).toBeDisabled();
    await page.clock.runFor(999);
    await expect(button).toHaveText("Subscribing...");
    await expect(button).toBeDisabled();
    await expect(page.getByText("Success!")).toHaveCount(0);

    await page.clock.runFor(1);
    await page.clock.resume();
    await expect(page.getByText("Success!", { exact: true })).toBeVisible();
    await expect(page.getByText("You've been subscribed to our newsletter.")).toBeVisible();
    await expect(emailField(page)).toHaveValue("");
    await expect(button).toHaveText("Subscribe");
    await expect(button).toBeEnabled();
    expect(requests, "nothing is sent").toEqual([]);
  });

  test("an empty or malformed email is not submitted (browser validation)", async ({ page }) => {
    await openHome(page);
    const button = newsletterForm(page).getByRole("button");
    await tabTo(page, emailField(page));

    await page.keyboard.press("Enter");
    await expect(button).toHaveText("Subscribe");
    await expect(button).toBeEnabled();
    expect(await emailField(page).evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);

    await page.keyboard.type("not-an-email");
    await page.keyboard.press("Enter");
    await expect(button).toHaveText("Subscribe");
    expect(await emailField(page).evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);

    // Space on the focused button: the same validation applies.
    await page.keyboard.press("Tab");
    await expect(button).toBeFocused();
    await page.keyboard.press("Space");
    await expect(button).toHaveText("Subscribe");
    await expect(page.getByText("Success!", { exact: true })).toHaveCount(0);
  });
});

test.describe("welcome dialog", () => {
  test.use({ firstVisit: true });
  test("shows on the first visit, only after hydration, and keeps focus inside", async ({ page, request }) => {
    const html = await (await request.get("/")).text();
    expect(html).not.toContain("Welcome to Discover Columbus");

    await page.goto("/");
    await waitForHydration(page);
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

    await expectNoAxeViolations(page, "welcome dialog open");
  });

  const ways: Record<string, (page: Page, hasTouch: boolean) => Promise<void>> = {
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
    "a click or tap outside": async (page, hasTouch) => {
      const { height } = page.viewportSize()!;
      if (hasTouch) await page.touchscreen.tap(8, height - 8);
      else await page.mouse.click(8, height - 8);
    },
  };

  for (const [way, close] of Object.entries(ways)) {
    test(`closing by ${way} stores the flag, returns focus, and the dialog never shows again`, async ({ page, hasTouch }) => {
      await page.goto("/");
      await waitForHydration(page);
      await expect(welcomeDialog(page)).toBeVisible();
      expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.welcome)).toBeNull();

      await close(page, hasTouch);
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
    await page.goto("/");
    await waitForHydration(page);
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
    await page.keyboard.type("reader@example.com");
    await page.keyboard.press("Enter");
    await expect(newsletterForm(page).getByRole("button")).toHaveText("Subscribing...");
    await expect(page.getByText("Success!", { exact: true })).toBeVisible();
    await expect(emailField(page)).toHaveValue("");

    // Search suggestions and choosing one.
    const word = wordMatchingMoreThan(1);
    const first = expectedMatches(word, maxSuggestions)[0]!;
    await combobox(page).focus();
    await page.keyboard.type(word);
    await expect(options(page)).toHaveText(namePatterns(expectedMatches(word, maxSuggestions)));
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL((url) => url.pathname === specListPath[first.type] && url.searchParams.get("q") === first.name);

    // Back on the home page in the same visit, the closed dialog stays closed.
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Discover the Best of Columbus");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test("has no WCAG 2.2 AA violations, with and without the suggestion list open", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openHome(page);
  await expectNoAxeViolations(page, "home");

  await typeInSearch(page, wordMatchingMoreThan(maxSuggestions));
  await page.keyboard.press("ArrowDown");
  await expect(listbox(page)).toBeVisible();
  await expectNoAxeViolations(page, "suggestion list open");

  await page.keyboard.press("Control+A");
  await page.keyboard.type(textMatchingNothing());
  await expect(noResults(page)).toBeVisible();
  await expectNoAxeViolations(page, "no-results box open");
});
