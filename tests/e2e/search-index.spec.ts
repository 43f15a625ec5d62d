import type { Page, Request } from "@playwright/test";
import { expect, holdRequests, open, test, waitForHydration, waitForIdle } from "./fixtures";
import { escapeRegExp, expectedMatches, maxSuggestions, wordMatchingMoreThan } from "./search-oracle";

// Product §15.5: the search index is a hashed file of its own, fetched when a search box is first used.
const indexFile = /\/assets\/search-index-[\w-]+\.json$/;
const combobox = (page: Page) => page.getByRole("combobox", { name: "Search places" });
const options = (page: Page) => page.getByRole("listbox", { name: "Search suggestions" }).getByRole("option");

/** Records every request for the index file. */
function indexRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (indexFile.test(new URL(request.url()).pathname)) seen.push(request);
  });
  return seen;
}

/** Holds the index file's response until the returned function is called. */
async function holdIndex(page: Page): Promise<() => void> {
  return (await holdRequests(page, indexFile)).release;
}

test("the home page fetches the index on the first focus of its box, not before, as a file cached for a year", async ({
  page,
}) => {
  const requests = indexRequests(page);
  const response = await open(page, "/");
  // Not in the page: the HTML and its hydration data carry no index entry.
  const html = (await response!.text()).toLowerCase();
  expect(html).not.toContain('"text":');
  // The page has done what it left for idle time, and asked for no index.
  await waitForIdle(page);
  expect(requests).toHaveLength(0);

  const word = wordMatchingMoreThan(1);
  const [request] = await Promise.all([page.waitForRequest(indexFile), combobox(page).focus()]);
  const answer = await request.response();
  expect(answer!.status()).toBe(200);
  expect(answer!.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(answer!.headers()["content-type"]).toBe("application/json; charset=utf-8");

  await page.keyboard.type(word);
  await expect(options(page)).toHaveCount(Math.min(maxSuggestions, expectedMatches(word).length));
  // A second focus uses what arrived: still one request.
  await combobox(page).blur();
  await combobox(page).focus();
  expect(requests).toHaveLength(1);
});

test("what is typed before the index arrives stays, and the suggestions show when it does", async ({ page }) => {
  const release = await holdIndex(page);
  await open(page, "/");
  const word = wordMatchingMoreThan(1);
  await combobox(page).focus();
  await page.keyboard.type(word);
  await expect(page.getByRole("status").getByText("Loading suggestions...")).toBeVisible();
  await expect(page.getByText(/^No results found for "/)).toHaveCount(0);
  await expect(combobox(page)).toHaveValue(word);

  release();
  const expected = expectedMatches(word, maxSuggestions);
  await expect(options(page)).toHaveCount(expected.length);
  for (const [position, place] of expected.entries())
    await expect(options(page).nth(position)).toHaveText(new RegExp(`^${escapeRegExp(place.name)}`));
  await expect(page.getByText("Loading suggestions...")).toHaveCount(0);
  await expect(combobox(page)).toHaveValue(word);
});

test("/search shows its results once the index arrives, and shares it with the home page", async ({ page }) => {
  const requests = indexRequests(page);
  const release = await holdIndex(page);
  const word = wordMatchingMoreThan(maxSuggestions);
  const response = await page.goto(`/search?q=${encodeURIComponent(word)}`);
  expect((await response!.text()).toLowerCase()).not.toContain('"text":');
  await waitForHydration(page);
  await expect(page.getByRole("status").getByText("Searching...")).toBeVisible();
  release();
  const count = expectedMatches(word).length;
  await expect(page.getByRole("heading", { name: `${count} Results for "${word}"` })).toBeVisible();
  // Decision 021: the index's vocabulary was built by its worker (the site's CSP lets it run), not on the page.
  await expect
    .poll(() =>
      page.evaluate(() => performance.getEntriesByName("search:words").map((mark) => (mark as PerformanceMark).detail)),
    )
    .toEqual(["worker"]);

  // Back on the home page in the same visit, the box has its suggestions without a second request.
  await page.getByRole("banner").locator('a[href="/"]').first().click();
  await expect(combobox(page)).toBeVisible();
  await combobox(page).focus();
  await page.keyboard.type(word);
  await expect(options(page)).toHaveCount(maxSuggestions);
  expect(requests).toHaveLength(1);
});
