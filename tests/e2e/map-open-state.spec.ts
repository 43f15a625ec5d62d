import type { Locator, Page } from "@playwright/test";
import { columbus, textOn } from "./city-hours";
import { expect, expectNoAxeViolations, fixtureContent, open, readContent, test, type ContentPlace } from "./fixtures";
import { markerStateLabel, type MarkerState } from "../../app/features/map/marker-state";

/**
 * Product §13.3-4: the open state of each marker on the results map, and Open now on the map, with the page's clock
 * fixed in next week's Columbus time while the browser sits in Los Angeles (as open-now.spec.ts). On the fixture
 * build (the "paged" project), whose fictional restaurants hold every kind of hours; places of one neighborhood share
 * one point there, so their cluster opens into its markers (Enter on a cluster at one point spreads them out).
 * Expectations follow the fixture content's hours as the build reads them (./city-hours.ts); a missing case fails.
 */
test.use({ timezoneId: "America/Los_Angeles" });
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
});

const restaurants = readContent(fixtureContent).filter((place) => place.type === "restaurant");
const monday = 0;
const inDowntown = restaurants.filter((place) => place.neighborhood === "Downtown");
/** A Downtown restaurant open Monday 11 AM - 10 PM, and the all-night one beside it. */
const daytime = inDowntown.find((place) => textOn(place, monday) === "11:00 AM - 10:00 PM");
const allNight = inDowntown.find((place) => textOn(place, monday) === "Open 24 hours");
/** A neighborhood whose restaurants are, on Monday evening, of known hours that close soon and of unknown hours. */
const mixed = neighborhoodWith((texts) => texts.includes(undefined) && texts.includes("11:00 AM - 10:00 PM"));
/** A neighborhood where nothing is open on Monday evening, one place's hours not known. */
const noneOpen = neighborhoodWith(
  (texts) => texts.includes(undefined) && texts.every((text) => text === undefined || text === "Closed"),
);

function neighborhoodWith(test: (texts: (string | undefined)[]) => boolean): string | undefined {
  const names = [...new Set(restaurants.map((place) => place.neighborhood))];
  return names.find((name) =>
    test(restaurants.filter((place) => place.neighborhood === name).map((place) => textOn(place, monday))),
  );
}

function needs<T>(found: T | undefined, what: string): T {
  expect(found, `${what} in the fixture content (tests/fixture-content/places)`).toBeDefined();
  return found!;
}

const mapRegion = (page: Page) => page.getByRole("region", { name: "Map of results" });
const markerOf = (page: Page, place: ContentPlace) =>
  mapRegion(page).locator(`.map-place-marker[title="${place.name}"]`);

async function expectMarker(marker: Locator, name: string, state: MarkerState, words: string) {
  await expect(marker).toHaveClass(new RegExp(`\\bmap-marker-${state}\\b`));
  await expect(marker).toHaveAccessibleName(`${name}, ${words}`);
}

/** Opens the map of one neighborhood's restaurants and spreads out their cluster (they share one point). */
async function openNeighborhoodMap(page: Page, neighborhood: string, extra = "") {
  await open(page, `/restaurants?neighborhood=${encodeURIComponent(neighborhood)}&view=map${extra}`);
  const cluster = mapRegion(page).locator(".map-cluster");
  await expect(cluster).toHaveCount(1);
  await cluster.focus();
  await page.keyboard.press("Enter");
  await expect(mapRegion(page).locator(".map-place-marker").first()).toBeVisible();
}

/** The cards' state (`data-open-state`, the rule's kind) sorted into the marker's four (product §13.3). */
const stateOfKind = (kind: string): MarkerState =>
  kind === "open" || kind === "open-24-hours"
    ? "open"
    : kind === "closing-soon"
      ? "closing-soon"
      : kind === "closed"
        ? "closed"
        : "unknown";

test.describe("the open state on the map (product §13.3)", () => {
  test("each marker shows its place's state in its pin and its name, as its card does; the key names the four", async ({
    page,
  }) => {
    const place = needs(daytime, "a Downtown restaurant open 11 AM - 10 PM on Monday");
    const around = needs(allNight, "a Downtown restaurant open 24 hours");
    await page.clock.setFixedTime(columbus(monday, 21 * 60 + 45));
    await openNeighborhoodMap(page, "Downtown");

    await expectMarker(markerOf(page, place), place.name, "closing-soon", "closes soon, 10 PM");
    await expectMarker(markerOf(page, around), around.name, "open", "open 24 hours");
    // The pin draws the state (a glyph of its own), hidden from screen readers, whose name says it.
    await expect(markerOf(page, place).locator("svg.map-pin-closing-soon")).toHaveAttribute("aria-hidden", "true");

    const key = page.getByRole("list", { name: "What the markers show" });
    await expect(key.getByRole("listitem")).toHaveText(Object.values(markerStateLabel));
    await expect(key.locator("svg")).toHaveCount(4);

    // Every marker's state is its card's, by the same rule at the same minute.
    const shown = await mapRegion(page)
      .locator(".map-place-marker")
      .evaluateAll((markers) =>
        markers.map((marker) => ({
          name: marker.getAttribute("title")!,
          state: /map-marker-([a-z-]+)/.exec(marker.className)![1]!,
        })),
      );
    expect(shown.map((marker) => marker.name).sort()).toEqual(inDowntown.map((p) => p.name).sort());
    await page.getByRole("group", { name: "Show results as" }).getByRole("button", { name: "List" }).click();
    for (const marker of shown) {
      const card = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("link", { name: marker.name, exact: true }) });
      await expect(card.locator("[data-open-state]")).not.toHaveAttribute("data-open-state", "");
      const kind = (await card.locator("[data-open-state]").getAttribute("data-open-state"))!;
      expect(stateOfKind(kind), marker.name).toBe(marker.state);
    }
  });

  test("a marker follows the minute clock: open, then closes soon, then closed, keeping focus and the view", async ({
    page,
  }) => {
    const place = needs(daytime, "a Downtown restaurant open 11 AM - 10 PM on Monday");
    const around = needs(allNight, "a Downtown restaurant open 24 hours");
    // 31 minutes before closing and 30 seconds: "open now"; a minute later, 30 minutes left: "closes soon".
    await page.clock.install({ time: new Date(columbus(monday, 22 * 60 - 31).getTime() + 30_000) });
    await openNeighborhoodMap(page, "Downtown");
    const marker = markerOf(page, place);
    await expectMarker(marker, place.name, "open", "open now, closes 10 PM");
    await marker.focus();
    const where = await marker.boundingBox();

    await page.clock.fastForward("01:00");
    await expectMarker(marker, place.name, "closing-soon", "closes soon, 10 PM");
    await page.clock.fastForward("30:00");
    expect(textOn(place, monday + 1), "the place opens again on Tuesday at 11 AM").toBe("11:00 AM - 10:00 PM");
    await expectMarker(marker, place.name, "closed", "closed, opens Tue 11 AM");
    await expectMarker(markerOf(page, around), around.name, "open", "open 24 hours");
    await expect(marker).toBeFocused();
    expect(await marker.boundingBox()).toEqual(where);
  });
});

test.describe("Open now on the map (product §13.4)", () => {
  test("on a phone the map has its own Open now: the list's filter, its note of unknown hours, the sheet's count", async ({
    page,
  }) => {
    const neighborhood = needs(mixed, "a neighborhood with hours not known and hours that close at 10 PM");
    const unknown = restaurants.find((p) => p.neighborhood === neighborhood && textOn(p, monday) === undefined)!;
    const open = restaurants.filter(
      (p) => p.neighborhood === neighborhood && textOn(p, monday) === "11:00 AM - 10:00 PM",
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.setFixedTime(columbus(monday, 21 * 60 + 45));
    await openNeighborhoodMap(page, neighborhood);
    await expectMarker(markerOf(page, unknown), unknown.name, "unknown", "hours not known");

    // One Open now at this width, the map's (the list's is in the closed Filters sheet).
    const openNow = page.getByRole("checkbox", { name: "Open now" });
    await expect(openNow).toBeVisible();
    await openNow.check();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get("open") === "1" && url.searchParams.get("view") === "map",
    );
    // The map stayed: the switch just pressed keeps focus.
    await expect(openNow).toBeFocused();
    await expect(mapRegion(page).locator(".map-place-marker, .map-cluster")).toHaveCount(1);
    if (open.length === 1)
      await expectMarker(markerOf(page, open[0]!), open[0]!.name, "closing-soon", "closes soon, 10 PM");
    await expect(markerOf(page, unknown)).toHaveCount(0);
    await expect(page.getByText("1 restaurant left out because its hours are not known.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Filters, 1 active" })).toBeVisible();

    // "Show them" puts the unknown place back on the map, after the open ones.
    await page.getByRole("button", { name: "Show them" }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("unknown") === "1");
    await expect(mapRegion(page).locator(".map-cluster-count")).toHaveText(String(open.length + 1));

    await openNow.uncheck();
    await expect(page).toHaveURL((url) => !url.searchParams.has("open") && !url.searchParams.has("unknown"));
    await expect(page.getByRole("button", { name: "Filters", exact: true })).toBeVisible();
  });

  test("when Open now leaves nothing, the map and its switch stay, with the list's empty state", async ({ page }) => {
    const neighborhood = needs(noneOpen, "a neighborhood with nothing open on Monday evening");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.setFixedTime(columbus(monday, 21 * 60 + 45));
    await open(page, `/restaurants?neighborhood=${encodeURIComponent(neighborhood)}&view=map`);
    await expect(mapRegion(page).locator(".leaflet-marker-icon").first()).toBeVisible();
    const openNow = page.getByRole("checkbox", { name: "Open now" });
    await openNow.check();
    await expect(page.getByRole("heading", { name: "No restaurants found" })).toBeVisible();
    await expect(mapRegion(page)).toBeVisible();
    await expect(mapRegion(page).locator(".leaflet-marker-icon")).toHaveCount(0);
    await expect(openNow).toBeFocused();
    await openNow.uncheck();
    await expect(mapRegion(page).locator(".leaflet-marker-icon").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "No restaurants found" })).toHaveCount(0);
  });

  test("from 768 px the list's own Open now is the one shown, and it sets the map", async ({ page }) => {
    await page.clock.setFixedTime(columbus(monday, 21 * 60 + 45));
    await open(page, "/restaurants?neighborhood=Downtown&view=map");
    await expect(mapRegion(page).locator(".leaflet-marker-icon").first()).toBeVisible();
    const openNow = page.getByRole("checkbox", { name: "Open now" });
    await expect(openNow).toHaveCount(1);
    await expect(page.getByRole("search").getByRole("checkbox", { name: "Open now" })).toBeVisible();
    await openNow.check();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get("open") === "1" && url.searchParams.get("view") === "map",
    );
    await expect(mapRegion(page)).toBeVisible();
  });

  test("the map with its states, key and switch is axe clean at 390 and 1280 px", async ({ page }) => {
    await page.clock.setFixedTime(columbus(monday, 21 * 60 + 45));
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await openNeighborhoodMap(page, needs(mixed, "a neighborhood with hours not known and hours that close"));
      await expect(mapRegion(page).locator(".map-marker-unknown")).toHaveCount(1);
      await expect(page.getByRole("list", { name: "What the markers show" })).toBeVisible();
      await expectNoAxeViolations(page, `the map with open states at ${width} px`);
    }
  });
});
