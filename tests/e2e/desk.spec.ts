import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, open, readContent, test } from "./fixtures";
import { addEditor, editorPassword, query, storedFrom, uniqueEmail, waitForMail } from "./server-data";

/**
 * The editors' desk (product §17, decision 028): sign-in, its limit, sign-out, every /admin path shut
 * without a session; a listing a visitor sent, approved with a public note and shown on its status
 * page; a correction accepted and imported into a content file the build's checks accept; the
 * newsletter's CSV. Server-rendered pages with no script: they work by keyboard, without JavaScript. Their
 * accessibility, at both widths, is accessibility.spec.ts's.
 */

async function signIn(page: Page, email: string, password = editorPassword) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("signs in by keyboard, shows the inbox, and signs out; afterwards the desk is shut again", async ({ page }) => {
  const email = await addEditor(uniqueEmail("editor"));
  await page.goto("/admin");
  await expect(page).toHaveURL("/admin/login");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Email")).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password")).toBeFocused();
  await page.keyboard.type(editorPassword);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies).toEqual([expect.objectContaining({ name: "dc_session", httpOnly: true, sameSite: "Lax" })]);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL("/admin/login");
  await page.goto("/admin/outbox");
  await expect(page).toHaveURL("/admin/login");
});

test("a wrong password says so without telling whether the account exists; after 5 failures the account waits (429)", async ({
  page,
}) => {
  const email = await addEditor(uniqueEmail("careless"));
  await signIn(page, email, "not the password at all");
  await expect(page.getByRole("alert")).toHaveText("The email or the password is not right.");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await signIn(page, uniqueEmail("nobody"), "not the password at all");
  await expect(page.getByRole("alert")).toHaveText("The email or the password is not right.");
  for (let i = 0; i < 4; i += 1) await signIn(page, email, "not the password at all");
  const [answer] = await Promise.all([
    page.waitForResponse(
      (response) => response.url().endsWith("/admin/login") && response.request().method() === "POST",
    ),
    signIn(page, email),
  ]);
  expect(answer.status()).toBe(429);
  expect(Number(answer.headers()["retry-after"])).toBeGreaterThan(0);
  await expect(page.getByRole("alert")).toContainText("Too many failed sign-ins. Try again in");
  await expect(page).toHaveURL("/admin/login");
});

test("every /admin path without a session goes to the sign-in page, a forged cookie too", async ({ page, baseURL }) => {
  for (const cookie of [undefined, `dc_session=${"x".repeat(43)}`]) {
    for (const url of [
      "/admin",
      "/admin/",
      "/admin/outbox",
      "/admin/newsletter",
      "/admin/newsletter.csv",
      "/admin/editors",
      "/admin/submissions/1",
      "/admin/reviews",
      "/admin/reviews/1",
      "/admin/anything",
    ]) {
      const response = await page.request.get(url, { maxRedirects: 0, headers: cookie ? { Cookie: cookie } : {} });
      expect(response.status(), url).toBe(303);
      expect(response.headers().location, url).toBe("/admin/login");
    }
    const write = await page.request.post("/admin/submissions/1", {
      maxRedirects: 0,
      form: { to: "spam" },
      headers: { Origin: baseURL!, ...(cookie ? { Cookie: cookie } : {}) },
    });
    expect(write.headers().location).toBe("/admin/login");
    const decide = await page.request.post("/admin/reviews/1/decide", {
      maxRedirects: 0,
      form: { decision: "publish" },
      headers: { Origin: baseURL!, ...(cookie ? { Cookie: cookie } : {}) },
    });
    expect(decide.headers().location).toBe("/admin/login");
  }
});

test("a listing a visitor sent, approved at the desk with a public note, then shown on its status page", async ({
  browser,
  page,
  baseURL,
}) => {
  const owner = uniqueEmail("owner");
  const name = `Desk Test Cafe ${owner.split(".")[1]!.slice(0, 6)}`;
  // The visitor, with JavaScript, in a browser of their own.
  const visitor = await browser.newPage();
  await open(visitor, "/list-business");
  const form = visitor.getByRole("form", { name: "Business Information" });
  for (const [label, value] of Object.entries({
    "Business Name": name,
    Description: "Espresso bar with a reading room.",
    Address: "100 Example Ave",
    "Phone Number": "(614) 555-0199",
    "Business Hours": "Mon-Fri 7am-6pm",
    "Contact Name": "Jo Tester",
    "Contact Email": owner,
  })) {
    await form.getByLabel(label).fill(value);
  }
  for (const [label, value] of Object.entries({
    Category: "coffee shop",
    Neighborhood: "german village",
    "Price Range": "$$",
  }))
    await form.getByLabel(label).selectOption(value);
  await form.getByRole("button", { name: "Submit Business Listing" }).click();
  const statusUrl = await form.getByRole("status").getByRole("link").getAttribute("href");

  // The editor, without JavaScript: the desk needs none.
  const editorContext = await browser.newContext({ javaScriptEnabled: false });
  const desk = await editorContext.newPage();
  await signIn(desk, await addEditor(uniqueEmail("editor")));
  await desk.getByLabel("Name or email").fill(owner);
  await desk.getByRole("button", { name: "Show" }).click();
  await desk.getByRole("link", { name }).click();
  await expect(desk.getByRole("heading", { level: 1, name: `Listing request: ${name}` })).toBeVisible();
  await expect(desk.getByText("Espresso bar with a reading room.")).toBeVisible();
  await desk.getByRole("radio", { name: "In review", exact: true }).check();
  await desk.getByRole("button", { name: "Save" }).click();
  await expect(desk.getByText("Status: In review")).toBeVisible();
  await desk.getByRole("radio", { name: "Approved", exact: true }).check();
  await expect(desk.getByLabel("Type in the guide")).toHaveValue("coffee");
  await desk.getByLabel("The guide's rating (0 to 5)").fill("4.4");
  // product §17.4: the owner's text beside the guide's reading of it, which the editor confirms.
  const reading = desk.getByRole("table", { name: "This week's hours as the guide reads them" });
  await expect(reading.getByRole("row", { name: /Monday/ })).toContainText("7:00 AM - 6:00 PM");
  await expect(reading.getByRole("row", { name: /Sunday/ })).toContainText("Closed");
  await expect(desk.getByLabel(/^Hours in OpenStreetMap's opening_hours syntax/)).toHaveValue("Mo-Fr 07:00-18:00");
  await desk.getByLabel("I checked the hours as the guide reads them against the owner's text").check();
  await desk.getByLabel(/^Public note/).fill("Welcome to the guide: glad to have you.");
  await desk.getByLabel("Private note (editors only)").fill("Checked the address on the map.");
  await desk.getByRole("button", { name: "Save" }).click();
  await expect(desk.getByText("Status: Approved")).toBeVisible();
  await expect(
    desk.getByRole("listitem").filter({ hasText: "Private note: Checked the address on the map." }),
  ).toBeVisible();

  await page.goto(statusUrl!);
  await expect(page.locator("dd").nth(2)).toHaveText("Approved");
  await expect(page.getByText("Welcome to the guide: glad to have you.")).toBeVisible();
  await expect(page.getByText("Checked the address")).toHaveCount(0);
  const approved = await waitForMail(owner, { since: 1 });
  expect(approved.headers.subject).toBe(`Your listing for ${name} was approved`);
  // Decision 050, approved is live: the mail says so and gives the page's address, and where the status page is.
  expect(approved.text).toContain("is live in the guide");
  expect(approved.text).toMatch(new RegExp(`${baseURL}/place/[a-z0-9-]+\\s`));
  expect(approved.text).not.toContain("next update");
  // Decision 075: the mail links the status page with a private link of its own, which opens it as the first does;
  // the same link with one character changed opens nothing and names nobody.
  const approvalLink = new RegExp(`^${baseURL}(/requests/[A-Za-z0-9_-]{43})$`, "m").exec(approved.text)?.[1];
  expect(approvalLink, approved.text).toBeDefined();
  expect(approvalLink).not.toBe(statusUrl);
  await page.goto(approvalLink!);
  await expect(page.getByRole("heading", { level: 1, name: `Listing request: ${name}` })).toBeVisible();
  await expect(page.locator("dd").nth(2)).toHaveText(/^(Approved|Live)$/);
  await expect(page.getByText("Welcome to the guide: glad to have you.")).toBeVisible();
  const changed = approvalLink!.slice(0, -1) + (approvalLink!.endsWith("A") ? "B" : "A");
  const refused = await page.goto(changed);
  expect(refused?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Nothing here" })).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
  await editorContext.close();
  await visitor.close();
});

test("a correction of a place reaches the desk under that place and is accepted there", async ({ page, baseURL }) => {
  const place = readContent()[0]!;
  const regular = uniqueEmail("regular");
  const sent = await page.request.post("/api/messages", {
    form: {
      name: "A Regular",
      email: regular,
      message: `Correction for ${place.name}: open Tuesday to Sunday, 10 to 6.`,
      place: place.slug,
    },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(303);
  const { id } = query<{ id: string }>("select id from submission where email = ?", regular)[0]!;
  await signIn(page, await addEditor(uniqueEmail("editor")));
  await page.goto(`/admin/submissions/${id}`);
  await expect(page.getByRole("link", { name: `/place/${place.slug}` }).first()).toBeVisible();
  await page.getByRole("radio", { name: "Accepted", exact: true }).check();
  await page.getByLabel("Field").selectOption("hours");
  await page.getByLabel("New value").fill("Tue-Sun 10am-6pm");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Status: Accepted")).toBeVisible();
  expect(storedFrom(regular)[0]).toMatchObject({ kind: "correction", status: "accepted", place: place.slug });

  // The import of what was accepted is server/desk/desk.test.ts's: it writes into a copy of the fixture
  // content, so no made-up hours ever land in a record of a real place, not even a temporary one.
});

test("the newsletter's confirmed subscribers download as a CSV file", async ({ page }) => {
  const reader = uniqueEmail("csv-reader");
  await open(page, "/");
  await page.getByRole("textbox", { name: "Email address" }).fill(reader);
  await page.getByRole("textbox", { name: "Email address" }).press("Enter");
  const mail = await waitForMail(reader);
  await page.goto(/http:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(mail.text)![0]);
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("heading", { name: "You're subscribed!" })).toBeVisible();

  await signIn(page, await addEditor(uniqueEmail("editor")));
  await page.getByRole("link", { name: "Newsletter" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Newsletter" })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download the confirmed subscribers (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("discover-columbus-subscribers.csv");
  const csv = readFileSync((await download.path())!, "utf8");
  expect(csv.startsWith("email,confirmed_at\r\n")).toBe(true);
  const line = csv.split("\r\n").find((row) => row.startsWith(`${reader.toLowerCase()},`));
  expect(line).toMatch(/,\d{4}-\d{2}-\d{2}T/);
});
