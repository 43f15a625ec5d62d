import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliTwin, publishQuality } from "../../render/precompress";
import { expect, open, test } from "./fixtures";
import { signInAtDesk } from "./server-data";
import { siteEditor, testSite, type TestSite } from "./test-site";

/**
 * Approved is live (decision 050): on a site of its own (a copy of the build with a database of its own), a
 * listing a visitor sends through the form is approved at the desk and is then, without any command, on its
 * place page, in its list, in search and on the owner's status page as "Live"; a correction accepted at the desk
 * changes the live page; the place's public history shows both with their sources; a restore brings the old value
 * back. The place is fictional ("Fixture Test Bakery", a 555 phone, example.com).
 */

let site: TestSite;
test.beforeAll(async () => {
  site = await testSite("publishing");
});
test.afterAll(async () => {
  await site?.stop();
});
test.describe.configure({ mode: "serial", timeout: 180_000 });

const signIn = (page: Page) => signInAtDesk(page, siteEditor, site.baseURL);

/** Reloads the desk's page until its change says Live (the publisher's run), within a minute. */
async function waitUntilLive(page: Page) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(/^Live after \d+ s/)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000, intervals: [500, 1000, 2000] });
}

test("a listing sent by a visitor and approved at the desk is live on its page, in its list, in search and on its status page", async ({
  page,
  problems,
}) => {
  problems.allow(/map|tile|openstreetmap|google/i);
  await page.goto(`${site.baseURL}/restaurants`);
  const countBefore = Number(
    /^(\d+) Restaurants? Found$/.exec((await page.getByText(/Restaurants? Found$/).textContent()) ?? "")?.[1],
  );
  expect(countBefore).toBeGreaterThan(0);

  await open(page, `${site.baseURL}/list-business`);
  const form = page.getByRole("form", { name: "Business Information" });
  for (const [label, value] of Object.entries({
    "Business Name": "Fixture Test Bakery",
    Description: "A made-up bakery of the tests, with a made-up oven.",
    Address: "12 Example Street, Columbus, OH 43215",
    "Phone Number": "(614) 555-0142",
    "Business Hours": "Mon-Fri 7am-3pm",
    "Contact Name": "Jo Tester",
    "Contact Email": "owner@example.com",
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
  const statusLink = form.getByRole("status").getByRole("link");
  const statusUrl = new URL((await statusLink.getAttribute("href"))!, site.baseURL).href;

  await signIn(page);
  await page.getByRole("link", { name: "Fixture Test Bakery" }).click();
  await page.getByRole("radio", { name: "Approved", exact: true }).check();
  await page.getByLabel("Type in the guide").selectOption("restaurant");
  await page.getByLabel("The guide's rating (0 to 5)").fill("4.4");
  await page.getByLabel(/I checked the hours/).check();
  await page.getByRole("button", { name: "Save" }).click();
  await waitUntilLive(page);
  await expect(page.getByRole("link", { name: "/place/fixture-test-bakery" }).first()).toBeVisible();

  // Its page, its list (one more), search, and the owner's status page.
  await page.goto(`${site.baseURL}/place/fixture-test-bakery`);
  await expect(page.getByRole("heading", { level: 1, name: "Fixture Test Bakery" })).toBeVisible();
  await expect(page.getByText("A made-up bakery of the tests, with a made-up oven.")).toBeVisible();
  await page.goto(`${site.baseURL}/restaurants`);
  await expect(page.getByText(`${countBefore + 1} Restaurants Found`)).toBeVisible();
  // Decision 108: the list page this publish rewrote has its brotli twin at the publisher's quality, not 11.
  const list = path.join(site.buildDir, "client", "restaurants", "index.html");
  expect(readFileSync(`${list}.br`).equals(brotliTwin(readFileSync(list), publishQuality))).toBe(true);
  await page.goto(`${site.baseURL}/search?q=fixture%20test%20bakery`);
  await expect(page.getByRole("link", { name: /Fixture Test Bakery/ }).first()).toBeVisible();
  await page.goto(statusUrl);
  await expect(page.locator("dd").filter({ hasText: /^Live$/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "/place/fixture-test-bakery" })).toBeVisible();
});

test("a correction accepted at the desk changes the live page; the history shows both changes with their sources; a restore brings the old value back", async ({
  page,
  problems,
}) => {
  problems.allow(/map|tile|openstreetmap|google/i);
  await open(page, `${site.baseURL}/contact?place=fixture-test-bakery`);
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByLabel("Your Name").fill("A Regular");
  await form.getByLabel("Email").fill("regular@example.com");
  await form.getByLabel("Message").fill("Correction for Fixture Test Bakery: the phone is (614) 555-0143 now.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Message Sent!" })).toBeVisible();

  await signIn(page);
  await page.getByRole("link", { name: "A Regular" }).click();
  await page.getByRole("radio", { name: "Accepted", exact: true }).check();
  await page.getByLabel("Field").selectOption("phone");
  await page.getByLabel("New value").fill("(614) 555-0143");
  await page.getByRole("button", { name: "Save" }).click();
  await waitUntilLive(page);
  await page.goto(`${site.baseURL}/place/fixture-test-bakery`);
  await expect(page.getByRole("link", { name: "(614) 555-0143" }).first()).toBeVisible();

  // The public history: both changes, newest first, with what changed and their sources; no email, no editor.
  await page.getByRole("link", { name: "its history" }).click();
  await expect(page).toHaveURL(`${site.baseURL}/place/fixture-test-bakery/history`);
  const versions = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) });
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText("Corrected after a visitor's report");
  await expect(versions.nth(0).getByRole("row", { name: /Phone/ })).toContainText("(614) 555-0142");
  await expect(versions.nth(0).getByRole("row", { name: /Phone/ })).toContainText("(614) 555-0143");
  await expect(versions.nth(0)).toContainText("A visitor's correction");
  await expect(versions.nth(1)).toContainText("Listed at its owner's request");
  await expect(versions.nth(1)).toContainText("Submitted by the business");
  const text = (await page.locator("body").textContent()) ?? "";
  for (const never of ["owner@example.com", "regular@example.com", siteEditor.email]) expect(text).not.toContain(never);
  // It reads as the place page does: hours in words, none of the guide's workings, and it fits a 320 px phone.
  const shown = await page.locator("main").innerText();
  expect(shown).toContain("Mon-Fri 7 AM - 3 PM; Sat, Sun closed");
  expect(shown).not.toMatch(/\b(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))? \d\d:\d\d/);
  for (const internal of ["Point on the map", "Featured", "/maps/embed"]) expect(shown).not.toContain(internal);
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  // A restore at the desk: the first version again, live like any change.
  await page.goto(`${site.baseURL}/admin/places`);
  await page.getByRole("link", { name: "Fixture Test Bakery" }).click();
  await page.getByRole("button", { name: "Restore version 1" }).click();
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(/^Live after \d+ s/).first()).toBeVisible({ timeout: 1000 });
    await expect(page.getByText("Version 3, restore")).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  await expect(async () => {
    await page.goto(`${site.baseURL}/place/fixture-test-bakery`);
    await expect(page.getByRole("link", { name: "(614) 555-0142" }).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000 });
});
