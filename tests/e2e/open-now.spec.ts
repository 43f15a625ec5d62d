import type { Page } from "@playwright/test";
import { hoursAreOld } from "../../core/places/freshness";
import { isoDate } from "../../core/hours/hours-calendar";
import { cityToday, columbus, textOn } from "./city-hours";
import { expect, expectNoAxeViolations, fixtureContent, open, readContent, test } from "./fixtures";

/**
 * Product §11 "Open now": the state on cards and place pages, in Columbus time while the browser sits in
 * Los Angeles (three hours behind), with the page's clock fixed in next week. On the build made from the fixture
 * content (the "paged" project of playwright.config.ts), whose fictional places hold every kind of hours the guide
 * can show (a daytime span, a closed day, open 24 hours, hours that vary, by appointment, not known), so every case
 * runs whatever the guide's own places hold today. Expectations are derived from those hours as the build reads
 * them (./city-hours.ts); a case missing from the fixture content fails its test.
 */
test.use({ timezoneId: "America/Los_Angeles" });

const days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const shortDays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const places = readContent(fixtureContent);
const listPath: Record<string, string> = {
  restaurant: "/restaurants",
  bar: "/clubs-and-bars",
  club: "/clubs-and-bars",
  attraction: "/attractions",
  coffee: "/coffee",
};

const timeText = /(\d{1,2}):(\d{2}) (AM|PM)/g;
const toMinutes = (hour: string, minute: string, meridiem: string) =>
  ((Number(hour) % 12) + (meridiem === "PM" ? 12 : 0)) * 60 + Number(minute);
/** The spans of a text as [opens, closes, opens text, closes text]; [] for 'Closed' and special cases. */
function spans(text: string | undefined): [number, number, string, string][] {
  const times = [...(text ?? "").matchAll(timeText)];
  const result: [number, number, string, string][] = [];
  for (let i = 0; i + 1 < times.length; i += 2) {
    const [open, close] = [times[i]!, times[i + 1]!];
    result.push([
      toMinutes(open[1]!, open[2]!, open[3]!),
      toMinutes(close[1]!, close[2]!, close[3]!),
      open[0],
      close[0],
    ]);
  }
  return result;
}
/** How the state line says a time: "10:00 PM" -> "10 PM", "9:45 PM" stays. */
const spoken = (time: string) => time.replace(":00 ", " ");
const endsOvernight = (text: string | undefined) => spans(text).some(([opens, closes]) => closes <= opens);

/** A place and weekday whose hours are one daytime span, at least three hours long, after a night without a late span. */
const daytime = places
  .flatMap((place) => days.map((_, day) => ({ place, day, span: spans(textOn(place, day)) })))
  .find(
    ({ place, day, span }) =>
      span.length === 1 &&
      span[0]![0] >= 120 &&
      span[0]![1] - span[0]![0] >= 180 &&
      !/,/.test(textOn(place, day)!) &&
      !endsOvernight(textOn(place, day - 1)),
  );

/** A closed day of known hours followed by a day that opens with a span. */
const closedDay = places
  .flatMap((place) => days.map((_, day) => ({ place, day })))
  .find(
    ({ place, day }) =>
      textOn(place, day) === "Closed" &&
      spans(textOn(place, day + 1)).length > 0 &&
      !endsOvernight(textOn(place, day - 1)),
  );

const special = (texts: string[]) =>
  places
    .flatMap((place) => days.map((_, day) => ({ place, day })))
    .find(({ place, day }) => texts.includes(textOn(place, day) ?? "") && !endsOvernight(textOn(place, day - 1)));

const stateOf = (page: Page) => page.locator("main [data-open-state]").first();

/** The case a test needs, found in the fixture content, or the test fails saying which is missing. */
function needs<T>(found: T | undefined, what: string): T {
  expect(found, `${what} in the fixture content (tests/fixture-content/places)`).toBeDefined();
  return found!;
}

async function openAt(page: Page, path: string, time: Date) {
  await page.clock.setFixedTime(time);
  await open(page, path);
}

test.describe("open now, in Columbus time from a browser in Los Angeles", () => {
  test("a card on its list page says open now and when the place closes", async ({ page }) => {
    const { place, day, span } = needs(daytime, "a place with a daytime span");
    const [opens, , , closesText] = span[0]!;
    await openAt(page, listPath[place.type]!, columbus(day, opens + 60));
    const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: place.name, exact: true }) });
    await expect(card.locator("[data-open-state]")).toHaveText(`Open now · Closes ${spoken(closesText)}`);
  });

  test("the place page says open, closes soon, and closed until later today", async ({ page }) => {
    const { place, day, span } = needs(daytime, "a place with a daytime span");
    const [opens, closes, opensText, closesText] = span[0]!;

    await openAt(page, `/place/${place.slug}`, columbus(day, opens + 60));
    await expect(stateOf(page)).toHaveText(`Open now · Closes ${spoken(closesText)}`);

    await openAt(page, `/place/${place.slug}`, columbus(day, closes - 15));
    await expect(stateOf(page)).toHaveText(`Closes soon · ${spoken(closesText)}`);

    await openAt(page, `/place/${place.slug}`, columbus(day, opens - 60));
    await expect(stateOf(page)).toHaveText(`Closed · Opens ${spoken(opensText)}`);
  });

  test("a closed day names the weekday of the next opening", async ({ page }) => {
    const { place, day } = needs(closedDay, "a place with a closed day before an opening");
    const [, , opensText] = spans(textOn(place, day + 1))[0]!;
    await openAt(page, `/place/${place.slug}`, columbus(day, 12 * 60));
    await expect(stateOf(page)).toHaveText(`Closed · Opens ${shortDays[(day + 1) % 7]} ${spoken(opensText)}`);
  });

  test("special cases say 'Open 24 hours', 'Hours vary' or 'By appointment'", async ({ page }) => {
    const cases = [
      { found: special(["Open 24 hours"]), text: "Open 24 hours" },
      { found: special(["Varies with shows", "Game days only"]), text: "Hours vary" },
      { found: special(["Tours by appointment"]), text: "By appointment" },
    ];
    for (const { found, text } of cases) {
      const { place, day } = needs(found, `a place whose state reads '${text}'`);
      await openAt(page, `/place/${place.slug}`, columbus(day, 12 * 60));
      await expect(stateOf(page)).toHaveText(text);
    }
  });

  test("the state follows the minute clock: open turns to closes soon thirty minutes before closing", async ({
    page,
  }) => {
    const { place, day, span } = needs(daytime, "a place with a daytime span");
    const [, closes, , closesText] = span[0]!;
    // 30 minutes and 30 seconds before closing (the clock reads 31 minutes left): "Open now"; a minute later, "Closes soon".
    await page.clock.install({ time: new Date(columbus(day, closes - 31).getTime() + 30_000) });
    await open(page, `/place/${place.slug}`);
    await expect(stateOf(page)).toHaveText(`Open now · Closes ${spoken(closesText)}`);
    await page.clock.fastForward("01:00");
    await expect(stateOf(page)).toHaveText(`Closes soon · ${spoken(closesText)}`);
  });

  test("the hours table marks Columbus's today, not the visitor's", async ({ page }) => {
    const place = needs(
      places.find((candidate) => candidate.openingHours !== undefined),
      "a place with known hours",
    );
    // Saturday 12:30 AM in Columbus is still Friday 9:30 PM in Los Angeles.
    await openAt(page, `/place/${place.slug}`, columbus(5, 30));
    const table = page.getByRole("table");
    const today = table.locator('tr[aria-current="date"]');
    await expect(today).toHaveCount(1);
    await expect(today.getByRole("rowheader")).toHaveText("Saturday Today");
    await expect(table.getByText("Today", { exact: true })).toHaveCount(1);
  });

  test("a place whose hours are not known says so on its card and page, with no state, and asks for them", async ({
    page,
  }) => {
    const unknown = needs(
      places.find((place) => place.openingHours === undefined),
      "a place whose hours are not known",
    );
    await openAt(page, listPath[unknown.type]!, columbus(2, 12 * 60));
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: unknown.name, exact: true }) });
    await expect(card.locator("[data-open-state]")).toHaveText("Hours not known");
    await openAt(page, `/place/${unknown.slug}`, columbus(2, 12 * 60));
    const section = page.locator("section", { has: page.getByRole("heading", { name: "Hours of Operation" }) });
    await expect(section).toContainText("Hours not known");
    await expect(section.getByRole("table")).toHaveCount(0);
    // The correction form, named for the place (product §16.2; sending one is contributions.spec.ts's, on the
    // main build: this one is a static host's).
    await section.getByRole("link", { name: "Know the hours? Tell us" }).click();
    await expect(page).toHaveURL(`/contact?place=${unknown.slug}&fact=hours`);
    const form = page.getByRole("form", { name: "Send us a message" });
    await expect(form.getByText(`Suggesting a correction to ${unknown.name}.`)).toBeVisible();
    await expect(form.getByLabel("What to correct")).toHaveValue("hours");
    await expect(form.getByLabel("Hours now")).toBeVisible();
  });

  test("filling in the state and today's row moves nothing (no layout shift)", async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    const { place, day, span } = needs(daytime, "a place with a daytime span");
    for (const path of [`/place/${place.slug}`, listPath[place.type]!]) {
      await openAt(page, path, columbus(day, span[0]![0] + 60));
      await expect(page.locator('main [data-open-state="open"]').first()).toBeVisible();
      if (path.startsWith("/place/")) await expect(page.locator('tr[aria-current="date"]')).toHaveCount(1);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts), path).toEqual(
        [],
      );
    }
  });

  test("states keep WCAG AA contrast on a list page, at 1280 px and at 375 px", async ({ page }) => {
    // The fixture build's project is 1280 px wide: this test checks the phones' width itself.
    const { place, day, span } = needs(daytime, "a place with a daytime span");
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await openAt(page, listPath[place.type]!, columbus(day, span[0]![0] + 60));
      await expect(page.locator('[data-open-state="open"]').first()).toBeVisible();
      await expectNoAxeViolations(page, `list page with open-now states at ${width} px`);
    }
  });
});

test.describe("the pre-rendered page has no state", () => {
  test("without JavaScript, cards and the place page show hours but no state and no today", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, timezoneId: "America/Los_Angeles" });
    const page = await context.newPage();
    await page.route(
      (url) => url.hostname !== "localhost",
      (route) => route.abort(),
    );
    const { place } = needs(daytime, "a place with a daytime span");

    await page.goto(listPath[place.type]!);
    const lines = page.locator("[data-open-state]");
    expect(await lines.count()).toBeGreaterThan(0);
    for (const text of await lines.allTextContents()) expect(["", "Hours not known"]).toContain(text);

    await page.goto(`/place/${place.slug}`);
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(7);
    await expect(page.locator("main [data-open-state]").first()).toHaveText("");
    await expect(page.locator('[aria-current="date"]')).toHaveCount(0);
    await context.close();
  });

  test("the served HTML holds no state words, and the line's space is reserved", async ({ request }) => {
    const { place } = needs(daytime, "a place with a daytime span");
    const html = await (await request.get(`/place/${place.slug}`)).text();
    expect(html).toContain('data-open-state=""');
    expect(html).not.toMatch(/Open now|Closes soon|Closed · |Hours vary|By appointment|aria-current="date"/);
    expect(html).toMatch(/class="[^"]*min-h-6[^"]*"[^>]*data-open-state=""/);
  });
});

test("Open now says how many of its results have hours not confirmed for over a year (decision 068)", async ({
  page,
}) => {
  // Monday noon next week: the fixture's restaurants last checked over a year before the build (old hours) count
  // only when open then; an old one closed on Mondays does not.
  const noon = 12 * 60;
  const today = isoDate(cityToday);
  const restaurants = places.filter((place) => place.type === "restaurant");
  const openAtNoon = (place: (typeof places)[number]) =>
    spans(textOn(place, 0)).some(([opens, closes]) => opens <= noon && noon < closes);
  const old = restaurants.filter((place) => hoursAreOld(place, today));
  const expected = old.filter(openAtNoon).length;
  expect(expected).toBeGreaterThan(0);
  expect(old.length).toBeGreaterThan(expected);
  await page.clock.setFixedTime(columbus(0, noon));
  await open(page, "/restaurants?open=1");
  await expect(page.locator("[data-old-hours]")).toHaveText(
    `${expected} of these restaurants ${expected === 1 ? "has" : "have"} hours not confirmed for over a year.`,
  );
  // Without Open now the list says nothing of it.
  await open(page, "/restaurants");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("[data-old-hours]")).toHaveCount(0);
});
