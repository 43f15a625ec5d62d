import { readFileSync, readdirSync, existsSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import Database from "libsql";
import { readPlaces } from "../../core/places/guide.server";
import { isListed } from "../../core/places/place-schema";
import { expect, expectNoAxeViolations, open, test } from "./fixtures";
import { siteEditor, testSite, type TestSite } from "./test-site";

/**
 * Visitors' reviews (product §19.1-§19.3, decision 054), on a site of its own (decision 050): a review written
 * without JavaScript and one with it, each confirmed through its mail's link (only the button confirms), decided at
 * the desk before its stars are shown, the published one put live by the publisher's run, the declined one's author
 * told the ground by mail; HTML and script typed into the fields are shown as text at the desk and on the private page.
 * Once the publisher's run that carried it is live, the review is on its place page, counted and in the JSON-LD, and
 * the author's private link says "Published". Reported without JavaScript from its Report link (product §19.5), the
 * report reaches the desk's page of the review, which keeps it and mails the reporter the outcome.
 */

let site: TestSite;
test.beforeAll(async () => {
  site = await testSite("reviews");
});
test.afterAll(async () => {
  await site?.stop();
});
test.describe.configure({ mode: "serial", timeout: 180_000 });

const places = readPlaces(path.resolve(import.meta.dirname, "../../content/places")).filter(isListed);
const text =
  "We went on a quiet Tuesday evening: the food came hot and quickly, the portions were fair and the staff kind.";

/** Rows of a query on the site's database, opened read-only for the call. */
function query<Row>(sql: string, ...params: unknown[]): Row[] {
  const db = new Database(path.join(site.dataDir, "discover-columbus.db"), { readonly: true });
  try {
    return db.prepare(sql).all(...params) as Row[];
  } finally {
    db.close();
  }
}

/** The newest mail the site wrote to `to` (its .eml, quoted-printable decoded), waiting up to 10 s for one. */
async function mailTo(to: string, since = 0): Promise<{ subject: string; text: string }> {
  const dir = path.join(site.dataDir, "outbox");
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = (
      existsSync(dir)
        ? readdirSync(dir)
            .filter((name) => name.endsWith(".eml"))
            .sort()
        : []
    )
      .map((name) => readFileSync(path.join(dir, name), "utf8"))
      .filter((raw) => new RegExp(`^To: ${to.replace(/[.+]/g, "\\$&")}$`, "im").test(raw));
    if (mails.length > since) {
      const raw = mails.at(-1)!;
      const split = raw.indexOf("\n\n");
      const body = raw
        .slice(split + 2)
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, " ");
      return { subject: /^Subject: (.*)$/im.exec(head)![1]!, text: body };
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Fills the review form (its labels) and sends it. */
async function writeReview(page: Page, fields: { stars: string; text: string; name: string; email: string }) {
  const form = page.getByRole("form", { name: /Your review/ });
  await form.getByLabel("Your rating").selectOption(fields.stars);
  await form.getByLabel("Your review").fill(fields.text);
  await form.getByLabel("Month of your visit").fill("2026-09");
  await form.getByLabel("Name to show").fill(fields.name);
  await form.getByLabel("Email (never shown)").fill(fields.email);
  await form.getByLabel("Do you work for, own, or compete with this place?").selectOption("no");
  await form.getByRole("button", { name: "Send my review" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
}

/** Confirms the review mailed to `email` through its link: the page first, which confirms nothing, then the button. */
async function confirmByMail(page: Page, email: string) {
  const mail = await mailTo(email);
  expect(mail.subject).toMatch(/^Confirm your review of /);
  const confirmUrl = /http:\/\/\S+\/reviews\/confirm\?token=[\w-]+/.exec(mail.text)![0];
  const privateUrl = /http:\/\/\S+\/reviews\/mine\/[\w-]+/.exec(mail.text)![0];
  await page.goto(confirmUrl);
  await expect(page.getByRole("heading", { name: "Confirm your review" })).toBeVisible();
  expect(query("select status from review where email = ?", email)).toEqual([{ status: "unconfirmed" }]);
  await page.getByRole("button", { name: "Confirm my review" }).click();
  await expect(page.getByRole("heading", { name: /your review is confirmed/ })).toBeVisible();
  return privateUrl;
}

async function signIn(page: Page) {
  await page.goto(`${site.baseURL}/admin/login`);
  await page.getByLabel("Email").fill(siteEditor.email);
  await page.getByLabel("Password").fill(siteEditor.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
}

test("a review written without JavaScript is confirmed by mail, published at the desk blind to its stars, and goes live", async ({
  browser,
  page,
  problems,
}) => {
  problems.allow(/map|tile|openstreetmap|google/i);
  const place = places[0]!;
  const email = "no-script.reviewer@example.com";
  const html = "<script>window.reviewed = 1</script><b>bold</b>";
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await plain.newPage();
  await noScript.goto(`${site.baseURL}/place/${place.slug}`);
  await noScript.getByRole("link", { name: `Write a review of ${place.name}` }).click();
  await expect(noScript).toHaveURL(new RegExp(`/review\\?place=${place.slug}$`));
  await writeReview(noScript, { stars: "4", text: `${html} ${text}`, name: "<i>Jo</i> S.", email });
  const privateUrl = await confirmByMail(noScript, email);
  await plain.close();

  await signIn(page);
  await page.getByRole("link", { name: "Visitors' reviews", exact: true }).click();
  await page.getByRole("link", { name: `Review of ${place.name}` }).click();
  await expect(page.getByText("Shown after your decision")).toBeVisible();
  await expectNoAxeViolations(page, "a review's page at the desk, before the decision");
  await expect(page.getByText("4 of 5")).toHaveCount(0);
  await expect(page.getByText(html, { exact: false })).toBeVisible();
  await expect(page.getByText("<i>Jo</i> S.")).toBeVisible();
  expect(await page.evaluate(() => (window as { reviewed?: number }).reviewed)).toBeUndefined();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("4 of 5")).toBeVisible();
  // The second mail to the author (after the confirmation's): the decision's.
  expect((await mailTo(email, 1)).subject).toBe(`Your review of ${place.name} is published`);
  expect(query<{ email: string | null }>("select email from review where place_id = ?", place.id)).toEqual([
    { email: null },
  ]);

  // The publisher's run that carried the place's reviews goes live within a minute.
  await expect(async () => {
    const runs = query<{ state: string }>(
      "select publish.state from review_change join publish on publish.id = review_change.publish_id where review_change.place_id = ?",
      place.id,
    );
    expect(runs.map((run) => run.state)).toEqual(["live"]);
  }).toPass({ timeout: 60_000, intervals: [500, 1000, 2000] });

  // Live on the place page (product §19.6): counted, with its text shown as text, and in the place's JSON-LD.
  await open(page, `${site.baseURL}/place/${place.slug}`);
  const section = page.locator("[data-visitor-reviews]");
  await expect(section.getByRole("heading", { level: 2 })).toHaveText("Visitors' reviews (1)");
  await expect(section.getByText(`${html} ${text}`)).toBeVisible();
  await expect(section.getByRole("heading", { level: 3, name: "<i>Jo</i> S." })).toBeVisible();
  await expect(section.getByText("email verified")).toBeVisible();
  expect(await page.evaluate(() => (window as { reviewed?: number }).reviewed)).toBeUndefined();
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as {
    review?: { reviewBody: string; reviewRating: { ratingValue: number } }[];
  };
  expect(jsonLd.review?.[0]).toMatchObject({ reviewBody: `${html} ${text}`, reviewRating: { ratingValue: 4 } });

  await page.goto(privateUrl);
  await expect(page.getByText("Published", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "the author's private page of a review");
  await expect(page.getByText(html, { exact: false })).toBeVisible();
  expect(await page.evaluate(() => (window as { reviewed?: number }).reviewed)).toBeUndefined();
});

test("a published review reported without JavaScript from its Report link reaches the desk, which keeps it", async ({
  browser,
  page,
  problems,
}) => {
  problems.allow(/map|tile|openstreetmap|google/i);
  const place = places[0]!;
  const email = "reporter@example.com";
  const note = "<b>Copied</b> from another site, word for word.";
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await plain.newPage();
  await noScript.goto(`${site.baseURL}/place/${place.slug}`);
  await noScript.getByRole("link", { name: "Report the review by <i>Jo</i> S." }).click();
  await expect(noScript.getByRole("heading", { level: 1, name: "Report the review by <i>Jo</i> S." })).toBeVisible();
  await expect(noScript.getByText(`of ${place.name}`, { exact: false })).toBeVisible();
  const reportUrl = noScript.url();
  const reasons = noScript.getByRole("group", { name: "Why are you reporting this review?" });
  await reasons.getByRole("radio", { name: "Something else" }).check();
  await noScript.getByLabel("What is wrong with it?").fill(note);
  await noScript.getByLabel(/Your email \(optional\)/).fill(email);
  await noScript.getByRole("button", { name: "Send the report" }).click();
  await expect(noScript.getByRole("heading", { name: "Thank you: an editor will look at it" })).toBeVisible();
  await plain.close();

  await page.goto(reportUrl);
  await expectNoAxeViolations(page, "the report form of a review");

  await signIn(page);
  await page.getByRole("link", { name: "Open reports" }).click();
  await page.getByRole("link", { name: `Review of ${place.name}` }).click();
  await expect(page.getByRole("heading", { name: "Open reports (1)" })).toBeVisible();
  await expect(page.getByText(note)).toBeVisible();
  await expectNoAxeViolations(page, "a reported review's page at the desk");
  await page.getByRole("button", { name: "Keep the review" }).click();
  await expect(page.getByRole("heading", { name: /Open reports/ })).toHaveCount(0);
  expect((await mailTo(email)).subject).toBe(`Your report of a review of ${place.name}: the review was kept`);
  expect(query("select status, outcome, email from review_report")).toEqual([
    { status: "closed", outcome: "kept", email: null },
  ]);
});

test("a second review of the same place by the same address edits the first once confirmed: one review, the new text", async ({
  page,
  problems,
}) => {
  problems.allow(/map|tile|openstreetmap|google/i);
  const place = places[0]!;
  const email = "no-script.reviewer@example.com";
  const edited = `Edited after a second visit: ${text}`;
  await open(page, `${site.baseURL}/review?place=${place.slug}`);
  await writeReview(page, { stars: "5", text: edited, name: "Jo S.", email });
  // Decisions 067 and 081: a second confirmation to one address goes at once, within the recipient's burst.
  // Its third mail (the first review's confirmation and decision before it) confirms the new version.
  const mail = await mailTo(email, 2);
  expect(mail.subject).toMatch(/^Confirm your review of /);
  // Until then the published version stays as it was.
  await open(page, `${site.baseURL}/place/${place.slug}`);
  const section = page.locator("[data-visitor-reviews]");
  await expect(section.getByText(edited)).toHaveCount(0);
  await page.goto(/http:\/\/\S+\/reviews\/confirm\?token=[\w-]+/.exec(mail.text)![0]);
  await page.getByRole("button", { name: "Confirm my review" }).click();
  await expect(page.getByRole("heading", { name: /your review is confirmed/ })).toBeVisible();
  expect(query("select count(*) as n from review where place_id = ?", place.id)).toEqual([{ n: 1 }]);
  expect(query("select status, version from review where place_id = ?", place.id)).toEqual([
    { status: "waiting", version: 2 },
  ]);

  await signIn(page);
  await page.goto(`${site.baseURL}/admin/reviews?status=waiting`);
  await page.getByRole("link", { name: `Review of ${place.name}` }).click();
  await expect(page.getByText("Shown after your decision")).toBeVisible();
  await expect(page.getByText(edited)).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("5 of 5")).toBeVisible();
  await reviewsLive(place.id);

  await open(page, `${site.baseURL}/place/${place.slug}`);
  await expect(section.getByRole("heading", { level: 2 })).toHaveText("Visitors' reviews (1)");
  await expect(section.getByText(edited)).toBeVisible();
  await expect(section.getByRole("article")).toHaveCount(1);
  await expect(section.getByRole("article").getByText("5 out of 5 stars")).toHaveCount(1);
});

test("a review written with JavaScript and declined at the desk: its author gets the ground by mail", async ({
  page,
  problems,
}) => {
  problems.allow(/map|tile|openstreetmap|google/i);
  const place = places[1]!;
  const email = "scripted.reviewer@example.com";
  await open(page, `${site.baseURL}/review?place=${place.slug}`);
  await expect(page.getByRole("heading", { name: `Your review of ${place.name}` })).toBeVisible();
  // The form's own rules, before anything is sent: a yes to the conflict question is refused with its reason.
  const form = page.getByRole("form", { name: /Your review/ });
  await form.getByLabel("Do you work for, own, or compete with this place?").selectOption("yes");
  await form.getByRole("button", { name: "Send my review" }).click();
  await expect(form.getByText(/conflict of interest/)).toBeVisible();
  await writeReview(page, { stars: "1", text, name: "Sam", email });
  await confirmByMail(page, email);

  await signIn(page);
  await page.goto(`${site.baseURL}/admin/reviews?status=waiting`);
  await page.getByRole("link", { name: `Review of ${place.name}` }).click();
  await expect(page.getByText("1 of 5")).toHaveCount(0);
  await page.getByRole("radio", { name: "Not a first-hand visit" }).check();
  await page.getByRole("button", { name: "Decline" }).click();
  await expect(page.getByText("1 of 5")).toBeVisible();
  const mail = await mailTo(email, 1);
  expect(mail.subject).toBe(`Your review of ${place.name} was not published`);
  expect(mail.text).toContain("The reason: Not a first-hand visit.");
  // Never shown: its place's page has no review.
  await open(page, `${site.baseURL}/place/${place.slug}`);
  await expect(page.locator("[data-visitor-reviews]").getByRole("heading", { level: 2 })).toHaveText(
    "Visitors' reviews (0)",
  );
  await expect(page.getByText(text)).toHaveCount(0);
});

/** Waits until every publisher run that carried place `placeId`'s reviews is live (within a minute). */
async function reviewsLive(placeId: number) {
  await expect(async () => {
    const runs = query<{ state: string | null }>(
      "select publish.state from review_change left join publish on publish.id = review_change.publish_id where review_change.place_id = ?",
      placeId,
    );
    expect(runs.length).toBeGreaterThan(0);
    expect(runs.every((run) => run.state === "live")).toBe(true);
  }).toPass({ timeout: 60_000, intervals: [500, 1000, 2000] });
}

test("the owner of a listing approved at the desk replies to a review through its private link; published, it shows under the review", async ({
  browser,
  page,
  problems,
}) => {
  problems.allow(/map|tile|openstreetmap|google/i);
  // A listing sent through the form (a fictional place: a 555 phone, example.com), approved and live.
  await open(page, `${site.baseURL}/list-business`);
  const listing = page.getByRole("form", { name: "Business Information" });
  for (const [label, value] of Object.entries({
    "Business Name": "Fixture Reply Diner",
    Description: "A made-up diner of the tests, whose owner answers its reviews.",
    Address: "14 Example Street, Columbus, OH 43215",
    "Phone Number": "(614) 555-0143",
    "Business Hours": "Mon-Fri 7am-3pm",
    "Contact Name": "Ann Owner",
    "Contact Email": "diner.owner@example.com",
  }))
    await listing.getByLabel(label).fill(value);
  for (const [label, value] of Object.entries({
    Category: "restaurant",
    Neighborhood: "short north",
    "Price Range": "$",
  }))
    await listing.getByLabel(label).selectOption(value);
  await listing.getByRole("button", { name: "Submit Business Listing" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Application Submitted!" })).toBeVisible();
  const statusUrl = new URL((await listing.getByRole("status").getByRole("link").getAttribute("href"))!, site.baseURL)
    .href;
  await signIn(page);
  await page.getByRole("link", { name: "Fixture Reply Diner" }).click();
  await page.getByRole("radio", { name: "Approved", exact: true }).check();
  await page.getByLabel("Type in the guide").selectOption("restaurant");
  await page.getByLabel("The guide's rating (0 to 5)").fill("4.1");
  await page.getByLabel(/I checked the hours/).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(/^Live after \d+ s/)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000, intervals: [500, 1000, 2000] });
  const placeId = query<{ id: number }>("select id from place where slug = 'fixture-reply-diner'")[0]!.id;

  // A visitor's review of it, confirmed and published.
  await open(page, `${site.baseURL}/review?place=fixture-reply-diner`);
  await writeReview(page, { stars: "3", text, name: "Lee R.", email: "diner.reviewer@example.com" });
  await confirmByMail(page, "diner.reviewer@example.com");
  await page.goto(`${site.baseURL}/admin/reviews?status=waiting`);
  await page.getByRole("link", { name: "Review of Fixture Reply Diner" }).click();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("3 of 5")).toBeVisible();
  await reviewsLive(placeId);

  // The owner, through the listing's private link, without JavaScript; the markup typed is kept as text.
  const reply = "<b>Thank you</b>, Lee: the pie is baked here every morning, come back for the cherry one.";
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const owner = await plain.newPage();
  await owner.goto(statusUrl);
  await owner.getByRole("link", { name: "Reply to visitors' reviews" }).click();
  await expect(
    owner.getByRole("heading", { level: 1, name: "Visitors' reviews of Fixture Reply Diner" }),
  ).toBeVisible();
  await expect(owner.getByText("No reply yet.")).toBeVisible();
  await owner.getByLabel("Your public reply to Lee R.").fill(reply);
  await owner.getByRole("button", { name: "Send the reply" }).click();
  await expect(owner.getByRole("status")).toHaveText("Your reply was sent.");
  await expect(owner.getByText(/Your reply waits for an editor/)).toBeVisible();
  await expect(owner.getByRole("link", { name: "Report the review by Lee R." })).toBeVisible();
  const ownerUrl = owner.url();
  await plain.close();
  await page.goto(ownerUrl);
  await expectNoAxeViolations(page, "the owner's page of replies");

  // The desk counts it, reads it as text, publishes it; the owner hears so at the listing's address.
  await page.goto(`${site.baseURL}/admin`);
  await page.getByRole("link", { name: "Owners' replies waiting" }).click();
  await page.getByRole("link", { name: "Review of Fixture Reply Diner" }).click();
  await expect(page.getByText(reply)).toBeVisible();
  await expectNoAxeViolations(page, "a review's page at the desk with an owner's reply");
  await page.getByRole("button", { name: "Publish the reply" }).click();
  await expect(page.locator("#reply-heading + p")).toHaveText("Published");
  await expect(async () =>
    expect((await mailTo("diner.owner@example.com")).subject).toBe(
      "Your reply to a review of Fixture Reply Diner is published",
    ),
  ).toPass({ timeout: 10_000 });
  await reviewsLive(placeId);

  // Under the review on the place's page, as text.
  await open(page, `${site.baseURL}/place/fixture-reply-diner`);
  const section = page.locator("[data-visitor-reviews]");
  await expect(section.getByRole("heading", { level: 2 })).toHaveText("Visitors' reviews (1)");
  const review = section.getByRole("article").filter({ hasText: "Lee R." });
  await expect(review.getByText("Reply from the owner")).toBeVisible();
  await expect(review.getByText(reply)).toBeVisible();
});
