import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import Database from "libsql";
import sharp from "sharp";
import { photoUploadsAttribute, photoUploadsFailedAttribute } from "../../app/features/photos/upload-events";
import { phoneJpeg } from "../../tooling/test/photos";
import { expect, expectNoAxeViolations, test, waitForHydration, waitForIdle } from "./fixtures";
import { query, signInAtDesk, storedFrom, uniqueEmail } from "./server-data";
import { siteEditor, testSite } from "./test-site";

/**
 * Photos people send (decision 039): a listing's photos uploaded as they are chosen, each approved or
 * declined on its own at the desk, and only the approved one published with its place, with its credit and
 * licence (decision 050); a file that is not an image refused with a sentence. The test photos are phone JPEGs with EXIF and GPS (tooling/test/photos.ts).
 */

async function fillListing(page: Page, name: string, email: string) {
  const form = page.getByRole("form", { name: "Business Information" });
  const text = {
    "Business Name": name,
    Description: "A reading room with espresso, for testing photos.",
    Address: "100 Example Ave, Columbus",
    "Phone Number": "(614) 555-0199",
    "Business Hours": "Mon-Sun 7 AM - 6 PM",
    "Contact Name": "Jo Tester",
    "Contact Email": email,
  };
  for (const [label, value] of Object.entries(text)) await form.getByLabel(label).fill(value);
  const selects = { Category: "coffee shop", Neighborhood: "german village", "Price Range": "$$" };
  for (const [label, value] of Object.entries(selects)) await form.getByLabel(label).selectOption(value);
  return form;
}

test("a file that is not an image is refused with a message, whatever its name", async ({ page, problems }) => {
  problems.allow("HTTP 422 for /api/uploads");
  await page.goto("/list-business");
  await waitForHydration(page);
  await page.getByLabel("Add photos").setInputFiles({
    name: "holiday.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("%PDF-1.7 a document, not a photo"),
  });
  await expect(page.getByRole("alert")).toContainText(
    "holiday.jpg: This file is not a photo: send a JPEG, PNG, WebP or HEIC image. Nothing was saved.",
  );
  await expect(page.getByRole("list", { name: "Photos added" })).toHaveCount(0);
});

test.describe("a submit while a photo is still being sent (decision 049)", () => {
  test("waits for the photo, then sends the listing with it", async ({ page }) => {
    const owner = uniqueEmail("slow-photo-owner");
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived = () => {};
    const uploading = new Promise<void>((resolve) => (arrived = resolve));
    await page.route("**/api/uploads", async (route) => {
      arrived();
      await held;
      await route.continue();
    });
    await page.goto("/list-business");
    await waitForHydration(page);
    const form = await fillListing(page, `Slow Photo Cafe ${owner.slice(17, 22)}`, owner);
    await form.getByLabel("Add photos").setInputFiles({
      name: "front.jpg",
      mimeType: "image/jpeg",
      buffer: await phoneJpeg(1200, 800, { orientation: 1 }),
    });
    await uploading;
    await expect(form.getByText("Sending a photo…")).toBeVisible();
    await form.getByRole("button", { name: "Submit Business Listing" }).click();
    // The submit waits: nothing is said, nothing is stored while the photo is on its way.
    await expect(form.getByRole("button", { name: "Submitting..." })).toBeVisible();
    expect(storedFrom(owner)).toEqual([]);
    release();
    // Its credit and grant are asked for once it is there: the submit stops on them, with the photo kept.
    await expect(form.getByText("Give the name to credit with your photos (2 to 100 characters)")).toBeVisible();
    await expect(form.getByRole("list", { name: "Photos added" })).toContainText("front.jpg");
    await form.getByLabel("Credit the photos to").fill("Jo Tester");
    await form.getByLabel(/license them to the guide under CC BY 4\.0/).check();
    await form.getByRole("button", { name: "Submit Business Listing" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Application Submitted!" })).toBeVisible();
    const [sent] = query<{ n: number }>(
      "select count(*) as n from photo join submission on submission.id = photo.submission_id where submission.email = ?",
      owner.toLowerCase(),
    );
    expect(sent!.n).toBe(1);
  });

  test("says clearly that the photo was not sent when its upload fails meanwhile, and sends nothing", async ({
    page,
    problems,
  }) => {
    problems.allow("HTTP 503 for /api/uploads");
    const owner = uniqueEmail("failed-photo-owner");
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/uploads", async (route) => {
      await held;
      await route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ error: "Nothing was saved, please try again in a moment." }),
      });
    });
    await page.goto("/list-business");
    await waitForHydration(page);
    const form = await fillListing(page, `Failed Photo Cafe ${owner.slice(19, 24)}`, owner);
    await form.getByLabel("Add photos").setInputFiles({
      name: "front.jpg",
      mimeType: "image/jpeg",
      buffer: await phoneJpeg(1200, 800, { orientation: 1 }),
    });
    await expect(form.getByText("Sending a photo…")).toBeVisible();
    await form.getByRole("button", { name: "Submit Business Listing" }).click();
    await expect(form.getByRole("button", { name: "Submitting..." })).toBeVisible();
    // The submit's code loads when the person submits, and may read the photos' state at any moment: the moment the
    // fieldset says no photo is sending, it already names the one that failed. It once said so a task later, and a
    // submit that read it in between sent the listing without the photo.
    await form.evaluate(
      (element, [count, failed]) => {
        const fieldset = element.querySelector(`[${count}]`)!;
        new MutationObserver(() => {
          if (fieldset.getAttribute(count) === "0")
            Object.assign(window, { failedWhenSettled: fieldset.getAttribute(failed) });
        }).observe(fieldset, { attributes: true, attributeFilter: [count] });
      },
      [photoUploadsAttribute, photoUploadsFailedAttribute] as const,
    );
    release();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { failedWhenSettled?: string | null }).failedWhenSettled))
      .toContain("front.jpg");
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Your listing could not be submitted" });
    await expect(toast).toContainText("Your form was not sent: a photo could not be added");
    await expect(form.getByRole("alert").first()).toContainText("front.jpg");
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Application Submitted!" })).toHaveCount(0);
    expect(storedFrom(owner)).toEqual([]);
  });
});

test("photos sent with a listing: one approved and published without EXIF, shown credited without a shift at 390 and 1280 px; one declined and never shown", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // A site of its own (decision 050): the listing goes live there, without touching the other tests' site.
  const site = await testSite("photos");
  try {
    const context = await browser.newContext({ baseURL: site.baseURL });
    const page = await context.newPage();
    const owner = "photo-owner@example.com";
    const name = "Fixture Photo Cafe";
    await page.goto("/list-business");
    await waitForHydration(page);
    const form = await fillListing(page, name, owner);
    await form.getByLabel("Add photos").setInputFiles([
      {
        name: "front.jpg",
        mimeType: "image/jpeg",
        buffer: await phoneJpeg(1800, 1200, { colour: "#c86428", orientation: 1 }),
      },
      {
        name: "blurry.jpg",
        mimeType: "image/jpeg",
        buffer: await phoneJpeg(1800, 1200, { colour: "#2864c8", orientation: 1 }),
      },
    ]);
    const added = form.getByRole("list", { name: "Photos added" });
    await expect(added.getByRole("listitem")).toHaveCount(2);
    await expect(added).toContainText("front.jpg (1600 × 1067)");
    // Without the credit and the grant, the form says so under the photo field and sends nothing.
    await form.getByRole("button", { name: "Submit Business Listing" }).click();
    await expect(form.getByText("Give the name to credit with your photos (2 to 100 characters)")).toBeVisible();
    await expect(form.getByText("Please confirm you may license your photos to the guide")).toBeVisible();
    await form.getByLabel("Credit the photos to").fill("Jo Tester");
    await form.getByLabel(/license them to the guide under CC BY 4\.0/).check();
    await form.getByRole("button", { name: "Submit Business Listing" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Application Submitted!" })).toBeVisible();

    const siteQuery = <Row>(sql: string, ...params: unknown[]) => {
      const db = new Database(path.join(site.dataDir, "discover-columbus.db"), { readonly: true });
      try {
        return db.prepare(sql).all(...params) as Row[];
      } finally {
        db.close();
      }
    };
    const { id } = siteQuery<{ id: string }>("select id from submission where email = ?", owner)[0]!;
    const photos = siteQuery<{ id: string; credit: string; granted_at: string | null }>(
      "select id, credit, granted_at from photo where submission_id = ? order by created_at, id",
      id,
    );
    expect(photos).toHaveLength(2);
    expect(photos.every((photo) => photo.credit === "Jo Tester" && photo.granted_at)).toBe(true);

    // At the desk: each photo shown, approved or declined on its own; then the listing, approved in one step.
    const editor = page;
    await signInAtDesk(editor, siteEditor);
    await editor.goto(`/admin/submissions/${id}`);
    // decision 049: a photo's widths are made in the background; until then the desk says it is being prepared.
    await expect(async () => {
      await editor.reload();
      await expect(editor.locator("[data-photo-preparing]")).toHaveCount(0);
    }).toPass({ timeout: 60_000 });
    const [front] = photos.map((photo) => editor.locator(`#photo-${photo.id}`));
    await expect(front!.getByRole("img")).toHaveJSProperty("complete", true);
    expect(await front!.getByRole("img").evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expectNoAxeViolations(editor, "a submission with photos at the desk");
    await front!.getByLabel("What it shows").fill("The café's front window on a sunny morning");
    await front!.getByRole("button", { name: /Approve photo/ }).click();
    await expect(editor.locator(`#photo-${photos[0]!.id}`)).toHaveAttribute("data-photo-status", "approved");
    await editor
      .locator(`#photo-${photos[1]!.id}`)
      .getByRole("button", { name: /Decline photo/ })
      .click();
    await expect(editor.locator(`#photo-${photos[1]!.id}`)).toHaveAttribute("data-photo-status", "declined");
    await editor.getByRole("radio", { name: "Approved", exact: true }).check();
    await editor.getByLabel("Type in the guide").selectOption("coffee");
    await editor.getByLabel("The guide's rating (0 to 5)").fill("4.2");
    await editor.getByLabel("I checked the hours").check();
    await editor.getByRole("button", { name: "Save" }).click();
    await expect(async () => {
      await editor.reload();
      await expect(editor.getByText(/^Live after \d+ s/)).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 60_000 });
    await context.close();

    // Published: the record holds the approved photo with its credit and licence, its files carry no EXIF, and
    // the declined one is nowhere.
    const { record } = siteQuery<{ record: string }>("select record from place where slug = 'fixture-photo-cafe'")[0]!;
    const place = JSON.parse(record) as { slug: string; image: unknown; images: unknown[] };
    expect(place.image).toMatchObject({
      src: `/photos/${place.slug}/${photos[0]!.id}`,
      widths: [480, 720, 1080, 1600],
      width: 1600,
      height: 1067,
      alt: "The café's front window on a sunny morning",
      credit: "Jo Tester",
      license: "CC BY 4.0",
      source: "Submitted to Discover Columbus",
    });
    expect(place.images).toEqual([]);
    const folder = path.join(site.buildDir, "client", "photos", place.slug);
    expect(readdirSync(folder).filter((file) => file.startsWith(photos[1]!.id))).toEqual([]);
    expect(readdirSync(folder)).toHaveLength(12);
    for (const file of readdirSync(folder)) {
      const meta = await sharp(readFileSync(path.join(folder, file))).metadata();
      expect(meta.exif, file).toBeUndefined();
    }

    // As visitors get it: the photo on its page and its card, credited, and nothing moves when it arrives.
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      const visit = await browser.newContext({ viewport, baseURL: site.baseURL });
      const visitor = await visit.newPage();
      await visitor.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
        }).observe({ type: "layout-shift", buffered: true });
      });
      const response = await visitor.goto(`/place/${place.slug}`);
      expect(await response!.text()).not.toContain(photos[1]!.id);
      await expect(visitor.locator('link[rel="preload"][as="image"]')).toHaveAttribute(
        "imagesrcset",
        new RegExp(`^/photos/${place.slug}/${photos[0]!.id}-480\\.avif 480w`),
      );
      const hero = visitor.getByRole("img", { name: "The café's front window on a sunny morning" });
      await expect(hero).toHaveAttribute("width", "1600");
      await expect(hero).toHaveAttribute("height", "1067");
      await expect
        .poll(() => hero.evaluate((image: HTMLImageElement) => (image.complete ? image.currentSrc : "")))
        .toMatch(new RegExp(`/photos/${place.slug}/${photos[0]!.id}-(480|720|1080|1600)\\.avif$`));
      await expect(visitor.getByText("Photo: Jo Tester, CC BY 4.0")).toBeVisible();
      await waitForHydration(visitor);
      await waitForIdle(visitor);
      expect(await visitor.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);

      await visitor.goto("/coffee");
      const card = visitor.getByRole("article").filter({ has: visitor.getByRole("heading", { name, exact: true }) });
      await expect(card).toContainText("Photo: Jo Tester");
      await expect
        .poll(() => card.locator("img").evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBeGreaterThan(0);
      await visit.close();
    }
  } finally {
    await site.stop();
  }
});
