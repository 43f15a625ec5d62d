import type { Page } from "@playwright/test";
import { cityInstant, cityToday } from "./city-hours";
import { expect, fixtureContent, open, readContent, test } from "./fixtures";

/**
 * product §11 (decision 038): hours with seasons, written in OpenStreetMap's syntax and read at build time: open
 * 6:30 AM-10:00 PM from April to September and 6:30 AM-8:00 PM from October to March, as Highbanks Metro Park's are
 * (core/hours/content-hours.test.ts reads each of the guide's places' hours). On the build made from the fixture content (the "paged"
 * project of playwright.config.ts), whose fictional parks have those hours, so the spec runs whatever the guide's
 * places hold. The clock is set around the coming Apr 1 in Columbus, from a browser in Los Angeles.
 */
test.use({ timezoneId: "America/Los_Angeles" });

const seasonal = "Apr-Sep 06:30-22:00; Oct-Mar 06:30-20:00";
const park = readContent(fixtureContent).find((place) => place.openingHours === seasonal);
const year = cityToday.month < 3 || (cityToday.month === 3 && cityToday.day < 20) ? cityToday.year : cityToday.year + 1;
const on = (month: number, day: number, minutes: number) => cityInstant({ year, month, day }, minutes);
const weekdayOf = (month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" });

async function openAt(page: Page, path: string, time: Date) {
  await page.clock.setFixedTime(time);
  await open(page, path);
}

const hoursSection = (page: Page) =>
  page.locator("section", { has: page.getByRole("heading", { name: "Hours of Operation" }) });
const stateOf = (page: Page) => page.locator("main [data-open-state]").first();

test.describe("seasonal hours on both sides of the change", () => {
  test.beforeEach(() => {
    expect(park, `a place open ${seasonal} in the fixture content`).toBeDefined();
  });

  test("a week before Apr 1: winter hours, and the page says when they change", async ({ page }) => {
    await openAt(page, `/place/${park!.slug}`, on(3, 25, 12 * 60));
    const section = hoursSection(page);
    await expect(section.getByRole("row", { name: new RegExp(weekdayOf(3, 25)) })).toContainText("6:30 AM - 8:00 PM");
    await expect(section.getByText("Hours change on Apr 1")).toBeVisible();
  });

  test("the week of Apr 1 shows each date its own season; 9 PM is closed on Mar 31 and open on Apr 1", async ({
    page,
  }) => {
    await openAt(page, `/place/${park!.slug}`, on(3, 31, 21 * 60));
    // Closed at 9 PM on Mar 31 (winter: 8 PM); next open at 6:30 AM on Apr 1, named by its weekday.
    await expect(stateOf(page)).toHaveText(`Closed · Opens ${weekdayOf(4, 1).slice(0, 3)} 6:30 AM`);
    const rows = hoursSection(page).getByRole("row");
    await expect(rows.filter({ hasText: weekdayOf(3, 31) })).toContainText("6:30 AM - 8:00 PM");
    await expect(rows.filter({ hasText: weekdayOf(4, 1) })).toContainText("6:30 AM - 10:00 PM");

    await openAt(page, `/place/${park!.slug}`, on(4, 1, 21 * 60));
    await expect(stateOf(page)).toHaveText("Open now · Closes 10 PM");
    await expect(hoursSection(page).getByText(/Hours change on/)).toHaveCount(0);
  });

  test("the Open now filter on /attractions reads the converted hours: out on Mar 31 at 9 PM, in on Apr 1", async ({
    page,
  }) => {
    const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: park!.name, exact: true }) });
    await openAt(page, "/attractions?open=1", on(3, 31, 21 * 60));
    await expect(page.getByRole("status")).toHaveText(/Attractions? Found/);
    await expect(card).toHaveCount(0);
    await openAt(page, "/attractions?open=1", on(4, 1, 21 * 60));
    await expect(card).toHaveCount(1);
    await expect(card.locator("[data-open-state]")).toHaveText("Open now · Closes 10 PM");
  });
});
