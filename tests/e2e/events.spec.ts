import ICAL from "ical.js";
import { readEvents } from "../../core/events/events.server";
import { nightWeekday, addNights } from "../../core/events/occurrence";
import { upcomingDates } from "../../core/events/recurrence.server";
import { columbusDate } from "../../core/hours/columbus-date";
import { readAllContent } from "./fixtures";
import { expect, expectNoAxeViolations, open, test } from "./fixtures";

/**
 * What's on (decision 073) and its calendar files (decision 074), on the guide's own build: the expectations are
 * the seed events' dates as the build reads them (content/events, from the city's date today), never a date
 * written into a test. The page's clock is fixed inside the first date of the soonest event, or on a night with
 * nothing on.
 */
test.use({ timezoneId: "America/Los_Angeles" });

const today = columbusDate(new Date());
const events = readEvents(today, new Set(readAllContent().map((place) => place.slug)))
  .map((event) => ({ event, dates: upcomingDates(event, today) }))
  .filter(({ dates }) => dates.length > 0)
  .sort((a, b) => Date.parse(a.dates[0]!.start) - Date.parse(b.dates[0]!.start));
const soonest = events[0];
const allDates = events.flatMap(({ event, dates }) => dates.map((date) => ({ slug: event.slug, ...date })));

/** An instant on a night no date touches: noon of a night 2-30 nights ahead with nothing before or after it. */
function quietNoon(): Date | undefined {
  for (let offset = 2; offset < 30; offset++) {
    const night = addNights(today, offset);
    const busy = allDates.some((date) => date.night >= addNights(night, -1) && date.night <= addNights(night, 1));
    if (!busy && nightWeekday(night) < 4) return new Date(`${night}T12:00:00-05:00`);
  }
  return undefined;
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
});

test("the seed has an event with dates in the next 60 days", () => {
  expect(soonest, "content/events holds no event with a date in the next 60 days").toBeDefined();
});

test.describe("during the soonest event", () => {
  test.beforeEach(async ({ page }) => {
    const start = Date.parse(soonest!.dates[0]!.start);
    await page.clock.setFixedTime(new Date(start + 60 * 60_000));
  });

  test("/events puts it under Tonight, and the filters keep or hide it", async ({ page }) => {
    await open(page, "/events");
    const tonight = page.getByRole("region", { name: "Tonight" });
    await expect(tonight.getByRole("link", { name: soonest!.event.title })).toBeVisible();
    await expectNoAxeViolations(page, "/events, tonight");
    await page.getByLabel("Kind").selectOption(soonest!.event.kind);
    await expect(tonight.getByRole("link", { name: soonest!.event.title })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`kind=${soonest!.event.kind}`));
    const other = soonest!.event.kind === "music" ? "family" : "music";
    await page.getByLabel("Kind").selectOption(other);
    const same = allDates.filter((date) => events.find(({ event }) => event.slug === date.slug)!.event.kind === other);
    if (same.length === 0) await expect(page.getByText("No events found. Try other filters.")).toBeVisible();
  });

  test("the home page shows it in Tonight in Columbus", async ({ page }) => {
    await open(page, "/");
    const strip = page.getByRole("region", { name: "Tonight in Columbus" });
    await expect(strip.getByRole("link", { name: soonest!.event.title })).toBeVisible();
  });
});

test("the home page has no Tonight in Columbus on a night with nothing on", async ({ page }) => {
  const noon = quietNoon();
  test.skip(noon === undefined, "the seed has something on every night of the next month");
  await page.clock.setFixedTime(noon!);
  await open(page, "/");
  await expect(page.getByRole("region", { name: "Trending This Week" })).toBeVisible();
  await page.waitForTimeout(200);
  await expect(page.getByRole("heading", { name: "Tonight in Columbus" })).toHaveCount(0);
});

test("an event's page has its schema.org Event JSON-LD and Add to calendar links", async ({ page }) => {
  const { event, dates } = soonest!;
  await open(page, `/events/${event.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: event.title })).toBeVisible();
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(jsonLd).toMatchObject({
    "@type": "Event",
    name: event.title,
    startDate: dates[0]!.start,
    endDate: dates[0]!.end,
    eventStatus: `https://schema.org/${event.status}`,
  });
  expect(jsonLd.startDate).toMatch(/-0[45]:00$/);
  const google = await page.getByRole("link", { name: /Add to Google Calendar/ }).getAttribute("href");
  expect(new URL(google!).searchParams.get("dates")).toBe(
    `${new Date(dates[0]!.start).toISOString().replace(/[-:]|\.\d{3}/g, "")}/${new Date(dates[0]!.end).toISOString().replace(/[-:]|\.\d{3}/g, "")}`,
  );
  const icsLink = page.getByRole("link", { name: "Add to calendar (.ics)" });
  const ics = await icsLink.getAttribute("href");
  const response = await page.request.get(ics!);
  expect(response.headers()["content-type"]).toMatch(/^text\/calendar/);
  // Decision 104: the browser's router does not know the .ics routes; the hydrated page's link downloads the file.
  const [download] = await Promise.all([page.waitForEvent("download"), icsLink.click()]);
  expect(download.suggestedFilename()).toBe(`${event.slug}.ics`);
  expect(new URL(download.url()).pathname).toBe(ics);
  await expect(page.getByRole("heading", { level: 1, name: event.title })).toBeVisible();
  await expectNoAxeViolations(page, `/events/${event.slug}`);
});

test("the feeds parse back with the same events and dates", async ({ page }) => {
  const response = await page.request.get("/events.ics");
  expect(response.status()).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  const parsed = calendar
    .getAllSubcomponents("vevent")
    .map((vevent) => new ICAL.Event(vevent))
    .map((vevent) => ({
      uid: vevent.uid,
      start: vevent.startDate.toJSDate().getTime(),
      zone: vevent.startDate.zone.tzid,
    }));
  const expected = allDates
    .map((date) => ({
      uid: `${date.slug}-${date.start.slice(0, 10).replaceAll("-", "")}`,
      start: Date.parse(date.start),
    }))
    .sort((a, b) => a.start - b.start);
  expect(parsed.map(({ uid, start }) => ({ uid: uid.replace(/@.*$/, ""), start }))).toEqual(expected);
  expect(parsed.every((vevent) => vevent.zone === "America/New_York")).toBe(true);
});
