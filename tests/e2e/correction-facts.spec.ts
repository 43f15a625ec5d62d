import type { Page } from "@playwright/test";
import { expect, open, readContent, test } from "./fixtures";
import { signInAtDesk } from "./server-data";
import { siteEditor, testSite, type TestSite } from "./test-site";

/**
 * Corrections that carry facts (product §16.2, §17.4), on a site of its own (decision 050: accepting publishes): a
 * visitor answers a place page's "Not known. Know? Tell us" about step-free access on the correction form, which
 * opens with that fact chosen and a field of its kind; at the desk the editor sees what the guide says now beside
 * what is proposed and accepts it in one step, without retyping; once the change is live the place page says the
 * fact with its source, the correction, and the place's history shows it. The form's states without JavaScript and
 * before it are contributions.spec.ts's and forms-before-hydration.spec.ts's; their accessibility is
 * accessibility.spec.ts's.
 */

let site: TestSite;
test.beforeAll(async () => {
  site = await testSite("correction-facts");
});
test.afterAll(async () => {
  await site?.stop();
});
test.describe.configure({ timeout: 180_000 });

/** A place of the guide whose step-free access is not known: its page asks for it. */
const place = readContent().find((candidate) => candidate.facts?.wheelchair === undefined)!;

const signIn = (page: Page) => signInAtDesk(page, siteEditor, site.baseURL);

test("step-free access sent from the place page's 'Know? Tell us', accepted at the desk in one step, is on the place page once live", async ({
  page,
  problems,
}) => {
  problems.allow(/map|tile|openstreetmap|google/i);
  expect(place, "a place of the guide whose step-free access is not known").toBeDefined();
  const goodToKnow = (at: Page) => at.locator("section", { has: at.getByRole("heading", { name: "Good to Know" }) });
  const stepFree = (at: Page) => goodToKnow(at).locator('[data-fact="wheelchair"] dd');

  // The visitor: the place page says it is not known and asks; the form opens with the fact chosen.
  await open(page, `${site.baseURL}/place/${place.slug}`);
  await expect(stepFree(page)).toHaveText(/^Not known\. Know\? Tell us/);
  await goodToKnow(page).getByRole("link", { name: "Know? Tell us about step-free access" }).click();
  await expect(page).toHaveURL(`${site.baseURL}/contact?place=${place.slug}&fact=wheelchair`);
  const form = page.getByRole("form", { name: "Send us a message" });
  await expect(form.getByText(`Suggesting a correction to ${place.name}.`)).toBeVisible();
  await expect(form.getByLabel("What to correct")).toHaveValue("wheelchair");
  await form.getByLabel("Your Name").fill("Sam Rolling");
  await form.getByLabel("Email").fill("sam.rolling@example.com");
  await form.getByLabel("Step-free access").selectOption({ label: "Yes, step-free" });
  await form.getByLabel("How do you know?").fill("I went in with my wheelchair on Saturday: level entrance.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Message Sent!" })).toBeVisible();

  // The editor: the current value beside the proposed one, and Accept: nothing to retype.
  await signIn(page);
  await page.getByRole("link", { name: "Sam Rolling" }).click();
  const proposal = page.locator("section", { has: page.getByRole("heading", { name: /current and proposed$/ }) });
  await expect(proposal.getByRole("heading")).toHaveText("Step-free access (yes, limited or no): current and proposed");
  await expect(proposal.locator("dd")).toHaveText([
    "not known",
    "yes: Yes, step-free",
    "I went in with my wheelchair on Saturday: level entrance.",
  ]);
  await expect(page.getByLabel("Field")).toHaveValue("wheelchair");
  await expect(page.getByLabel("New value")).toHaveValue("yes");
  await page.getByRole("button", { name: "Accept" }).click();
  await expect(page.getByText("Status: Accepted")).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(/^Live after \d+ s/)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000, intervals: [500, 1000, 2000] });

  // The place page says it, with its source; the history shows the change.
  await open(page, `${site.baseURL}/place/${place.slug}`);
  await expect(stepFree(page)).toHaveText(/^Yes, step-freeSource: A visitor's correction, [A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await expect(page.getByRole("link", { name: "Know? Tell us about step-free access" })).toHaveCount(0);
  await page.getByRole("link", { name: "its history" }).click();
  const latest = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 2 }) })
    .first();
  await expect(latest).toContainText("Corrected after a visitor's report");
  await expect(latest.getByRole("row", { name: /Step-free access/ })).toContainText("Yes, step-free");
  await expect(latest).toContainText("checked by an editor");
  expect((await page.locator("body").textContent()) ?? "").not.toContain("sam.rolling@example.com");
});
