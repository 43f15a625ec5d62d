import { calendarOf, columbus } from "./city-hours";
import { expect, expectNoAxeViolations, fixtureContent, open, readContent, test } from "./fixtures";
import { isOpenAt } from "../../core/hours/open-state";
import { city } from "../../core/city";

/**
 * Product §12.6: with Open now on, a list says how many places it left out because their hours are not known,
 * shows them on request (after the open ones, kept in the URL) and asks for their hours. On the fixture guide
 * (its restaurants: some open at noon, some opening in the evening, some without hours), with the clock fixed at
 * noon next Wednesday in Columbus; the expected counts are worked out from the content as the build reads it.
 */
const restaurants = readContent(fixtureContent).filter((place) => place.type === "restaurant");
const noon = columbus(2, 12 * 60);
const openAtNoon = restaurants.filter((place) => isOpenAt(calendarOf(place), noon, { timeZone: city.timeZone }));
const unknown = restaurants.filter((place) => place.openingHours === undefined);

test("Open now says how many restaurants it left out for unknown hours, and shows them on request", async ({
  page,
}) => {
  expect(unknown.length, "restaurants without hours in the fixture content").toBeGreaterThan(1);
  expect(openAtNoon.length, "restaurants open at noon in the fixture content").toBeGreaterThan(0);
  await page.clock.setFixedTime(noon);
  await open(page, "/restaurants?open=1");

  const count = page.locator("main p[role=status]");
  await expect(count).toHaveText(`${openAtNoon.length} Restaurants Found`);
  const note = page.locator("[data-hours-unknown]");
  await expect(note).toContainText(`${unknown.length} restaurants left out because their hours are not known.`);
  await expectNoAxeViolations(page, "the left-out note");

  await note.getByRole("button", { name: "Show them" }).click();
  await expect(page).toHaveURL(/[?&]open=1&unknown=1(&|$)/);
  await expect(count).toHaveText(`${openAtNoon.length + unknown.length} Restaurants Found`);
  await expect(note).toContainText(`Also showing ${unknown.length} restaurants whose hours are not known`);
  // Kept on reload, undone by Back.
  await page.reload();
  await expect(count).toHaveText(`${openAtNoon.length + unknown.length} Restaurants Found`);
  await page.goBack();
  await expect(page).toHaveURL(/\/restaurants\?open=1$/);
  await expect(count).toHaveText(`${openAtNoon.length} Restaurants Found`);

  await note.getByRole("link", { name: "Know their hours? Tell us" }).click();
  await expect(page).toHaveURL("/contact");
});

test("the restaurants whose hours are not known come after the open ones, and say so", async ({ page }) => {
  await page.clock.setFixedTime(noon);
  const total = openAtNoon.length + unknown.length;
  const pageSize = 8; // LIST_PAGE_SIZE of the fixture guide's build (tooling/test/serve-paged.ts)
  const lastPage = Math.ceil(total / pageSize);
  await open(page, `/restaurants?open=1&unknown=1${lastPage > 1 ? `&page=${lastPage}` : ""}`);
  const states = page.locator("main [data-open-state]");
  const first = (lastPage - 1) * pageSize;
  await expect(states).toHaveCount(total - first);
  for (let at = first; at < total; at++) {
    const state = states.nth(at - first);
    if (at < openAtNoon.length)
      await expect(state).toHaveAttribute("data-open-state", /^(open|closing-soon|open-24-hours)$/);
    else await expect(state).toHaveText("Hours not known");
  }
});

test("/search says the same of its matches, and shows them on request", async ({ page }) => {
  const everyUnknown = readContent(fixtureContent).filter((place) => place.openingHours === undefined);
  await page.clock.setFixedTime(noon);
  await open(page, "/search?q=fixture&open=1");
  const note = page.locator("[data-hours-unknown]");
  await expect(note).toContainText(`${everyUnknown.length} results left out because their hours are not known.`);
  await note.getByRole("button", { name: "Show them" }).click();
  await expect(page).toHaveURL(/[?&]open=1&unknown=1(&|$)/);
  await expect(note).toContainText(`Also showing ${everyUnknown.length} results whose hours are not known`);
});

test("without Open now, nothing is said of unknown hours", async ({ page }) => {
  await page.clock.setFixedTime(noon);
  await open(page, "/restaurants");
  await expect(page.locator("main p[role=status]")).toHaveText(`${restaurants.length} Restaurants Found`);
  await expect(page.locator("[data-hours-unknown]")).toHaveCount(0);
});
