// product §14.2, offline after one visit: the last build step, over build/client (React Router writes its
// pre-rendered pages after Vite's bundle, so a Vite-time plugin would miss them). It writes
// - offline.html: a page of its own (no app code, its own policy) for anything not cached while offline;
// - sw.js: a Workbox service worker that precaches the app's code, styles, icons, the search index, the file of every place's card (for /search) and every
//   pre-rendered page with its data, caches place photos as they are viewed (bounded), answers navigations it has not cached
//   with the offline page when the network fails, and never caches map tiles (OpenStreetMap's tile policy:
//   only photo hosts of the content are cached at run time).
// A new deploy's worker activates as soon as it is installed and serves the next visit; it does not claim
// pages already open, so nobody is switched mid-page.
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { generateSW } from "workbox-build";
import { getAllPlaces } from "../app/features/places/places.server";
import { imageOrigins } from "./csp";
import { siteUrl } from "./site-url";

const root = path.resolve(import.meta.dirname, "..");
const client = path.join(root, "build/client");

/** A precache URL for a built file: pages under their clean URL ("restaurants/index.html" -> "/restaurants"). */
export function cleanUrl(file: string): string {
  if (file === "index.html") return "/";
  if (file.endsWith("/index.html")) return `/${file.slice(0, -"/index.html".length)}`;
  return `/${file}`;
}

const offlineStyle =
  "body{margin:0;font-family:system-ui,sans-serif;color:#1c1917;background:#fafaf9;display:grid;min-height:100vh;place-items:center}" +
  "main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.75rem;margin:0 0 .75rem}p{line-height:1.5;color:#44403c}" +
  "a{display:inline-block;margin:.5rem;padding:.6rem 1.1rem;border-radius:.375rem;background:#b91c1c;color:#fff;text-decoration:none;font-weight:600}" +
  "a.secondary{background:#fff;color:#1c1917;border:1px solid #d6d3d1}a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}";

/** The offline page: plain HTML and one hashed style block, readable without any script. */
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
<p>This page is not saved on this device yet. Pages of ${siteName} you opened before, and every list and place page once the guide has loaded on this device, work without a connection.</p>
<p><a href="">Try again</a><a class="secondary" href="/">Go to the home page</a></p>
</main>
</body>
</html>
`;
}

async function main() {
  // The site config reads the build's public URL from a Vite define; outside Vite it is set here.
  (globalThis as { __SITE_URL__?: string }).__SITE_URL__ = siteUrl();
  const { site } = await import("../app/lib/site-config");
  writeFileSync(path.join(client, "offline.html"), offlinePage(site.name));

  // Photos are cached from the hosts the content's photos come from (the CSP's img-src), never tiles.
  const origins = imageOrigins(getAllPlaces().flatMap((place) => [place.image, ...place.images].flatMap((photo) => (photo ? [photo.url] : []))));
  const photoPattern = new RegExp(`^(${origins.map((origin) => origin.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join("|")})/`);

  const { count, size, warnings } = await generateSW({
    globDirectory: client,
    // assets/*.json: the search index (decision 016), and the file of every listed place's card that /search
    // shows its matches with (decision 018), so search works offline after one visit.
    globPatterns: ["**/*.{html,js,css,data,svg,png,webmanifest}", "assets/*.json", "assets/lists/all-*.json"],
    // The fallback page answers unknown paths online (HTTP 404); offline, the offline page does.
    globIgnores: ["__spa-fallback.html", "404.html", "sw.js"],
    swDest: path.join(client, "sw.js"),
    manifestTransforms: [(entries) => ({ manifest: entries.map((entry) => ({ ...entry, url: cleanUrl(entry.url) })), warnings: [] })],
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
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === "navigate",
        handler: "NetworkOnly",
        options: { precacheFallback: { fallbackURL: "/offline.html" } },
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
    ],
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  console.log(`service worker: sw.js precaches ${count} files, ${(size / 1024).toFixed(0)} KB (before compression); offline.html`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
