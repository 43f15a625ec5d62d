import { expect, open, readContent, test, waitForHydration } from "./fixtures";

test.describe("not-found page (product §2, §8)", () => {
  test("answers an unknown path with HTTP 404 and the not-found page", async ({ page }) => {
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: /Oops! Page not found/ })).toBeVisible();
    await expect(page.getByText("Coming Soon, stay tuned")).toBeVisible();
    await waitForHydration(page);
    await expect.poll(() => messages.some((text) => text.includes("/no/such/page"))).toBe(true);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Discover the Best of Columbus" })).toBeVisible();
  });

  test("marks no navigation link as current", async ({ page }) => {
    await open(page, "/missing");
    await expect(page.getByRole("navigation", { name: "Main" }).locator('[aria-current="page"]')).toHaveCount(0);
  });

  test("is readable without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/nothing-here");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: /Oops! Page not found/ })).toBeVisible();
    await context.close();
  });
});

test.describe("unhandled errors (product §8)", () => {
  test("show 'Unexpected Application Error!' with the status text", async ({ page, problems }) => {
    problems.allow("HTTP 503 for /restaurants.data");
    await open(page, "/trending");
    await page.route("**/restaurants.data*", (route) => route.fulfill({ status: 503, body: "down" }));
    await page.getByRole("link", { name: "Restaurants", exact: true }).first().dispatchEvent("click");
    await expect(page.getByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeVisible();
  });

  test("a page whose data cannot load says so instead of redirecting, and Retry loads it once the connection is back", async ({
    page,
    problems,
  }) => {
    const place = readContent().find((candidate) => candidate.type === "restaurant")!;
    const dataRequest = `**/place/${place.slug}.data*`;
    problems.allow(`request failed (net::ERR_INTERNET_DISCONNECTED) for /place/${place.slug}.data`);
    await open(page, "/restaurants");
    await page.route(dataRequest, (route) => route.abort("internetdisconnected"));
    await page.getByRole("link", { name: place.name, exact: true }).first().click();

    await expect(page.getByRole("heading", { level: 1, name: "This page could not load." })).toBeVisible();
    await expect(page.getByText("Check your connection and try again.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toHaveCount(0);
    // Not the unknown-slug redirect: the visitor stays where they were going.
    await expect(page).toHaveURL((url) => url.pathname === `/place/${place.slug}`);

    await page.unroute(dataRequest);
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByRole("heading", { level: 1, name: place.name })).toBeVisible();
  });

  test("a neighborhood page whose data cannot load says so instead of sending the visitor to the list (decision 009)", async ({
    page,
    problems,
  }) => {
    const path = "/clubs-and-bars/short-north";
    problems.allow(`request failed (net::ERR_INTERNET_DISCONNECTED) for ${path}.data`);
    await open(page, "/clubs-and-bars");
    const dataRequest = `**${path}.data*`;
    await page.route(dataRequest, (route) => route.abort("internetdisconnected"));
    await page.locator(`a[href="${path}"]`).first().click();

    await expect(page.getByRole("heading", { level: 1, name: "This page could not load." })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === path);

    await page.unroute(dataRequest);
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Clubs and Bars in Short North" })).toBeVisible();
  });
});
