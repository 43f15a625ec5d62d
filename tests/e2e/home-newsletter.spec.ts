import { expect, test } from "./fixtures";
import { emailField, newsletterForm, openHome } from "./home-page";
import { tabTo } from "./search-oracle";

/** The home page's newsletter sign-up. */

test.describe("newsletter", () => {
  test("subscribes by keyboard: 'Subscribing...' and disabled for 1 second, then the toast and an empty field", async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    const button = newsletterForm(page).getByRole("button");
    await expect(button).toHaveText("Subscribe");

    await tabTo(page, emailField(page));
    await page.keyboard.type("reader@example.com");
    const requests: string[] = [];
    page.on("request", (request) => requests.push(`${request.method()} ${request.url()}`));
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.keyboard.press("Enter");

    await expect(button).toHaveText("Subscribing...");
    await expect(button).toBeDisabled();
    await page.clock.runFor(999);
    await expect(button).toHaveText("Subscribing...");
    await expect(button).toBeDisabled();
    await expect(page.getByText("Success!")).toHaveCount(0);

    await page.clock.runFor(1);
    await page.clock.resume();
    await expect(page.getByText("Success!", { exact: true })).toBeVisible();
    await expect(page.getByText("You've been subscribed to our newsletter.")).toBeVisible();
    await expect(emailField(page)).toHaveValue("");
    await expect(button).toHaveText("Subscribe");
    await expect(button).toBeEnabled();
    expect(requests, "nothing is sent").toEqual([]);
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
    await expect(page.getByText("Success!", { exact: true })).toHaveCount(0);
  });

  test("when the toasts' code cannot load, the notice still shows, and the next one loads it again", async ({ page, problems }) => {
    // The toast region's chunk is blocked on purpose: its failed request is the point of this test.
    problems.allow(/^request failed \(net::ERR_FAILED\) for \/assets\/sonner-/);
    // The file under any search part: after a failure the app asks for it again under a new URL (app/lib/load-failure.ts).
    const region = /\/assets\/sonner-[\w-]+\.js(\?.*)?$/;
    await page.route(region, (route) => route.abort());
    await openHome(page);
    const subscribe = async () => {
      await emailField(page).fill("reader@example.com");
      await emailField(page).press("Enter");
    };

    await subscribe();
    const notice = page.getByRole("status").filter({ hasText: "Success!" });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("You've been subscribed to our newsletter.");
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);

    await page.unroute(region);
    await subscribe();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Success!" })).toBeVisible();
  });
});
