import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { parsePublishedReviews, type PublishedReview } from "../../core/reviews/published";
import { placeReviews } from "../../core/reviews/summary";
import {
  expect,
  expectNoAxeViolations,
  fixtureContent,
  holdAppScripts,
  holdRequests,
  open,
  readAllContent,
  readContent,
  test,
  waitForHydration,
  type Place,
} from "./fixtures";

/**
 * product §19.6, §19.7: visitors' reviews as a visitor sees them, on the build made from the fixture content (the
 * "paged" project of playwright.config.ts), whose `_reviews.json` gives fictional reviews to a few fictional places:
 * one with 5 or more (the average shows), one with fewer (no average) and an owner's reply, one whose name and text
 * hold markup and a script (shown as text), and a closed place. A case missing from the fixture fails its test.
 */
const reviewsByPlace = parsePublishedReviews(
  JSON.parse(readFileSync(path.join(fixtureContent, "_reviews.json"), "utf8")) as unknown,
);
const everyPlace = readAllContent(fixtureContent);
const listed = readContent(fixtureContent);
const restaurants = listed.filter((place) => place.type === "restaurant");

/** The place a test needs, with its reviews, or the test fails saying which case is missing. */
function needs(what: string, fits: (place: Place, reviews: readonly PublishedReview[]) => boolean) {
  const found = everyPlace.find((place) => fits(place, reviewsByPlace.get(place.id) ?? []));
  expect(found, `${what} in the fixture content (tests/fixture-content/places/_reviews.json)`).toBeDefined();
  return { place: found!, reviews: reviewsByPlace.get(found!.id) ?? [] };
}

const open5 = () => needs("an open place with 5 reviews or more", (p, r) => p.status === "open" && r.length >= 5);
const fewer = () =>
  needs(
    "an open place with 1 to 4 reviews, one with an owner's reply",
    (p, r) => p.status === "open" && r.length >= 1 && r.length < 5 && r.some((review) => review.reply),
  );
const withMarkup = () =>
  needs("a place whose review's name and text hold markup", (_, r) =>
    r.some((review) => review.text.includes("<script>") && review.publicName.includes("<")),
  );
const closed = () => needs("a closed place with reviews", (p, r) => p.status === "closed" && r.length > 0);
const without = () => needs("an open place without reviews", (p, r) => p.status === "open" && r.length === 0);

const reviewsSection = (page: Page) => page.getByRole("region", { name: /^Visitors' reviews \(\d+\)$/ });
const cardNames = (page: Page) => page.getByRole("main").getByRole("article").getByRole("heading").allTextContents();
/**
 * "November 20, 2026" of a fixture's instant: each is 11:00 UTC or later, so its day in Columbus is its day in UTC
 * (core/reviews/summary.test.ts proves the day is read in Columbus).
 */
const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
/** "Visited October 2026" of a `YYYY-MM`, by the test's own clock library (Intl), not the page's words. */
const visited = (month: string) =>
  `Visited ${new Date(`${month}-15T12:00:00Z`).toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" })}`;

test.describe("visitors' reviews on a place page (product §19.6)", () => {
  test("count, distribution, the average from 5 on, then the reviews newest first", async ({ page }) => {
    const { place, reviews } = open5();
    const { summary } = placeReviews(reviews);
    await open(page, `/place/${place.slug}`);
    const section = reviewsSection(page);
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(`Visitors' reviews (${reviews.length})`);
    // The guide's own rating stays at the top, labelled as the guide's.
    await expect(page.getByText("The guide's rating", { exact: true })).toBeVisible();
    await expect(section.getByText("The guide's rating", { exact: true })).toHaveCount(0);
    // Beside it, the visitors' count leads to their section.
    await page.getByRole("link", { name: `${reviews.length} visitors' reviews`, exact: true }).click();
    await expect(section.getByRole("heading", { level: 2 })).toBeInViewport();

    const rows = section.getByRole("list", { name: "Reviews by stars" }).getByRole("listitem");
    await expect(rows).toHaveText(
      [5, 4, 3, 2, 1].map((stars) => new RegExp(`^${stars} stars?:${summary.byStars[stars - 1]} reviews?$`)),
    );
    const average = (reviews.reduce((sum, review) => sum + review.stars, 0) / reviews.length).toFixed(1);
    await expect(section.getByText(average, { exact: true })).toBeVisible();
    await expect(section.getByText(`out of 5, the average of ${reviews.length} reviews`)).toBeVisible();

    const items = section.getByRole("list", { name: "Reviews, newest first" }).getByRole("listitem");
    const newestFirst = [...reviews].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    await expect(items.getByRole("heading", { level: 3 })).toHaveText(newestFirst.map((review) => review.publicName));
    const first = items.first();
    const review = newestFirst[0]!;
    await expect(first.getByText(`${review.stars} out of 5 star${review.stars === 1 ? "" : "s"}`)).toBeAttached();
    await expect(first.getByText(visited(review.visitMonth))).toBeVisible();
    await expect(first.getByText("email verified")).toBeVisible();
    await expect(first.getByText(`Published ${longDate(review.publishedAt)}`)).toBeVisible();
    await expect(first.getByText(review.text)).toBeVisible();
  });

  test("the link to the reviews reaches them while their own code is still on its way (decision 099)", async ({
    page,
  }) => {
    const { place, reviews } = open5();
    // The section is hydrated apart and its code comes after the page's: held here, as a slow phone has it.
    const held = await holdRequests(page, /\/assets\/place-reviews-[\w-]+\.js$/);
    await open(page, `/place/${place.slug}`);
    await page.getByRole("link", { name: `${reviews.length} visitors' reviews`, exact: true }).click();
    // The page's render for the link is no update to the waiting section: its pre-rendered text stays, scrolled to.
    const section = reviewsSection(page);
    await expect(section.getByRole("heading", { level: 2 })).toBeInViewport();
    await expect(section.getByRole("heading", { level: 2 }), "the next Tab goes on from the reviews").toBeFocused();
    await expect(page).toHaveURL((url) => url.hash === "#reviews-heading");
    await expect(section.getByRole("list", { name: "Reviews by stars" })).toBeVisible();
    expect(held.requests.length, "the section's code was asked for, and is still held").toBeGreaterThan(0);
    held.release();
    await expect(section.getByRole("link", { name: /Write a review/ })).toBeVisible();
  });

  test("no average below 5 reviews; an owner's reply under its review", async ({ page }) => {
    const { place, reviews } = fewer();
    await open(page, `/place/${place.slug}`);
    const section = reviewsSection(page);
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(`Visitors' reviews (${reviews.length})`);
    await expect(section.getByRole("list", { name: "Reviews by stars" })).toBeVisible();
    await expect(section.getByText(/the average of/)).toHaveCount(0);
    const replied = reviews.find((review) => review.reply)!;
    const item = section.getByRole("listitem").filter({ has: page.getByRole("heading", { name: replied.publicName }) });
    await expect(item.getByText("Reply from the owner")).toBeVisible();
    await expect(item.getByText(replied.reply!.text)).toBeVisible();
  });

  test("a place without reviews says so, with the count (0)", async ({ page }) => {
    const { place } = without();
    await open(page, `/place/${place.slug}`);
    const section = reviewsSection(page);
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("Visitors' reviews (0)");
    await expect(section.getByText("No reviews yet.")).toBeVisible();
    // product §19.1: the section offers to write one, and says how reviews are checked.
    await expect(section.getByRole("link", { name: `Write a review of ${place.name}` })).toHaveAttribute(
      "href",
      `/review?place=${place.slug}`,
    );
    await expect(section.getByRole("link", { name: "How we check reviews" })).toHaveAttribute(
      "href",
      "/reviews-policy",
    );
  });

  test("a visitor's markup and script are shown as text, never run", async ({ page }) => {
    const { place, reviews } = withMarkup();
    const review = reviews.find((candidate) => candidate.text.includes("<script>"))!;
    await open(page, `/place/${place.slug}`);
    const section = reviewsSection(page);
    await expect(section.getByRole("heading", { level: 3, name: review.publicName })).toBeVisible();
    await expect(section.getByText(review.text)).toBeVisible();
    await expect(section.locator("script, img, b, em")).toHaveCount(0);
    await expect(page).not.toHaveTitle("injected");
    // In the JSON-LD too, as data: the script's text stays inside its string.
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as {
      review?: { reviewBody: string; author: { name: string } }[];
    };
    expect(jsonLd.review?.[0]).toMatchObject({ reviewBody: review.text, author: { name: review.publicName } });
  });

  test("a closed place still shows its reviews", async ({ page }) => {
    const { place, reviews } = closed();
    await open(page, `/place/${place.slug}`);
    await expect(page.getByText("Permanently closed")).toBeVisible();
    const section = reviewsSection(page);
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(`Visitors' reviews (${reviews.length})`);
    await expect(section.getByText(reviews[0]!.text)).toBeVisible();
    // product §19.1: a closed place takes no new review.
    await expect(page.getByRole("link", { name: /^Write a review/ })).toHaveCount(0);
  });

  test("works without JavaScript, and nothing moves as the page comes alive", async ({ page, browser, baseURL }) => {
    const { place, reviews } = open5();
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const plain = await noScript.newPage();
    await plain.goto(`/place/${place.slug}`);
    const section = reviewsSection(plain);
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(`Visitors' reviews (${reviews.length})`);
    await expect(section.getByText(`out of 5, the average of ${reviews.length} reviews`)).toBeVisible();
    await expect(section.getByRole("heading", { level: 3 })).toHaveCount(reviews.length);
    await noScript.close();

    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    // The section in view as first painted, then the app comes alive under it.
    const release = await holdAppScripts(page);
    await page.goto(`/place/${place.slug}`);
    await reviewsSection(page).scrollIntoViewIfNeeded();
    const box = await reviewsSection(page).boundingBox();
    release();
    await waitForHydration(page);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
    expect(await reviewsSection(page).boundingBox()).toEqual(box);
  });

  test("search engines get the visitors' reviews and rating, never the guide's", async ({ page }) => {
    const { place, reviews } = open5();
    await page.goto(`/place/${place.slug}`);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as {
      aggregateRating?: { ratingValue: number; reviewCount: number; bestRating: number };
      review?: unknown[];
    };
    const average = Math.round((reviews.reduce((sum, review) => sum + review.stars, 0) / reviews.length) * 10) / 10;
    expect(jsonLd.aggregateRating).toMatchObject({ ratingValue: average, reviewCount: reviews.length, bestRating: 5 });
    expect(average).not.toBe(place.rating);
    expect(jsonLd.review).toHaveLength(Math.min(5, reviews.length));

    await page.goto(`/place/${fewer().place.slug}`);
    const fewerJsonLd = (await page.locator('script[type="application/ld+json"]').textContent()) ?? "";
    expect(fewerJsonLd).toContain('"review"');
    expect(fewerJsonLd).not.toContain("aggregateRating");
  });

  test("no WCAG 2.2 AA violation on a page with reviews, at 390 px and 1280 px", async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await open(page, `/place/${open5().place.slug}`);
      await expectNoAxeViolations(page, `a place page with reviews at ${width} px`);
      await open(page, `/place/${fewer().place.slug}`);
      await expectNoAxeViolations(page, `a place page with an owner's reply at ${width} px`);
    }
  });
});

test.describe("visitors' reviews in the lists (product §19.7)", () => {
  test("a card shows the visitors' count beside the guide's rating, only once there are reviews", async ({ page }) => {
    const { place, reviews } = open5();
    await open(page, "/restaurants");
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: place.name, exact: true }) });
    await expect(card.getByText(`${reviews.length} visitors' reviews`, { exact: true })).toBeVisible();
    await expect(card.getByText(/Guide rating/)).toBeVisible();
    const plain = restaurants.find((candidate) => !reviewsByPlace.has(candidate.id))!;
    const plainCard = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: plain.name, exact: true }) });
    await expect(plainCard).toBeVisible();
    await expect(plainCard.getByText(/visitor/)).toHaveCount(0);
  });

  test("Most reviewed sorts by the visitors' count, in the URL and after a reload", async ({ page }) => {
    const count = (place: Place) => reviewsByPlace.get(place.id)?.length ?? 0;
    const expected = [...restaurants].sort((a, b) => count(b) - count(a)).map((place) => place.name);
    await open(page, "/restaurants");
    const size = (await cardNames(page)).length;
    // Else the sort could not be told from the guide's order (Recommended).
    expect(expected.slice(0, size), "the fixture's most reviewed come first in the guide's order").not.toEqual(
      restaurants.slice(0, size).map((place) => place.name),
    );
    await page.getByLabel("Sort by").selectOption({ label: "Most reviewed" });
    await expect(page).toHaveURL(/\/restaurants\?sort=reviews$/);
    await expect.poll(() => cardNames(page)).toEqual(expected.slice(0, size));

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel("Sort by")).toHaveValue("reviews");
    await expect.poll(() => cardNames(page)).toEqual(expected.slice(0, size));
  });
});
