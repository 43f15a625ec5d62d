import { expect, holdRequests, test } from "./fixtures";
import { emailField, newsletterForm, openHome } from "./home-page";
import { query, uniqueEmail } from "./server-data";
import { tabTo } from "./search-oracle";

/** The home page's newsletter sign-up. */

test.describe("newsletter", () => {
  test("subscribes by keyboard: 'Subscribing...' and disabled while the address is sent, then 'Check your inbox' and an empty field", async ({
    page,
  }) => {
    await openHome(page);
    const button = newsletterForm(page).getByRole("button");
    await expect(button).toHaveText("Subscribe");
    const email = uniqueEmail("reader");

    await tabTo(page, emailField(page));
    await page.keyboard.type(email);
    // The server's answer waits until the test has seen the busy state (product §4.3, §16.4).
    const answer = await holdRequests(page, "**/api/newsletter");
    await page.keyboard.press("Enter");

    await expect(button).toHaveText("Subscribing...");
    await expect(button).toBeDisabled();
    await expect(page.getByText("Check your inbox")).toHaveCount(0);
    answer.release();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Check your inbox" });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("We sent you a link to confirm.");
    await expect(emailField(page)).toHaveValue("");
    await expect(button).toHaveText("Subscribe");
    await expect(button).toBeEnabled();
    expect(
      answer.requests.map((post) => `${post.method()} ${new URL(post.url()).pathname} ${post.postData()}`),
    ).toEqual([`POST /api/newsletter ${new URLSearchParams({ fax_number: "", email })}`]);
    expect(query("select status from subscriber where email = ?", email)).toEqual([{ status: "pending" }]);
  });

  test("a refused sign-up says the server's sentence and keeps the address", async ({ page, problems }) => {
    problems.allow("HTTP 503 for /api/newsletter");
    await openHome(page);
    await page.route("**/api/newsletter", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({
          error: "Nothing was saved, please try again in a moment. Our database could not be reached.",
        }),
      }),
    );
    await emailField(page).fill("reader@example.com");
    await emailField(page).press("Enter");
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Could not subscribe" });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Nothing was saved, please try again in a moment.");
    await expect(emailField(page)).toHaveValue("reader@example.com");
  });

  test("an empty or malformed email is not submitted (browser validation)", async ({ page }) => {
    await openHome(page);
    const button = newsletterForm(page).getByRole("button");
    await tabTo(page, emailField(page));

    await page.keyboard.press("Enter");
    await expect(button).toHaveText("Subscribe");
    await expect(button).toBeEnabled();
    expect(await emailField(page).evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);

    await page.keyboard.type("not-an-email");
    await page.keyboard.press("Enter");
    await expect(button).toHaveText("Subscribe");
    expect(await emailField(page).evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);

    // Space on the focused button: the same validation applies.
    await page.keyboard.press("Tab");
    await expect(button).toBeFocused();
    await page.keyboard.press("Space");
    await expect(button).toHaveText("Subscribe");
    await expect(page.getByText("Check your inbox")).toHaveCount(0);
  });

  test("when the toasts' code cannot load, the notice still shows, and the next one loads it again", async ({
    page,
    problems,
  }) => {
    // The toast region's chunk is blocked on purpose: its failed request is the point of this test.
    problems.allow(/^request failed \(net::ERR_FAILED\) for \/assets\/sonner-/);
    // The file under any search part: after a failure the app asks for it again under a new URL (app/lib/load-failure.ts).
    const region = /\/assets\/sonner-[\w-]+\.js(\?.*)?$/;
    await page.route(region, (route) => route.abort());
    await openHome(page);
    const subscribe = async () => {
      await emailField(page).fill(uniqueEmail("reader"));
      await emailField(page).press("Enter");
    };

    await subscribe();
    const notice = page.getByRole("status").filter({ hasText: "Check your inbox" });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("We sent you a link to confirm.");
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);

    await page.unroute(region);
    await subscribe();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Check your inbox" })).toBeVisible();
  });
});
