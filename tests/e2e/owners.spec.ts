import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { phoneJpeg } from "../../tooling/test/photos";
import { columbus } from "./city-hours";
import { expect, expectNoAxeViolations, open, test } from "./fixtures";
import { signInAtDesk } from "./server-data";
import { siteEditor, testSite, type TestSite } from "./test-site";

/**
 * Owners keep their place current (decision 068), on a site of its own (publishing on): a made-up bakery is listed
 * through the form with a website at a made-up domain (example.org, reserved for examples), approved at the desk;
 * its owner claims it on its page with an address at that domain, proves it by the mailed link's button, sets the
 * weekly hours on the owner's page (a Saturday span past midnight, first refused without "closes after midnight"),
 * and the hours are then live on the place page ("Confirmed by the owner today"), in its list's Open now at a
 * Saturday 10 PM (fake clock) and in the history as "the owner". Axe finds nothing on the owners' pages.
 */

let site: TestSite;
/** The owner's and the editor's sessions after the fourth test. */
let signedIn: Awaited<ReturnType<BrowserContext["storageState"]>>;
test.beforeAll(async () => {
  site = await testSite("owners");
});
test.afterAll(async () => {
  await site?.stop();
});
test.describe.configure({ mode: "serial", timeout: 240_000 });

const bakery = { name: "Fixture Owners Bakery", slug: "fixture-owners-bakery" };
const ownerEmail = "owner@fixture-owners-bakery.example.org";
const claimLink = /https?:\/\/\S+\/owners\/claim\/confirm\?token=[\w-]{43}/;

/** The newest mail to `to` holding `pattern` that the site wrote into its outbox (.eml files, no SMTP), once `count` are there, within 15 s. */
async function mailTo(to: string, pattern: RegExp, count = 1): Promise<string> {
  const dir = path.join(site.dataDir, "outbox");
  let text: string | undefined;
  await expect(async () => {
    const files = existsSync(dir)
      ? readdirSync(dir)
          .filter((name) => name.endsWith(".eml"))
          .sort()
      : [];
    const mails = files
      .map((name) =>
        readFileSync(path.join(dir, name), "utf8")
          .replace(/=\r?\n/g, "")
          .replace(/=3D/g, "="),
      )
      .filter((raw) => new RegExp(`^To: ${to.replace(/[.]/g, "\\.")}$`, "mi").test(raw) && pattern.test(raw));
    expect(mails.length).toBeGreaterThanOrEqual(count);
    text = mails.at(-1);
  }).toPass({ timeout: 15_000 });
  return text!;
}

/** Reloads the desk's page until its change says Live (the publisher's run), within a minute. */
async function waitUntilLive(page: Page) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(/^Live after \d+ s/)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000, intervals: [500, 1000, 2000] });
}

test("an owner proves a claim by a mail at the website's domain; their hours are live on the page, in Open now and in the history", async ({
  page,
  browser,
  problems,
}) => {
  problems.allow(/map|tile|openstreetmap|google/i);
  // A made-up place, listed and approved.
  await open(page, `${site.baseURL}/list-business`);
  const form = page.getByRole("form", { name: "Business Information" });
  for (const [label, value] of Object.entries({
    "Business Name": bakery.name,
    Description: "A made-up bakery of the owners' tests, with a made-up oven.",
    Address: "14 Example Street, Columbus, OH 43215",
    "Phone Number": "(614) 555-0144",
    Website: "https://www.fixture-owners-bakery.example.org",
    "Business Hours": "Mon-Fri 7am-3pm",
    "Contact Name": "Jo Tester",
    "Contact Email": ownerEmail,
  }))
    await form.getByLabel(label).fill(value);
  for (const [label, value] of Object.entries({
    Category: "restaurant",
    Neighborhood: "short north",
    "Price Range": "$",
  }))
    await form.getByLabel(label).selectOption(value);
  await form.getByRole("button", { name: "Submit Business Listing" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Application Submitted!" })).toBeVisible();
  await signInAtDesk(page, siteEditor, site.baseURL);
  await page.getByRole("link", { name: bakery.name }).click();
  await page.getByRole("radio", { name: "Approved", exact: true }).check();
  await page.getByLabel("Type in the guide").selectOption("restaurant");
  await page.getByLabel("The guide's rating (0 to 5)").fill("4.2");
  await page.getByLabel(/I checked the hours/).check();
  await page.getByRole("button", { name: "Save" }).click();
  await waitUntilLive(page);

  // The claim, from the place's page.
  await page.goto(`${site.baseURL}/place/${bakery.slug}`);
  await expect(page.locator("[data-hours-freshness]")).toHaveText(/^Checked by our editors on /);
  await page.getByRole("link", { name: "Own or run this place?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Own or run ${bakery.name}?` })).toBeVisible();
  await expectNoAxeViolations(page, "the claim form");
  await page.getByLabel("Your name").fill("Jo Tester");
  await page.getByLabel("Your role at the place").fill("owner");
  await page.getByLabel("Your email").fill("jo@gmail.com");
  await page.getByRole("button", { name: "Send my claim" }).click();
  await expect(page.getByText(/gmail\.com is a free-mail service/)).toBeVisible();
  await expect(page.getByLabel("Your name")).toHaveValue("Jo Tester");
  await page.getByLabel("Your email").fill(ownerEmail);
  await page.getByRole("button", { name: "Send my claim" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your inbox" })).toBeVisible();

  const link = claimLink.exec(await mailTo(ownerEmail, claimLink))![0];
  await page.goto(link.replace(/^https?:\/\/[^/]+/, site.baseURL));
  await expectNoAxeViolations(page, "the claim's confirm page");
  await page.getByRole("button", { name: "Confirm and sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: bakery.name })).toBeVisible();
  await expectNoAxeViolations(page, "the owner's page");

  // Saturday 8 PM to 2 AM, every other day closed; first without "closes after midnight".
  for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Sunday"]) {
    const fieldset = page.getByRole("group", { name: day, exact: true });
    for (const field of ["Opens", "Closes"]) await fieldset.getByLabel(field, { exact: true }).fill("");
    await fieldset.getByLabel("Closed all day").check();
  }
  const saturday = page.getByRole("group", { name: "Saturday", exact: true });
  await saturday.getByLabel("Closed all day").uncheck();
  await saturday.getByLabel("Opens", { exact: true }).fill("20:00");
  await saturday.getByLabel("Closes", { exact: true }).fill("02:00");
  await page.getByRole("button", { name: "Save the hours" }).click();
  await expect(page.getByRole("alert")).toContainText(
    'Saturday: the first span closes at 2:00 AM, before it opens at 8:00 PM: tick "closes after midnight" if it does.',
  );
  await expectNoAxeViolations(page, "the owner's page with a refused week");
  await expect(saturday.getByLabel("Opens", { exact: true })).toHaveValue("20:00");
  await saturday.getByLabel("Closes after midnight", { exact: true }).check();
  await page.getByRole("button", { name: "Save the hours" }).click();
  await expect(page.getByRole("status")).toContainText("Saved.");

  // Live on the place page, with where the hours stand.
  await expect(async () => {
    await page.goto(`${site.baseURL}/place/${bakery.slug}`);
    await expect(page.locator("[data-hours-freshness]")).toHaveText("Confirmed by the owner today", { timeout: 1000 });
  }).toPass({ timeout: 60_000, intervals: [500, 1000, 2000] });
  await expect(page.getByRole("row", { name: /Saturday/ })).toContainText("8:00 PM - 2:00 AM");

  // Its list's Open now at Saturday 10 PM (next week, Columbus time).
  const visitor = await browser.newPage();
  await visitor.clock.setFixedTime(columbus(5, 22 * 60));
  await open(visitor, `${site.baseURL}/restaurants?open=1`);
  const card = visitor
    .getByRole("listitem")
    .filter({ has: visitor.getByRole("link", { name: bakery.name, exact: true }) });
  await expect(card.locator("[data-open-state]")).toHaveText(/^Open now/);
  await visitor.close();

  // The history names the owner by the proof, never the address, and gives the week in words.
  await page.goto(`${site.baseURL}/place/${bakery.slug}/history`);
  const newest = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 2 }) })
    .first();
  await expect(newest).toContainText("Changed by the owner");
  await expect(newest).toContainText("the owner (verified by mail at the place's domain on ");
  await expect(newest.getByRole("row", { name: /^Hours (?!confirmed)/ })).toContainText(
    "Mon-Fri closed; Sat 8 PM - 2 AM; Sun closed",
  );
  expect((await page.locator("body").textContent()) ?? "").not.toContain(ownerEmail);
});

test("a manager reaches only their places, and a used link is a 404 that names nobody", async ({ page }) => {
  const link = claimLink.exec(await mailTo(ownerEmail, claimLink))![0];
  const answer = await page.goto(link.replace(/^https?:\/\/[^/]+/, site.baseURL));
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "This link is not valid any more" })).toBeVisible();
  // Signed in again by a sign-in link (the GET shows a button; only the POST signs in).
  await page.goto(`${site.baseURL}/owners/sign-in`);
  await page.getByLabel("Your email").fill(ownerEmail);
  await page.getByRole("button", { name: "Mail me a sign-in link" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your inbox" })).toBeVisible();
  const signInLink = /https?:\/\/\S+\/owners\/sign-in\/link\?token=[\w-]{43}/;
  const signIn = signInLink.exec(await mailTo(ownerEmail, signInLink))![0];
  await page.goto(signIn.replace(/^https?:\/\/[^/]+/, site.baseURL));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your places" })).toBeVisible();
  await expectNoAxeViolations(page, "the owner's places");
  const other = await page.goto(`${site.baseURL}/owners/places/cosi`);
  expect(other?.status()).toBe(404);
});

test("a claim by phone is held while the manager is mailed, approved at the desk; the manager invites a co-manager", async ({
  page,
}) => {
  // A second person claims the managed bakery and asks for a call.
  await page.goto(`${site.baseURL}/owners/claim?place=${bakery.slug}`);
  await page.getByLabel("Your name").fill("Max Partner");
  await page.getByLabel("Your role at the place").fill("co-owner");
  await page.getByLabel("Your email").fill("max.partner@example.net");
  await page.getByRole("radio", { name: /A call from our editors/ }).check();
  await page.getByLabel(/For a call/).fill("Weekday mornings, ask for Max");
  await page.getByRole("button", { name: "Send my claim" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your claim is with our editors" })).toBeVisible();
  expect(await mailTo(ownerEmail, /Someone else asked to manage/)).toContain(bakery.name);

  // The desk approves it after the call; the claimant's mail signs them in.
  await signInAtDesk(page, siteEditor, site.baseURL);
  await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Owners" }).click();
  await expect(page.getByText("Weekday mornings, ask for Max")).toBeVisible();
  await expect(page.getByText(/Call the listed phone only: \(614\) 555-0144/)).toBeVisible();
  await expectNoAxeViolations(page, "the desk's owners page");
  await page.getByRole("button", { name: "Approve" }).click();
  const signInLink = /https?:\/\/\S+\/owners\/sign-in\/link\?token=[\w-]{43}/;
  const link = signInLink.exec(await mailTo("max.partner@example.net", signInLink))![0];
  await page.goto(link.replace(/^https?:\/\/[^/]+/, site.baseURL));
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("link", { name: bakery.name }).click();

  // Max invites a co-manager, who accepts by the invitation's button.
  await page.getByLabel("Invite another manager (their email)").fill("sam.helper@example.net");
  await page.getByRole("button", { name: "Send the invitation" }).click();
  await expect(page.getByRole("status")).toContainText("The invitation is on its way");
  const inviteLink = /https?:\/\/\S+\/owners\/invite\?token=[\w-]{43}/;
  const invitation = inviteLink.exec(await mailTo("sam.helper@example.net", inviteLink))![0];
  await page.context().clearCookies();
  await page.goto(invitation.replace(/^https?:\/\/[^/]+/, site.baseURL));
  await page.getByRole("button", { name: "Accept and sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: bakery.name })).toBeVisible();
  const managers = page.getByRole("heading", { name: "Managers" }).locator("xpath=following-sibling::ul[1]");
  for (const who of [ownerEmail, "max.partner@example.net", "sam.helper@example.net"])
    await expect(managers).toContainText(who);
});

/** The Columbus date `days` from today: `{ iso: "2026-12-05", words: "Dec 5, 2026", weekday: 6 }` (0 is Sunday). */
function columbusDay(days: number) {
  const day = new Date(Date.now() + days * 86_400_000);
  const iso = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(day);
  const [year, month, date] = iso.split("-").map(Number);
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  return { iso, words: `${months[month! - 1]} ${date}, ${year}`, weekday: new Date(`${iso}T12:00:00Z`).getUTCDay() };
}

test("a special day and step-free access are live at once as the owner; a description waits for the desk", async ({
  page,
  problems,
}) => {
  problems.allow(/map|tile|openstreetmap|google/i);
  // The owner signs in again: their second sign-in link goes at once (decision 081).
  await page.goto(`${site.baseURL}/owners/sign-in`);
  await page.getByLabel("Your email").fill(ownerEmail);
  await page.getByRole("button", { name: "Mail me a sign-in link" }).click();
  const signInLink = /https?:\/\/\S+\/owners\/sign-in\/link\?token=[\w-]{43}/;
  const signIn = signInLink.exec(await mailTo(ownerEmail, signInLink, 2))![0];
  await page.goto(signIn.replace(/^https?:\/\/[^/]+/, site.baseURL));
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("link", { name: bakery.name }).click();

  // The week keeps Saturday's span past midnight (8 PM - 2 AM): a special day is taken all the same (decision 076).
  await expect(
    page.getByRole("group", { name: "Saturday", exact: true }).getByLabel("Closes after midnight", { exact: true }),
  ).toBeChecked();

  // A special day: refused in the past (the field named, what was typed kept), then closed on a day next week.
  const special = page.getByRole("form", { name: "Add a special day" });
  const yesterday = columbusDay(-1);
  await special.getByLabel("First day").fill(yesterday.iso);
  await special.getByRole("button", { name: "Add the special day" }).click();
  await expect(page.getByRole("alert")).toContainText("First day: give today or a later date.");
  await expect(page.getByLabel("First day")).toHaveValue(yesterday.iso);
  await expectNoAxeViolations(page, "a refused special day");
  await page.getByRole("link", { name: "Back to the owner's page" }).click();
  // A Saturday 8 to 14 days on: closed, so its night does not happen either (the unit tests check the hours).
  const day = columbusDay([8, 9, 10, 11, 12, 13, 14].find((days) => columbusDay(days).weekday === 6)!);
  await special.getByLabel("First day").fill(day.iso);
  await special.getByRole("radio", { name: "Closed all day" }).check();
  await special.getByRole("button", { name: "Add the special day" }).click();
  await expect(page.getByRole("status")).toContainText("Saved.");
  await expect(page.getByText(`${day.words} closed`).first()).toBeVisible();

  // Step-free access and a menu link.
  const facts = page.getByRole("region", { name: "Access, diets and links" });
  await facts.getByLabel("Step-free access").selectOption("yes");
  await facts.getByLabel("Menu link").fill("javascript:alert(1)");
  await facts.getByRole("button", { name: "Save access, diets and links" }).click();
  await expect(page.getByRole("alert")).toContainText("Menu link: give a web address that starts with https://");
  await page.getByLabel("Menu link").fill("https://www.fixture-owners-bakery.example.org/menu");
  await page.getByRole("button", { name: "Save access, diets and links" }).click();
  await expect(page.getByRole("status")).toContainText("Saved.");
  await expectNoAxeViolations(page, "the owner's page with special days and facts");

  // A new description goes to the desk first.
  const description = "A made-up bakery of the owners' tests, now with a made-up sourdough on Saturdays.";
  const held = page.getByRole("region", { name: "Name, address, contact and description" });
  await held.getByRole("textbox", { name: "Description" }).fill(description);
  await held.getByRole("button", { name: "Send to our editors" }).click();
  await expect(page.getByRole("status")).toContainText("Sent to our editors.");

  // Live on the place page: step-free access told by the owner; the description not yet.
  await expect(async () => {
    await page.goto(`${site.baseURL}/place/${bakery.slug}`);
    await expect(page.locator('[data-fact="wheelchair"]')).toContainText("Yes, step-free", { timeout: 1000 });
  }).toPass({ timeout: 60_000, intervals: [500, 1000, 2000] });
  await expect(page.getByText(description)).toHaveCount(0);

  // The history says "the owner" and the special day in words.
  await page.goto(`${site.baseURL}/place/${bakery.slug}/history`);
  const changes = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) });
  await expect(changes.first()).toContainText("Changed by the owner");
  await expect(changes.filter({ hasText: `${day.words} closed` }).first()).toContainText(
    "the owner (verified by mail at the place's domain on ",
  );

  // The desk approves the description; it is live after.
  await signInAtDesk(page, siteEditor, site.baseURL);
  await page.goto(`${site.baseURL}/admin/owners`);
  const waiting = page.getByRole("region", { name: "Owners' requests waiting (1)" });
  await expect(waiting).toContainText(description);
  await expectNoAxeViolations(page, "the desk's owners page with a request");
  await waiting.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("region", { name: "Owners' requests waiting (0)" })).toBeVisible();
  expect(await mailTo(ownerEmail, /Your change to .* is approved/)).toContain(bakery.name);
  await expect(async () => {
    await page.goto(`${site.baseURL}/place/${bakery.slug}`);
    await expect(page.getByText(description).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000, intervals: [500, 1000, 2000] });
  // The owner's and the editor's sessions, for the photos' test (a third sign-in link would wait: decision 081).
  signedIn = await page.context().storageState();
});

test("an owner's photos go to the desk: uploaded with a credit and moved, approved, on the place page; removed, gone", async ({
  browser,
  problems,
}) => {
  problems.allow(/map|tile|openstreetmap|google/i);
  const context = await browser.newContext({ storageState: signedIn });
  const page = await context.newPage();
  await page.goto(`${site.baseURL}/owners/places/${bakery.slug}`);
  await page.getByRole("link", { name: "Add, order or remove photos" }).click();
  await expect(page.getByRole("heading", { name: `Photos of ${bakery.name}` })).toBeVisible();

  // Two photos, each with what it shows, a credit and the grant (a form without script, multipart).
  const add = page.getByRole("form", { name: "Add a photo" });
  const photos = [
    { shows: "The bakery's counter with bread", credit: "Ann Baker", colour: "#c87828" },
    { shows: "The oven in the back room", credit: "Sam Oven", colour: "#2868c8" },
  ];
  for (const photo of photos) {
    await add.getByLabel(/^Photo \(JPEG/).setInputFiles({
      name: "photo.jpg",
      mimeType: "image/jpeg",
      buffer: await phoneJpeg(1200, 800, { colour: photo.colour, orientation: 1 }),
    });
    await add.getByLabel("What the photo shows").fill(photo.shows);
    await add.getByLabel("Name to credit with the photo").fill(photo.credit);
    await add.getByLabel(/I took these photos/).check();
    await add.getByRole("button", { name: "Add the photo" }).click();
    await expect(page.getByRole("status")).toContainText("Photo added at the end.");
  }
  const list = page.getByRole("listitem").filter({ has: page.getByRole("button", { name: /^Remove/ }) });
  await expect(list).toHaveCount(2);
  await expectNoAxeViolations(page, "the owner's photos page");
  // decision 098: a list longer than a place shows (a forged address) is refused with the reason, never cut short.
  const draft = page.url();
  const forged = Array.from({ length: 13 }, (_, at) => `forged${at}`.padEnd(22, "x")).join(" ");
  const refused = await page.goto(
    `${site.baseURL}/owners/places/${bakery.slug}/photos?${new URLSearchParams({ photos: forged }).toString()}`,
  );
  expect(refused?.status()).toBe(422);
  await expect(page.getByRole("alert")).toContainText("A place shows at most 12 photos, and this list named 13");
  await expectNoAxeViolations(page, "the owner's photos page refusing a long list");
  await page.goto(draft);
  // The oven's photo moved up by its button: the main photo.
  await page.getByRole("button", { name: `Move up photo 2: ${photos[1]!.shows}` }).click();
  await expect(page.getByRole("status")).toContainText("Photo moved: now 1 of 2.");
  await expect(list.first()).toContainText(photos[1]!.shows);
  await expect(list.first()).toContainText("Main photo");

  await page.getByRole("button", { name: "Send to our editors" }).click();
  await expect(page.getByRole("status")).toContainText("Sent to our editors.");

  // Nothing live yet; the desk shows the change with its photos and credits, and approves it once they are made.
  const approveAtDesk = async (amend?: { label: string; text: string }) => {
    await page.goto(`${site.baseURL}/admin/owners`);
    const waiting = page.getByRole("region", { name: "Owners' requests waiting (1)" });
    await expect(async () => {
      await page.reload();
      await expect(waiting.getByText("Still being prepared")).toHaveCount(0, { timeout: 1000 });
    }).toPass({ timeout: 60_000, intervals: [500, 1000, 2000] });
    await expect(waiting).toContainText("Photos, in their new order");

    await expectNoAxeViolations(page, "the desk's held photo change");
    // decision 098: what a new photo shows, amended by the editor before approving.
    if (amend) await waiting.getByLabel(amend.label).fill(amend.text);
    await waiting.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByRole("region", { name: "Owners' requests waiting (0)" })).toBeVisible();
  };
  const amended = "The bakery's counter with fresh loaves";
  await approveAtDesk({ label: `Photo 2 (new, credit ${photos[0]!.credit}) shows`, text: amended });
  await expect(async () => {
    await page.goto(`${site.baseURL}/place/${bakery.slug}`);
    await expect(page.getByText(`Photo: ${photos[1]!.credit}`).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000, intervals: [500, 1000, 2000] });
  await expect(page.getByRole("img", { name: photos[1]!.shows }).first()).toBeVisible();

  // The oven's photo removed: after approval it is gone from the place page, the counter's is the main photo.
  await page.goto(`${site.baseURL}/owners/places/${bakery.slug}/photos`);
  await page.getByRole("button", { name: `Remove photo 1: ${photos[1]!.shows}` }).click();
  await expect(page.getByRole("status")).toContainText("Photo removed.");
  await page.getByRole("button", { name: "Send to our editors" }).click();
  await expect(page.getByRole("status")).toContainText("Sent to our editors.");
  await approveAtDesk();
  await expect(async () => {
    await page.goto(`${site.baseURL}/place/${bakery.slug}`);
    await expect(page.getByText(`Photo: ${photos[1]!.credit}`)).toHaveCount(0, { timeout: 1000 });
    await expect(page.getByText(`Photo: ${photos[0]!.credit}`).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000, intervals: [500, 1000, 2000] });
  await expect(page.getByRole("img", { name: photos[1]!.shows })).toHaveCount(0);
  // The counter's photo, now the main one, with what the editor said it shows.
  await expect(page.getByRole("img", { name: amended }).first()).toBeVisible();
  await context.close();
});
