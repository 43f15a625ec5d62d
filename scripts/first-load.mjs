// Measures what a first visit to a pre-rendered page downloads: the JavaScript and CSS its HTML
// references (script src, modulepreload, stylesheet, and the modules the boot script starts), raw
// and gzip, from build/client.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export const clientDir = path.resolve(import.meta.dirname, "../build/client");

/** The HTML file of a route path in the build ("/" -> index.html, "/a" -> a/index.html). */
export function htmlFileFor(route) {
  return route === "/" ? path.join(clientDir, "index.html") : path.join(clientDir, route, "index.html");
}

/** Asset URLs referenced by an HTML document, by kind. */
export function referencedAssets(html) {
  const js = new Set();
  const css = new Set();
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) js.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) js.add(match[1]);
  // Modulepreload links the boot script adds after the first paint (paint-first.mjs).
  for (const match of html.matchAll(/data-modulepreload="([^"]*)"/g)) for (const url of match[1].split(" ").filter(Boolean)) js.add(url);
  for (const match of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)) css.add(match[1]);
  // React Router imports the entry and route modules from an inline module script.
  for (const match of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) js.add(match[1]);
  for (const match of html.matchAll(/from\s*"(\/assets\/[^"]+\.js)"/g)) js.add(match[1]);
  return { js: [...js], css: [...css] };
}

function sizes(urls) {
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const bytes = readFileSync(path.join(clientDir, url));
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
  }
  return { raw, gzip };
}

/** First-load bytes of a route: { js: {raw, gzip, files}, css: {raw, gzip, files} }. */
export function firstLoad(route) {
  const html = readFileSync(htmlFileFor(route), "utf8");
  const { js, css } = referencedAssets(html);
  return { js: { ...sizes(js), files: js.length }, css: { ...sizes(css), files: css.length } };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const routes = process.argv.slice(2);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log("route".padEnd(28), "JS raw".padStart(10), "JS gzip".padStart(10), "CSS raw".padStart(10), "CSS gzip".padStart(10));
  for (const route of routes.length ? routes : ["/", "/restaurants", "/clubs-and-bars", "/attractions", "/trending", "/place/lindeys"]) {
    const { js, css } = firstLoad(route);
    console.log(route.padEnd(28), kb(js.raw).padStart(10), kb(js.gzip).padStart(10), kb(css.raw).padStart(10), kb(css.gzip).padStart(10));
  }
}
