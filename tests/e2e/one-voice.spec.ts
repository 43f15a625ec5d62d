import { calendarOf, columbus } from "./city-hours";
import { expect, holdRequests, open, readContent, test, waitForHydration, waitForIdle } from "./fixtures";
import { combobox, welcomeDialog } from "./home-page";
import { listingFormBody } from "./server-posts";
import { openState } from "../../core/hours/open-state";
import { city } from "../../core/city";

/**
 * Nothing a visitor meets contradicts itself: a filter's results and what it left out, by reason, add up to the
 * list (product §12.6-§12.7); the server's pages ask for nothing that is not there; Back from a place opened
 * directly stays in the guide; the welcome dialog never lands on a visitor who has started. On the guide's own
 * content, expectations worked out from it as the build reads it.
 */
const places = readContent();
const venues = places.filter((place) => place.type === "club" || place.type === "bar");
const restaurants = places.filter((place) => place.type === "restaurant");

test.describe("Open now on /clubs-and-bars on a Saturday at 10 PM", () => {
  // Saturday of next week, 10 PM in Columbus.
  const saturday10pm = columbus(5, 22 * 60);
  const stateOf = (place: (typeof venues)[number]) =>
    openState(calendarOf(place), saturday10pm, { timeZone: city.timeZone })?.kind;
  const openNow = venues.filter((place) => ["open", "closing-soon", "open-24-hours"].includes(stateOf(place) ?? ""));
  const unknown = venues.filter((place) => stateOf(place) === undefined);
  const varying = venues.filter((place) => ["hours-vary", "by-appointment"].includes(stateOf(place) ?? ""));
  const closed = venues.filter((place) => stateOf(place) === "closed");

  test("the venues found and those left out, by reason, add up to the list", async ({ page }) => {
    expect(varying.length, "venues whose hours vary with shows on Saturdays").toBeGreaterThan(0);
    expect(openNow.length + unknown.length + varying.length + closed.length).toBe(venues.length);
    await page.clock.setFixedTime(saturday10pm);
    await open(page, "/clubs-and-bars?open=1");
    const count = page.locator("main p[role=status]");
    await expect(count).toHaveText(`${openNow.length} ${openNow.length === 1 ? "Venue" : "Venues"} Found`);
    if (unknown.length > 0)
      await expect(page.locator("[data-hours-unknown]")).toContainText(
        `${unknown.length} venues left out because their hours are not known.`,
      );
    const vary = page.locator("[data-hours-vary]");
    await expect(vary).toContainText(
      `${varying.length} ${varying.length === 1 ? "venue" : "venues"} left out because ${varying.length === 1 ? "its hours vary" : "their hours vary"}:`,
    );
    // Each is named, with its page (its website and its calendar are there).
    for (const place of varying)
      await expect(vary.getByRole("link", { name: place.name, exact: true })).toHaveAttribute(
        "href",
        `/place/${place.slug}`,
      );
    // What is left is closed now: found + not known + varying + closed = the list.
    const found = Number(/^(\d+)/.exec((await count.textContent()) ?? "")?.[1]);
    const notKnown = Number((await page.locator("[data-hours-unknown]").getAttribute("data-hours-unknown")) ?? 0);
    const varies = Number(await vary.getAttribute("data-hours-vary"));
    expect(found + notKnown + varies + closed.length).toBe(venues.length);
  });
});

test("step-free access says how many restaurants it could not judge, and asks", async ({ page }) => {
  const notTold = restaurants.filter((place) => !place.facts?.wheelchair);
  const stepFree = restaurants.filter((place) => place.facts?.wheelchair?.value === "yes");
  expect(notTold.length, "restaurants whose step-free access nobody has told the guide").toBeGreaterThan(0);
  await open(page, "/restaurants?access=step-free");
  await expect(page.locator("main p[role=status]")).toHaveText(
    `${stepFree.length} ${stepFree.length === 1 ? "Restaurant" : "Restaurants"} Found`,
  );
  const note = page.locator("[data-unjudged]");
  await expect(note).toContainText(
    `${notTold.length} restaurants left out because nobody has told the guide about their step-free access.`,
  );
  await expect(note.getByRole("link", { name: "Know? Tell us" })).toHaveAttribute("href", "/contact");
});

test("no request of a server page answers 404: its icon is the site's own", async ({ page, request, baseURL }) => {
  const statusUrl = (
    (await (
      await request.post("/api/listings", {
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Accept: "application/json",
          Origin: baseURL!,
        },
        data: listingFormBody(),
      })
    ).json()) as { statusUrl: string }
  ).statusUrl;
  const missing: string[] = [];
  page.on("response", (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  for (const path of ["/admin/sign-in", "/requests/sent", statusUrl]) {
    await page.goto(path);
    await waitForIdle(page);
    const icons = await page
      .locator("link[rel~=icon]")
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(icons.length, `${path} names its icon`).toBeGreaterThan(0);
    for (const icon of icons) expect((await request.get(icon)).status(), `${path}: ${icon}`).toBe(200);
  }
  expect(missing).toEqual([]);
});

test("Back on a place page opened directly goes to the place's list", async ({ page }) => {
  const restaurant = restaurants.find((place) => place.slug === "katalinas") ?? restaurants[0]!;
  await open(page, `/place/${restaurant.slug}`);
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(page).toHaveURL(/\/restaurants$/);
  await expect(page.getByRole("heading", { level: 1, name: "Columbus Restaurants" })).toBeVisible();
});

test.describe("the welcome dialog and a visitor who has started", () => {
  test.use({ firstVisit: true });
  test("does not open over a search box the visitor is typing in", async ({ page }) => {
    const dialogCode = await holdRequests(page, /\/assets\/welcome-dialog-[^/]+\.js$/);
    await page.goto("/");
    await waitForHydration(page);
    await combobox(page).click();
    await combobox(page).pressSequentially("pizza");
    dialogCode.release();
    await waitForIdle(page);
    await page.waitForTimeout(500);
    await expect(welcomeDialog(page)).toHaveCount(0);
    await expect(combobox(page)).toBeFocused();
    await expect(combobox(page)).toHaveValue("pizza");
  });

  test("does not open once the visitor has scrolled", async ({ page }) => {
    const dialogCode = await holdRequests(page, /\/assets\/welcome-dialog-[^/]+\.js$/);
    await page.goto("/");
    await waitForHydration(page);
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 600);
    // The wheel has reached the page (Playwright does not wait for it, and the browser scrolls in frames of its own)
    // before the dialog's code arrives: the visitor has scrolled.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    dialogCode.release();
    await waitForIdle(page);
    await page.waitForTimeout(500);
    await expect(welcomeDialog(page)).toHaveCount(0);
  });
});

test("the coffee shops have a list of their own, from the home page's categories; /coffee stays the support page", async ({
  page,
}) => {
  const coffee = places.filter((place) => place.type === "coffee");
  await open(page, "/");
  await page
    .getByRole("region", { name: "Explore Columbus by Category" })
    .getByRole("link", { name: /Coffee Shops/ })
    .click();
  await expect(page).toHaveURL(/\/coffee-shops$/);
  await expect(page.getByRole("heading", { level: 1, name: "Columbus Coffee Shops" })).toBeVisible();
  await expect(page.locator("main p[role=status]")).toHaveText(`${coffee.length} Coffee Shops Found`);
  for (const place of coffee) await expect(page.getByRole("link", { name: place.name, exact: true })).toBeVisible();
  // The list's controls: Open now, the filters, and the map.
  await expect(page.getByRole("checkbox", { name: "Open now" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Neighborhood" })).toBeVisible();
  await page.getByRole("group", { name: "Show results as" }).getByRole("button", { name: "Map" }).click();
  await expect(page).toHaveURL(/view=map/);

  // The support page is the support page, and leads to the list.
  await open(page, "/coffee");
  await expect(page.getByText("Support the site and help keep it running")).toBeVisible();
  await page.getByRole("link", { name: "See them on their own list, with a map and Open now" }).click();
  await expect(page).toHaveURL(/\/coffee-shops$/);
});
