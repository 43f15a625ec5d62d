import type { Page } from "@playwright/test";
import {
  blockStorage,
  expect,
  holdAppScripts,
  holdRequests,
  open,
  readAllContent,
  readContent,
  storageKeys,
  test,
  waitForHydration,
} from "./fixtures";
import { storedFrom, uniqueEmail } from "./server-data";
import { retention } from "../../core/retention";

/**
 * The Support page (/coffee: product §2, §9 tiers; the coffee places home search sends there), the
 * contact form, and the footer's pages. Expectations come from the spec and the content files. These pages'
 * accessibility and reflow at both widths (the contact form with its messages too) are accessibility.spec.ts's.
 */

const coffeePlaces = readContent().filter((place) => place.type === "coffee");

/** product §2 Support page / §9: the three tiers, their amounts and button labels. */
const tiers = [
  { amount: "$5", title: "Buy Me a Coffee", button: "Coffee Time" },
  { amount: "$15", title: "Buy Me Lunch", button: "Lunch Break" },
  { amount: "$25", title: "Generous Support", button: "Super Support" },
];

test.describe("Support page", () => {
  test("says what it is for and that the site is ad-free, with the three tiers", async ({ page }) => {
    await open(page, "/coffee");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buy Me Coffee");
    await expect(page.getByText("Support the site and help keep it running")).toBeVisible();
    await expect(page.getByText(/ad-free/i).first()).toBeVisible();
    for (const tier of tiers) {
      const card = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: tier.title, exact: true }) });
      await expect(card).toContainText(tier.amount);
      await expect(card.getByRole("button")).toHaveText(tier.button);
    }
  });

  test("each tier's button says honestly that online payments are coming soon", async ({ page }) => {
    await open(page, "/coffee");
    for (const [index, tier] of tiers.entries()) {
      const button = page.getByRole("button", { name: tier.button, exact: true });
      await button.focus();
      await page.keyboard.press(index % 2 === 0 ? "Enter" : "Space");
      await expect(
        page
          .locator("[data-sonner-toast]")
          .filter({ hasText: /online payments are coming soon/i })
          .first(),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/coffee$/);
    }
    // Pressed again and again, the notice shows once rather than stacking copies.
    const coffee = page.getByRole("button", { name: tiers[0]!.button, exact: true });
    await coffee.click();
    await coffee.click();
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: /online payments are coming soon/i }),
    ).toHaveCount(1);
    // Never pretends a payment happened.
    await expect(page.getByText(/thank you for your (payment|purchase)|payment (successful|complete)/i)).toHaveCount(0);
  });

  test("lists the guide's coffee places as cards linking to their pages", async ({ page }) => {
    expect(coffeePlaces.length).toBeGreaterThan(0);
    await open(page, "/coffee");
    const cards = page.getByRole("list", { name: "Coffee places" }).getByRole("article");
    await expect(cards).toHaveCount(coffeePlaces.length);
    await expect(page.getByText(`${coffeePlaces.length} Coffee Places Found`)).toBeVisible();
    for (const place of coffeePlaces) {
      await expect(page.getByRole("link", { name: place.name, exact: true })).toHaveAttribute(
        "href",
        `/place/${place.slug}`,
      );
    }
    // Product §15.2: every coffee place fits one page, so there is no pager (coffee-paging.spec.ts covers a longer list).
    await expect(page.getByRole("navigation", { name: "Pages" })).toHaveCount(0);
  });

  for (const place of coffeePlaces) {
    test(`arriving from home search as /coffee?q=${place.name} shows that place`, async ({ page }) => {
      await open(page, `/coffee?q=${encodeURIComponent(place.name)}`);
      const search = page.getByRole("searchbox", { name: "Search coffee places" });
      await expect(search).toHaveValue(place.name);
      const cards = page.getByRole("list", { name: "Coffee places" }).getByRole("article");
      await expect(cards).toHaveCount(1);
      const link = page.getByRole("link", { name: place.name, exact: true });
      await expect(link).toBeInViewport();
      for (const other of coffeePlaces.filter((candidate) => candidate.slug !== place.slug)) {
        await expect(page.getByRole("link", { name: other.name, exact: true })).toHaveCount(0);
      }

      // Emptying the box from the keyboard brings every place back and cleans the URL.
      await search.focus();
      await page.keyboard.press("ControlOrMeta+a");
      await page.keyboard.press("Backspace");
      await expect(cards).toHaveCount(coffeePlaces.length);
      await expect(page).toHaveURL(/\/coffee$/);

      // The card leads to the place's page.
      await link.focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/place/${place.slug}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(place.name);
    });
  }

  test("typing in the search box filters with the list pages' rules and says when nothing matches", async ({
    page,
  }) => {
    // Every coffee place is in the page: searching them fetches no list file (product §15.3).
    const listFiles: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/data/lists/")) listFiles.push(request.url());
    });
    await open(page, "/coffee");
    const search = page.getByRole("searchbox", { name: "Search coffee places" });
    await search.focus();
    const first = coffeePlaces[0]!;
    await page.keyboard.type(first.category.toUpperCase());
    const expected = coffeePlaces.filter((place) =>
      [place.name, place.category, place.description].some((text) =>
        text.toLowerCase().includes(first.category.toLowerCase()),
      ),
    );
    await expect(page.getByRole("list", { name: "Coffee places" }).getByRole("article")).toHaveCount(expected.length);
    await expect(page).toHaveURL(/\?q=/);

    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("zzzz no such coffee");
    await expect(page.getByRole("heading", { name: "No coffee places found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your filters or search terms.")).toBeVisible();
    expect(listFiles).toEqual([]);
  });

  test("what is typed in the search box before the app runs is kept and searched for", async ({ page }) => {
    const release = await holdAppScripts(page);
    await page.goto("/coffee", { waitUntil: "domcontentloaded" });
    const search = page.getByRole("searchbox", { name: "Search coffee places" });
    const first = coffeePlaces[0]!;
    await search.fill(first.name);
    release();
    await waitForHydration(page);
    await expect(search).toHaveValue(first.name);
    await expect(page).toHaveURL((url) => url.searchParams.get("q") === first.name);
    const expected = coffeePlaces.filter((place) =>
      [place.name, place.category, place.description].some((text) =>
        text.toLowerCase().includes(first.name.toLowerCase()),
      ),
    );
    await expect(page.getByRole("list", { name: "Coffee places" }).getByRole("article")).toHaveCount(expected.length);
  });
});

test.describe("Contact page", () => {
  const form = (page: Page) => page.getByRole("form", { name: "Send us a message" });
  const submit = (page: Page) => form(page).getByRole("button");
  const entries = [
    { label: "Your Name", value: "Jo Tester" },
    { label: "Email", value: "jo@example.com" },
    { label: "Message", value: "The hours of a place changed last week." },
  ];

  /** Types the entries by keyboard, in Tab order; `email` replaces the entries' address. */
  async function fillByKeyboard(page: Page, email = entries[1]!.value) {
    await form(page).getByLabel(entries[0]!.label).focus();
    for (const [index, entry] of entries
      .map((entry) => (entry.label === "Email" ? { ...entry, value: email } : entry))
      .entries()) {
      if (index > 0) await page.keyboard.press("Tab");
      await expect(form(page).getByLabel(entry.label)).toBeFocused();
      await page.keyboard.type(entry.value);
    }
  }

  test("shows messages on an empty submit, then sends: 'Sending...', a toast, a reset, and the message is stored", async ({
    page,
  }) => {
    await open(page, "/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact");
    await submit(page).focus();
    await page.keyboard.press("Enter");
    for (const message of [
      "Name must be at least 2 characters",
      "Please provide a valid email address",
      "Message must be at least 10 characters",
    ]) {
      await expect(form(page).getByText(message)).toBeVisible();
    }
    await expect(form(page).getByLabel("Your Name")).toBeFocused();
    await expect(form(page).getByLabel("Your Name")).toHaveAttribute("aria-invalid", "true");
    await expect(form(page).getByLabel("Your Name")).toHaveAccessibleDescription("Name must be at least 2 characters");

    await page.keyboard.type("Jo Tester");
    await expect(form(page).getByText("Name must be at least 2 characters")).toHaveCount(0);
    await form(page).getByLabel("Your Name").fill("");
    const email = uniqueEmail("jo");
    await fillByKeyboard(page, email);
    // The server's answer waits until the busy state was seen (product §16.2).
    const answer = await holdRequests(page, "**/api/messages");
    await submit(page).focus();
    await page.keyboard.press("Space");
    await expect(submit(page)).toHaveText("Sending...");
    await expect(submit(page)).toBeDisabled();
    answer.release();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Message Sent!" })).toBeVisible();
    for (const entry of entries) await expect(form(page).getByLabel(entry.label)).toHaveValue("");
    await expect(submit(page)).toHaveText("Send Message");
    expect(storedFrom(email)).toEqual([
      {
        kind: "message",
        status: "received",
        place: null,
        fields: { name: "Jo Tester", email, message: entries[2]!.value },
      },
    ]);
  });

  test("keeps a draft across a reload", async ({ page }) => {
    await open(page, "/contact");
    await fillByKeyboard(page);
    await page.reload();
    await waitForHydration(page);
    for (const entry of entries) await expect(form(page).getByLabel(entry.label)).toHaveValue(entry.value);
  });

  test("works when the browser blocks storage", async ({ page }) => {
    await blockStorage(page);
    await open(page, "/contact");
    await fillByKeyboard(page);
    await submit(page).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Message Sent!")).toBeVisible();
    await page.reload();
    await waitForHydration(page);
    await expect(form(page).getByLabel("Your Name")).toHaveValue("");
  });

  test("offers the email address as a mailto link", async ({ page }) => {
    await open(page, "/contact");
    const mail = page.getByRole("link", { name: /@/ });
    const address = (await mail.textContent())!.trim();
    expect(address).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    await expect(mail).toHaveAttribute("href", `mailto:${address}`);
  });
});

test.describe("Footer", () => {
  test("every footer link opens a real page with its own h1 and title", async ({ page }) => {
    await open(page, "/");
    const links = page.getByRole("contentinfo").getByRole("link");
    const targets = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => ({ href: anchor.getAttribute("href")!, label: anchor.textContent!.trim() })),
    );
    // product §2: Quick Links has 4 links, Company 4.
    expect(targets.length).toBeGreaterThanOrEqual(8);

    // Each link is followed by keyboard from the footer of the page the last one opened (every page has the
    // footer), so each step is a move inside the app, as a visitor's would be.
    const h1 = page.getByRole("heading", { level: 1 });
    let before = await page.title();
    for (const { href, label } of targets) {
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);

      await page.getByRole("contentinfo").getByRole("link", { name: label, exact: true }).focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(h1).toHaveCount(1);
      await expect(h1).not.toHaveText(/not found/i);
      // The URL changes before the new page renders: wait until the heading and the title agree, and the title is
      // no longer the last page's.
      await expect
        .poll(
          async () => {
            const title = await page.title();
            return title !== before && `${(await h1.textContent())?.trim()} | Discover Columbus` === title;
          },
          { message: href },
        )
        .toBe(true);
      before = await page.title();
    }
  });

  for (const { path, heading } of [
    { path: "/promote", heading: "Promote Your Business" },
    { path: "/about", heading: "About Us" },
    { path: "/contact", heading: "Contact" },
    { path: "/privacy", heading: "Privacy Policy" },
    { path: "/terms", heading: "Terms of Service" },
    { path: "/reviews-policy", heading: "Reviews Policy" },
  ]) {
    test(`${path} is pre-rendered with its h1 and its own description`, async ({ sharedPage: page }) => {
      const response = await open(page, path);
      expect(response?.status()).toBe(200);
      expect(await response?.text()).toContain(`>${heading}</h1>`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(`${heading} | Discover Columbus`);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length).toBeGreaterThan(50);
      expect(description).not.toContain(`${heading}: Discover Columbus`);
    });
  }

  test("the promote page explains featuring with the spec's badges and leads to the listing form", async ({ page }) => {
    await open(page, "/promote");
    await expect(page.getByText(/Trending This Week/).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Trending page" })).toHaveAttribute("href", "/trending");
    const featured = readContent().filter((place) => place.featured).length;
    await expect(page.getByText(`${featured} places are featured`)).toBeVisible();
    // product §9: trending badge wording by type.
    for (const badge of ["Hot This Week", "Popular", "Local Favorite", "Must Visit"]) {
      await expect(page.getByText(badge, { exact: true }).first()).toBeVisible();
    }
    await page.getByRole("link", { name: "List Your Business" }).last().focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/list-business$/);
  });

  test("the about page counts the guide's places from the content", async ({ page }) => {
    await open(page, "/about");
    const places = readContent();
    const count = (types: string[]) => places.filter((place) => types.includes(place.type)).length;
    await expect(page.getByRole("link", { name: `${count(["restaurant"])} restaurants` })).toHaveAttribute(
      "href",
      "/restaurants",
    );
    await expect(page.getByRole("link", { name: `${count(["club", "bar"])} clubs and bars` })).toHaveAttribute(
      "href",
      "/clubs-and-bars",
    );
    await expect(page.getByRole("link", { name: `${count(["attraction"])} attractions` })).toHaveAttribute(
      "href",
      "/attractions",
    );
    // Decision 063: the coffee shops' own list.
    await expect(page.getByRole("link", { name: `${count(["coffee"])} coffee shops` })).toHaveAttribute(
      "href",
      "/coffee-shops",
    );
    await expect(page.getByText(/still growing/i).first()).toBeVisible();
  });

  test("the privacy page tells the truth: every storage key the site uses, no cookies, the outside hosts", async ({
    page,
  }) => {
    // Use the site the way a visitor does: forms with drafts, the Support page with photos.
    await open(page, "/list-business");
    await page.getByLabel("Business Name").fill("Draft Cafe");
    await open(page, "/contact");
    await page.getByLabel("Your Name").fill("Jo");
    await open(page, "/coffee");

    const usedKeys = await page.evaluate(() => Object.keys(window.localStorage));
    expect(usedKeys.length).toBeGreaterThan(0);
    expect(await page.context().cookies()).toEqual([]);

    await open(page, "/privacy");
    const storage = page.getByRole("region", { name: /keeps in your browser/i });
    for (const key of new Set([...usedKeys, ...Object.values(storageKeys)])) {
      await expect(storage.getByRole("listitem").getByText(key, { exact: true })).toBeVisible();
    }
    // product §9: the welcome flag's key is {product}Welcome.
    await expect(storage.getByText("discoverColumbusWelcome", { exact: true })).toBeVisible();

    const hostsOf = (urls: string[]) => [...new Set(urls.filter(Boolean).map((url) => new URL(url).hostname))];
    const content = readAllContent();
    const others = page.getByRole("region", { name: /other sites/i });
    for (const host of hostsOf(
      content.flatMap((place) =>
        [...(place.image ? [place.image] : []), ...place.images].flatMap((photo) =>
          "url" in photo ? [photo.url] : [],
        ),
      ),
    )) {
      await expect(others.getByText(host, { exact: true })).toBeVisible();
    }
    for (const host of hostsOf(content.map((place) => place.mapEmbedUrl ?? ""))) {
      await expect(others.getByText(host, { exact: true })).toBeVisible();
    }
    await expect(page.getByText(/sets no cookies/i)).toBeVisible();
    await expect(page.getByText(/no analytics/i)).toBeVisible();

    // product §16.6: what the server keeps of each form, and for how long (the table its pruning applies).
    const sent = page.getByRole("region", { name: "What you send us" });
    const kept = (what: string) =>
      sent.getByRole("listitem").filter({ has: page.getByRole("heading", { name: what }) });
    await expect(kept("A listing request")).toContainText(
      `${(retention.decidedListingDays / 365) * 12} months after the editors' decision`,
    );
    await expect(kept("A message or a correction")).toContainText(
      `${retention.closedMessageDays / 30} months after we answered it or closed it`,
    );
    await expect(kept("A newsletter sign-up")).toContainText(
      `Until you unsubscribe (every newsletter mail has a one-click link), then ${retention.inactiveSubscriberDays} days`,
    );
    await expect(kept("The mail we send you")).toContainText(`${retention.mailDays} days`);
    await expect(kept("Your connection's address")).toContainText("Never the address itself");
    await expect(kept("Anything that is spam")).toContainText(`${retention.spamDays} days`);
  });

  test("sending a form sets no cookie either", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("textbox", { name: "Email address" }).fill(uniqueEmail("cookie-check"));
    await page.getByRole("textbox", { name: "Email address" }).press("Enter");
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Check your inbox" })).toBeVisible();
    expect(await page.context().cookies()).toEqual([]);
  });
});
