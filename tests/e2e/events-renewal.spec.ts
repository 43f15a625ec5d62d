import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { addNights, nightWeekday, occurrenceText } from "../../core/events/occurrence";
import { eventWindowDays, upcomingDates } from "../../core/events/recurrence.server";
import type { EventInput } from "../../core/events/event-schema.server";
import { columbusDate } from "../../core/hours/columbus-date";
import { currentReleaseDir, readRelease, writeRelease } from "../../server/publish/release";
import { expect, open, readContent, test } from "./fixtures";
import { testSite, type TestSite } from "./test-site";

/**
 * The daily renewal and events (decisions 073, 085), on a site of its own: its release says it was rendered
 * yesterday, so the server's publisher renews it at start (`renew-<today>`: the whole guide rendered as of the city's
 * date), reading the events of a folder of this test (`GUIDE_EVENTS_DIR`): a show whose only date was yesterday and
 * a weekly show. After the renewal, with the page's clock fixed at noon today, /events and the search have the
 * weekly show with each of its dates of the next 60 days and none after, and nothing of yesterday's show. The
 * dates expected are those of the event rules as of today, never a date written here.
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
let eventsDir: string;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  eventsDir = mkdtempSync(path.join(os.tmpdir(), "dc-renewal-events-"));
  writeFileSync(path.join(eventsDir, "test.json"), JSON.stringify([pastShow, weekly]));
  site = await testSite("events-renewal", { env: { GUIDE_EVENTS_DIR: eventsDir } });
  // The release as if it were rendered yesterday: the next start renews it for today (written through a rename,
  // so the main build's file, linked, stays as it is).
  await site.kill();
  const releaseDir = currentReleaseDir(site.buildDir)!;
  writeRelease(releaseDir, { ...readRelease(releaseDir), hoursReadOn: yesterday });
  await site.start();
  // The renewal runs in the background: done once the search's events file holds the weekly show.
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
  if (eventsDir) rmSync(eventsDir, { recursive: true, force: true });
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
