import { expect, test } from "./fixtures";
import { openHome } from "./home-page";
import { tabTo } from "./search-oracle";

/** The home page's "Explore Columbus by Category" cards. */

test.describe("category cards", () => {
  test("Explore Columbus by Category links to the three list pages and the coffee shops' list", async ({ page }) => {
    await openHome(page);
    const section = page.getByRole("region", { name: "Explore Columbus by Category" });
    const links = section.getByRole("link");
    await expect(links).toHaveCount(4);
    const cards = [
      { title: "Restaurants", href: "/restaurants" },
      { title: "Clubs & Bars", href: "/clubs-and-bars" },
      { title: "Attractions", href: "/attractions" },
      // Decision 063: the coffee shops' own list (/coffee stays the support page).
      { title: "Coffee Shops", href: "/coffee-shops" },
    ];
    for (const [index, card] of cards.entries()) {
      await expect(links.nth(index).getByRole("heading", { name: card.title, exact: true })).toBeAttached();
      await expect(links.nth(index)).toHaveAttribute("href", card.href);
    }
    await tabTo(page, links.nth(1));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL((url) => url.pathname === "/clubs-and-bars");
  });
});
