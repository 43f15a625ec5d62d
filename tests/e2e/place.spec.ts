import { textThisWeek } from "./city-hours";
import { expect, fixtureContent, holdAppScripts, open, readContent, test, waitForHydration } from "./fixtures";

/**
 * A place's page (product §2): its sections, its hours, what it leaves out when a place has no phone, website or
 * map, and where an unknown slug leads. On the build made from the fixture content (the "paged" project of
 * playwright.config.ts), whose fictional places include a complete one and one without each part, so every case
 * runs whatever the guide's own places hold; a case missing from the fixture content fails its test.
 */
const places = readContent(fixtureContent);
const days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
/** This week's texts of a place's hours table, Monday first, as the build reads its `openingHours`. */
const weekOf = (place: (typeof places)[number]) => days.map((_, index) => textThisWeek(place, index));

/** The place a test needs, found in the fixture content, or the test fails saying which is missing. */
function needs<T>(found: T | undefined, what: string): T {
  expect(found, `${what} in the fixture content (tests/fixture-content/places)`).toBeDefined();
  return found!;
}

const complete = places.find((p) => p.phone && p.website && p.mapEmbedUrl && p.featured);
const withClosedDay = places.find((p) => weekOf(p).includes("Closed") && weekOf(p).some((text) => text !== "Closed"));
const withoutPhone = places.find((p) => !p.phone);
const withoutWebsite = places.find((p) => !p.website);
const withoutMap = places.find((p) => !p.mapEmbedUrl);
// A coffee place whose hours are known (none says "Hours not known" instead of a table, product §12).
const coffeePlace = places.find((p) => p.type === "coffee" && p.openingHours !== undefined);

test.describe("place detail (product §2)", () => {
  test("shows every section of a complete place", async ({ sharedPage: page }) => {
    const full = needs(complete, "a complete place (phone, website, map, featured)");
    await page.goto(`/place/${full.slug}`);
    await expect(page).toHaveTitle(new RegExp(full.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    await expect(page.getByRole("heading", { level: 1, name: full.name })).toBeVisible();
    await expect(page.getByText(full.category, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(full.description)).toBeVisible();
    await expect(page.getByText("Featured", { exact: true })).toBeVisible();
    if (full.priceRange) await expect(page.getByText(`Price range: ${full.priceRange}`)).toBeVisible();
    await expect(page.getByText(`Rated ${full.rating.toFixed(1)} out of 5 by Discover Columbus`)).toBeAttached();
    // product §10.4: the place's own photo, named by what it shows, or its labelled illustration.
    await expect(
      page.getByRole("img", { name: full.image ? full.image.alt : /^Illustration: / }).first(),
    ).toBeVisible();

    await expect(page.getByRole("heading", { name: "Features & Amenities" })).toBeVisible();
    for (const feature of full.features) await expect(page.getByText(feature, { exact: true }).first()).toBeVisible();

    const contact = page.locator("section", { has: page.getByRole("heading", { name: "Contact Information" }) });
    if (full.address) await expect(contact).toContainText(full.address);
    await expect(contact).toContainText(full.neighborhood);
    await expect(contact.getByRole("link", { name: full.phone! })).toHaveAttribute("href", /^tel:\+1\d{10}$/);
    await expect(contact.getByRole("link", { name: /opens in a new tab/ })).toHaveAttribute("href", full.website!);

    const call = page.getByRole("link", { name: "Call Now" });
    await expect(call).toHaveAttribute("href", /^tel:/);
    const website = page.getByRole("link", { name: /^Website/ });
    await expect(website).toHaveAttribute("href", full.website!);
    await expect(website).toHaveAttribute("target", "_blank");
    await expect(website).toHaveAttribute("rel", /noopener/);

    const map = page.locator(`iframe[title="Map showing location of ${full.name}"]`);
    await expect(map).toHaveAttribute("loading", "lazy");
    await expect(map).toHaveAttribute("src", full.mapEmbedUrl!);
    await waitForHydration(page);
  });

  test("the map frame comes in when the page is live, in a box of its size; without JavaScript it is there", async ({
    page,
    browser,
  }) => {
    // decision 041: a lazy frame in the HTML was fetched before the page's first paint.
    const full = needs(complete, "a complete place (phone, website, map, featured)");
    const title = `Map showing location of ${full.name}`;
    const release = await holdAppScripts(page);
    await page.goto(`/place/${full.slug}`);
    const placeholder = page.locator("[data-map-placeholder]");
    await expect(placeholder).toBeAttached();
    await expect(page.locator("iframe")).toHaveCount(0);
    await placeholder.scrollIntoViewIfNeeded();
    const box = await placeholder.boundingBox();
    const heading = await page.getByRole("heading", { name: "Location" }).boundingBox();
    expect(box!.height).toBeGreaterThan(300);

    release();
    await waitForHydration(page);
    const frame = page.locator(`iframe[title="${title}"]`);
    await expect(frame).toBeAttached();
    await expect(placeholder).toHaveCount(0);
    expect(await frame.boundingBox()).toEqual(box);
    expect(await page.getByRole("heading", { name: "Location" }).boundingBox()).toEqual(heading);

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(`/place/${full.slug}`);
    await expect(plain.locator(`iframe[title="${title}"]`)).toHaveAttribute("loading", "lazy");
    await noScript.close();
  });

  test("lists the hours Monday first, with Closed for a missing day", async ({ sharedPage: page }) => {
    const missingDay = needs(withClosedDay, "a place closed one day of the week");
    await page.goto(`/place/${missingDay.slug}`);
    const rows = page
      .locator("section", { has: page.getByRole("heading", { name: "Hours of Operation" }) })
      .getByRole("row");
    await expect(rows).toHaveCount(7);
    for (const [index, day] of days.entries()) {
      // Columbus's today carries a "Today" label after hydration (product §12).
      await expect(rows.nth(index).getByRole("rowheader")).toHaveText(new RegExp(`^${day}( Today)?$`));
      await expect(rows.nth(index).getByRole("cell")).toHaveText(weekOf(missingDay)[index]!);
    }
  });

  test("shows a coffee place's hours in the content's clock", async ({ sharedPage: page }) => {
    const coffee = needs(coffeePlace, "a coffee place with known hours");
    await page.goto(`/place/${coffee.slug}`);
    const monday = page.getByRole("row", { name: /Monday/ });
    await expect(monday.getByRole("cell")).toHaveText(weekOf(coffee)[0]!);
    await expect(monday.getByRole("cell")).toHaveText(/^\d{1,2}:\d\d [AP]M - \d{1,2}:\d\d [AP]M$/);
  });

  test("leaves out Call Now and Website when the place has none", async ({ sharedPage: page }) => {
    const noPhone = needs(withoutPhone, "a place without a phone");
    const noWebsite = needs(withoutWebsite, "a place without a website");
    await page.goto(`/place/${noPhone.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: noPhone.name })).toBeVisible();
    await expect(page.getByRole("link", { name: "Call Now" })).toHaveCount(0);
    await page.goto(`/place/${noWebsite.slug}`);
    await expect(page.getByRole("link", { name: /^Website/ })).toHaveCount(0);
  });

  test("leaves out the map when the place has none", async ({ sharedPage: page }) => {
    const noMap = needs(withoutMap, "a place without a map");
    await page.goto(`/place/${noMap.slug}`);
    await expect(page.getByRole("heading", { name: "Location" })).toHaveCount(0);
    await expect(page.locator("iframe")).toHaveCount(0);
  });

  test("Back returns to the list the visitor came from", async ({ page }) => {
    const restaurant = places.find((p) => p.type === "restaurant")!;
    await open(page, "/restaurants?q=a");
    await page.getByRole("link", { name: restaurant.name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: restaurant.name })).toBeVisible();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/restaurants\?q=a$/);
  });

  test("an unknown slug redirects to /restaurants, replacing the history entry", async ({ page, problems }) => {
    // The fallback page looks the slug up before it redirects: that miss is the point of the test.
    problems.allow("/place/no-such-place");
    await open(page, "/trending");
    const length = await page.evaluate(() => history.length);
    await page.goto("/place/no-such-place");
    await expect(page).toHaveURL(/\/restaurants$/);
    await expect(page.getByRole("heading", { level: 1, name: "Columbus Restaurants" })).toBeVisible();
    expect(await page.evaluate(() => history.length)).toBe(length + 1);
    await page.goBack();
    await expect(page).toHaveURL(/\/trending$/);
  });

  test("an unknown slug opened directly never shows the not-found page on its way", async ({ page }) => {
    // Hold the next page back, so anything the fallback page would paint meanwhile could be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked!: () => void;
    const redirected = new Promise<void>((resolve) => (asked = resolve));
    await page.route(/\/restaurants$/, async (route) => {
      asked();
      await held;
      await route.continue();
    });
    const seen: string[] = [];
    let notFound!: () => void;
    const notFoundShown = new Promise<void>((resolve) => (notFound = resolve));
    await page.exposeFunction("reportVisible", (text: string) => {
      seen.push(text);
      if (text.includes("Page not found")) notFound();
    });
    let parsed!: () => void;
    const fallbackParsed = new Promise<void>((resolve) => (parsed = resolve));
    await page.exposeFunction("reportParsed", () => parsed());
    await page.addInitScript(() => {
      const check = () => {
        const heading = document.querySelector("h1");
        if (
          heading &&
          heading.getClientRects().length > 0 &&
          getComputedStyle(document.documentElement).display !== "none"
        ) {
          (window as unknown as { reportVisible: (text: string) => void }).reportVisible(heading.textContent ?? "");
        }
      };
      new MutationObserver(check).observe(document, { childList: true, subtree: true });
      document.addEventListener("DOMContentLoaded", check);
      // The parser is done: the whole page read, or stopped where the page left (a navigation stops it).
      document.addEventListener("readystatechange", () => {
        if (document.readyState === "complete") (window as unknown as { reportParsed: () => void }).reportParsed();
      });
    });
    await page.goto("/place/no-such-place", { waitUntil: "commit" });
    // Whatever the fallback page shows, it has shown once it has asked for /restaurants and its parser is done;
    // a not-found heading shown ends the wait at once.
    await Promise.race([Promise.all([redirected, fallbackParsed]), notFoundShown]);
    release();
    await expect(page).toHaveURL(/\/restaurants$/);
    await expect(page.getByRole("heading", { level: 1, name: "Columbus Restaurants" })).toBeVisible();
    expect(seen.filter((text) => text.includes("Page not found"))).toEqual([]);
  });

  for (const path of ["/place", "/place/"]) {
    test(`a missing slug (${path}) redirects to /restaurants, opened directly or inside the app`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL(/\/restaurants$/);
      await expect(page.getByRole("heading", { level: 1, name: "Columbus Restaurants" })).toBeVisible();

      await open(page, "/trending");
      await page.evaluate((to) => {
        // A client-side navigation, as a stale in-app link would make.
        window.history.pushState({}, "", to);
        window.dispatchEvent(new PopStateEvent("popstate"));
      }, path);
      await expect(page).toHaveURL(/\/restaurants$/);
      await expect(page.getByRole("heading", { level: 1, name: "Columbus Restaurants" })).toBeVisible();
    });
  }

  test("an unknown slug reached by a link inside the app also redirects", async ({ page }) => {
    await open(page, "/trending");
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "/place/not-a-real-slug";
      link.textContent = "stale link";
      document.querySelector("main")!.prepend(link);
    });
    await page.getByRole("link", { name: "stale link" }).click();
    await expect(page).toHaveURL(/\/place\/not-a-real-slug|\/restaurants$/);
    await expect(page).toHaveURL(/\/restaurants$/);
  });
});
