import { expect, test } from "./fixtures";

/**
 * The fixture guide's build (tooling/test/serve-paged.ts: a copy of the project outside git, built from the fixture
 * content) styles its pages with the site's own stylesheet, so what the paged specs see is how the site looks.
 * Tailwind reads the folders app/app.css names (decision 105); when it found its files itself, it read every file of
 * the copy, its earlier builds' pages too, and this build's stylesheet was 109 KB against the site's 61 KB. Runs in
 * the paged project, beside the main build's server (playwright.config.ts).
 */
/** The main build's server (its port set by playwright.config.ts). */
const mainBuild = `http://localhost:${process.env.E2E_PORT}`;

/** The stylesheets a page's HTML links, as their hashed /assets/ paths. */
async function stylesheets(url: string): Promise<string[]> {
  const answer = await fetch(url);
  expect(answer.status, url).toBe(200);
  const html = await answer.text();
  return [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g)].map(([, href]) => href!);
}

test("the fixture guide's pages link the same stylesheet as the site's", async ({ baseURL }) => {
  const site = await stylesheets(`${mainBuild}/`);
  expect(site.length, "the site's home links a stylesheet").toBeGreaterThan(0);
  expect(await stylesheets(`${baseURL!}/`)).toEqual(site);
});
