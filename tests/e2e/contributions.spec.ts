import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { compiledEntry } from "../../tooling/build/compile-server";
import { startTestPostgres } from "../../tooling/test/postgres";
import { expect, open, readContent, test } from "./fixtures";
import { outboxMails, query, storedFrom, uniqueEmail, waitForMail } from "./server-data";

/**
 * What people send reaches the server and is kept (product §16, decision 027): a listing with
 * JavaScript and without it, reaching its status page; a correction from a place page, with JavaScript and
 * without it; the newsletter confirmed through the outbox, then unsubscribed; the limits and the
 * refusals (429, 413, 415, 403) with nothing stored; and a server killed right after an answer keeps
 * what it answered as saved. The test server keeps its data in E2E_DATA_DIR (playwright.config.ts).
 */

/** A listing as typed, by field label (product §5.4), with this test's own contact address. */
function listingFields(email: string) {
  return {
    text: {
      "Business Name": "Test Kitchen Cafe",
      Description: "Espresso bar with a reading room.",
      Address: "100 Example Ave, Columbus",
      "Phone Number": "(614) 555-0199",
      "Business Hours": "Mon-Sun 7 AM - 6 PM",
      "Contact Name": "Jo Tester",
      "Contact Email": email,
    },
    selects: { Category: "coffee shop", Neighborhood: "german village", "Price Range": "$$" },
  };
}

/** The same listing as the server's fields (a post that skips the browser). */
function listingPost(email: string): Record<string, string> {
  return {
    name: "Test Kitchen Cafe",
    category: "coffee shop",
    description: "Espresso bar with a reading room.",
    address: "100 Example Ave, Columbus",
    neighborhood: "german village",
    phone: "(614) 555-0199",
    website: "",
    hours: "Mon-Sun 7 AM - 6 PM",
    priceRange: "$$",
    contactName: "Jo Tester",
    contactEmail: email,
  };
}

async function fillListing(page: Page, email: string) {
  const form = page.getByRole("form", { name: "Business Information" });
  const { text, selects } = listingFields(email);
  for (const [label, value] of Object.entries(text)) await form.getByLabel(label).fill(value);
  for (const [label, value] of Object.entries(selects)) await form.getByLabel(label).selectOption(value);
  return form;
}

/** The status page of a listing says its name, its status, the review promise and nothing personal. */
async function expectStatusPage(page: Page, email: string) {
  await expect(page).toHaveURL(/\/requests\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Listing request: Test Kitchen Cafe");
  await expect(page.locator("dd").nth(2)).toHaveText("Received");
  await expect(page.getByText("within 2-3 business days")).toBeVisible();
  const text = (await page.locator("body").textContent()) ?? "";
  for (const personal of [email, "Jo Tester", "555-0199", "100 Example Ave"]) expect(text).not.toContain(personal);
}

test.describe("a listing request (product §16.1)", () => {
  test("with JavaScript: the toast and the form give the status link, which opens the status page", async ({
    page,
  }) => {
    const email = uniqueEmail("owner");
    await open(page, "/list-business");
    const form = await fillListing(page, email);
    await form.getByRole("button", { name: "Submit Business Listing" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Application Submitted!" })).toBeVisible();
    const link = form.getByRole("status").getByRole("link");
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\/requests\/[A-Za-z0-9_-]{43}$/);
    await link.click();
    await expectStatusPage(page, email);
    expect(storedFrom(email)).toHaveLength(1);
    // The receipt, with the same link, is in the outbox for the owner.
    const mail = await waitForMail(email);
    expect(mail.headers.subject).toBe("We received your listing request for Test Kitchen Cafe");
    expect(mail.text).toContain(`${new URL(page.url()).origin}${href}`);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the form posts, lands on the status page (303), and going back and reloading sends nothing again", async ({
      page,
    }) => {
      const email = uniqueEmail("nojs-owner");
      await page.goto("/list-business");
      const form = await fillListing(page, email);
      await expect(form).toHaveAttribute("method", "post");
      const submit = form.getByRole("button", { name: "Submit Business Listing" });
      await expect(submit).toBeEnabled();
      const [response] = await Promise.all([page.waitForResponse("**/api/listings"), submit.click()]);
      expect(response.status()).toBe(303);
      await expectStatusPage(page, email);
      await page.reload();
      await expectStatusPage(page, email);
      expect(storedFrom(email)).toHaveLength(1);
    });

    test("a form that does not pass: a page with the same messages, nothing stored", async ({ page }) => {
      const email = uniqueEmail("nojs-invalid");
      await page.goto("/list-business");
      const form = await fillListing(page, email);
      await form.getByLabel("Business Name").fill("A");
      await form.getByLabel("Phone Number").fill("12");
      const [response] = await Promise.all([
        page.waitForResponse("**/api/listings"),
        form.getByRole("button", { name: "Submit Business Listing" }).click(),
      ]);
      expect(response.status()).toBe(422);
      await expect(page.getByRole("heading", { name: "Please check the form" })).toBeVisible();
      await expect(
        page.getByRole("listitem").filter({ hasText: "Business Name: Business name must be at least 2 characters" }),
      ).toBeVisible();
      await expect(
        page.getByRole("listitem").filter({ hasText: "Phone Number: Please provide a valid phone number" }),
      ).toBeVisible();
      expect(storedFrom(email)).toEqual([]);
      await page.goBack();
      await expect(page.getByLabel("Business Name")).toHaveValue("A");
    });
  });
});

test.describe("a correction (product §16.2)", () => {
  // Any place of the guide: its page links to the correction form (a place whose hours are not known says
  // "Know the hours? Tell us" instead, with the same link: open-now.spec.ts, on the fixture content).
  const place = readContent()[0]!;

  test("from a place page: 'Suggest a correction' names the place, and the message is stored with it", async ({
    page,
  }) => {
    const email = uniqueEmail("regular");
    await open(page, `/place/${place.slug}`);
    await page.getByRole("link", { name: `Suggest a correction to ${place.name}` }).click();
    await expect(page).toHaveURL(`/contact?place=${place.slug}`);
    const form = page.getByRole("form", { name: "Send us a message" });
    await expect(form.getByText(`Suggesting a correction to ${place.name}.`)).toBeVisible();
    // Nothing chosen: "Something else", said in the message (which a fact would make optional).
    await expect(form.getByLabel("What to correct")).toHaveValue("");
    const message = form.getByLabel("Message");
    await expect(message).toHaveValue("");
    await form.getByLabel("Your Name").fill("A Regular");
    await form.getByLabel("Email").fill(email);
    await message.fill("Open Tuesday to Sunday, 11 AM to 10 PM, and the patio is new.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Message Sent!" })).toBeVisible();
    expect(storedFrom(email)).toEqual([
      {
        kind: "correction",
        status: "received",
        place: place.slug,
        fields: { name: "A Regular", email, message: "Open Tuesday to Sunday, 11 AM to 10 PM, and the patio is new." },
      },
    ]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the place comes from the page's address; the result page says the message was sent", async ({ page }) => {
      const email = uniqueEmail("nojs-regular");
      await page.goto(`/contact?place=${place.slug}`);
      const form = page.getByRole("form", { name: "Send us a message" });
      await form.getByLabel("Your Name").fill("A Regular");
      await form.getByLabel("Email").fill(email);
      await form.getByLabel("Message").fill("Closed on Mondays since October.");
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(page).toHaveURL("/requests/sent");
      await expect(page.getByRole("heading", { name: "Message sent!" })).toBeVisible();
      expect(storedFrom(email).map(({ kind, place }) => ({ kind, place }))).toEqual([
        { kind: "correction", place: place.slug },
      ]);
    });

    test("a correction that carries its fact: only the chosen fact's field shows, and it is stored as its proposal", async ({
      page,
    }) => {
      const email = uniqueEmail("nojs-fact");
      await page.goto(`/contact?place=${place.slug}`);
      const form = page.getByRole("form", { name: "Send us a message" });
      await form.getByLabel("Your Name").fill("A Regular");
      await form.getByLabel("Email").fill(email);
      await expect(form.getByLabel("Reservations")).toBeHidden();
      await form.getByLabel("What to correct").selectOption("reservation");
      await expect(form.getByLabel("Reservations")).toBeVisible();
      await expect(form.getByLabel("Phone number now")).toBeHidden();
      // Nothing chosen for it: the same message as with JavaScript, on a page of its own; Back keeps what was typed.
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(
        page.getByRole("listitem").filter({ hasText: "Reservations: Please choose how it takes reservations" }),
      ).toBeVisible();
      await page.goBack();
      await form.getByLabel("Reservations").selectOption("required");
      await form.getByLabel("How do you know?").fill("They turned us away without one.");
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(page).toHaveURL("/requests/sent");
      expect(storedFrom(email)).toEqual([
        {
          kind: "correction",
          status: "received",
          place: place.slug,
          fields: {
            name: "A Regular",
            email,
            field: "reservation",
            value: "required",
            source: "They turned us away without one.",
          },
        },
      ]);
    });
  });
});

test("the newsletter: signed up, confirmed through the outbox's mail (only the button confirms), then unsubscribed in one click (product §16.4)", async ({
  page,
}) => {
  const email = uniqueEmail("reader");
  await open(page, "/");
  const form = page.getByRole("form", { name: "Newsletter sign-up" });
  await form.getByRole("textbox", { name: "Email address" }).fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Check your inbox" })).toBeVisible();

  const mail = await waitForMail(email);
  expect(mail.headers.subject).toBe("Confirm your subscription to Discover Columbus");
  expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  const confirmUrl = /http:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(mail.text)![0];
  const unsubscribeUrl = /^<(.+)>$/.exec(mail.headers["list-unsubscribe"] ?? "")![1]!;

  await page.goto(confirmUrl);
  await expect(page.getByRole("heading", { name: "Confirm your subscription" })).toBeVisible();
  expect(query("select status from subscriber where email = ?", email), "opening the link confirms nothing").toEqual([
    { status: "pending" },
  ]);
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("heading", { name: "You're subscribed!" })).toBeVisible();
  expect(query("select status from subscriber where email = ?", email)).toEqual([{ status: "confirmed" }]);

  // RFC 8058: the mail provider's POST, with no Origin and no cookie.
  const oneClick = await page.request.post(unsubscribeUrl, { form: { "List-Unsubscribe": "One-Click" } });
  expect(oneClick.status()).toBe(200);
  expect(query("select status from subscriber where email = ?", email)).toEqual([{ status: "unsubscribed" }]);
});

test.describe("refused, and nothing stored (product §16.5)", () => {
  const origin = (page: Page) => new URL(page.url()).origin;

  test("the 6th listing in an hour from one visitor: the form says when to try again and keeps what was typed", async ({
    page,
    problems,
  }) => {
    problems.allow("HTTP 429 for /api/listings");
    const email = uniqueEmail("busy-owner");
    await open(page, "/list-business");
    // The page's own request context: the same visitor (the same X-Forwarded-For) as the page.
    for (let i = 0; i < 5; i += 1) {
      const response = await page.request.post("/api/listings", {
        form: listingPost(email),
        headers: { Origin: origin(page), Accept: "application/json" },
      });
      expect(response.status()).toBe(201);
    }
    const form = await fillListing(page, email);
    await form.getByRole("button", { name: "Submit Business Listing" }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Your listing could not be submitted" });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(
      /You have sent this form too often from your connection\. Nothing was saved: please try again in (a minute|\d+ minutes)\./,
    );
    await expect(form.getByLabel("Business Name")).toHaveValue("Test Kitchen Cafe");
    expect(storedFrom(email)).toHaveLength(5);
    const direct = await page.request.post("/api/listings", {
      form: listingPost(email),
      headers: { Origin: origin(page) },
    });
    expect(direct.status()).toBe(429);
    expect(Number(direct.headers()["retry-after"])).toBeGreaterThan(0);
  });

  test("413 for a body over 32 KB, 415 for another content type, 403 from another site", async ({ page }) => {
    const email = uniqueEmail("refused");
    await page.goto("/list-business");
    const post = (request: APIRequestContext, options: Parameters<APIRequestContext["post"]>[1]) =>
      request.post("/api/listings", options);
    const tooLarge = await post(page.request, {
      form: { ...listingPost(email), description: "x".repeat(40_000) },
      headers: { Origin: origin(page) },
    });
    expect(tooLarge.status()).toBe(413);
    const otherType = await post(page.request, {
      data: new URLSearchParams(listingPost(email)).toString(),
      headers: { Origin: origin(page), "Content-Type": "text/plain" },
    });
    expect(otherType.status()).toBe(415);
    const crossSite = await post(page.request, {
      form: listingPost(email),
      headers: { Origin: "https://elsewhere.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(crossSite.status()).toBe(403);
    expect(await crossSite.text()).toContain(
      "This form only takes posts from Discover Columbus&#39;s own pages. Nothing was saved.",
    );
    expect(storedFrom(email)).toEqual([]);
    expect(outboxMails().filter((mail) => mail.headers.to === email)).toEqual([]);
  });
});

test.describe("what the server answered as saved is saved (product §16.3)", () => {
  /** A free loopback port. */
  const freePort = () =>
    new Promise<number>((resolve, reject) => {
      const probe = createServer();
      probe.once("error", reject);
      probe.listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });

  /** `npm start`'s server (without its build step: the one the build compiled) on `port` with `env`, once it listens. */
  async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
    const child = spawn(process.execPath, [compiledEntry("main")], {
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    await new Promise<void>((resolve, reject) => {
      child.once("exit", (code) => reject(new Error(`the server exited (${code})`)));
      child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("is served at") && resolve());
    });
    return child;
  }

  for (const engine of ["sqlite", "postgres"] as const) {
    test(`${engine}: a server killed right after its 201 finds the listing after a restart`, async ({ request }) => {
      test.setTimeout(90_000);
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "dc-restart-"));
      const postgres = engine === "postgres" ? await startTestPostgres() : null;
      test.skip(engine === "postgres" && !postgres, "PostgreSQL is not installed (CI installs it and never skips)");
      const env = { DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: postgres.url } : {}) };
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      let server = await startServer(port, env);
      try {
        const email = uniqueEmail(`restart-${engine}`);
        const answer = await request.post(`${base}/api/listings`, {
          form: listingPost(email),
          headers: { Origin: base, Accept: "application/json" },
        });
        server.kill("SIGKILL");
        expect(answer.status()).toBe(201);
        const { statusUrl } = (await answer.json()) as { statusUrl: string };
        await new Promise((resolve) => server.once("exit", resolve));
        server = await startServer(port, env);
        const statusPage = await request.get(`${base}${statusUrl}`);
        expect(statusPage.status()).toBe(200);
        expect(await statusPage.text()).toContain("Listing request: Test Kitchen Cafe");
      } finally {
        server.kill("SIGKILL");
        postgres?.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  }
});
