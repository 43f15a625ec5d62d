import type { Page } from "@playwright/test";
import { phoneJpeg } from "../../tooling/test/photos";
import { expect, open, readContent, test } from "./fixtures";
import { query, storedFrom, uniqueEmail } from "./server-data";

/**
 * Photos sent with a correction (decision 039, product §16.2): from a place page's "Suggest a correction"
 * the contact form names the place and offers photos; a photo chosen there is uploaded at once, sent with
 * its credit and the licence grant, and kept with the correction of that place. A file that is not an
 * image is refused with its sentence, and what the visitor typed stays. The server's side (the desk, the
 * import) is server/photos/photos.test.ts's.
 */

const place = readContent()[0]!;

/** The place page, its "Suggest a correction" link, and the contact form naming the place. */
async function openCorrection(page: Page) {
  await open(page, `/place/${place.slug}`);
  await page.getByRole("link", { name: `Suggest a correction to ${place.name}` }).click();
  await expect(page).toHaveURL(`/contact?place=${place.slug}`);
  const form = page.getByRole("form", { name: "Send us a message" });
  await expect(form.getByText(`Suggesting a correction to ${place.name}.`)).toBeVisible();
  return form;
}

test("a photo sent with a place's correction, with its credit and grant: 'Message Sent!', kept with the correction", async ({
  page,
}) => {
  const email = uniqueEmail("photo-regular");
  const form = await openCorrection(page);
  await form.getByLabel("Your Name").fill("A Regular");
  await form.getByLabel("Email").fill(email);
  const message = form.getByLabel("Message");
  await message.fill("A photo of the front as it is now.");
  await form.getByLabel("Add photos").setInputFiles({
    name: "front.jpg",
    mimeType: "image/jpeg",
    buffer: await phoneJpeg(1200, 900, { colour: "#3c8c5a", orientation: 1 }),
  });
  const added = form.getByRole("list", { name: "Photos added" });
  await expect(added.getByRole("listitem")).toHaveCount(1);
  await expect(added).toContainText("front.jpg (1200 × 900)");
  await form.getByLabel("Credit the photos to").fill("A Regular");
  await form.getByLabel(/license them to the guide under CC BY 4\.0/).check();
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Message Sent!" })).toBeVisible();
  // The form is reset, its photos too.
  await expect(added).toHaveCount(0);

  expect(storedFrom(email)).toEqual([
    {
      kind: "correction",
      status: "received",
      place: place.slug,
      fields: {
        name: "A Regular",
        email,
        message: "A photo of the front as it is now.",
      },
    },
  ]);
  const photos = query<{ credit: string; granted_at: string | null; width: number; height: number; status: string }>(
    `select photo.credit, photo.granted_at, photo.width, photo.height, photo.status from photo
     join submission on submission.id = photo.submission_id where submission.email = ?`,
    email.toLowerCase(),
  );
  expect(photos).toEqual([
    { credit: "A Regular", granted_at: expect.any(String), width: 1200, height: 900, status: "pending" },
  ]);
});

test("a file that is not an image is refused with its sentence, and what was typed stays", async ({
  page,
  problems,
}) => {
  problems.allow("HTTP 422 for /api/uploads");
  const email = uniqueEmail("photo-refused");
  const form = await openCorrection(page);
  await form.getByLabel("Your Name").fill("A Regular");
  await form.getByLabel("Email").fill(email);
  const message = form.getByLabel("Message");
  await message.fill("The menu changed in spring.");
  await form.getByLabel("Add photos").setInputFiles({
    name: "menu.heic",
    mimeType: "image/heic",
    buffer: Buffer.from("The spring menu, typed out: not a photo."),
  });
  await expect(form.getByRole("alert")).toContainText(
    "menu.heic: This file is not a photo: send a JPEG, PNG, WebP or HEIC image. Nothing was saved.",
  );
  await expect(form.getByRole("list", { name: "Photos added" })).toHaveCount(0);
  await expect(form.getByLabel("Your Name")).toHaveValue("A Regular");
  await expect(form.getByLabel("Email")).toHaveValue(email);
  await expect(message).toHaveValue("The menu changed in spring.");
  expect(storedFrom(email)).toEqual([]);
});
