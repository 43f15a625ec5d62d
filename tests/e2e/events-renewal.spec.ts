import { existsSync } from "node:fs";
import path from "node:path";
import { addNights, nightWeekday, occurrenceText } from "../../core/events/occurrence";
import { eventWindowDays, upcomingDates } from "../../core/events/recurrence.server";
import type { EventInput } from "../../core/events/event-schema.server";
import { columbusDate } from "../../core/hours/columbus-date";
import { openDatabase } from "../../server/db/connect";
import { saveEvent } from "../../server/events/store";
import { currentReleaseDir, readRelease, writeRelease } from "../../server/publish/release";
import { expect, expectNoAxeViolations, open, readContent, test } from "./fixtures";
import { tabTo } from "./search-oracle";
import { testSite, type TestSite } from "./test-site";

/**
 * The daily renewal and events (decisions 073, 085, 092), on a site of its own, with two events written at the desk:
 * a show whose only date is yesterday and a weekly show. The server starts first with its clock at noon yesterday
 * (`CLOCK_AT`, tests only) on a release renewed for yesterday: its publisher publishes the two events (their pages and
 * the pages that list them, not the whole guide), and the show's page is live. Started again
 * on the real clock, it renews the guide for today (`renew-<today>`: the whole guide rendered as of the city's date):
 * the show's page is a 404 and its file is gone. With the page's clock fixed at noon today, /events and the search
 * have the weekly show with each of its dates of the next 60 days and none after, and nothing of yesterday's show.
 * The dates expected are those of the event rules as of today, never a date written here.
 */
const today = columbusDate(new Date());
const yesterday = addNights(today, -1);
const days = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
const venue = readContent().find((place) => place.type === "club" || place.type === "bar")!;
const source = [{ publisher: "Test", title: "Calendar", url: "https://example.com/calendar" }];

const pastShow: EventInput = {
  slug: "renewal-past-show",
  title: "Yesterday's Farewell Show",
  kind: "music",
  place: venue.slug,
  start: `${yesterday}T20:00`,
  end: `${yesterday}T23:00`,
  repeat: { freq: "once" },
  sources: source,
  checkedOn: yesterday,
};
const weekly: EventInput = {
  slug: "renewal-weekly-jazz",
  title: "Renewal Weekly Jazz",
  kind: "music",
  place: venue.slug,
  start: `${addNights(today, -7)}T20:00`,
  end: `${addNights(today, -7)}T23:00`,
  repeat: { freq: "weekly", days: [days[nightWeekday(today)]!] },
  until: addNights(today, 120),
  performers: ["The Renewal Quartet"],
  sources: source,
  checkedOn: yesterday,
};

let site: TestSite;
/** The past show's page as the site served it the day before (its status), and its file then. */
let dayBefore: { status: number; file: boolean } | undefined;
/** The past show's page's file in the site's release. */
const pastShowFile = () =>
  path.join(currentReleaseDir(site.buildDir)!, "client", "events", pastShow.slug, "index.html");
/** Resolves once the site's release was renewed for `day` (its release.json says so). */
const renewedFor = (day: string) =>
  expect
    .poll(() => readRelease(currentReleaseDir(site.buildDir)!).hoursReadOn, { timeout: 240_000, intervals: [1000] })
    .toBe(day);

test.beforeAll(async () => {
  test.setTimeout(600_000);
  site = await testSite("events-renewal");
  // The two events written at the desk (decision 083: events are the database's) while the server is stopped, and
  // the release as if it were renewed yesterday: the next start, its clock at noon yesterday, publishes them in a run
  // of their own (release.json written through a rename, so the main build's file, linked, stays as it is). A release
  // of two days ago would be renewed for yesterday first, the whole guide rendered once more than this spec needs.
  await site.kill();
  const { db } = await openDatabase({ dataDir: site.dataDir });
  try {
    for (const record of [pastShow, weekly])
      await saveEvent(db, { record, kind: "editor", editor: "test@example.com" }, yesterday);
  } finally {
    await db.destroy();
  }
  const releaseDir = currentReleaseDir(site.buildDir)!;
  writeRelease(releaseDir, { ...readRelease(releaseDir), hoursReadOn: yesterday });
  await site.start({ CLOCK_AT: `${yesterday}T12:00:00${offsetOf(yesterday)}` });
  const pastShowStatus = async () =>
    (await fetch(`${site.baseURL}/events/${pastShow.slug}`, { cache: "no-store" })).status;
  await expect.poll(pastShowStatus, { timeout: 240_000, intervals: [1000] }).toBe(200);
  dayBefore = {
    status: await pastShowStatus(),
    file: existsSync(pastShowFile()),
  };
  // The next day: the server on the real clock renews the guide for today.
  await site.kill();
  await site.start();
  await renewedFor(today);
  // The renewal's files are in place: the search's events file holds the weekly show.
  await expect
    .poll(
      async () => {
        const answer = await fetch(`${site.baseURL}/search/events.json`, { cache: "no-store" });
        return answer.ok ? (await answer.text()).includes(weekly.slug) : false;
      },
      { timeout: 240_000, intervals: [1000] },
    )
    .toBe(true);
});
test.afterAll(async () => {
  await site?.stop();
});
// One site for both tests: one worker runs them in turn.
test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date(`${today}T12:00:00${offsetOf(today)}`));
});

/** The city's UTC offset at noon of a date, "-05:00" or "-04:00" (from the event rules' own dates). */
function offsetOf(date: string): string {
  const [first] = upcomingDates({ start: `${date}T12:00`, end: `${date}T13:00`, repeat: { freq: "once" } }, date);
  return first!.start.slice(-6);
}

test("the daily renewal removes a past event: its page, live the day before, is a 404 and its file is gone", async () => {
  expect(dayBefore).toEqual({ status: 200, file: true });
  expect((await fetch(`${site.baseURL}/events/${pastShow.slug}`, { cache: "no-store" })).status).toBe(404);
  expect(existsSync(pastShowFile())).toBe(false);
  expect(existsSync(`${pastShowFile()}.gz`)).toBe(false);
});

test("after the daily renewal a past event is gone and a weekly one shows its dates of the next 60 days", async ({
  page,
}) => {
  const expected = upcomingDates(weekly as never, today);
  expect(expected.length).toBeGreaterThanOrEqual(8);
  expect(expected.at(-1)!.night <= addNights(today, eventWindowDays)).toBe(true);

  await open(page, `${site.baseURL}/events`);
  const rows = page.getByRole("link", { name: weekly.title });
  await expect(rows).toHaveCount(expected.length);
  await expect(page.getByRole("region", { name: "Tonight" }).getByRole("link", { name: weekly.title })).toBeVisible();
  for (const date of expected) await expect(page.getByText(occurrenceText(date)).first()).toBeAttached();
  // The date 7 days after the last one shown is past the window: not on the page.
  const beyond = { ...expected.at(-1)!, start: "", end: "" };
  const nextWeek = addNights(expected.at(-1)!.night, 7);
  beyond.start = `${nextWeek}T20:00${offsetOf(nextWeek)}`;
  beyond.end = `${nextWeek}T23:00${offsetOf(nextWeek)}`;
  await expect(page.getByText(occurrenceText(beyond))).toHaveCount(0);
  await expect(page.getByText(pastShow.title)).toHaveCount(0);
});

test("after the daily renewal the search finds the weekly show with its next date, and not yesterday's", async ({
  page,
}) => {
  await open(page, `${site.baseURL}/search?q=${encodeURIComponent("renewal quartet")}`);
  const events = page.getByRole("region", { name: "Events" });
  await expect(events.getByRole("link", { name: weekly.title })).toHaveAttribute("href", `/events/${weekly.slug}`);
  const [next] = upcomingDates(weekly as never, today);
  await expect(events).toContainText(`Next: ${occurrenceText(next!)}`);

  await open(page, `${site.baseURL}/search?q=${encodeURIComponent("farewell show")}`);
  await expect(page.getByRole("status")).not.toContainText("Searching");
  await expect(page.getByRole("link", { name: pastShow.title })).toHaveCount(0);
  const file = await (await fetch(`${site.baseURL}/search/events.json`)).text();
  expect(file).not.toContain(pastShow.slug);
});

test("/events' map of tonight's events opens from its button; Tab reaches a marker, Enter its card, Escape returns", async ({
  page,
  problems,
}) => {
  problems.allow(/tile|openstreetmap/i);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await open(page, `${site.baseURL}/events`);
  const tonight = page.getByRole("region", { name: "Tonight" });
  const button = tonight.getByRole("button", { name: "Tonight's events on a map" });
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("region", { name: "Map of tonight's events" })).toHaveCount(0);
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  const map = page.getByRole("region", { name: "Map of tonight's events" });
  const marker = map.getByRole("button", { name: `${weekly.title}, 8 PM at ${venue.name}` });
  await expect(marker).toBeVisible();
  await button.focus();
  await tabTo(page, marker);
  await page.keyboard.press("Enter");
  const details = map.getByRole("link", { name: "Event details" });
  await expect(details).toBeFocused();
  await expect(details).toHaveAttribute("href", `/events/${weekly.slug}`);
  await page.keyboard.press("Escape");
  await expect(details).toHaveCount(0);
  await expect(marker).toBeFocused();
  await expectNoAxeViolations(page, "/events, the map of tonight's events");
});

test("/events has no map when nothing is on tonight", async ({ page }) => {
  // Tomorrow at noon: the weekly show is on today's weekday only, yesterday's show is gone.
  const tomorrow = addNights(today, 1);
  await page.clock.setFixedTime(new Date(`${tomorrow}T12:00:00${offsetOf(tomorrow)}`));
  await open(page, `${site.baseURL}/events`);
  await expect(page.getByRole("link", { name: weekly.title }).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Tonight" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /map/ })).toHaveCount(0);
});
