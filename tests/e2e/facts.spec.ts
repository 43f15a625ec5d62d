import { expect, open, readAllContent, readContent, test, waitForHydration, type Place } from "./fixtures";

/**
 * product §10: facts a visitor can rely on, as the pages show them. A photo's credit and a review count's
 * separator need places the guide does not have yet: photos-and-reviews.spec.ts checks them on the fixture build.
 */
const all = readAllContent();
const listed = readContent();
const closed = all.find((place) => place.status === "closed")!;
const openPlace = listed.find((place) => place.sources.length > 1 && place.phone) ?? listed[0]!;
const withoutPhoto = listed.find((place) => !place.image)!;

const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const monthYear = (date: string) => `${months[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
/** A date as precise as it is given: "2025-09-20" -> "September 20, 2025", "2025-09" -> "September 2025", "2023". */
const longDate = (date: string) =>
  date.length === 10
    ? `${months[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}, ${date.slice(0, 4)}`
    : date.length === 7
      ? monthYear(date)
      : date;
const similarTo = (place: Place) =>
  listed.filter((other) => other.type === place.type || other.neighborhood === place.neighborhood);

test.describe("a closed place (product §10.2)", () => {
  test("says Permanently closed with its date, links to similar open places, and shows nothing of an open business", async ({
    page,
  }) => {
    const response = await page.goto(`/place/${closed.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: closed.name })).toBeVisible();
    await expect(page.getByText("Permanently closed", { exact: true })).toBeVisible();
    await expect(page.locator(`time[datetime="${closed.closedOn}"]`)).toHaveText(longDate(closed.closedOn!));

    const similar = page.getByRole("list", { name: "Similar open places" }).getByRole("link");
    const count = await similar.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(3);
    const candidates = new Set(similarTo(closed).map((place) => `/place/${place.slug}`));
    for (const href of await similar.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
      expect(candidates.has(href!), `${href} is a similar open place`).toBe(true);
    }

    await expect(page.getByRole("link", { name: "Call Now" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^Website/ })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Hours of Operation" })).toHaveCount(0);
    await expect(page.getByRole("table")).toHaveCount(0);
    // The similar places' cards carry their own ratings; the closed place shows none, nor its description.
    const intro = page.locator("header").filter({ has: page.getByRole("heading", { level: 1 }) });
    await expect(intro.getByText(/out of 5|Guide rating|reviews?\b/)).toHaveCount(0);
    await expect(page.getByText(closed.description)).toHaveCount(0);
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

    await waitForHydration(page);
    await similar.first().click();
    await expect(page).toHaveURL(/\/place\/[a-z0-9-]+$/);
    await expect(page.getByText("Permanently closed", { exact: true })).toHaveCount(0);
  });

  test("is in no list, search and the sitemap", async ({ page, request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain(`/place/${closed.slug}<`);
    expect(sitemap).toContain(`/place/${openPlace.slug}<`);
    for (const path of ["/restaurants", "/clubs-and-bars", "/attractions", "/trending", "/"]) {
      await page.goto(path);
      await expect(page.locator(`a[href="/place/${closed.slug}"]`), path).toHaveCount(0);
    }
    await open(page, `/search?q=${encodeURIComponent(closed.name)}`);
    await expect(page.getByRole("heading", { level: 1, name: "Search Results" })).toBeVisible();
    await expect(page.locator(`a[href="/place/${closed.slug}"]`)).toHaveCount(0);
  });
});

test.describe("facts and sources on a place page (product §10.1)", () => {
  test("says when the facts were checked and lists every source, each opening in a new tab", async ({ page }) => {
    await page.goto(`/place/${openPlace.slug}`);
    await expect(page.getByText(`Facts checked ${monthYear(openPlace.checkedOn)}`).first()).toBeVisible();
    const sources = page.locator("section", { has: page.getByRole("heading", { name: "Sources" }) });
    const items = sources.getByRole("listitem");
    await expect(items).toHaveCount(openPlace.sources.length);
    for (const [index, source] of openPlace.sources.entries()) {
      const item = items.nth(index);
      await expect(item).toContainText(source.publisher);
      const link = item.getByRole("link");
      if (!source.url) {
        // A submission to the guide (product §17.4): dated, no page to link.
        await expect(item).toContainText(source.title);
        await expect(link).toHaveCount(0);
        continue;
      }
      await expect(link).toContainText(source.title);
      await expect(link).toHaveAttribute("href", source.url);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      if (source.date) await expect(item).toContainText(longDate(source.date));
    }
    await waitForHydration(page);
  });

  test("links 'Suggest a correction' to the contact form with the place named", async ({ page }) => {
    await page.goto(`/place/${openPlace.slug}`);
    const correction = page.getByRole("link", { name: `Suggest a correction to ${openPlace.name}` });
    await expect(correction).toHaveAttribute("href", `/contact?place=${openPlace.slug}`);
    await waitForHydration(page);
    await correction.click();
    await expect(page).toHaveURL(new RegExp(`/contact\\?place=${openPlace.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("labels the rating as the guide's own score and shows no unsourced review count", async ({ page }) => {
    await page.goto(`/place/${openPlace.slug}`);
    await expect(page.getByText(`Rated ${openPlace.rating.toFixed(1)} out of 5 by Discover Columbus`)).toBeAttached();
    await expect(page.getByText("Guide rating").first()).toBeVisible();
    if (openPlace.reviewCount === undefined) await expect(page.getByText(/\d reviews?\b/)).toHaveCount(0);
    await page.goto("/about");
    const scale = page.getByRole("table", { name: "The guide's rating scale" });
    await expect(scale.getByRole("row")).toHaveCount(4);
    await expect(scale).toContainText("4.5 to 4.9");
  });
});

test.describe("pictures (product §10.4)", () => {
  test("a place without a photo shows its own labelled illustration, in a box that does not shift", async ({
    page,
  }) => {
    await page.goto(`/place/${withoutPhoto.slug}`);
    const illustration = page.getByRole("img", { name: /^Illustration: / });
    await expect(illustration).toBeVisible();
    await expect(illustration).toContainText("Illustration");
    const box = await illustration.boundingBox();
    expect(Math.abs(box!.width / box!.height - 3 / 2)).toBeLessThan(0.02);
    await expect(page.getByRole("img", { name: /^Photo of/ })).toHaveCount(0);

    // No two places share an illustration: each list card draws its own.
    await page.goto("/restaurants");
    const drawn = await page.locator("[data-illustration]").evaluateAll((nodes) => nodes.map((node) => node.innerHTML));
    expect(drawn.length).toBeGreaterThan(1);
    expect(new Set(drawn).size).toBe(drawn.length);
  });
});
