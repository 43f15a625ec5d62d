import { readEvents } from "../../core/events/events.server";
import { columbus } from "./city-hours";
import { expect, fixtureContent, open, readAllContent, test } from "./fixtures";

/**
 * Decision 073: a venue whose hours are 'Varies with shows' and that has a show tonight reads "Show tonight, doors
 * 7 PM" and is in Open now during the show, at a Saturday 10 PM (a fixed clock next week), from a browser in Los
 * Angeles. On the fixture build (tests/fixture-content: a Friday and Saturday show at a fictional music hall); the expectations
 * come from that content.
 */
test.use({ timezoneId: "America/Los_Angeles" });

const places = readAllContent(fixtureContent);
const show = readEvents("2026-11-29", new Set(places.map((place) => place.slug)), "tests/fixture-content/events").find(
  (event) => event.place !== undefined && event.repeat.freq === "weekly" && event.repeat.days.includes("SA"),
);
const venue = places.find((place) => place.slug === show?.place && place.openingHours?.includes("Varies with shows"));
const doors = show ? Number(show.start.slice(11, 13)) : 0;
const doorsText = `${doors % 12 || 12} ${doors < 12 ? "AM" : "PM"}`;

test("at a Saturday 10 PM a venue with a show is in Open now, with its show", async ({ page }) => {
  expect(venue, "a weekly Saturday show at a 'Varies with shows' venue in tests/fixture-content").toBeDefined();
  await page.clock.setFixedTime(columbus(5, 22 * 60));
  await open(page, `/clubs-and-bars?open=1&q=${encodeURIComponent(venue!.name)}`);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: venue!.name, exact: true }) });
  await expect(card.locator("[data-open-state]")).toHaveText(`Show tonight, doors ${doorsText}`);
  await open(page, `/place/${venue!.slug}`);
  await expect(page.locator("main [data-open-state]").first()).toHaveText(`Show tonight, doors ${doorsText}`);
  await expect(
    page.getByRole("region", { name: "Coming up" }).getByRole("link", { name: show!.title }).first(),
  ).toBeVisible();
});

test("at a Saturday noon the venue is not in Open now", async ({ page }) => {
  expect(venue).toBeDefined();
  await page.clock.setFixedTime(columbus(5, 12 * 60));
  await open(page, `/clubs-and-bars?open=1&q=${encodeURIComponent(venue!.name)}`);
  await expect(page.getByRole("status").filter({ hasText: "Found" })).toHaveText(/^0 Venues Found|No venues found/);
  await expect(page.getByRole("link", { name: venue!.name, exact: true })).toHaveCount(0);
});
