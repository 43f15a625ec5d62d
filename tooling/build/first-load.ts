/**
 * What a first visit to a pre-rendered page downloads: the JavaScript and CSS its HTML references
 * (script src, modulepreload and stylesheet links, the modules the boot script will preload, and the
 * modules React Router's inline module script imports), read from build/client as the server sends them:
 * the brotli twin (`.br`) a browser that accepts brotli gets, the gzip twin (`.gz`) the others get, and the
 * raw bytes (decision 030). `npx tsx tooling/build/first-load.ts [route…]` prints them; tooling/build/budget.test.ts
 * gates the brotli figure.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { modulePreloadAttribute, parkedModuleType } from "../../render/boot/parked-module";
import { attribute, elements, parseHtml, textContent } from "../../render/html";

export const clientDir = path.resolve(import.meta.dirname, "../../build/client");

/** The HTML file of a route path in the build ("/" -> index.html, "/a" -> a/index.html); `root`: another build's client folder. */
export function htmlFileFor(route: string, root = clientDir): string {
  return route === "/" ? path.join(root, "index.html") : path.join(root, route, "index.html");
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
    // Modulepreload links the boot script adds after the first paint (tooling/build/paint-first.ts).
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

/** Each asset's sizes, read once: pages share their chunks (10,000 place pages share one set). */
const assetSizes = new Map<string, { raw: number; gzip: number; brotli: number }>();

/**
 * One asset's bytes as served, by its URL (`/assets/x.js`): the sizes of the build's `.br` and `.gz` twins
 * (tooling/build/precompress.ts writes both for every JS and CSS file; `npm start` and nginx send them as they are).
 * @throws Error when a twin is missing: the servers would then send the raw file, so the figure would be wrong.
 */
export function servedSize(url: string, root = clientDir): { raw: number; gzip: number; brotli: number } {
  const file = path.join(root, url);
  const known = assetSizes.get(file);
  if (known) return known;
  for (const twin of [`${file}.br`, `${file}.gz`]) {
    if (!existsSync(twin))
      throw new Error(`${twin} is missing: run npm run build (tooling/build/precompress.ts writes it)`);
  }
  const size = { raw: statSync(file).size, gzip: statSync(`${file}.gz`).size, brotli: statSync(`${file}.br`).size };
  assetSizes.set(file, size);
  return size;
}

function sizes(urls: string[], root: string): { raw: number; gzip: number; brotli: number } {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const url of urls) {
    const size = servedSize(url, root);
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
  }
  return total;
}

/** Bytes of one kind of first-load asset: raw, and as sent with brotli and with gzip (bytes), and the file count. */
export interface LoadSize {
  raw: number;
  brotli: number;
  gzip: number;
  files: number;
}

/**
 * First-load bytes of a route as served (decision 030: the budget is on the brotli figure); `root`: another build's
 * client folder (`npm run perf` reads the previous commit's build beside this one).
 */
export function firstLoad(route: string, root = clientDir): { js: LoadSize; css: LoadSize } {
  const { js, css } = referencedAssets(readFileSync(htmlFileFor(route, root), "utf8"));
  return { js: { ...sizes(js, root), files: js.length }, css: { ...sizes(css, root), files: css.length } };
}

/**
 * The routes `npm run perf` and the command line report by default: the home page, every kind of list (the three
 * lists, /trending, /coffee's coffee places, /search, a neighborhood page) and two place pages, the second with
 * "Good to Know" facts known and the Menu and Book buttons they add (product §10.6).
 */
export const mainRoutes = [
  "/",
  "/restaurants",
  "/clubs-and-bars",
  "/attractions",
  "/trending",
  "/coffee",
  "/search",
  "/restaurants/short-north",
  "/place/lindeys",
  "/place/the-refectory",
];

if (import.meta.url === `file://${process.argv[1]}`) {
  const routes = process.argv.slice(2);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    "route".padEnd(28),
    ...["JS raw", "JS br", "JS gzip", "CSS raw", "CSS br", "CSS gzip"].map((h) => h.padStart(10)),
  );
  for (const route of routes.length ? routes : mainRoutes) {
    const { js, css } = firstLoad(route);
    console.log(
      route.padEnd(28),
      ...[js.raw, js.brotli, js.gzip, css.raw, css.brotli, css.gzip].map((n) => kb(n).padStart(10)),
    );
  }
}
