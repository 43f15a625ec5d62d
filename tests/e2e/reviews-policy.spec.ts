import { expect, open, test } from "./fixtures";
import { reviewGrounds } from "../../core/reviews/grounds";

/**
 * /reviews-policy (product §19.9): the rules of visitors' reviews in plain words, and the monthly tally. Its h1 and
 * description are support-and-footer.spec.ts's, the link to it from a place's reviews reviews-shown.spec.ts's, axe and
 * reflow at both widths accessibility.spec.ts's. The tally's tables are unit-tested (review-tally.test.tsx): a full build has none.
 */

test.describe("Reviews policy", () => {
  test("says the published grounds, that a low rating is never one, and the empty tally, without JavaScript", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/reviews-policy");
    expect(response?.status()).toBe(200);
    const deciding = page.getByRole("region", { name: "How an editor decides" });
    await expect(deciding.getByRole("listitem")).toHaveText(Object.values(reviewGrounds));
    await expect(deciding).toContainText("A low rating is never a reason to remove a review.");
    const tally = page.getByRole("region", { name: "The monthly tally" });
    await expect(tally).toContainText("No reviews yet: the tally starts with the first review.");
    await expect(tally.getByRole("table")).toHaveCount(0);
    await context.close();
  });

  test("names the rule it follows on paid reviews and leads to the privacy policy", async ({ page }) => {
    await open(page, "/reviews-policy");
    const rule = page.getByRole("link", { name: /Rule on the Use of Consumer Reviews and Testimonials/ });
    await expect(rule).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("region", { name: "We never pay for reviews" })).toContainText(
      "(16 CFR Part 465), in force since October 21, 2024",
    );
    await page
      .getByRole("region", { name: "Your email address" })
      .getByRole("link", { name: "Privacy Policy" })
      .click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  });
});
