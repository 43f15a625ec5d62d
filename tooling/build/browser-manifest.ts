/**
 * Decision 104: the browser's copy of React Router's route manifest without the resource routes. Every page loads
 * the manifest (`assets/manifest-<version>.js`, `window.__reactRouterManifest=…;`), and the browser's router makes a
 * route of each entry. A resource route (no default export, no error boundary, no child: the `.ics` files, the lists'
 * data files, the place names, `robots.txt`, `manifest.webmanifest`) is never a page the browser's router shows: the
 * pages link to those files with plain anchors, which the browser fetches whole. Their entries were a ninth of the
 * manifest (204 of 1,775 bytes brotli, on every page). The server's copy of the manifest, which pre-renders the
 * pages and files and which the publisher's renderer uses, keeps every route.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** A route of the manifest, as far as this reads it (React Router writes more fields, kept as they are). */
interface ManifestRoute {
  id: string;
  parentId?: string;
  hasDefaultExport?: boolean;
  hasErrorBoundary?: boolean;
}

const prefix = "window.__reactRouterManifest=";
/** React Router's name for the file: `manifest-` and the first 8 hex digits of its contents' hash. */
const manifestFile = /^manifest-[0-9a-f]{8}\.js$/;

/**
 * The manifest's text without its resource routes, and their ids. `source`: the file's text as React Router wrote it.
 * @throws Error when the text is not `window.__reactRouterManifest={…};` with a `routes` object (another React
 * Router's format: the build stops rather than ship a manifest it did not understand).
 */
export function withoutResourceRoutes(source: string): { source: string; removed: string[] } {
  const json = source.startsWith(prefix) && source.endsWith(";") ? source.slice(prefix.length, -1) : undefined;
  const manifest = json === undefined ? undefined : (JSON.parse(json) as { routes?: Record<string, ManifestRoute> });
  if (!manifest?.routes || typeof manifest.routes !== "object")
    throw new Error(
      `React Router's browser manifest is not "${prefix}{…routes…};" (tooling/build/browser-manifest.ts)`,
    );
  const parents = new Set(Object.values(manifest.routes).map((route) => route.parentId));
  const removed = Object.values(manifest.routes)
    .filter((route) => !route.hasDefaultExport && !route.hasErrorBoundary && !parents.has(route.id))
    .map((route) => route.id);
  for (const id of removed) delete manifest.routes[id];
  return { source: `${prefix}${JSON.stringify(manifest)};`, removed };
}

/**
 * Rewrites the browser manifest in `clientDir/assets` without its resource routes ({@link withoutResourceRoutes});
 * its name stays (the pages name it). Run once Vite's files are written and before they are compressed.
 * @returns the ids removed.
 * @throws Error when the folder holds no manifest or more than one.
 */
export function pruneBrowserManifest(clientDir: string): string[] {
  const assets = path.join(clientDir, "assets");
  const found = readdirSync(assets).filter((name) => manifestFile.test(name));
  if (found.length !== 1)
    throw new Error(`expected one React Router manifest in ${assets}, found ${found.length}: ${found.join(", ")}`);
  const file = path.join(assets, found[0]!);
  const { source, removed } = withoutResourceRoutes(readFileSync(file, "utf8"));
  writeFileSync(file, source);
  return removed;
}
