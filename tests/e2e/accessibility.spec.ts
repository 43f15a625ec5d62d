import type { Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  open,
  readAllContent,
  readContent,
  siteRoutes,
  storageKeys,
  test,
} from "./fixtures";
import { combobox, listbox, noResults, openHome, typeInSearch, welcomeDialog } from "./home-page";
import { maxSuggestions, textMatchingNothing, wordMatchingMoreThan } from "./search-oracle";
import { deskAdmin, query, signInAtDesk, uniqueEmail } from "./server-data";

/**
 * The quality gate of WCAG 2.2 AA (axe, tests/e2e/fixtures.ts expectNoAxeViolations) on every route and on every
 * state a visitor opens (dialogs, suggestions, forms with their messages, the map and its cards, the desk), at both
 * widths: this spec runs in the 1280 px project and again in the 375 px one (playwright.config.ts). The other specs
 * prove behaviour once and leave their pages' accessibility to this one; the filters' row and sheet
 * (list-controls.spec.ts, filters-sheet.spec.ts) and the phone's menu (mobile-menu.spec.ts) are checked in theirs.
 * A route or state that is only opened and read is checked in the worker's one tab (fixtures.ts `sharedPage`); a
 * state a visitor makes (typing, clicking, something stored) in a context of its own.
 */

const places = readContent();

const routes = siteRoutes();

/** Nothing is wider than the viewport: at 375 px a page never scrolls sideways (WCAG 1.4.10 reflow). */
async function expectNoSidewaysScroll(page: Page, context: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${context} scrolls sideways`).toBe(0);
}

// Sections still waiting to fade in are transparent, which axe would read as low contrast.
test.use({ reducedMotion: "reduce" });

// A route is only opened and read: in the worker's one tab (fixtures.ts `sharedPage`, its motion reduced too).
test.describe("every route", () => {
  for (const route of [...routes, "/no-such-page"]) {
    test(`${route} has no violations and does not scroll sideways`, async ({ sharedPage: page }, testInfo) => {
      await open(page, route);
      // The worker's tab is at its project's width, or the reflow check below proves nothing at 375 px.
      expect(await page.evaluate(() => innerWidth)).toBe(testInfo.project.use.viewport!.width);
      await expectNoSidewaysScroll(page, route);
      await expectNoAxeViolations(page, route);
    });
  }
});

test.describe("states a visitor opens", () => {
  test("the empty state and disabled buttons", async ({ sharedPage: page }) => {
    await open(page, "/attractions?q=zzzz");
    await expect(page.getByRole("heading", { name: "No attractions found" })).toBeVisible();
    await expectNoAxeViolations(page, "empty state");
  });

  test.describe("the first visit", () => {
    test.use({ firstVisit: true });

    test("the welcome dialog open", async ({ page }) => {
      await open(page, "/");
      await expect(welcomeDialog(page)).toBeVisible();
      await expectNoAxeViolations(page, "welcome dialog open");
    });
  });

  test("the home page's search box, with the suggestion list open and with its no-results box", async ({ page }) => {
    await openHome(page);
    await typeInSearch(page, wordMatchingMoreThan(maxSuggestions));
    await page.keyboard.press("ArrowDown");
    await expect(listbox(page)).toBeVisible();
    await expectNoAxeViolations(page, "suggestion list open");

    await combobox(page).fill(textMatchingNothing());
    await expect(noResults(page)).toBeVisible();
    await expectNoAxeViolations(page, "no-results box open");
  });

  test("/search with results and with none", async ({ sharedPage: page }) => {
    await open(page, `/search?q=${encodeURIComponent(wordMatchingMoreThan(maxSuggestions))}`);
    await expect(page.getByRole("list", { name: "Search results" }).getByRole("listitem").first()).toBeVisible();
    await expectNoAxeViolations(page, "results");
    const nothing = textMatchingNothing();
    await open(page, `/search?q=${nothing}`);
    await expect(page.getByRole("heading", { name: `No results found for "${nothing}"` })).toBeVisible();
    await expectNoAxeViolations(page, "no results");
  });

  test("the listing form with its messages", async ({ page }) => {
    await open(page, "/list-business");
    const form = page.getByRole("form", { name: "Business Information" });
    await form.getByRole("button", { name: "Submit Business Listing" }).click();
    await expect(form.getByLabel("Business Name")).toHaveAttribute("aria-invalid", "true");
    await expectNoSidewaysScroll(page, "the listing form with its messages");
    await expectNoAxeViolations(page, "listing form with its messages");
  });

  test("the contact form with its messages", async ({ page }) => {
    await open(page, "/contact");
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Name must be at least 2 characters")).toBeVisible();
    await expectNoSidewaysScroll(page, "the contact form with its messages");
    await expectNoAxeViolations(page, "contact form with its messages");
  });

  test("a place's correction form with a fact chosen and its messages (product §16.2)", async ({ page }) => {
    const place = places[0]!;
    await open(page, `/contact?place=${place.slug}&fact=diet:vegan`);
    const form = page.getByRole("form", { name: "Send us a message" });
    await expect(form.getByLabel("What to correct")).toHaveValue("diet");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByLabel("Dishes for it")).toHaveAttribute("aria-invalid", "true");
    await expectNoSidewaysScroll(page, "the correction form with its messages");
    await expectNoAxeViolations(page, "correction form with a fact chosen and its messages");
  });

  test("a place's review form with its messages (product §19.1)", async ({ page }) => {
    const place = places[0]!;
    await open(page, `/review?place=${place.slug}`);
    const form = page.getByRole("form", { name: /Your review/ });
    await expect(page.getByRole("heading", { name: `Your review of ${place.name}` })).toBeVisible();
    await form.getByRole("button", { name: "Send my review" }).click();
    await expect(form.getByLabel("Your rating")).toHaveAttribute("aria-invalid", "true");
    await expectNoSidewaysScroll(page, "the review form with its messages");
    await expectNoAxeViolations(page, "review form with its messages");
  });

  test("a closed place's page", async ({ sharedPage: page }) => {
    const closed = readAllContent().find((place) => place.status === "closed");
    expect(closed, "a closed place in the guide's content").toBeDefined();
    await open(page, `/place/${closed!.slug}`);
    await expect(page.getByText("Permanently closed", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, "closed place page");
  });

  test("the saved places page with two places", async ({ page }) => {
    const [first, second] = places.filter((place) => place.type === "restaurant");
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      storageKeys.saved,
      JSON.stringify([first!.id, second!.id]),
    ] as const);
    await open(page, "/saved");
    await expect(page.getByRole("list", { name: "Saved places" }).getByRole("heading")).toHaveText([
      first!.name,
      second!.name,
    ]);
    await expectNoAxeViolations(page, "saved page with two places");
  });

  test.describe("the results map", () => {
    const mapRegion = (page: Page) => page.getByRole("region", { name: "Map of results" });

    test("open on /trending", async ({ page }) => {
      await open(page, "/trending?view=map");
      await expect(mapRegion(page).locator(".leaflet-marker-icon").first()).toBeVisible();
      await expectNoAxeViolations(page, "trending with the map open");
    });

    test("on a list page, with the markers' states, their key and Open now on (product §13.3-4)", async ({ page }) => {
      await open(page, "/attractions?view=map");
      await expect(mapRegion(page).locator(".leaflet-marker-icon").first()).toBeVisible();
      await expect(page.getByRole("list", { name: "What the markers show" })).toBeVisible();
      // Below 768 px the map's own switch, from 768 px the list's: one Open now at each width.
      await page.getByRole("checkbox", { name: "Open now" }).check();
      await expect(page).toHaveURL(/[?&]open=1/);
      await expect(mapRegion(page)).toBeVisible();
      await expectNoSidewaysScroll(page, "the map with Open now on");
      await expectNoAxeViolations(page, "list page's map with Open now on");
    });

    // The card stands where the cards were, under the page's h1: its heading is an h2, as theirs are, so the outline
    // never skips a level (axe's `heading-order` is a best practice, outside the WCAG tags checked below).
    for (const path of ["/trending", "/attractions"]) {
      test(`with a place's card open on ${path}`, async ({ page }) => {
        await open(page, `${path}?view=map`);
        await expect(mapRegion(page).locator(".leaflet-marker-icon").first()).toBeVisible();
        // A place's own marker (not a cluster's), reached by keyboard as map.spec.ts reaches it.
        await page.getByRole("group", { name: "Show results as" }).getByRole("button", { name: "Map" }).focus();
        let name = "";
        for (let press = 0; press < 40 && !name; press += 1) {
          await page.keyboard.press("Tab");
          name = await page.evaluate(() =>
            document.activeElement?.classList.contains("map-place-marker")
              ? (document.activeElement.getAttribute("title") ?? "")
              : "",
          );
        }
        expect(name, "a place marker is in the tab order").not.toBe("");
        await page.keyboard.press("Enter");
        await expect(
          page.getByRole("region", { name: `${name} on the map` }).getByRole("heading", { name, level: 2 }),
        ).toBeVisible();
        await expectNoAxeViolations(page, `map with a place card open on ${path}`);
      });
    }
  });
});

test.describe("the editors' desk (product §17)", () => {
  const signIn = (page: Page) => signInAtDesk(page, deskAdmin);

  test("the sign-in page and the inbox", async ({ page }) => {
    await page.goto("/admin/login");
    await expectNoAxeViolations(page, "the desk's sign-in page");
    await signIn(page);
    await expectNoSidewaysScroll(page, "the desk's inbox");
    await expectNoAxeViolations(page, "the desk's inbox");
  });

  test("a submission's page", async ({ page, baseURL }) => {
    const place = places[0]!;
    const regular = uniqueEmail("axe-regular");
    const sent = await page.request.post("/api/messages", {
      form: {
        name: "A Regular",
        email: regular,
        message: `Correction for ${place.name}: please check.`,
        place: place.slug,
      },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(sent.status()).toBe(303);
    const { id } = query<{ id: string }>("select id from submission where email = ?", regular)[0]!;
    await signIn(page);
    await page.goto(`/admin/submissions/${id}`);
    await expect(page.getByRole("link", { name: `/place/${place.slug}` }).first()).toBeVisible();
    await expectNoSidewaysScroll(page, "a submission at the desk");
    await expectNoAxeViolations(page, "a submission at the desk");
  });

  test("a correction that carries its fact: current and proposed, and Accept (product §17.4)", async ({
    page,
    baseURL,
  }) => {
    const place = places[0]!;
    const regular = uniqueEmail("axe-fact");
    const sent = await page.request.post("/api/messages", {
      form: {
        name: "A Regular",
        email: regular,
        message: "",
        fact: "hours",
        hours: "Mon-Fri 9 AM - 5 PM; Sat 10 AM - 4 PM",
        source: "The sign on their door, seen on Saturday.",
        place: place.slug,
      },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(sent.status()).toBe(303);
    const { id } = query<{ id: string }>("select id from submission where email = ?", regular)[0]!;
    await signIn(page);
    await page.goto(`/admin/submissions/${id}`);
    await expect(page.getByRole("heading", { name: "Hours: current and proposed" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Accept" })).toBeVisible();
    await expectNoSidewaysScroll(page, "a correction with its fact at the desk");
    await expectNoAxeViolations(page, "a correction with its fact at the desk");
  });
});
