import { expect, open, test } from "./fixtures";

const routes = [
  { path: "/", link: "Home" },
  { path: "/restaurants", link: "Restaurants" },
  { path: "/clubs-and-bars", link: "Clubs & Bars" },
  { path: "/attractions", link: "Attractions" },
];

/**
 * The shared layout (product §2, §9): the header from 768 px up, the footer, the skip link, the focus ring and the
 * sections' reveal. The phone's menu, below 768 px, is mobile-menu.spec.ts's.
 */

test.describe("shared layout (product §2)", () => {
  for (const { path, link } of routes) {
    test(`marks ${link} as the current page on ${path}`, async ({ sharedPage: page }) => {
      await page.goto(path);
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("link", { name: link, exact: true })).toHaveAttribute("aria-current", "page");
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    });
  }

  test("has a sticky header with the two buttons", async ({ page }) => {
    await page.goto("/attractions");
    const header = page.locator("header").first();
    await expect(header).toHaveCSS("position", "sticky");
    await expect(header.getByRole("link", { name: "Buy Me Coffee" })).toHaveAttribute("href", "/coffee");
    await expect(header.getByRole("link", { name: "List Your Business" })).toHaveAttribute("href", "/list-business");
    await page.mouse.wheel(0, 2000);
    await expect(header).toBeInViewport();
  });

  test("footer has the blurb, both columns and the 2025 copyright", async ({ sharedPage: page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(footer).toContainText(
      "Discover the best restaurants, clubs, bars, and attractions in Columbus, Ohio.",
    );
    const quick = footer.getByRole("navigation", { name: "Quick Links" });
    const expectLinks = async (nav: typeof quick, hrefs: string[]) =>
      expect(await nav.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(
        hrefs,
      );
    await expectLinks(quick, ["/restaurants", "/clubs-and-bars", "/attractions", "/promote"]);
    await expectLinks(footer.getByRole("navigation", { name: "Company" }), [
      "/about",
      "/contact",
      "/privacy",
      "/terms",
    ]);
    await expect(footer).toContainText("© 2025");
  });

  test("skip link is the first focusable element and moves focus to the content", async ({ page }) => {
    await open(page, "/restaurants");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    // Shown as a button with room around its words, not a bare line of text.
    const padding = await skip.evaluate((link) => [
      getComputedStyle(link).paddingLeft,
      getComputedStyle(link).paddingTop,
    ]);
    expect(padding.map((value) => Number.parseFloat(value))).toEqual([16, 8]);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
    await expect(page.locator("main")).toBeFocused();
  });
});

test("the focus ring stands out on the dark footer (3:1 or more, WCAG 2.4.11)", async ({ page }) => {
  await open(page, "/");
  await page.keyboard.press("Tab");
  const link = page.locator("footer").getByRole("link", { name: "About Us" });
  await link.focus();
  const ratio = await link.evaluate((element) => {
    // Any CSS colour (Tailwind's are oklch) to sRGB bytes, through a canvas pixel.
    const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    const rgb = (color: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const luminance = (color: string) => {
      const [r, g, b] = rgb(color).map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const style = getComputedStyle(element);
    if (style.outlineStyle === "none" || Number.parseFloat(style.outlineWidth) < 2) return 0;
    const ring = luminance(style.outlineColor);
    const background = luminance(getComputedStyle(element.closest("footer")!).backgroundColor);
    return (Math.max(ring, background) + 0.05) / (Math.min(ring, background) + 0.05);
  });
  expect(ratio).toBeGreaterThanOrEqual(3);
});

test.describe("header from 768 px up (product §9 breakpoint)", () => {
  for (const width of [768, 820, 900, 1024, 1280]) {
    test(`at ${width} px the links and buttons fit on one line, without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/clubs-and-bars");
      const header = page.locator("header").first();
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav).toBeVisible();
      await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
      const headerBox = (await header.boundingBox())!;
      const targets = [
        page.getByRole("link", { name: "Discover Columbus" }).first(),
        ...["Home", "Restaurants", "Clubs & Bars", "Attractions"].map((name) =>
          nav.getByRole("link", { name, exact: true }),
        ),
        header.getByRole("link", { name: "Buy Me Coffee" }),
        header.getByRole("link", { name: "List Your Business" }),
      ];
      for (const target of targets) {
        const box = (await target.boundingBox())!;
        const name = await target.textContent();
        expect(box.height, `${name} wraps`).toBeLessThanOrEqual(40);
        expect(box.y, `${name} leaves the header`).toBeGreaterThanOrEqual(headerBox.y);
        expect(box.y + box.height, `${name} leaves the header`).toBeLessThanOrEqual(headerBox.y + headerBox.height);
        expect(box.x + box.width, `${name} is cut off`).toBeLessThanOrEqual(width);
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  }
});

test.describe("section reveal (product §2, §9)", () => {
  test("pre-rendered HTML shows every section; nothing is hidden without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/place/lindeys");
    await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Hours of Operation" })).toBeVisible();
    await context.close();
  });

  test("sections below the fold fade in once when scrolled into view", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await open(page, "/place/lindeys");
    const hours = page
      .locator("[data-reveal]")
      .filter({ has: page.getByRole("heading", { name: "Hours of Operation" }) });
    await expect(hours).toHaveAttribute("data-reveal", "hidden");
    await hours.scrollIntoViewIfNeeded();
    await expect(hours).toHaveAttribute("data-reveal", "shown");
    await page.mouse.wheel(0, -5000);
    await expect(hours).toHaveAttribute("data-reveal", "shown");
  });

  test("nothing moves when the user prefers reduced motion", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce", viewport: { width: 1280, height: 500 } });
    const page = await context.newPage();
    await open(page, "/place/lindeys");
    await expect(page.locator("[data-reveal]").first()).toBeAttached();
    await expect(page.locator('[data-reveal]:not([data-reveal="static"])')).toHaveCount(0);
    await context.close();
  });
});
