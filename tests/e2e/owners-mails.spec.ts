import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, open, readContent, test } from "./fixtures";
import { signInAtDesk } from "./server-data";
import { siteEditor, testSite, type TestSite } from "./test-site";

/**
 * What owners and correction senders are mailed (decision 068), on a site of its own (publishing on):
 * - a visitor's correction: its receipt's private status link says Received, then Accepted once the desk accepts it;
 * - a manager (a place of the guide claimed by a mail at its website's domain) is mailed when a visitor's review of
 *   the place is published;
 * - the "Are these hours still right?" mail: the site restarted with OWNER_REMINDERS_AT 120 days ahead (decision
 *   077) mails the manager; the link's page confirms nothing, its "Still right" button moves the confirmed date the
 *   place page shows, from the editors' check to "Confirmed by the owner today".
 * The mails are the site's outbox files (no SMTP); nothing leaves the machine.
 */

let site: TestSite;
let later: TestSite | undefined;
test.beforeAll(async () => {
  site = await testSite("owners-mails");
});
test.afterAll(async () => {
  await later?.stop();
  await site?.stop();
});
test.describe.configure({ mode: "serial", timeout: 240_000 });

const content = readContent();
/** A place whose step-free access is not known: its page's "Know? Tell us" opens a correction of it. */
const corrected = content.find((place) => place.slug === "franklin-park-conservatory")!;
/** A place with weekly hours and a website at a domain of its own, which its manager proves. */
const managed = content.find((place) => place.slug === "columbus-museum-of-art")!;
const managerEmail = "manager@columbusmuseum.org";

/** The newest mail to `to` holding `pattern` in the site's outbox (.eml files, quoted-printable decoded), within 15 s. */
async function mailTo(dataDir: string, to: string, pattern: RegExp): Promise<string> {
  const dir = path.join(dataDir, "outbox");
  let text: string | undefined;
  await expect(async () => {
    const mails = (
      existsSync(dir)
        ? readdirSync(dir)
            .filter((name) => name.endsWith(".eml"))
            .sort()
        : []
    )
      .map((name) =>
        readFileSync(path.join(dir, name), "utf8")
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      )
      .filter((raw) => new RegExp(`^To: ${to.replace(/[.+]/g, "\\$&")}$`, "mi").test(raw) && pattern.test(raw));
    expect(mails.length).toBeGreaterThan(0);
    text = mails.at(-1);
  }).toPass({ timeout: 15_000 });
  return text!;
}

/** A mailed link on `base` instead of the origin the mail names. */
const on = (base: string, link: string) => link.replace(/^https?:\/\/[^/]+/, base);

test("a correction's sender gets a status link that says Accepted once the desk accepts it", async ({
  page,
  problems,
}) => {
  problems.allow(/map|tile|openstreetmap|google/i);
  expect(corrected.facts?.wheelchair, "a place whose step-free access is not known").toBeUndefined();
  await open(page, `${site.baseURL}/contact?place=${corrected.slug}&fact=wheelchair`);
  const form = page.getByRole("form", { name: "Send us a message" });
  await expect(form.getByText(`Suggesting a correction to ${corrected.name}.`)).toBeVisible();
  await form.getByLabel("Your Name").fill("Ria Wheels");
  await form.getByLabel("Email").fill("ria.wheels@example.net");
  await form.getByLabel("Step-free access").selectOption({ label: "Yes, step-free" });
  await form.getByLabel("How do you know?").fill("I went in with my wheelchair last week: a ramp at the main door.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Message Sent!" })).toBeVisible();

  const statusLink = /https?:\/\/\S+\/corrections\/[\w-]{43}/;
  const receipt = await mailTo(site.dataDir, "ria.wheels@example.net", statusLink);
  expect(receipt).toContain(`thank you for your correction to ${corrected.name} in Discover Columbus`);
  const statusUrl = on(site.baseURL, statusLink.exec(receipt)![0]);
  await page.goto(statusUrl);
  await expect(page.getByRole("heading", { level: 1, name: `Correction to ${corrected.name}` })).toBeVisible();
  const status = page.locator("dt", { hasText: "Status" }).locator("xpath=following-sibling::dd[1]");
  await expect(status).toHaveText("Received");
  expect((await page.locator("body").textContent()) ?? "").not.toMatch(/ria\.wheels|Ria Wheels/);

  await signInAtDesk(page, siteEditor, site.baseURL);
  await page.getByRole("link", { name: "Ria Wheels" }).click();
  await page.getByRole("button", { name: "Accept" }).click();
  await expect(page.getByText("Status: Accepted")).toBeVisible();

  await page.goto(statusUrl);
  await expect(status).toHaveText("Accepted");
  await expect(page.getByText(/Your correction was accepted/)).toBeVisible();
});

/** Claims `managed` by a mail at its website's domain and signs in by the mailed button. */
async function claimByMail(page: Page) {
  await page.goto(`${site.baseURL}/owners/claim?place=${managed.slug}`);
  await page.getByLabel("Your name").fill("Mo Curator");
  await page.getByLabel("Your role at the place").fill("manager");
  await page.getByLabel("Your email").fill(managerEmail);
  await page.getByRole("button", { name: "Send my claim" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your inbox" })).toBeVisible();
  const claimLink = /https?:\/\/\S+\/owners\/claim\/confirm\?token=[\w-]{43}/;
  await page.goto(on(site.baseURL, claimLink.exec(await mailTo(site.dataDir, managerEmail, claimLink))![0]));
  await page.getByRole("button", { name: "Confirm and sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: managed.name })).toBeVisible();
}

test("a manager is mailed when a visitor's review of their place is published", async ({ page, browser }) => {
  await claimByMail(page);
  // A visitor's review, written and confirmed without JavaScript, published at the desk.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await plain.newPage();
  await visitor.goto(`${site.baseURL}/review?place=${managed.slug}`);
  const form = visitor.getByRole("form", { name: /Your review/ });
  await form.getByLabel("Your rating").selectOption("5");
  await form
    .getByLabel("Your review")
    .fill("We spent a slow Sunday afternoon here: the galleries were calm, the staff helpful and the cafe warm.");
  await form.getByLabel("Month of your visit").fill("2026-10");
  await form.getByLabel("Name to show").fill("Pat V.");
  await form.getByLabel("Email (never shown)").fill("pat.visitor@example.net");
  await form.getByLabel("Do you work for, own, or compete with this place?").selectOption("no");
  await form.getByRole("button", { name: "Send my review" }).click();
  await expect(visitor.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  const confirmLink = /https?:\/\/\S+\/reviews\/confirm\?token=[\w-]+/;
  await visitor.goto(
    on(site.baseURL, confirmLink.exec(await mailTo(site.dataDir, "pat.visitor@example.net", confirmLink))![0]),
  );
  await visitor.getByRole("button", { name: "Confirm my review" }).click();
  await expect(visitor.getByRole("heading", { name: /your review is confirmed/ })).toBeVisible();
  await plain.close();

  await signInAtDesk(page, siteEditor, site.baseURL);
  await page.getByRole("link", { name: "Visitors' reviews", exact: true }).click();
  await page.getByRole("link", { name: `Review of ${managed.name}` }).click();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("5 of 5")).toBeVisible();

  const mail = await mailTo(site.dataDir, managerEmail, /review of .* was published/);
  expect(mail).toContain(`a visitor's review of ${managed.name} was published on Discover Columbus`);
  expect(mail).toMatch(new RegExp(`https?://\\S+/place/${managed.slug}`));
  expect(mail).not.toContain("pat.visitor@example.net");

  // Its reply link opens the review on the owner's page (the manager is still signed in), with the reply form.
  const replyLink = new RegExp(`https?://\\S+/owners/places/${managed.slug}#review-\\d+`);
  await page.goto(on(site.baseURL, replyLink.exec(mail)![0]));
  const reviews = page.getByRole("region", { name: "Visitors' reviews" });
  const review = reviews.getByRole("article", { name: "Pat V., 5 out of 5 stars" });
  await expect(review).toContainText("No reply yet.");
  await expectNoAxeViolations(page, "the owner's page with a review to reply to");
  const reply = "Thank you, Pat: the cafe's soup changes every Sunday, come and try the next one.";
  await review.getByLabel("Your public reply to Pat V.").fill(reply);
  await review.getByRole("button", { name: "Send the reply" }).click();
  await expect(review.getByRole("status")).toHaveText("Your reply was sent.");
  await expect(review).toContainText("Your reply waits for an editor");
  await expect(review.getByLabel("Your public reply to Pat V.")).toHaveValue(reply);

  // The desk publishes it as any owner's reply; the manager is mailed, and it shows under the review.
  await page.goto(`${site.baseURL}/admin/reviews?reply=waiting`);
  await page.getByRole("link", { name: `Review of ${managed.name}` }).click();
  await expect(page.getByText(reply)).toBeVisible();
  await page.getByRole("button", { name: "Publish the reply" }).click();
  expect(await mailTo(site.dataDir, managerEmail, /Your reply to a review of .* is published/)).toContain(managed.name);
  await expect(async () => {
    await page.goto(`${site.baseURL}/place/${managed.slug}`);
    await expect(page.locator("[data-visitor-reviews]").getByText(reply)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000, intervals: [500, 1000, 2000] });
});

test("the 90-day mail, at a fake instant 120 days on: its page confirms nothing, its Still right moves the confirmed date", async ({
  page,
}) => {
  // The place page's line as served (read as HTML: no page is left loading its scripts while a server stops).
  const freshnessOf = async (base: string) =>
    /data-hours-freshness[^>]*>([^<]*)</.exec(
      await (await page.request.get(`${base}/place/${managed.slug}`)).text(),
    )?.[1];
  const checked = await freshnessOf(site.baseURL);
  expect(checked).toMatch(/^Checked by our editors on /);

  // The same guide restarted with its reminders looked for 120 days from now (decision 077).
  await site.kill();
  later = await testSite("owners-mails-later", {
    buildDir: site.buildDir,
    dataDir: site.dataDir,
    env: { OWNER_REMINDERS_AT: new Date(Date.now() + 120 * 86_400_000).toISOString() },
  });
  const mail = await mailTo(later.dataDir, managerEmail, /Still right\? Open this link/);
  const stillRight = /https?:\/\/\S+\/owners\/confirm\?token=[\w-]{43}/;
  const link = on(later.baseURL, stillRight.exec(mail)![0]);

  // The link's page (a GET, as a mail scanner makes) confirms nothing.
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: `Are ${managed.name}'s hours still right?` })).toBeVisible();
  expect(await freshnessOf(later.baseURL)).toBe(checked);

  // Its button (a POST) does, and the place page says so once published.
  await page.goto(link);
  await page.getByRole("button", { name: "Still right" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you: the hours are confirmed" })).toBeVisible();
  await expect(async () => expect(await freshnessOf(later!.baseURL)).toBe("Confirmed by the owner today")).toPass({
    timeout: 90_000,
    intervals: [500, 1000, 2000],
  });
  await open(page, `${later.baseURL}/place/${managed.slug}`);
  await expect(page.locator("[data-hours-freshness]")).toHaveText("Confirmed by the owner today");
});
