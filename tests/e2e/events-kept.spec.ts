import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import ICAL from "ical.js";
import { addNights, nightWeekday } from "../../core/events/occurrence";
import { columbusDate } from "../../core/hours/columbus-date";
import { expect, expectNoAxeViolations, open, test } from "./fixtures";
import { signInAtDesk } from "./server-data";
import { siteEditor, testSite, type TestSite } from "./test-site";

/**
 * Events kept and changed like places (decision 083), on a site of its own (publishing on): a manager of a seed bar
 * (claimed by a mail at its website's domain) adds a weekly show on the owner's page, live within the minute on the
 * place's "Coming up", on /events and in the sitemap; a visitor's proposal, approved at the desk, goes live; the show, cancelled on
 * the owner's page, says so on its page, in its JSON-LD and in its .ics. Axe finds nothing on the forms.
 */

let site: TestSite;
test.beforeAll(async () => {
  site = await testSite("events-kept");
});
test.afterAll(async () => {
  await site?.stop();
});
test.describe.configure({ mode: "serial", timeout: 240_000 });

const bar = { name: "Brothers Drake Meadery", slug: "brothers-drake-meadery" };
const ownerEmail = "events@brothersdrake.com";
const today = columbusDate(new Date());
/** The first date of the weekly show: tomorrow in the city, on its weekday, for 8 weeks. */
const firstNight = addNights(today, 1);
const weekday = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][
  nightWeekday(firstNight)
]!;
const show = { title: "Fixture Mead Music Night", slug: "fixture-mead-music-night" };
/** The manager's session, kept for the cancelling test. */
let ownerCookies: Awaited<ReturnType<BrowserContext["cookies"]>> = [];

/** The newest mail to `to` holding `pattern` in the site's outbox (.eml files), within 15 s. */
async function mailTo(to: string, pattern: RegExp): Promise<string> {
  const dir = path.join(site.dataDir, "outbox");
  let text: string | undefined;
  await expect(async () => {
    const mails = (existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(".eml")) : [])
      .sort()
      .map((name) =>
        readFileSync(path.join(dir, name), "utf8")
          .replace(/=\r?\n/g, "")
          .replace(/=3D/g, "="),
      )
      .filter((raw) => raw.includes(`To: ${to}`) && pattern.test(raw));
    expect(mails.length).toBeGreaterThan(0);
    text = mails.at(-1);
  }).toPass({ timeout: 15_000 });
  return text!;
}

/** Loads `url` until `check` passes: the publisher's run is live within the minute. */
async function liveWithinAMinute(page: Page, url: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(url);
    await check();
  }).toPass({ timeout: 60_000, intervals: [1000, 2000] });
}

test("a manager's weekly show is live within the minute on the place page and /events", async ({ page, problems }) => {
  problems.allow(/map|tile|openstreetmap|google/i);
  await page.goto(`${site.baseURL}/owners/claim?place=${bar.slug}`);
  await page.getByLabel("Your name").fill("Jo Tester");
  await page.getByLabel("Your role at the place").fill("events manager");
  await page.getByLabel("Your email").fill(ownerEmail);
  await page.getByRole("button", { name: "Send my claim" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your inbox" })).toBeVisible();
  const link = /https?:\/\/\S+\/owners\/claim\/confirm\?token=[\w-]{43}/.exec(
    await mailTo(ownerEmail, /claim\/confirm/),
  )![0];
  await page.goto(link.replace(/^https?:\/\/[^/]+/, site.baseURL));
  await page.getByRole("button", { name: "Confirm and sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: bar.name })).toBeVisible();
  ownerCookies = await page.context().cookies();

  const form = page.getByRole("form", { name: "Add an event" });
  await form.getByLabel("Title").fill(show.title);
  await form.getByLabel("Starts").fill(`${firstNight}T19:00`);
  await form.getByLabel("Ends").fill(`${firstNight}T18:00`);
  await form.getByLabel("Repeats").selectOption("weekly");
  await form.getByLabel(weekday, { exact: true }).check();
  await form.getByLabel("Last date").fill(addNights(firstNight, 49));
  await form.getByLabel(/^Price/).fill("Free");
  await form.getByRole("button", { name: "Add the event" }).click();
  // Refused with the field named, what was typed kept.
  await expect(page.getByRole("alert")).toHaveText("Nothing was saved. Ends: must be after the start.");
  await expect(page.getByLabel("Ends")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Title")).toHaveValue(show.title);
  await expectNoAxeViolations(page, "the refused event form");
  await page.getByLabel("Ends").fill(`${firstNight}T22:30`);
  await page.getByRole("button", { name: "Add the event" }).click();
  await expect(page.getByText("Saved. The event is on the guide's pages within a few seconds.")).toBeVisible();
  await expect(page.getByText(new RegExp(`${show.title}, from ${firstNight} 19:00`))).toBeVisible();
  await expectNoAxeViolations(page, "the owner's page with its events");

  await liveWithinAMinute(page, `${site.baseURL}/place/${bar.slug}`, async () => {
    await expect(page.getByRole("link", { name: new RegExp(show.title) }).first()).toBeVisible({ timeout: 1000 });
  });
  await liveWithinAMinute(page, `${site.baseURL}/events`, async () => {
    await expect(page.getByRole("link", { name: new RegExp(show.title) }).first()).toBeVisible({ timeout: 1000 });
  });
  await page.goto(`${site.baseURL}/events/${show.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: show.title })).toBeVisible();
  // Decision 095: the new event is in the sitemap with the same run, not at the next daily renewal.
  const sitemap = async () => (await page.request.get(`${site.baseURL}/sitemap.xml`)).text();
  await expect.poll(sitemap, { timeout: 10_000 }).toContain(`/events/${show.slug}</loc>`);
});

test("a visitor's proposal, approved at the desk, goes live", async ({ page, problems }) => {
  problems.allow(/map|tile|openstreetmap|google/i);
  const talk = { title: "Fixture Proposed Tasting", slug: "fixture-proposed-tasting" };
  await open(page, `${site.baseURL}/events`);
  await page.getByRole("link", { name: "Propose an event" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Propose an event" })).toBeVisible();
  await expectNoAxeViolations(page, "the proposal form");
  await page.getByLabel("Title").fill(talk.title);
  await page.getByLabel("Kind").selectOption("food-and-drink");
  await page.getByLabel(/^Place in the guide/).fill(`/place/${bar.slug}`);
  await page.getByLabel("Starts").fill(`${addNights(today, 2)}T18:00`);
  await page.getByLabel("Ends").fill(`${addNights(today, 2)}T20:00`);
  await page.getByLabel(/^Tickets or details/).fill("javascript:alert(1)");
  await page.getByLabel("Where it is announced (a link)").fill("https://www.brothersdrake.com/events");
  await page.getByLabel(/^Your email/).fill("organizer@example.com");
  await page.getByRole("button", { name: "Send to our editors" }).click();
  await expect(page.getByRole("alert")).toContainText("Tickets or details: must be an http(s) URL.");
  await page.getByLabel(/^Tickets or details/).fill("https://www.brothersdrake.com/events");
  await page.getByRole("button", { name: "Send to our editors" }).click();
  // Decision 092: the form leads to the proposal's private status page, whose link the receipt mails too.
  await expect(page.getByRole("heading", { level: 1, name: `Event proposal: ${talk.title}` })).toBeVisible();
  await expect(page.getByText("Waiting for our editors")).toBeVisible();
  const statusPage = page.url();
  expect(new URL(statusPage).pathname).toMatch(/^\/requests\/events\/[\w-]{43}$/);
  expect(await mailTo("organizer@example.com", /We received your event/)).toContain(new URL(statusPage).pathname);
  await expectNoAxeViolations(page, "the proposal's status page");
  // Not on the guide before the desk approves it.
  expect((await page.request.get(`${site.baseURL}/events/${talk.slug}`)).status()).toBe(404);

  await signInAtDesk(page, siteEditor, site.baseURL);
  await page.goto(`${site.baseURL}/admin/events`);
  await expect(page.getByRole("heading", { name: "Proposals waiting (1)" })).toBeVisible();
  await expectNoAxeViolations(page, "the desk's events");
  await page.getByRole("listitem").filter({ hasText: talk.title }).getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("heading", { name: "Proposals waiting (0)" })).toBeVisible();
  await liveWithinAMinute(page, `${site.baseURL}/events/${talk.slug}`, async () => {
    await expect(page.getByRole("heading", { level: 1, name: talk.title })).toBeVisible({ timeout: 1000 });
  });
  // The sender's status page says it is live, with its link, and the decision was mailed.
  await page.goto(statusPage);
  await expect(page.getByText("Live", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: `/events/${talk.slug}` })).toBeVisible();
  expect(await mailTo("organizer@example.com", /Your event is on the guide/)).toContain(`/events/${talk.slug}`);
});

test("a cancelled show says so on its page, in its JSON-LD and in its .ics", async ({ page, problems }) => {
  problems.allow(/map|tile|openstreetmap|google/i);
  // The manager's session from the first test (a second sign-in link would wait for the address's turn, decision 067).
  await page.context().addCookies(ownerCookies);
  await page.goto(`${site.baseURL}/owners/places/${bar.slug}`);
  await page.getByRole("link", { name: `Edit ${show.title}` }).click();
  await page.getByLabel("Status").selectOption("EventCancelled");
  await page.getByRole("button", { name: "Save the event" }).click();
  await expect(page.getByText("Saved. The event is on the guide's pages within a few seconds.")).toBeVisible();

  await liveWithinAMinute(page, `${site.baseURL}/events/${show.slug}`, async () => {
    await expect(page.getByText("Cancelled: this event will not take place.")).toBeVisible({ timeout: 1000 });
  });
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(jsonLd.eventStatus).toBe("https://schema.org/EventCancelled");
  const ics = await (await page.request.get(`${site.baseURL}/events/${show.slug}/event.ics`)).text();
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents("vevent");
  expect(events.length).toBeGreaterThan(0);
  for (const event of events) expect(event.getFirstPropertyValue("status")).toBe("CANCELLED");
  // Its public history: both changes, as the owner's, never who.
  await page.goto(`${site.baseURL}/events/${show.slug}`);
  await page.getByRole("link", { name: "History of this event" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `History of ${show.title}` })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /Changed by the owner$/ })).toHaveCount(2);
  await expect(page.getByRole("row", { name: "Status Scheduled Cancelled" })).toBeVisible();
  await expect(page.getByText(ownerEmail)).toHaveCount(0);
});
