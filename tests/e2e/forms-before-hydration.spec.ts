import type { Page, Request } from "@playwright/test";
import {
  expect,
  holdAppScripts,
  holdRequests,
  open,
  readAllContent,
  readContent,
  test,
  waitForHydration,
  waitForIdle,
} from "./fixtures";
import { query, storedFrom, uniqueEmail } from "./server-data";

/**
 * The forms in the moment before the app takes over (product §12.4) and with bad input (product
 * §5.3-§5.4); what they send reaches the server (product §16; without JavaScript: contributions.spec.ts). The app's scripts are held back with `page.route` until the test
 * releases them, so "before hydration" is a state the test controls, not a race; one test also
 * runs on a CPU slowed down through the DevTools protocol, typing while the page hydrates.
 */

/** Opens a page whose scripts are held: it is drawn (and the form's inline script ran) but not hydrated. */
async function openHeld(page: Page, path: string) {
  const release = await holdAppScripts(page);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  return release;
}

/** Every request the page makes from now on whose URL carries a query (a native GET submit would). */
function watchQueries(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request: Request) => {
    if (new URL(request.url()).search !== "") seen.push(`${request.method()} ${request.url()}`);
  });
  return seen;
}

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

test.describe("listing form before the app takes over", () => {
  const form = (page: Page) => page.getByRole("form", { name: "Business Information" });

  test("what was typed and chosen stays, and Enter pressed then submits it once the app is live", async ({ page }) => {
    const release = await openHeld(page, "/list-business");
    const queries = watchQueries(page);
    const email = uniqueEmail("jo");
    const entries: [label: string, value: string][] = [
      ["Business Name", "My Cafe"],
      ["Description", "Espresso bar with a reading room."],
      ["Address", "100 Example Ave"],
      ["Phone Number", "(614) 555-0199"],
      ["Website", "www.my-cafe.example.com"],
      ["Business Hours", "Mon-Sun 7 AM - 6 PM"],
      ["Contact Name", "Jo Tester"],
      ["Contact Email", email],
    ];
    for (const [label, value] of entries) {
      await form(page).getByLabel(label).click();
      await page.keyboard.type(value);
    }
    // Selects chosen from the keyboard, as a visitor would.
    for (const [label, keys, option] of [
      ["Category", "Coffee", "Coffee Shop"],
      ["Neighborhood", "German", "German Village"],
      ["Price Range", "$$", "$$ (Moderate)"],
    ] as const) {
      await form(page).getByLabel(label).focus();
      await page.keyboard.type(keys);
      await expect(form(page).getByLabel(label).locator("option:checked")).toHaveText(option);
    }
    await form(page).getByLabel("Contact Email").focus();
    await page.keyboard.press("Enter");
    await expect(form(page)).toHaveAttribute("data-held-submit", "");
    expect(page.url()).toMatch(/\/list-business$/);

    release();
    await waitForHydration(page);
    await expect(toast(page, "Application Submitted!")).toBeVisible();
    expect(storedFrom(email)).toEqual([
      {
        kind: "listing",
        status: "received",
        place: null,
        fields: {
          name: "My Cafe",
          category: "coffee shop",
          description: "Espresso bar with a reading room.",
          address: "100 Example Ave",
          neighborhood: "german village",
          phone: "(614) 555-0199",
          website: "https://www.my-cafe.example.com",
          hours: "Mon-Sun 7 AM - 6 PM",
          priceRange: "$$",
          contactName: "Jo Tester",
          contactEmail: email,
        },
      },
    ]);
    await expect(form(page).getByLabel("Business Name")).toHaveValue("");
    expect(page.url()).toMatch(/\/list-business$/);
    expect(queries, "nothing typed went into a URL").toEqual([]);
  });

  test("typing while a slow phone hydrates the page loses nothing", async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    // The app's scripts wait until the visitor has begun typing, so the typing surely starts before the app
    // is live (a fast machine could otherwise hydrate first); the rest is typed while the slowed page hydrates.
    const release = await holdAppScripts(page);
    await page.goto("/list-business", { waitUntil: "commit" });
    const name = form(page).getByLabel("Business Name");
    await name.waitFor();
    await name.click();
    await page.keyboard.type("My Cafe", { delay: 60 });
    expect(await page.locator("html[data-hydrated]").count(), "typing began before hydration").toBe(0);
    release();
    await page.keyboard.type(" on High Street", { delay: 60 });
    await waitForHydration(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await expect(name).toHaveValue("My Cafe on High Street");
  });

  test("a submit of an incomplete form made before the app is live shows the messages once it is", async ({ page }) => {
    const release = await openHeld(page, "/list-business");
    await form(page).getByLabel("Business Name").click();
    await page.keyboard.type("My Cafe");
    await form(page).getByRole("button", { name: "Submit Business Listing" }).click();
    release();
    await waitForHydration(page);
    await expect(form(page).getByText("Please select a category")).toBeVisible();
    await expect(form(page).getByLabel("Category")).toBeFocused();
    await expect(form(page).getByLabel("Business Name")).toHaveValue("My Cafe");
  });
});

test.describe("contact form before the app takes over", () => {
  const form = (page: Page) => page.getByRole("form", { name: "Send us a message" });

  test("what was typed stays, and a click on Send made then sends it once the app is live", async ({ page }) => {
    const release = await openHeld(page, "/contact");
    const queries = watchQueries(page);
    const email = uniqueEmail("jane");
    await form(page).getByLabel("Your Name").click();
    await page.keyboard.type("Jane Doe");
    await page.keyboard.press("Tab");
    await page.keyboard.type(email);
    await page.keyboard.press("Tab");
    await page.keyboard.type("The hours of a place changed last week.");
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await expect(form(page)).toHaveAttribute("data-held-submit", "");

    release();
    await waitForHydration(page);
    await expect(toast(page, "Message Sent!")).toBeVisible();
    expect(storedFrom(email)).toEqual([
      {
        kind: "message",
        status: "received",
        place: null,
        fields: { name: "Jane Doe", email, message: "The hours of a place changed last week." },
      },
    ]);
    expect(page.url()).toMatch(/\/contact$/);
    expect(queries).toEqual([]);
  });

  test("Enter in the name field before the app is live is held too, and the form then says what is missing", async ({
    page,
  }) => {
    const release = await openHeld(page, "/contact");
    await form(page).getByLabel("Your Name").click();
    await page.keyboard.type("Jane Doe");
    await page.keyboard.press("Enter");
    release();
    await waitForHydration(page);
    await expect(form(page).getByText("Please provide a valid email address")).toBeVisible();
    await expect(form(page).getByLabel("Email")).toBeFocused();
    await expect(form(page).getByLabel("Your Name")).toHaveValue("Jane Doe");
    expect(page.url()).toMatch(/\/contact$/);
  });
});

test.describe("newsletter before the app takes over", () => {
  const form = (page: Page) => page.getByRole("form", { name: "Newsletter sign-up" });
  const field = (page: Page) => form(page).getByRole("textbox", { name: "Email address" });

  test("Enter pressed then puts nothing in the URL, and subscribes once the app is live", async ({ page }) => {
    const release = await openHeld(page, "/");
    const queries = watchQueries(page);
    await field(page).click();
    const email = uniqueEmail("held-signup");
    await page.keyboard.type(email);
    await page.keyboard.press("Enter");
    await expect(form(page)).toHaveAttribute("data-held-submit", "");
    expect(new URL(page.url()).search).toBe("");

    release();
    await waitForHydration(page);
    await expect(toast(page, "Check your inbox")).toBeVisible();
    await expect(field(page)).toHaveValue("");
    expect(query("select status from subscriber where email = ?", email)).toEqual([{ status: "pending" }]);
    expect(new URL(page.url()).search).toBe("");
    expect(queries, "the address never went into a URL").toEqual([]);
  });

  test("refuses what the other forms refuse: a@b and an address of 100,012 characters", async ({ page }) => {
    await open(page, "/");
    await field(page).fill("a@b");
    await field(page).press("Enter");
    await expect(form(page).getByText("Please provide a valid email address")).toBeVisible();
    await expect(field(page)).toHaveAttribute("aria-invalid", "true");
    await expect(field(page)).toHaveAccessibleDescription("Please provide a valid email address");

    await field(page).fill(`${"a".repeat(100_000)}@example.com`);
    await field(page).press("Enter");
    await expect(form(page).getByText("Email address must be at most 254 characters")).toBeVisible();
    await expect(form(page).getByRole("button")).toHaveText("Subscribe");
    await expect(toast(page, "Check your inbox")).toHaveCount(0);
  });
});

test.describe("bad input", () => {
  test("the contact message shows its limit, and 100,000 pasted characters are refused, not cut", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await open(page, "/contact");
    const form = page.getByRole("form", { name: "Send us a message" });
    const message = form.getByLabel("Message");
    await expect(message).toHaveAccessibleDescription("0 of 5000 characters");
    await form.getByLabel("Your Name").fill("Jo Tester");
    await form.getByLabel("Email").fill("jo@example.com");
    const pasted = "x".repeat(100_000);
    await message.fill(pasted);
    await expect(form.getByText("100000 of 5000 characters")).toBeVisible();
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Message must be at most 5000 characters")).toBeVisible();
    await expect(message).toBeFocused();
    expect(await message.evaluate((element: HTMLTextAreaElement) => element.value.length)).toBe(pasted.length);
    // The submit was handled (its message shows, the field has focus); once the page is idle, nothing went out.
    await waitForIdle(page);
    expect(posts, "nothing was sent").toEqual([]);
    await expect(page.getByText("Message Sent!")).toHaveCount(0);
  });

  test("listing: a phone needs ten digits, names have a maximum, invisible characters do not count", async ({
    page,
  }) => {
    await open(page, "/list-business");
    const form = page.getByRole("form", { name: "Business Information" });
    await form.getByLabel("Business Name").fill("A\u200B\u200B");
    await form.getByLabel("Phone Number").fill("call me please");
    await form.getByLabel("Contact Name").fill("J".repeat(101));
    await form.getByRole("button", { name: "Submit Business Listing" }).click();
    await expect(form.getByLabel("Business Name")).toHaveAccessibleDescription(
      "Business name must be at least 2 characters",
    );
    await expect(form.getByLabel("Phone Number")).toHaveAccessibleDescription("Please provide a valid phone number");
    await expect(form.getByLabel("Contact Name")).toHaveAccessibleDescription(
      "Contact name must be at most 100 characters",
    );
    await form.getByLabel("Phone Number").fill("+1 (614) 555-0123");
    await expect(form.getByText("Please provide a valid phone number")).toHaveCount(0);
  });
});

test.describe("correction links", () => {
  const place = readContent()[0]!;

  test("/contact?place={slug} names the place and asks what to correct; a fact chosen shows its own field", async ({
    page,
  }) => {
    await open(page, `/contact?place=${place.slug}`);
    const form = page.getByRole("form", { name: "Send us a message" });
    await expect(form.getByText(`Suggesting a correction to ${place.name}.`)).toBeVisible();
    const fact = form.getByLabel("What to correct");
    await expect(fact).toHaveValue("");
    await expect(form.getByLabel("Message")).toHaveValue("");
    await expect(form.getByText("Fields marked * are required.")).toBeVisible();
    // Each fact's field, of its kind, and no other; with a fact the message becomes an optional note.
    const shown = async () =>
      (
        await form
          .locator(":is(input, select, textarea)[name]:visible")
          .evaluateAll((controls) => controls.map((control) => (control as HTMLInputElement).name))
      ).filter((name) => !["fax_number", "photoCredit", "photoGrant"].includes(name));
    expect(await shown()).toEqual(["name", "email", "fact", "source", "message"]);
    await fact.selectOption("closed");
    await expect(form.getByLabel("Closed since (month)")).toHaveAttribute("type", "month");
    expect(await shown()).toEqual(["name", "email", "fact", "closedOn", "source", "message"]);
    await expect(form.locator("label[for=contact-message]")).toHaveText("Message (optional)");
    await fact.selectOption("diet");
    expect(await shown()).toEqual(["name", "email", "fact", "diet", "dietValue", "source", "message"]);
    await fact.selectOption("website:menu");
    await expect(form.getByLabel("Menu's web address")).toHaveAttribute("type", "url");
    await fact.selectOption("");
    await expect(form.locator("label[for=contact-message]")).toHaveText("Message*");
  });

  test("a fact's 'Tell us' link chooses its fact; what the form says when its value is missing", async ({ page }) => {
    await open(page, `/contact?place=${place.slug}&fact=diet:halal`);
    const form = page.getByRole("form", { name: "Send us a message" });
    await expect(form.getByLabel("What to correct")).toHaveValue("diet");
    await expect(form.getByRole("combobox", { name: "Diet", exact: true })).toHaveValue("diet:halal");
    await form.getByLabel("Your Name").fill("Jo Tester");
    await form.getByLabel("Email").fill("jo@example.com");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByLabel("Dishes for it")).toHaveAccessibleDescription("Please choose how many dishes suit it");
    await expect(form.getByLabel("Dishes for it")).toBeFocused();
    await expect(form.getByText("Message must be at least 10 characters")).toHaveCount(0);
  });

  test("a correction's fact and its value come back after a reload, with the rest of the draft", async ({ page }) => {
    await open(page, `/contact?place=${place.slug}`);
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByLabel("Your Name").fill("Jo Tester");
    await form.getByLabel("What to correct").selectOption("phone");
    await form.getByLabel("Phone number now").fill("(614) 555-0123");
    await form.getByLabel("How do you know?").fill("I called them on Monday.");
    await page.reload();
    await expect(form.getByText(`Suggesting a correction to ${place.name}.`)).toBeVisible();
    await expect(form.getByLabel("Your Name")).toHaveValue("Jo Tester");
    await expect(form.getByLabel("What to correct")).toHaveValue("phone");
    await expect(form.getByLabel("Phone number now")).toHaveValue("(614) 555-0123");
    await expect(form.getByLabel("Phone number now")).toBeVisible();
    await expect(form.getByLabel("How do you know?")).toHaveValue("I called them on Monday.");
  });

  test("an unknown slug is ignored", async ({ page }) => {
    await open(page, "/contact?place=no-such-place&fact=wheelchair");
    const form = page.getByRole("form", { name: "Send us a message" });
    await expect(form.getByText(/Suggesting a correction/)).toHaveCount(0);
    await expect(form.getByLabel("What to correct")).toHaveCount(0);
    await expect(form.getByLabel("Message")).toHaveValue("");
  });

  test("the page carries no place's name: one file of names is fetched, and only for a correction link (product §15.7)", async ({
    page,
  }) => {
    const everyPlace = readAllContent();
    for (const path of ["/contact", "/contact.data"]) {
      const body = await (await page.request.get(path)).text();
      const carried = everyPlace.filter(
        (candidate) => body.includes(candidate.name) || body.includes(`"${candidate.slug}"`),
      );
      expect(
        carried.map((candidate) => candidate.name),
        `${path} names places`,
      ).toEqual([]);
    }
    const nameFiles: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/data/place-names/")) nameFiles.push(request.url());
    });
    await open(page, "/contact");
    await page.getByRole("form", { name: "Send us a message" }).getByLabel("Message").fill("Hello");
    expect(nameFiles).toEqual([]);
    // A closed place's page links here too.
    const closed = everyPlace.find((candidate) => candidate.status === "closed") ?? place;
    await open(page, `/contact?place=${closed.slug}`);
    await expect(page.getByText(`Suggesting a correction to ${closed.name}.`)).toBeVisible();
    expect(nameFiles).toHaveLength(1);
  });

  test("what is typed before the place's name arrives is kept", async ({ page }) => {
    const { release } = await holdRequests(page, /\/data\/place-names\//);
    await open(page, `/contact?place=${place.slug}`);
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByLabel("Message").fill("The hours changed in May.");
    release();
    await expect(form.getByText(`Suggesting a correction to ${place.name}.`)).toBeVisible();
    await expect(form.getByLabel("Message")).toHaveValue("The hours changed in May.");
  });
});

test.describe("storage that throws", () => {
  /** Makes every read of window.localStorage and window.sessionStorage throw, as Safari does with all cookies blocked. */
  async function blockBothStorages(page: Page) {
    await page.addInitScript(() => {
      for (const name of ["localStorage", "sessionStorage"]) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException("The operation is insecure.", "SecurityError");
          },
        });
      }
    });
  }

  const place = readContent()[0]!;
  const routes = [
    "/",
    "/restaurants",
    "/clubs-and-bars",
    "/attractions",
    "/trending",
    "/coffee",
    "/search?q=coffee",
    "/list-business",
    "/contact",
    "/about",
    "/promote",
    "/privacy",
    "/terms",
    "/reviews-policy",
    `/place/${place.slug}`,
    "/no-such-page",
  ];

  for (const path of routes) {
    test(`${path} runs clean: no page error, no console error, on a visit and a reload`, async ({ page }) => {
      await blockBothStorages(page);
      await open(page, path);
      expect(
        await page.evaluate(() => {
          try {
            void window.sessionStorage;
            return "readable";
          } catch {
            return "blocked";
          }
        }),
      ).toBe("blocked");
      // Leaving saves the scroll position (pagehide); the reload reads it back.
      await page.evaluate(() => window.scrollTo(0, 400));
      await page.reload();
      await waitForHydration(page);
    });
  }

  test("moving inside the app and back runs clean", async ({ page }) => {
    await blockBothStorages(page);
    await open(page, "/restaurants");
    await page
      .locator('header a[href="/"]')
      .first()
      .evaluate((anchor: HTMLAnchorElement) => anchor.click());
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/restaurants$/);
  });
});

test("scroll restoration still returns to where the visitor was, on Back and on a reload", async ({ page }) => {
  await open(page, "/restaurants");
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
  const link = page.locator('main a[href^="/place/"]').first();
  await page.evaluate(() => window.scrollTo(0, 900));
  await link.evaluate((anchor: HTMLAnchorElement) => anchor.click());
  await expect(page).toHaveURL(/\/place\//);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/restaurants$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);

  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
});
