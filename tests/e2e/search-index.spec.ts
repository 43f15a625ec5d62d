import type { Page, Request } from "@playwright/test";
import { expect, holdRequests, open, test, waitForHydration, waitForIdle } from "./fixtures";
import {
  escapeRegExp,
  expectedSuggestions,
  maxSuggestions,
  pageMatches,
  pageWordMatchingMoreThan,
  wordMatchingMoreThan,
} from "./search-oracle";

// Decision 044: the search files are a manifest at a fixed URL and files of places it names, all under /search/,
// fetched when a search box is first used and revalidated on every use (their names never change); decision 085: and
// the events' file.
const searchFile = /^\/search\/(manifest|places-\d+|events)\.json$/;
const manifest = /\/search\/manifest\.json$/;
const combobox = (page: Page) => page.getByRole("combobox", { name: "Search places" });
const options = (page: Page) => page.getByRole("listbox", { name: "Search suggestions" }).getByRole("option");

/** Records every request for a search file. */
function fileRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (searchFile.test(new URL(request.url()).pathname)) seen.push(request);
  });
  return seen;
}

/** Holds the manifest's response until the returned function is called. */
async function holdIndex(page: Page): Promise<() => void> {
  return (await holdRequests(page, manifest)).release;
}

test("the home page fetches the manifest on the first focus of its box, not before, then the files it names, each revalidated", async ({
  page,
}) => {
  const requests = fileRequests(page);
  const response = await open(page, "/");
  // Not in the page: the HTML and its hydration data carry no place's searched text, nor a file's name.
  const html = (await response!.text()).toLowerCase();
  expect(html).not.toContain('"description":');
  expect(html).not.toContain("/search/places-");
  await waitForIdle(page);
  expect(requests).toHaveLength(0);

  const word = wordMatchingMoreThan(1);
  const [request] = await Promise.all([page.waitForRequest(manifest), combobox(page).focus()]);
  const answer = await request.response();
  expect(answer!.status()).toBe(200);
  expect(answer!.headers()["cache-control"]).toBe("no-cache");
  expect(answer!.headers()["content-type"]).toBe("application/json; charset=utf-8");
  const named: { shards: { path: string }[] } = await answer!.json();
  // Decision 085: the places' file and the events' file.
  expect(named.shards.map((shard) => shard.path)).toEqual(["/search/places-0.json", "/search/events.json"]);

  await page.keyboard.type(word);
  await expect(options(page)).toHaveCount(expectedSuggestions(word).length);
  for (const file of ["/search/places-0.json", "/search/events.json"]) {
    const shard = requests.find((sent) => sent.url().endsWith(file));
    expect((await shard!.response())!.headers()["cache-control"]).toBe("no-cache");
  }
  // A second focus uses what arrived: still one request for each file.
  await combobox(page).blur();
  await combobox(page).focus();
  const paths = requests.map((sent) => new URL(sent.url()).pathname);
  expect(paths[0]).toBe("/search/manifest.json");
  expect(paths.slice(1).sort()).toEqual(["/search/events.json", "/search/places-0.json"]);
  // Product §5.5, decision 044: the home box asks the search page's engine, whose index is built in its worker (the
  // site's CSP lets it run), not on the page.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByName("search:relevance").map((mark) => (mark as PerformanceMark).detail),
      ),
    )
    .toEqual(["worker"]);
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
  const expected = expectedSuggestions(word);
  await expect(options(page)).toHaveCount(expected.length);
  for (const [position, place] of expected.entries())
    await expect(options(page).nth(position)).toHaveText(new RegExp(`^${escapeRegExp(place.name)}`));
  await expect(page.getByText("Loading suggestions...")).toHaveCount(0);
  await expect(combobox(page)).toHaveValue(word);
});

test("/search shows its results once the index arrives, and shares it with the home page", async ({ page }) => {
  const requests = fileRequests(page);
  const release = await holdIndex(page);
  const word = pageWordMatchingMoreThan(maxSuggestions);
  const response = await page.goto(`/search?q=${encodeURIComponent(word)}`);
  expect((await response!.text()).toLowerCase()).not.toContain('"description":');
  await waitForHydration(page);
  await expect(page.getByRole("status").getByText("Searching...")).toBeVisible();
  release();
  const count = pageMatches(word).length;
  await expect(page.getByRole("heading", { name: `${count} Results for "${word}"` })).toBeVisible();
  // Decision 044: the relevance index was built by its worker, not on the page.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByName("search:relevance").map((mark) => (mark as PerformanceMark).detail),
      ),
    )
    .toEqual(["worker"]);

  // Back on the home page in the same visit, the box has its suggestions without a second request.
  await page.getByRole("banner").locator('a[href="/"]').first().click();
  await expect(combobox(page)).toBeVisible();
  await combobox(page).focus();
  const homeWord = wordMatchingMoreThan(maxSuggestions);
  await page.keyboard.type(homeWord);
  await expect(options(page)).toHaveCount(maxSuggestions);
  // One request for each file: the manifest, the places' and the events'.
  expect(requests).toHaveLength(3);
});
