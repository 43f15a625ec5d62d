import type { Locator, Page } from "@playwright/test";
import { blockStorage, expect, holdRequests, open, test, waitForHydration } from "./fixtures";
import { storedFrom, uniqueEmail } from "./server-data";

/**
 * product §2-§5 List your business, end to end in the browser, keyboard first.
 * Every text and message below is the spec's, word for word.
 */

/** product §5: the required fields (by their visible label) and the message of each rule. */
const requiredFields = [
  { label: "Business Name", message: "Business name must be at least 2 characters" },
  { label: "Category", message: "Please select a category" },
  { label: "Description", message: "Description must be at least 10 characters" },
  { label: "Address", message: "Please provide a valid address" },
  { label: "Neighborhood", message: "Please select a neighborhood" },
  { label: "Phone Number", message: "Please provide a valid phone number" },
  { label: "Business Hours", message: "Please provide business hours" },
  { label: "Price Range", message: "Please select a price range" },
  { label: "Contact Name", message: "Contact name must be at least 2 characters" },
  { label: "Contact Email", message: "Please provide a valid email address" },
] as const;
const websiteMessage = "Please provide a valid website URL";

/**
 * A valid submission in form order (the Tab order): `type` is what the keyboard types (for a select:
 * the start of the option's label), `stored` what product §3 says the data holds.
 */
interface Entry {
  label: string;
  type: string;
  option?: string;
  stored: readonly [field: string, value: string];
}

const validListing: readonly Entry[] = [
  { label: "Business Name", type: "Test Kitchen Cafe", stored: ["name", "Test Kitchen Cafe"] },
  { label: "Category", type: "Coffee", option: "Coffee Shop", stored: ["category", "coffee shop"] },
  {
    label: "Description",
    type: "Espresso bar with a reading room.",
    stored: ["description", "Espresso bar with a reading room."],
  },
  { label: "Address", type: "100 Example Ave", stored: ["address", "100 Example Ave"] },
  { label: "Neighborhood", type: "German", option: "German Village", stored: ["neighborhood", "german village"] },
  { label: "Phone Number", type: "(614) 555-0199", stored: ["phone", "(614) 555-0199"] },
  {
    label: "Website",
    type: "https://test-kitchen.example.com",
    stored: ["website", "https://test-kitchen.example.com"],
  },
  { label: "Business Hours", type: "Mon-Sun 7 AM - 6 PM", stored: ["hours", "Mon-Sun 7 AM - 6 PM"] },
  { label: "Price Range", type: "$$", option: "$$ (Moderate)", stored: ["priceRange", "$$"] },
  { label: "Contact Name", type: "Jo Tester", stored: ["contactName", "Jo Tester"] },
  { label: "Contact Email", type: "jo@example.com", stored: ["contactEmail", "jo@example.com"] },
];

const listingForm = (page: Page) => page.getByRole("form", { name: "Business Information" });
const submitButton = (page: Page) => listingForm(page).locator("button[type=submit]");
const field = (page: Page, label: string) => listingForm(page).getByLabel(label);

async function openForm(page: Page) {
  await open(page, "/list-business");
}

/** Types one value into the focused control; a select picks the option by typing its first letters. */
async function typeInto(page: Page, control: Locator, entry: Entry) {
  await expect(control).toBeFocused();
  await page.keyboard.type(entry.type);
  if (entry.option) {
    await expect(control.locator("option:checked")).toHaveText(entry.option);
  } else {
    await expect(control).toHaveValue(entry.type);
  }
}

/** Fills the whole form from the keyboard: focus the first field, then Tab from field to field. */
async function fillByKeyboard(page: Page, entries: readonly Entry[] = validListing) {
  await field(page, entries[0]!.label).focus();
  for (const [index, entry] of entries.entries()) {
    if (index > 0) await page.keyboard.press("Tab");
    await typeInto(page, field(page, entry.label), entry);
  }
}

/** Moves focus from the last field to the submit button with Tab and presses it with `key`. */
async function submitByKeyboard(page: Page, key: "Enter" | "Space" = "Enter") {
  await submitButton(page).focus();
  await page.keyboard.press(key);
}

async function expectEmptyForm(page: Page) {
  for (const entry of validListing) {
    await expect(field(page, entry.label)).toHaveValue("");
  }
}

test("shows the page the spec describes", async ({ page }) => {
  await openForm(page);
  await expect(page).toHaveTitle(/^List Your Business \| /);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("List Your Business");
  await expect(page.getByText("Join Columbus's premier directory and connect with local customers")).toBeVisible();
  for (const benefit of ["Increased Visibility", "Local Focus", "Easy Management"]) {
    await expect(page.getByRole("heading", { name: benefit })).toBeVisible();
  }
  const form = listingForm(page);
  await expect(form.getByRole("heading", { name: "Business Information" })).toBeVisible();
  await expect(form.getByText(/Fields marked \* are required/)).toBeVisible();
  await expect(form.getByRole("group", { name: "Contact Information" })).toBeVisible();

  const nextSteps = form.getByRole("region", { name: "What happens next?" });
  await expect(nextSteps.getByRole("listitem")).toHaveCount(4);
  for (const point of [
    /review .* within 2-3 business days/i,
    /email confirmation once .* approved/i,
    /relevant search results/i,
    /find and review/i,
  ]) {
    await expect(nextSteps.getByText(point)).toBeVisible();
  }
  await expect(submitButton(page)).toHaveText("Submit Business Listing");
  await expect(submitButton(page)).toBeEnabled();

  // product §3: the options of each select, with an empty first option.
  await expect(field(page, "Category").locator("option")).toHaveText([
    "Select a category",
    "Restaurant",
    "Coffee Shop",
    "Bar",
    "Club",
    "Attraction",
    "Shopping",
    "Services",
    "Entertainment",
    "Other",
  ]);
  await expect(field(page, "Neighborhood").locator("option")).toHaveText([
    "Select a neighborhood",
    "Downtown",
    "Short North",
    "German Village",
    "Brewery District",
    "Victorian Village",
    "Arena District",
    "University District",
    "Clintonville",
    "Grandview Heights",
    "Other",
  ]);
  await expect(field(page, "Price Range").locator("option")).toHaveText([
    "Select a price range",
    "$ (Budget Friendly)",
    "$$ (Moderate)",
    "$$$ (Upscale)",
    "$$$$ (Fine Dining)",
  ]);
});

test("an empty submit shows every message under its field and focuses the first; messages clear as fields are fixed", async ({
  page,
}) => {
  await openForm(page);
  await submitByKeyboard(page, "Enter");

  for (const { label, message } of requiredFields) {
    const control = field(page, label);
    await expect(control).toHaveAttribute("aria-invalid", "true");
    await expect(control).toHaveAccessibleDescription(message);
    await expect(listingForm(page).getByText(message, { exact: true })).toBeVisible();
  }
  await expect(field(page, "Website")).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(websiteMessage)).toHaveCount(0);
  await expect(field(page, "Business Name")).toBeFocused();

  // product §5: name needs 2 characters; the message goes as soon as the rule holds.
  const nameMessage = requiredFields[0].message;
  await page.keyboard.type("T");
  await expect(page.getByText(nameMessage)).toBeVisible();
  await page.keyboard.type("K");
  await expect(page.getByText(nameMessage)).toHaveCount(0);
  await expect(field(page, "Business Name")).not.toHaveAttribute("aria-invalid", "true");

  // A select is fixed from the keyboard too.
  await page.keyboard.press("Tab");
  await typeInto(page, field(page, "Category"), validListing[1]!);
  await expect(page.getByText(requiredFields[1].message)).toHaveCount(0);

  // The next failed submit focuses the first field still invalid.
  await submitByKeyboard(page, "Space");
  await expect(field(page, "Description")).toBeFocused();
  await expect(page.getByText(requiredFields[2].message)).toBeVisible();
  // The form with its messages at both widths, by axe and without sideways scrolling: accessibility.spec.ts.
});

/** The valid listing with an address of this test's own, so what the server stored can be told apart. */
function ownListing(): Entry[] {
  const email = uniqueEmail("jo");
  return validListing.map((entry) =>
    entry.label === "Contact Email" ? { ...entry, type: email, stored: ["contactEmail", email] } : entry,
  );
}

test("a valid submit reads 'Submitting...' while disabled, then toasts with its status link, stores the listing and resets", async ({
  page,
}) => {
  await openForm(page);
  const listing = ownListing();
  await fillByKeyboard(page, listing);
  // The server's answer waits until the test has seen the busy state (product §4.3, §16.1).
  const answer = await holdRequests(page, "**/api/listings");

  await submitByKeyboard(page, "Enter");
  await expect(submitButton(page)).toHaveText("Submitting...");
  await expect(submitButton(page)).toBeDisabled();
  await expect(page.getByText("Application Submitted!")).toHaveCount(0);
  answer.release();

  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Application Submitted!" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("We'll review your business listing and get back to you within 2-3 business days.");
  await expect(submitButton(page)).toHaveText("Submit Business Listing");
  await expect(submitButton(page)).toBeEnabled();
  await expectEmptyForm(page);

  // product §16.1: stored as received, with product §3's values; the status link under the form and in the toast.
  const email = listing.at(-1)!.type;
  expect(storedFrom(email)).toEqual([
    {
      kind: "listing",
      status: "received",
      place: null,
      fields: Object.fromEntries(listing.map((entry) => entry.stored)),
    },
  ]);
  const link = listingForm(page).getByRole("status").getByRole("link");
  await expect(link).toHaveText(/^http:\/\/localhost:\d+\/requests\/[A-Za-z0-9_-]{43}$/);
  await toast.getByRole("button", { name: "View status" }).click();
  await expect(page).toHaveURL(/\/requests\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole("heading", { name: "Listing request: Test Kitchen Cafe" })).toBeVisible();
});

test("website is optional, but when given it must be a valid URL", async ({ page }) => {
  await openForm(page);
  const withBadWebsite = ownListing().map((entry) =>
    entry.label === "Website" ? { ...entry, type: "not a website" } : entry,
  );
  await fillByKeyboard(page, withBadWebsite);
  await submitByKeyboard(page);

  const website = field(page, "Website");
  await expect(website).toBeFocused();
  await expect(website).toHaveAttribute("aria-invalid", "true");
  await expect(website).toHaveAccessibleDescription(websiteMessage);
  for (const { message } of requiredFields) await expect(page.getByText(message)).toHaveCount(0);

  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Backspace");
  await expect(page.getByText(websiteMessage)).toHaveCount(0);

  await submitByKeyboard(page);
  await expect(page.getByText("Application Submitted!")).toBeVisible();
  expect(storedFrom(withBadWebsite.at(-1)!.type)[0]?.fields).toMatchObject({
    website: "",
    name: validListing[0]!.type,
  });
});

test("keeps a draft of what was typed across a reload, and forgets it after a submit", async ({ page }) => {
  await openForm(page);
  const firstHalf = validListing.slice(0, 6);
  await fillByKeyboard(page, firstHalf);

  await page.reload();
  await waitForHydration(page);
  for (const entry of firstHalf) {
    const control = field(page, entry.label);
    if (entry.option) await expect(control.locator("option:checked")).toHaveText(entry.option);
    else await expect(control).toHaveValue(entry.type);
  }
  for (const entry of validListing.slice(6)) await expect(field(page, entry.label)).toHaveValue("");

  // Finish it, submit, and the draft is gone.
  await field(page, validListing[6]!.label).focus();
  for (const [index, entry] of validListing.slice(6).entries()) {
    if (index > 0) await page.keyboard.press("Tab");
    await typeInto(page, field(page, entry.label), entry);
  }
  await submitByKeyboard(page);
  await expect(page.getByText("Application Submitted!")).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expectEmptyForm(page);
});

test("works when the browser blocks storage", async ({ page }) => {
  await blockStorage(page);
  await openForm(page);
  expect(
    await page.evaluate(() => {
      try {
        return typeof window.localStorage;
      } catch {
        return "blocked";
      }
    }),
  ).toBe("blocked");

  await fillByKeyboard(page);
  await submitByKeyboard(page);
  await expect(page.getByText("Application Submitted!")).toBeVisible();
  await expectEmptyForm(page);

  // Without storage there is no draft, and nothing breaks on reload either.
  await fillByKeyboard(page, validListing.slice(0, 1));
  await page.reload();
  await waitForHydration(page);
  await expect(field(page, "Business Name")).toHaveValue("");
  await submitByKeyboard(page);
  await expect(page.getByText(requiredFields[0].message)).toBeVisible();
});
