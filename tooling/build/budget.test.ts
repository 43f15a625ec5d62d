// Byte budget of the production build, as the server sends it (decision 030). Deterministic, so it gates CI:
// - first-load JavaScript at most 120 KB brotli on every pre-rendered page (the build's `.br` twins),
// - first-load CSS at most 15 KB brotli,
// each failure printed with the gzip figure beside it (what a browser without brotli gets),
// - no client JavaScript carries place records, so no page's first load grows with the directory.
// Run after `npm run build`: npm run test:budget (node:test through tsx; not a vitest file)
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { clientDir, firstLoad } from "./first-load";

const KB = 1024;
const budget = { jsBrotli: 120 * KB, cssBrotli: 15 * KB };

const pages = readdirSync(clientDir, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith("index.html"))
  .map((file) => (path.dirname(file) === "." ? "/" : `/${path.dirname(file).split(path.sep).join("/")}`));

const places: { description: string }[] = readdirSync(path.resolve(import.meta.dirname, "../../content/places"))
  .filter((file) => file.endsWith(".json"))
  .flatMap((file) => JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../content/places", file), "utf8")));

test("the build has every pre-rendered page", () => {
  assert.ok(pages.length >= places.length + 8, `only ${pages.length} pages`);
});

test(`first-load JavaScript stays within ${budget.jsBrotli / KB} KB brotli on every page`, () => {
  const over = pages
    .map((page) => ({ page, ...firstLoad(page).js }))
    .filter(({ brotli }) => brotli > budget.jsBrotli)
    .map(
      ({ page, brotli, gzip }) => `${page}: ${(brotli / KB).toFixed(1)} KB brotli (${(gzip / KB).toFixed(1)} KB gzip)`,
    );
  assert.deepEqual(over, []);
});

test(`first-load CSS stays within ${budget.cssBrotli / KB} KB brotli on every page`, () => {
  const over = pages
    .map((page) => ({ page, ...firstLoad(page).css }))
    .filter(({ brotli }) => brotli > budget.cssBrotli)
    .map(
      ({ page, brotli, gzip }) => `${page}: ${(brotli / KB).toFixed(1)} KB brotli (${(gzip / KB).toFixed(1)} KB gzip)`,
    );
  assert.deepEqual(over, []);
});

test("no client JavaScript carries place records (first loads do not grow with the places)", () => {
  const assets = readdirSync(path.join(clientDir, "assets")).filter((file) => file.endsWith(".js"));
  const carrying = assets.flatMap((file) => {
    const code = readFileSync(path.join(clientDir, "assets", file), "utf8");
    const found = places.filter((place) => code.includes(place.description));
    return found.length ? [`${file}: ${found.length} places`] : [];
  });
  assert.deepEqual(carrying, []);
});

/**
 * decision 027: the server's code never reaches the browser. Each marker is a string its library (or our
 * server/) certainly contains: the check first proves that of each, then that no asset carries any.
 */
const serverMarkers = [
  { marker: "kysely_migration", source: "node_modules/kysely/dist/esm/migration/migrator.js" },
  { marker: "SCRAM-SHA-256", source: "node_modules/pg/lib/client.js" },
  { marker: "streamTransport", source: "node_modules/nodemailer/dist/esm/nodemailer.js" },
  { marker: "List-Unsubscribe-Post", source: "server/web/mails.ts" },
  { marker: "Listing request: ", source: "server/http/requests.tsx" },
];

test("no client JavaScript carries the server's code (its database, mail and page libraries)", () => {
  for (const { marker, source } of serverMarkers) {
    assert.ok(
      readFileSync(path.resolve(import.meta.dirname, "../..", source), "utf8").includes(marker),
      `${source} no longer has "${marker}": pick another marker`,
    );
  }
  const assets = readdirSync(path.join(clientDir, "assets")).filter((file) => file.endsWith(".js"));
  const carrying = assets.flatMap((file) => {
    const code = readFileSync(path.join(clientDir, "assets", file), "utf8");
    return serverMarkers
      .filter(({ marker }) => code.includes(marker))
      .map(({ marker, source }) => `${file}: "${marker}" (${source})`);
  });
  assert.deepEqual(carrying, []);
});

test("every place page loads the same JavaScript, whatever the place; so does every place's history", () => {
  const kinds = [
    ["place pages", /^\/place\/[^/]+$/],
    ["history pages (decision 050)", /^\/place\/[^/]+\/history$/],
  ] as const;
  for (const [kind, pattern] of kinds) {
    const found = pages.filter((page) => pattern.test(page));
    assert.ok(found.length > 0, `no ${kind} in the build`);
    const sizes = new Set(found.map((page) => firstLoad(page).js.raw));
    assert.equal(sizes.size, 1, `${kind} differ: ${[...sizes].join(", ")}`);
  }
});
