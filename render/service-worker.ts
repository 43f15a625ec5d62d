// product §14.2, offline after one visit: a step of tooling/build/build.ts, over build/client once every page is
// finished (React Router writes its pre-rendered pages after Vite's bundle, so a Vite-time plugin would miss
// them). It writes
// - offline.html: a page of its own (no app code, its own policy) for anything not cached while offline;
// - sw.js: a Workbox service worker that precaches the app's code, styles, icons, the search index, the
//   lists' files (decision 018) and the pre-rendered pages with their data, caches place photos as they are
//   viewed (bounded), keeps the pages a visitor opens that are not precached (bounded), answers navigations it
//   has nothing for with the offline page when the network fails, and never caches map tiles (OpenStreetMap's
//   tile policy: only photo hosts of the content are cached at run time) nor any answer of the server's paths
//   (server/static/request-rules.ts serverPrefixes: a listing's status, the newsletter's steps; product §16,
//   decision 027).
// Product §15.8, docs/decisions/025-precache-budget.md: the precache stays within a budget. Everything but the
// place and neighborhood pages is always in it; those join in the guide's order (featured, then best rated)
// while they fit. Today's guide fits whole; a guide of thousands of places keeps what a visitor opened.
// A new deploy's worker activates as soon as it is installed and serves the next visit; it does not claim
// pages already open, so nobody is switched mid-page.
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { RuntimeCaching } from "workbox-build";
import { neighborhoodPagePaths } from "../app/features/lists/neighborhoods/neighborhood-pages.server";
import { getAllPlaces } from "../core/places/places.server";
import { isServerPath, serverPrefixes } from "../server/static/request-rules";
import { site } from "../core/site-config";

/**
 * Workbox's builder, loaded by the build's two steps that bundle a worker, never by the publisher's renderer, which
 * imports this module for {@link rewriteServiceWorker} alone: loading it (Babel with it) was about 0.6 s of the
 * renderer's 1.7 s of CPU at each start.
 */
const workbox = () => import("workbox-build");

/** A precache URL for a built file: pages under their clean URL ("restaurants/index.html" -> "/restaurants"). */
export function cleanUrl(file: string): string {
  if (file === "index.html") return "/";
  if (file.endsWith("/index.html")) return `/${file.slice(0, -"/index.html".length)}`;
  return `/${file}`;
}

/**
 * Decision 025: what the service worker may precache, in bytes before compression (Cache Storage keeps
 * responses uncompressed). Today's guide is about 5 MB. `PRECACHE_BUDGET` (bytes) at build changes it: the
 * browser tests of a large guide's service worker build with 0 (tooling/test/serve-paged.ts).
 */
export const precacheBudget: number = /^\d+$/.test(process.env.PRECACHE_BUDGET ?? "")
  ? Number(process.env.PRECACHE_BUDGET)
  : 30 * 1024 * 1024;

/** A precache entry as Workbox's manifest transforms see it: clean URL and size in bytes. */
export interface SizedEntry {
  url: string;
  size: number;
}

/**
 * Decision 025: the entries that fit the budget. Entries whose page `rankOf` gives a rank (place and
 * neighborhood pages, with their `.data` twins) are optional: every other entry is kept, then the optional
 * pages in rank order (0 first) while the total stays within `budget`; a page and its data join together.
 * Returns the kept entries in their original order and whether every entry was kept.
 */
export function withinBudget<T extends SizedEntry>(
  entries: readonly T[],
  rankOf: (page: string) => number | undefined,
  budget: number,
): { kept: T[]; complete: boolean } {
  const pageOf = (url: string) => (url.endsWith(".data") ? url.slice(0, -".data".length) : url);
  const optional = new Map<string, { rank: number; size: number }>();
  let total = 0;
  for (const entry of entries) {
    const rank = rankOf(pageOf(entry.url));
    if (rank === undefined) {
      total += entry.size;
      continue;
    }
    const page = optional.get(pageOf(entry.url)) ?? { rank, size: 0 };
    page.size += entry.size;
    optional.set(pageOf(entry.url), page);
  }
  const chosen = new Set<string>();
  for (const [page, { size }] of [...optional].sort((a, b) => a[1].rank - b[1].rank)) {
    if (total + size > budget) break;
    total += size;
    chosen.add(page);
  }
  const kept = entries.filter((entry) => rankOf(pageOf(entry.url)) === undefined || chosen.has(pageOf(entry.url)));
  return { kept, complete: chosen.size === optional.size };
}

/**
 * The rank of each optional page for {@link withinBudget}: places as the lists show them first (open and
 * featured, then open by rating, then closed ones), then the neighborhood pages. Keyed by clean URL.
 */
function pageRanks(): Map<string, number> {
  const order = (place: ReturnType<typeof getAllPlaces>[number]) =>
    place.status === "closed" ? 2 : place.featured ? 0 : 1;
  const places = [...getAllPlaces()].sort((a, b) => order(a) - order(b) || (b.rating ?? 0) - (a.rating ?? 0));
  return new Map(
    [...places.map((place) => `/place/${place.slug}`), ...neighborhoodPagePaths()].map((page, rank) => [page, rank]),
  );
}

/**
 * Product §16, decision 027: the worker's test for a same-origin URL of the server's paths
 * (server/static/request-rules.ts serverPrefixes), given Workbox's `{ url, sameOrigin }`. Workbox writes a
 * route's test into sw.js as its source text, where nothing of this module exists, so the prefixes are
 * written into the function's own source.
 */
export const isServerRequest = new Function(
  "{ url, sameOrigin }",
  `return sameOrigin && ${JSON.stringify(serverPrefixes)}.some((prefix) => url.pathname.startsWith(prefix));`,
) as (context: { url: URL; sameOrigin: boolean }) => boolean;

/**
 * The worker's routes after the precache, first match wins. The server's paths come first and always go to
 * the network (product §16: a listing's status changes, a confirmation link works once, their answers say
 * `no-store`): never answered from a cache nor written to one; offline, a navigation to one gets the offline
 * page. `photoOrigins`: see {@link writeServiceWorker}.
 */
export function runtimeCaching(photoOrigins: readonly string[]): RuntimeCaching[] {
  // Photos are cached from the hosts the content's photos come from (the CSP's img-src), never tiles.
  const photoPattern = new RegExp(
    `^(${photoOrigins.map((origin) => origin.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join("|")})/`,
  );
  return [
    {
      urlPattern: isServerRequest,
      handler: "NetworkOnly",
      options: { precacheFallback: { fallbackURL: "/offline.html" } },
    },
    // Pages the precache left out (decision 025) are kept once opened, network first, so they are fresh
    // online and still there offline; anything else offline gets the offline page.
    {
      urlPattern: ({ request }) => request.mode === "navigate",
      handler: "NetworkFirst",
      options: {
        cacheName: "opened-pages",
        expiration: { maxEntries: 200, purgeOnQuotaError: true },
        precacheFallback: { fallbackURL: "/offline.html" },
      },
    },
    // Their data, which the app fetches when the visitor moves to them inside the app.
    {
      urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.endsWith(".data"),
      handler: "NetworkFirst",
      options: { cacheName: "opened-page-data", expiration: { maxEntries: 200, purgeOnQuotaError: true } },
    },
    {
      urlPattern: photoPattern,
      handler: "CacheFirst",
      options: {
        cacheName: "place-photos",
        expiration: { maxEntries: 80, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
        cacheableResponse: { statuses: [0, 200] },
      },
    },
  ];
}

const offlineStyle =
  "body{margin:0;font-family:system-ui,sans-serif;color:#1c1917;background:#fafaf9;display:grid;min-height:100vh;place-items:center}" +
  "main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.75rem;margin:0 0 .75rem}p{line-height:1.5;color:#44403c}" +
  "a{display:inline-block;margin:.5rem;padding:.6rem 1.1rem;border-radius:.375rem;background:#b91c1c;color:#fff;text-decoration:none;font-weight:600}" +
  "a.secondary{background:#fff;color:#1c1917;border:1px solid #d6d3d1}a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}";

/**
 * The offline page: plain HTML and one hashed style block, readable without any script. What it promises
 * holds at any size of the guide (decision 025: a large guide precaches the lists, not every place page).
 */
export function offlinePage(siteName: string): string {
  const styleHash = createHash("sha256").update(offlineStyle, "utf8").digest("base64");
  const policy = `default-src 'self'; style-src 'sha256-${styleHash}'; img-src 'self'; script-src 'none'; object-src 'none'; base-uri 'self'; form-action 'self'`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${policy}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>You are offline | ${siteName}</title>
<style>${offlineStyle}</style>
</head>
<body>
<main>
<h1>You are offline</h1>
<p>This page is not saved on this device yet. Once ${siteName} has loaded on this device, its lists, its search and the pages you opened before work without a connection.</p>
<p><a href="">Try again</a><a class="secondary" href="/">Go to the home page</a></p>
</main>
</body>
</html>
`;
}

/** A precache entry as sw.js lists it: clean URL, Workbox's revision (an MD5 of the bytes) and size. */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
  size: number;
}

/** The file beside a release's client folder that keeps its precache list for the publisher (decision 050). */
export const precacheListFile = "precache.json";

/** The worker's options but for what it precaches (the same for the build and the publisher). */
function workerOptions(photoOrigins: readonly string[]) {
  return {
    // Hashed files never change: no cache-busting query needed for them.
    dontCacheBustURLsMatching: /^\/assets\//,
    // A list's state lives in its query (product §12.2): /restaurants?rating=4.5 is the same page.
    ignoreURLParametersMatching: [/./],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    cleanupOutdatedCaches: true,
    skipWaiting: true,
    clientsClaim: false,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: "production",
    runtimeCaching: runtimeCaching(photoOrigins),
  };
}

/**
 * Writes offline.html and sw.js into `client` (a release's site folder), over the files there (run after every page
 * is finished: the precache's revisions are hashes of the final bytes), and the precache list beside `client`
 * ({@link precacheListFile}) for the publisher. `photoOrigins`: the origins of the content's photos (the policy's
 * img-src, render/csp.ts `imageOrigins`), the only hosts whose responses it caches at run time. Prints what
 * the worker precaches.
 */
export async function writeServiceWorker(client: string, photoOrigins: readonly string[]): Promise<void> {
  writeFileSync(path.join(client, "offline.html"), offlinePage(site.name));

  const ranks = pageRanks();
  let everyPage = true;
  let list: PrecacheEntry[] = [];
  const { generateSW } = await workbox();
  const { count, size, warnings } = await generateSW({
    globDirectory: client,
    // search/*.json: the search files (decision 044: a manifest and a file per bucket of ids, at fixed names,
    // revisioned here by their bytes); data/lists/: every list's files (decision 018), also the file of every
    // listed place's card that /search shows its matches with, so search and a list's later pages work offline
    // after one visit.
    globPatterns: [
      "**/*.{html,js,css,data,svg,png,webmanifest}",
      "search/*.json",
      "assets/*.json",
      "data/lists/*.json",
    ],
    // The fallback page answers unknown paths online (HTTP 404); offline, the offline page does.
    // A place's history page (decision 050) is read by few: fetched when opened, never precached; an event's too
    // (decision 083).
    globIgnores: [
      "__spa-fallback.html",
      "404.html",
      "sw.js",
      "place/*/history/**",
      "place/*/history.data",
      "events/*/history/**",
      "events/*/history.data",
    ],
    swDest: path.join(client, "sw.js"),
    manifestTransforms: [
      (entries) => {
        // A file under a server's path would be the server's page out of date (and nginx never serves it).
        const shadowing = entries.filter((entry) => isServerPath(cleanUrl(entry.url)));
        if (shadowing.length)
          throw new Error(
            `build/client has files under the server's paths: ${shadowing.map((entry) => entry.url).join(", ")}`,
          );
        const { kept, complete } = withinBudget(
          entries.map((entry) => ({ ...entry, url: cleanUrl(entry.url) })),
          (page) => ranks.get(page),
          precacheBudget,
        );
        everyPage = complete;
        list = kept.map(({ url, revision, size }) => ({ url, revision, size }));
        return { manifest: kept, warnings: [] };
      },
    ],
    ...workerOptions(photoOrigins),
  });
  writeFileSync(path.join(path.dirname(client), precacheListFile), JSON.stringify(list));
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  const pages = everyPage
    ? "every page"
    : `not every place or neighborhood page: over the budget of ${(precacheBudget / 1024 / 1024).toFixed(0)} MB`;
  console.log(
    `service worker: sw.js precaches ${count} files, ${(size / 1024).toFixed(0)} KB (before compression), ${pages}; offline.html`,
  );
}

/** The one entry of the template's precache list, which the publisher replaces with the list (decision 050). */
const placeholder = { url: "/__precache_list__", revision: "0" };

/** The file beside a release's client folder that keeps the worker with a placeholder for its precache list. */
export const serviceWorkerTemplateFile = "sw.template.js";

/**
 * Decision 050: writes the release's worker template (the build's sw.js but for its precache list, which is one
 * placeholder entry) beside `client`, so the publisher writes a new sw.js in a millisecond instead of bundling
 * Workbox again (some 13 s).
 */
export async function writeServiceWorkerTemplate(client: string, photoOrigins: readonly string[]): Promise<void> {
  const { generateSW } = await workbox();
  await generateSW({
    globDirectory: path.dirname(client),
    globPatterns: [],
    additionalManifestEntries: [placeholder],
    swDest: path.join(path.dirname(client), serviceWorkerTemplateFile),
    ...workerOptions(photoOrigins),
  });
}

/**
 * sw.js of a template ({@link writeServiceWorkerTemplate}) with `list` as its precache list.
 * @throws Error when the template holds no placeholder list (a Workbox that writes it otherwise).
 */
export function serviceWorkerFromTemplate(template: string, list: readonly PrecacheEntry[]): string {
  const pattern = /\[\s*\{\s*"?url"?\s*:\s*"\/__precache_list__"\s*,\s*"?revision"?\s*:\s*"0"\s*\}\s*\]/;
  if (!pattern.test(template)) throw new Error(`${serviceWorkerTemplateFile}: no placeholder precache list found`);
  return template.replace(pattern, () => JSON.stringify(list.map(({ url, revision }) => ({ url, revision }))));
}

/**
 * Decision 050: the publisher's sw.js: the release's precache list with the revisions of the files a publish
 * changed (`changed`: clean URL -> new revision), written to `swDest` from the release's template. Only files
 * already precached change: a new place's page is fetched when opened. Returns the new list, or null when no
 * precached file changed.
 */
export function rewriteServiceWorker(
  list: readonly PrecacheEntry[],
  changed: ReadonlyMap<string, { revision: string; size: number }>,
  template: string,
  swDest: string,
): PrecacheEntry[] | null {
  if (!list.some((entry) => changed.has(entry.url))) return null;
  const next = list.map((entry) => {
    const update = changed.get(entry.url);
    return update ? { ...entry, ...update } : entry;
  });
  writeFileSync(swDest, serviceWorkerFromTemplate(template, next));
  return next;
}
