import type { Page } from "@playwright/test";
import { expect, holdAppScripts, open, readContent, test, waitForHydration, type ContentPlace } from "./fixtures";
import { closeFilters, openFilters } from "./filters-sheet";
import { pageMatches } from "./search-oracle";
import { distanceMiles } from "../../app/features/map/distance";

/**
 * Product §13 on the list pages and /search: the List / Map switch in the URL next to the filters, the map
 * showing exactly what the filters leave, and the filters and the view kept together.
 */
type Located = ContentPlace;
const listed: Located[] = readContent();
const clubs = listed.filter((place) => place.type === "club" && place.geo);
const bars = listed.filter((place) => (place.type === "club" || place.type === "bar") && place.geo);

const mapRegion = (page: Page) => page.getByRole("region", { name: "Map of results" });
const switchButton = (page: Page, name: "List" | "Map") =>
  page.getByRole("group", { name: "Show results as" }).getByRole("button", { name });

/** Places the map shows right now: single markers plus the counts of the clusters. */
async function markerTotal(page: Page): Promise<number> {
  const singles = await mapRegion(page).locator(".map-place-marker").count();
  const clusters = await mapRegion(page).locator(".map-cluster-count").allTextContents();
  return singles + clusters.reduce((sum, text) => sum + Number(text), 0);
}

test("a list page's map shows exactly its filtered places, keeps the filters, and Clear Filters keeps the map", async ({
  page,
}) => {
  expect(clubs.length).toBeGreaterThan(0);
  expect(clubs.length).toBeLessThan(bars.length);
  await open(page, "/clubs-and-bars?type=club");
  await switchButton(page, "Map").click();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get("type") === "club" && url.searchParams.get("view") === "map",
  );
  await expect(mapRegion(page).locator(".leaflet-marker-icon").first()).toBeVisible();
  await expect.poll(() => markerTotal(page)).toBe(clubs.length);

  // A filter changed on the map: the map follows and stays open.
  await page.getByRole("combobox", { name: "Venue type" }).selectOption({ label: "All Venues" });
  await expect(page).toHaveURL((url) => !url.searchParams.has("type") && url.searchParams.get("view") === "map");
  await expect.poll(() => markerTotal(page)).toBe(bars.length);

  // Clear Filters resets the filters, not the view; a reload opens the map again.
  await page.getByRole("combobox", { name: "Venue type" }).selectOption({ label: "Clubs" });
  await openFilters(page);
  await page.getByRole("button", { name: "Clear Filters" }).first().click();
  await closeFilters(page);
  await expect(page).toHaveURL((url) => url.search === "?view=map");
  await page.reload();
  await waitForHydration(page);
  await expect(switchButton(page, "Map")).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => markerTotal(page)).toBe(bars.length);

  await switchButton(page, "List").click();
  await expect(page).toHaveURL((url) => url.search === "");
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
});

test("the switch is in the pre-rendered list page, disabled until the app runs, and works as soon as it does", async ({
  page,
}) => {
  const release = await holdAppScripts(page);
  await page.goto("/restaurants", { waitUntil: "domcontentloaded" });
  await expect(switchButton(page, "List")).toHaveAttribute("aria-pressed", "true");
  // A press before the app runs could not be acted on: the buttons say so instead of doing nothing.
  await expect(switchButton(page, "Map")).toBeDisabled();
  await expect(page.getByRole("button", { name: "Near me" })).toBeDisabled();
  release();
  await waitForHydration(page);
  await switchButton(page, "Map").click();
  await expect(page).toHaveURL(/[?&]view=map$/);
  await expect(mapRegion(page)).toBeVisible();
});

test("/search puts its matches on the map", async ({ page }) => {
  const word = "bar";
  const matches = pageMatches(word).filter((place) => (place as Located).geo);
  await open(page, `/search?q=${word}&view=map`);
  await expect(mapRegion(page).locator(".leaflet-marker-icon").first()).toBeVisible();
  await expect.poll(() => markerTotal(page)).toBe(matches.length);
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === word && url.searchParams.get("view") === "map");
});

test("Near me on a paged list sorts the whole list: page 1 starts with the nearest place of all", async ({
  page,
  context,
}) => {
  const restaurants = listed.filter((place) => place.type === "restaurant" && place.geo);
  const here = restaurants.at(-1)!.geo!;
  const nearest = [...restaurants].sort((a, b) => distanceMiles(here, a.geo!) - distanceMiles(here, b.geo!));
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: here.lat, longitude: here.lng });
  await open(page, "/restaurants");
  await page.getByRole("button", { name: "Near me" }).click();
  await expect(page.getByTestId("near-me-status")).toHaveText(/Sorted by distance from you/);
  const names = page.getByRole("main").getByRole("article").getByRole("heading");
  await expect(names.first()).toHaveText(nearest[0]!.name);
  const shown = await names.allTextContents();
  expect(shown).toEqual(nearest.slice(0, shown.length).map((place) => place.name));
});
