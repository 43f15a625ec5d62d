import { expect, open, test } from "./fixtures";

/**
 * Decision 012: a filtered URL paints filtered, and goes from that first paint to the live app without ever
 * showing another count (or, with it, other cards). A recorder installed before the page's first byte notes
 * each count the page shows (the first-paint count, the app's live count, /search's result count), whenever the
 * DOM changes, from first paint through hydration until the app shows the list itself.
 */

declare global {
  interface Window {
    shownCounts: string[];
  }
}

/** Runs in the page before any of its scripts: records the visible count texts, joined, each time they change. */
function recordCounts() {
  window.shownCounts = [];
  let last = "";
  const read = () => {
    const texts = new Set<string>();
    for (const element of document.querySelectorAll("[data-count-first-paint], [data-count-live], [role='status']")) {
      const text = element.textContent?.trim() ?? "";
      if (!/^\d+ .*(Found|Results? for ")/.test(text)) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      texts.add(text);
    }
    const shown = [...texts].join(" | ");
    if (shown && shown !== last) window.shownCounts.push(shown);
    if (shown) last = shown;
  };
  new MutationObserver(read).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
}

const cases = [
  // product §5.2: 17 of the 20 restaurants are rated 4.5 or more.
  { url: "/restaurants?rating=4.5", count: /^17 Restaurants Found$/, live: "list" },
  { url: "/clubs-and-bars?type=club", count: /^\d+ Venues? Found$/, live: "list" },
  { url: "/attractions?q=museum", count: /^2 Attractions Found$/, live: "list" },
  { url: "/restaurants?q=pizza&sort=name", count: /^\d+ Restaurants? Found$/, live: "list" },
  { url: "/search?q=coffee&rating=4.5", count: /^\d+ Results? for "coffee"$/, live: "search" },
] as const;

test.describe("a filtered URL from first paint to the live app (decision 012)", () => {
  for (const { url, count, live } of cases) {
    test(`${url} shows one count from first paint through hydration`, async ({ page }) => {
      // A 4x slower processor widens the moment between hydration and the app's own list, as on a phone.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.addInitScript(recordCounts);
      await open(page, url);
      if (live === "list") {
        // The app shows the URL's list itself once the first-paint style is gone.
        await expect(page.locator("#list-first-paint-style")).toHaveCount(0);
        await expect(page.locator("[data-count-live]")).toHaveText(count);
      } else {
        await expect(page.getByRole("status").getByRole("heading", { level: 2 })).toHaveText(count);
      }
      const shown = await page.evaluate(() => window.shownCounts);
      expect(shown, `counts shown: ${shown.join(" -> ")}`).toHaveLength(1);
      expect(shown[0]).toMatch(count);
    });
  }
});
