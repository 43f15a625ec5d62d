import type { BrowserContext, Page } from "@playwright/test";
import { expect, open, readContent, test, type ContentPlace } from "./fixtures";
import { distanceMiles, formatMiles } from "../../app/features/map/distance";
import { nearMeMessages, tilesFailedNote } from "../../app/features/map/map-text";

/**
 * Product §13: the List / Map switch, the results map and Near me. Tiles are always unreachable here
 * (the browser tests have no internet, tests/e2e/fixtures.ts), which is also what the map must survive. The map's
 * accessibility, open and with a card, is accessibility.spec.ts's.
 */
type Located = ContentPlace;
const listed: Located[] = readContent();
const venues = listed.filter((place) => place.featured);
const located = (list: Located[]) => list.filter((place) => place.geo);

const mapRegion = (page: Page) => page.getByRole("region", { name: "Map of results" });

/** A marker's accessible name: its place's, then the state the clock gives it ("Name, open now, closes 10 PM"). */
const markerNamed = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}, .+$`);

/** Places the map shows right now: single markers plus the counts of the clusters. */
async function markerTotal(page: Page): Promise<number> {
  const singles = await mapRegion(page).locator(".map-place-marker").count();
  const clusters = await mapRegion(page).locator(".map-cluster-count").allTextContents();
  return singles + clusters.reduce((sum, text) => sum + Number(text), 0);
}

/** Leaflet (and its chunk) has been fetched: any request for the map's chunk or Leaflet's code. */
const isMapCode = (url: string) => /\/assets\/(results-map|leaflet)[^/]*\.(js|css)$/.test(new URL(url).pathname);

async function openMap(page: Page) {
  await page.getByRole("group", { name: "Show results as" }).getByRole("button", { name: "Map" }).click();
  await expect(mapRegion(page)).toBeVisible();
  await expect(mapRegion(page).locator(".leaflet-marker-icon").first()).toBeVisible();
}

async function cardNames(page: Page) {
  return page.getByRole("main").getByRole("article").getByRole("heading").allTextContents();
}

test.describe("Results map (product §13)", () => {
  test("the switch lives in the URL, and the map's code is fetched only when the map opens", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await open(page, "/trending");
    const list = page.getByRole("group", { name: "Show results as" });
    await expect(list.getByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "true");
    expect(requested.filter(isMapCode), "no map code before the map opens").toEqual([]);
    expect(await page.evaluate(() => "L" in window)).toBe(false);

    await openMap(page);
    await expect(page).toHaveURL(/[?&]view=map$/);
    await expect(list.getByRole("button", { name: "Map" })).toHaveAttribute("aria-pressed", "true");
    expect(requested.filter(isMapCode).length, "the map's chunk is fetched on opening").toBeGreaterThan(0);
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(0);

    await list.getByRole("button", { name: "List" }).click();
    await expect(page).toHaveURL(/\/trending$/);
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(venues.length);

    // Back restores the map; a reload of a map URL opens the map.
    await page.goBack();
    await expect(page).toHaveURL(/view=map/);
    await expect(mapRegion(page)).toBeVisible();
    await page.reload();
    await expect(mapRegion(page).locator(".leaflet-marker-icon").first()).toBeVisible();
  });

  test("the map shows exactly the page's results, the same places as the list; tiles that fail leave a note", async ({
    page,
  }) => {
    await open(page, "/trending?view=map");
    await expect(mapRegion(page).locator(".leaflet-marker-icon").first()).toBeVisible();
    await expect.poll(() => markerTotal(page)).toBe(located(venues).length);
    await expect(page.getByText(tilesFailedNote)).toBeVisible();

    await page.getByRole("group", { name: "Show results as" }).getByRole("button", { name: "List" }).click();
    await expect.poll(async () => (await cardNames(page)).sort()).toEqual(venues.map((place) => place.name).sort());
  });

  test("close markers cluster when the map is zoomed out, and a cluster opens with Enter", async ({ page }) => {
    await open(page, "/trending?view=map");
    await expect(mapRegion(page).locator(".leaflet-marker-icon").first()).toBeVisible();
    const zoomOut = page.getByRole("button", { name: "Zoom out" });
    // Zoom out step by step, each after the last one's animation ended (a click during it can be lost on a
    // busy machine), until one cluster holds every place or the map is at its widest.
    const clusters = mapRegion(page).locator(".map-cluster-count");
    for (let step = 0; step < 12; step += 1) {
      if ((await clusters.count()) === 1 && (await mapRegion(page).locator(".map-place-marker").count()) === 0) break;
      await zoomOut.click();
      await expect(mapRegion(page).locator(".leaflet-zoom-anim")).toHaveCount(0);
    }
    // Zoomed out over the whole city, every place sits in one cluster carrying their count.
    await expect(mapRegion(page).locator(".map-cluster-count")).toHaveText([String(located(venues).length)]);
    await expect(mapRegion(page).locator(".map-place-marker")).toHaveCount(0);
    const cluster = mapRegion(page).locator(".map-cluster");
    await expect(cluster).toHaveAccessibleName(`${located(venues).length} places here, zoom in`);
    await cluster.focus();
    await page.keyboard.press("Enter");
    await expect
      .poll(() => mapRegion(page).locator(".map-cluster-count, .map-place-marker").count())
      .toBeGreaterThan(1);
  });

  test("a marker is reached with Tab, Enter opens its card, and the card's link leads to the place", async ({
    page,
  }) => {
    await open(page, "/trending?view=map");
    await expect(mapRegion(page).locator(".leaflet-marker-icon").first()).toBeVisible();
    await page.getByRole("group", { name: "Show results as" }).getByRole("button", { name: "Map" }).focus();
    let name = "";
    for (let press = 0; press < 40 && !name; press += 1) {
      await page.keyboard.press("Tab");
      // The place's name is the marker's title; its accessible name adds the state (product §13.3).
      name = await page.evaluate(() => {
        const active = document.activeElement;
        return active?.classList.contains("map-place-marker") ? (active.getAttribute("title") ?? "") : "";
      });
    }
    expect(name, "a place marker is in the tab order").not.toBe("");
    const place = listed.find((candidate) => candidate.name === name)!;
    expect(place, `the marker is named after a place: ${name}`).toBeDefined();
    await expect(page.locator(":focus")).toHaveAccessibleName(markerNamed(name));
    await expect(page.locator(":focus")).toHaveAttribute("role", "button");

    await page.keyboard.press("Enter");
    const card = page.getByRole("region", { name: `${name} on the map` });
    await expect(card.getByRole("heading", { name })).toBeVisible();
    await expect(card).toContainText(place.category);
    await expect(card).toContainText(`Rated ${place.rating.toFixed(1)} out of 5`);
    const link = card.getByRole("link", { name: `View ${name}` });
    await expect(link).toBeFocused();

    // Escape closes the card and returns to the marker; Enter again, then the link.
    await page.keyboard.press("Escape");
    await expect(card).toHaveCount(0);
    await expect(page.locator(":focus")).toHaveAccessibleName(markerNamed(name));
    await page.keyboard.press("Enter");
    await expect(link).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/place/${place.slug}$`));
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  });
});

test.describe("Near me (product §13)", () => {
  async function allow(context: BrowserContext, at: { lat: number; lng: number }) {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: at.lat, longitude: at.lng });
  }

  test("with location allowed, cards sort nearest first with their distance, and the map shows the visitor", async ({
    page,
    context,
  }) => {
    const here = venues.find((place) => place.geo)!.geo;
    await allow(context, here);
    await open(page, "/trending");
    const before = await cardNames(page);
    await page.getByRole("button", { name: "Near me" }).click();
    await expect(page.getByRole("button", { name: "Near me" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("near-me-status")).toHaveText(/Sorted by distance from you/);

    const expected = located(venues)
      .map((place) => ({ name: place.name, miles: distanceMiles(here, place.geo) }))
      .sort((a, b) => a.miles - b.miles);
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards.first().locator("[data-distance]")).toHaveText(`${formatMiles(expected[0]!.miles)} away`);
    const shown = await cards.evaluateAll((articles) =>
      articles.map((article) => ({
        name: article.querySelector("h2, h3")?.textContent ?? "",
        distance: article.querySelector("[data-distance]")?.firstChild?.textContent ?? "",
      })),
    );
    expect(shown.map((card) => card.distance)).toEqual(expected.map((place) => formatMiles(place.miles)));
    const shownMiles = shown.map((card) => expected.find((place) => place.name === card.name)!.miles);
    expect(shownMiles).toEqual([...shownMiles].sort((a, b) => a - b));

    // The point stays in the page: not in the URL, not in storage.
    expect(page.url()).not.toMatch(/lat|lng|distance|near/i);
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    );
    expect(stored).not.toContain(String(here.lat));

    await openMap(page);
    await expect(mapRegion(page).locator(".map-user-point")).toHaveCount(1);
    await expect(mapRegion(page).locator(".map-user-point")).not.toHaveAttribute("tabindex");

    // Pressing again returns to the page's own order.
    await page.getByRole("group", { name: "Show results as" }).getByRole("button", { name: "List" }).click();
    await page.getByRole("button", { name: "Near me" }).click();
    expect(await cardNames(page)).toEqual(before);
    await expect(cards.locator("[data-distance]")).toHaveCount(0);
  });

  test("with location refused, a polite message says so and the list is unchanged", async ({ page }) => {
    await open(page, "/trending");
    const before = await cardNames(page);
    await page.getByRole("button", { name: "Near me" }).click();
    await expect(page.getByTestId("near-me-status")).toHaveText(nearMeMessages.denied);
    await expect(page.getByRole("button", { name: "Near me" })).toHaveAttribute("aria-pressed", "false");
    expect(await cardNames(page)).toEqual(before);
    await expect(page.getByRole("main").locator("[data-distance]")).toHaveCount(0);
  });
});
