import type { Page, Request } from "@playwright/test";
import { expect, open, test } from "./fixtures";

/**
 * A static-only host (decision 027): built with `SITE_BACKEND=none`, the forms stay simulated, as
 * they were before the guide had a server (product §4.3-§4.4), and never post into the host's 405.
 * The short-page build of the `paged` project is built that way (tooling/test/serve-paged.ts).
 */

/** Every request the page makes from now on to the server's paths. */
function watchServerRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request: Request) => {
    const { pathname } = new URL(request.url());
    if (/^\/(api|requests|newsletter)\//.test(pathname)) seen.push(`${request.method()} ${pathname}`);
  });
  return seen;
}

test("the newsletter's sign-up is simulated: 'Subscribing...', then 'Success!', and nothing is sent", async ({
  page,
}) => {
  await open(page, "/");
  const requests = watchServerRequests(page);
  const form = page.getByRole("form", { name: "Newsletter sign-up" });
  await expect(form).toHaveAttribute("method", "dialog");
  await form.getByRole("textbox", { name: "Email address" }).fill("reader@example.com");
  await form.getByRole("textbox", { name: "Email address" }).press("Enter");
  await expect(form.getByRole("button")).toHaveText("Subscribing...");
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Success!" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("You've been subscribed to our newsletter.");
  expect(requests).toEqual([]);
});

test("the listing form is simulated: it logs the listing, toasts and resets, and nothing is sent", async ({ page }) => {
  await open(page, "/list-business");
  const requests = watchServerRequests(page);
  const form = page.getByRole("form", { name: "Business Information" });
  await expect(form).toHaveAttribute("method", "dialog");
  await expect(form).not.toHaveAttribute("action", /./);
  for (const [label, value] of Object.entries({
    "Business Name": "Test Kitchen Cafe",
    Description: "Espresso bar with a reading room.",
    Address: "100 Example Ave",
    "Phone Number": "(614) 555-0199",
    "Business Hours": "Mon-Sun 7 AM - 6 PM",
    "Contact Name": "Jo Tester",
    "Contact Email": "jo@example.com",
  })) {
    await form.getByLabel(label).fill(value);
  }
  for (const [label, value] of Object.entries({
    Category: "coffee shop",
    Neighborhood: "german village",
    "Price Range": "$$",
  }))
    await form.getByLabel(label).selectOption(value);
  const logged = page.waitForEvent("console", { predicate: (message) => message.type() === "log" });
  await form.getByRole("button", { name: "Submit Business Listing" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Application Submitted!" })).toBeVisible();
  const args = await Promise.all((await logged).args().map((arg) => arg.jsonValue()));
  expect(args.at(-1)).toMatchObject({ name: "Test Kitchen Cafe", contactEmail: "jo@example.com" });
  await expect(form.getByLabel("Business Name")).toHaveValue("");
  expect(requests).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, form, button } of [
    { path: "/list-business", form: "Business Information", button: "Submit Business Listing" },
    { path: "/contact", form: "Send us a message", button: "Send Message" },
    { path: "/", form: "Newsletter sign-up", button: "Subscribe" },
  ]) {
    test(`${path}: the form says it needs JavaScript, its disabled button says why, and Enter goes nowhere`, async ({
      page,
    }) => {
      await page.goto(path);
      const region = page.getByRole("form", { name: form });
      await expect(region.getByText(/needs JavaScript/)).toBeVisible();
      const submit = region.getByRole("button", { name: button });
      await expect(submit).toBeDisabled();
      await expect(submit).toHaveAccessibleDescription(/needs JavaScript/);
      await region.getByRole("textbox").first().fill("jane@example.com");
      await region.getByRole("textbox").first().press("Enter");
      await expect(page).toHaveURL(path);
      expect(new URL(page.url()).search).toBe("");
    });
  }
});
