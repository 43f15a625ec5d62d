import type { Page } from "@playwright/test";
import { photoUrl } from "../../core/places/photo";
import {
  expect,
  fixtureContent,
  holdAppScripts,
  readContent,
  test,
  waitForHydration,
  type ContentPlace,
} from "./fixtures";

/** The fixture's photos are files on other sites, with the page that states their licence. */
type LinkedPhoto = Extract<NonNullable<ContentPlace["image"]>, { sourceUrl: string }>;

/**
 * product §10.3 and §10.4 as the pages show them: a photo with its credit, licence and source, also when its
 * file does not load; no image serving two places; a review count with its thousands separator and its
 * source. The guide's own places have no photo and no review count yet, so this spec runs in the "paged"
 * project only, on the build made from the fixture content (tests/fixture-content/places), and fails when
 * that content lacks what it checks.
 */

const listed = readContent(fixtureContent);
const attractions = listed.filter((place) => place.type === "attraction");
/** A fixture place with a photo (the tests have no internet: its file fails to load, as a removed photo would). */
const withPhoto = listed.find((place) => place.type === "coffee" && place.image);
/** The fixture's review count of four digits: its separator is what the card must show. */
const counted = attractions.find((place) => place.reviewCount === 1234 && place.reviewSource);
/** A review count under a thousand: no separator. */
const small = attractions.find((place) => place.reviewCount !== undefined && place.reviewCount < 1000);

/** The build's cards per page, as a list page says it. */
async function pageSize(page: Page): Promise<number> {
  return Number(await page.locator("[data-page-size]").getAttribute("data-page-size"));
}

/** The coffee places' cards on /coffee (the Support page has no page-size attribute: its first page's cards count). */
const coffeeCards = (page: Page) => page.getByRole("list", { name: "Coffee places" }).getByRole("article");

/** The cards of /coffee's first page: more than one, fewer than all (coffee-paging.spec.ts checks the paging). */
async function coffeePageSize(page: Page): Promise<number> {
  await coffeeCards(page).first().waitFor();
  const size = await coffeeCards(page).count();
  expect(size, "coffee cards on the first page").toBeGreaterThan(1);
  return size;
}

test.describe("a photo (product §10.4)", () => {
  test("a place page credits its photo with its licence and links the source, also when the file fails to load", async ({
    page,
  }) => {
    expect(withPhoto, "a coffee place with a photo in the fixture content").toBeDefined();
    const photo = withPhoto!.image! as LinkedPhoto;
    await page.goto(`/place/${withPhoto!.slug}`);
    const image = page.getByRole("img", { name: photo.alt });
    await expect(image).toBeVisible();
    const credit = page.getByRole("link", { name: new RegExp(`^Photo: ${photo.credit}`) });
    await expect(credit).toContainText(`Photo: ${photo.credit}, ${photo.license}`);
    await expect(credit).toHaveAttribute("href", photo.sourceUrl);
    await expect(credit).toHaveAttribute("target", "_blank");

    // Offline (no internet in the tests), the file fails: the type's local stand-in shows, and the credit stays.
    await waitForHydration(page);
    await expect(image).toHaveAttribute("src", `/images/fallback-${withPhoto!.type}.svg`);
    // The stand-in's file loads after its src is set: read its size once it has.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(credit).toBeVisible();
  });

  test("shows a local fallback when the photo cannot load, also when it failed before hydration", async ({ page }) => {
    expect(withPhoto, "a coffee place with a photo in the fixture content").toBeDefined();
    const place = withPhoto!;
    // Hold the app's scripts back until the photo has already failed.
    let release!: () => void;
    const photoFailed = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await photoFailed;
      await route.continue();
    });
    page.on("requestfailed", (request) => {
      if (request.url() === photoUrl(place.image!)) release();
    });
    await page.goto(`/place/${place.slug}`, { waitUntil: "commit" });
    await waitForHydration(page);
    const photo = page.getByRole("img", { name: place.image!.alt });
    await expect(photo).toHaveAttribute("src", `/images/fallback-${place.type}.svg`);
    // The stand-in's file loads after its src is set: read its size once it has.
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const box = await photo.boundingBox();
    expect(box!.height).toBeGreaterThan(100);
    await expect(page.getByRole("link", { name: new RegExp(`^Photo: ${place.image!.credit}`) })).toBeVisible();
  });

  test("a card shows its photo's credit", async ({ page }) => {
    await page.goto("/coffee");
    const size = await coffeePageSize(page);
    const shown = listed.filter((place) => place.type === "coffee").slice(0, size);
    const photographed = shown.filter((place) => place.image);
    expect(photographed.length, "coffee places with photos on the first page").toBeGreaterThan(0);
    for (const place of photographed) {
      const card = page
        .getByRole("article")
        .filter({ has: page.getByRole("heading", { name: place.name, exact: true }) });
      await expect(card).toContainText(`Photo: ${place.image!.credit}`);
    }
  });
});

test.describe("no image serves two places (product §10.4)", () => {
  for (const { path, type, cardsOf, sizeOf } of [
    { path: "/coffee", type: "coffee", cardsOf: coffeeCards, sizeOf: coffeePageSize },
    {
      path: "/restaurants",
      type: "restaurant",
      cardsOf: (page: Page) => page.getByRole("main").getByRole("article"),
      sizeOf: pageSize,
    },
  ] as const) {
    test(`${path}: each card's photo is its place's own and each illustration is drawn for one place`, async ({
      page,
    }) => {
      // The HTML as pre-rendered, before the app swaps a photo that failed for the type's stand-in.
      const release = await holdAppScripts(page);
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const size = await sizeOf(page);
      const cards = cardsOf(page);
      await expect(cards).toHaveCount(size);
      const visuals = await cards.evaluateAll((articles) =>
        articles.map((article) => ({
          name: article.querySelector("h2, h3")?.textContent ?? "",
          photo: article.querySelector("img")?.getAttribute("src") ?? null,
          illustration: article.querySelector("[data-illustration]")?.innerHTML ?? null,
        })),
      );
      const shown = listed.filter((place) => place.type === type).slice(0, size);
      expect(visuals.map((visual) => visual.name)).toEqual(shown.map((place) => place.name));
      expect(visuals.map((visual) => visual.photo)).toEqual(
        shown.map((place) => (place.image ? photoUrl(place.image) : null)),
      );

      const photos = visuals.flatMap((visual) => (visual.photo ? [visual.photo] : []));
      const illustrations = visuals.flatMap((visual) => (visual.illustration ? [visual.illustration] : []));
      expect(photos.length, "cards with photos").toBeGreaterThan(1);
      expect(illustrations.length, "cards with illustrations").toBeGreaterThan(1);
      expect(photos.length + illustrations.length, "every card has a picture").toBe(size);
      expect(new Set(photos).size, "no photo on two cards").toBe(photos.length);
      expect(new Set(illustrations).size, "no illustration on two cards").toBe(illustrations.length);
      release();
    });
  }
});

test.describe("a review count (product §10.3)", () => {
  test("a card shows the count with its thousands separator, the site and no count where none is sourced", async ({
    page,
  }) => {
    expect(counted, "an attraction with a review count of 1,234 in the fixture content").toBeDefined();
    expect(small, "an attraction with a review count under 1,000 in the fixture content").toBeDefined();
    await page.goto("/attractions");
    const size = await pageSize(page);
    const shown = attractions.slice(0, size);
    expect(shown, "both counted attractions on the first page").toEqual(expect.arrayContaining([counted, small]));
    const cardOf = (name: string) =>
      page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });

    // The separator is on the page: "1,234 Example Reviews reviews, October 2026".
    await expect(cardOf(counted!.name)).toContainText(`1,234 ${counted!.reviewSource!.site} reviews`);
    await expect(cardOf(small!.name)).toContainText(`${small!.reviewCount} ${small!.reviewSource!.site} reviews`);
    for (const place of shown.filter((candidate) => candidate.reviewCount === undefined)) {
      await expect(cardOf(place.name)).not.toContainText(/\d reviews?\b/);
    }
    await waitForHydration(page);
    // Hydrated, the count reads the same.
    await expect(cardOf(counted!.name)).toContainText(`1,234 ${counted!.reviewSource!.site} reviews`);
  });

  test("a place page shows the count with its separator, its date, and links where it was counted", async ({
    page,
  }) => {
    expect(counted, "an attraction with a review count of 1,234 in the fixture content").toBeDefined();
    const source = counted!.reviewSource!;
    await page.goto(`/place/${counted!.slug}`);
    const link = page.getByRole("link", { name: new RegExp(`^1,234 ${source.site} reviews`) });
    await expect(link).toContainText(`1,234 ${source.site} reviews, October 2026`);
    await expect(link).toHaveAttribute("href", source.url);
  });
});
