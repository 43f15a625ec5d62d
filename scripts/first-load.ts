/**
 * What a first visit to a pre-rendered page downloads: the JavaScript and CSS its HTML references
 * (script src, modulepreload and stylesheet links, the modules the boot script will preload, and the
 * modules React Router's inline module script imports), raw and gzip, read from build/client.
 * `npx tsx scripts/first-load.ts [route…]` prints them; scripts/budget.test.ts gates them.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { modulePreloadAttribute, parkedModuleType } from "./boot/parked-module";
import { attribute, elements, parseHtml, textContent } from "./html";

export const clientDir = path.resolve(import.meta.dirname, "../build/client");

/** The HTML file of a route path in the build ("/" -> index.html, "/a" -> a/index.html). */
export function htmlFileFor(route: string): string {
  return route === "/" ? path.join(clientDir, "index.html") : path.join(clientDir, route, "index.html");
}

/** Module URLs named in a module script's import statements and import() calls (JavaScript, not HTML). */
const moduleImport = /(?:\bimport\s*\(?|\bfrom)\s*"(\/assets\/[^"]+\.js)"/g;

/** Asset URLs referenced by an HTML document, by kind. */
export function referencedAssets(html: string): { js: string[]; css: string[] } {
  const document = parseHtml(html);
  const js = new Set<string>();
  const css = new Set<string>();
  for (const script of elements(document, "script")) {
    const src = attribute(script, "src");
    if (src) js.add(src);
    const type = attribute(script, "type");
    if (type === "module" || type === parkedModuleType) {
      for (const [, url] of textContent(script).matchAll(moduleImport)) js.add(url!);
    }
    // Modulepreload links the boot script adds after the first paint (scripts/paint-first.ts).
    for (const url of (attribute(script, modulePreloadAttribute) ?? "").split(" ")) if (url) js.add(url);
  }
  for (const link of elements(document, "link")) {
    const href = attribute(link, "href");
    if (!href) continue;
    const rel = attribute(link, "rel");
    if (rel === "modulepreload") js.add(href);
    if (rel === "stylesheet") css.add(href);
  }
  return { js: [...js], css: [...css] };
}

/** Each asset's size, read and compressed once: pages share their chunks (at 10,000 pages, one gzip each per page took minutes). */
const assetSizes = new Map<string, { raw: number; gzip: number }>();

function sizes(urls: string[]): { raw: number; gzip: number } {
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    let size = assetSizes.get(url);
    if (!size) {
      const bytes = readFileSync(path.join(clientDir, url));
      size = { raw: bytes.length, gzip: gzipSync(bytes).length };
      assetSizes.set(url, size);
    }
    raw += size.raw;
    gzip += size.gzip;
  }
  return { raw, gzip };
}

/** Bytes of one kind of first-load asset. */
export interface LoadSize {
  raw: number;
  gzip: number;
  files: number;
}

/** First-load bytes of a route (gzip at the default level, as the budget was set). */
export function firstLoad(route: string): { js: LoadSize; css: LoadSize } {
  const { js, css } = referencedAssets(readFileSync(htmlFileFor(route), "utf8"));
  return { js: { ...sizes(js), files: js.length }, css: { ...sizes(css), files: css.length } };
}

/** The routes `npm run perf` and the command line report by default. */
export const mainRoutes = ["/", "/restaurants", "/clubs-and-bars", "/attractions", "/trending", "/place/lindeys"];

if (import.meta.url === `file://${process.argv[1]}`) {
  const routes = process.argv.slice(2);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log("route".padEnd(28), "JS raw".padStart(10), "JS gzip".padStart(10), "CSS raw".padStart(10), "CSS gzip".padStart(10));
  for (const route of routes.length ? routes : mainRoutes) {
    const { js, css } = firstLoad(route);
    console.log(route.padEnd(28), kb(js.raw).padStart(10), kb(js.gzip).padStart(10), kb(css.raw).padStart(10), kb(css.gzip).padStart(10));
  }
}
