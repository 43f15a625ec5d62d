/**
 * Paint first, then load the app (docs/decisions/001-paint-first-boot.md). Every page is
 * pre-rendered and readable, with working links, before any JavaScript runs. React Router's HTML
 * would start downloading all of the app's modules (modulepreload links and an inline module script)
 * while the page's HTML and CSS are still arriving, so on a slow phone the first paint waits for
 * about 120 KB gzip of JavaScript it does not need. This post-build step keeps React Router's module
 * script as it is but parks it: the browser paints the page first, then the boot script
 * (render/boot/paint-first-boot.inline.ts) adds the modulepreload links and starts the module script,
 * which hydrates the page as before.
 *
 * Shape of the rewrite (per page):
 *   <link rel="modulepreload" href="/assets/a.js">…       -> removed; the URLs move to
 *   <script type="module" async="">BODY</script>           -> <script type="text/x-deferred-module"
 *                                                              id="app-module" data-modulepreload="/assets/a.js …">BODY</script>
 *   <link rel="manifest" href="/m">                        -> removed; the URL moves to data-manifest="/m" on the
 *                                                              parked script (decision 087: not fetched before the first paint)
 *   <link rel="icon" href="/i.png">                         -> <link rel="icon" href="data:," data-href="/i.png">
 *                                                              <noscript><link rel="icon" href="/i.png"></noscript>
 *                                                              (decision 102: not fetched before the app starts)
 *   plus <script>BOOT</script> right before it.
 * BODY is unchanged, so its CSP hash is still listed (render/csp.ts). Pages without a module
 * script are left as they are.
 *
 * BOOT is compiled once per build (tooling/build/build.ts, with esbuild, as every inline script is: decision 035)
 * and kept in the release ({@link bootScriptFile}); the publisher's renderer reads it from there, so `npm start`
 * compiles nothing.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  manifestAttribute,
  modulePreloadAttribute,
  parkedHrefAttribute,
  parkedModuleId,
  parkedModuleType,
} from "./boot/parked-module";
import {
  attribute,
  createElement,
  elements,
  insertAfter,
  insertBefore,
  outerHtml,
  parseHtml,
  removeElement,
  serializeHtml,
  type HtmlDocument,
} from "./html";

export { parkedModuleId, parkedModuleType };

/** A parked icon's `href` until the app starts: an empty `data:` URL, which the browser fetches nothing for. */
const emptyIcon = "data:,";

/** The source of the boot script, which the build compiles. */
export const bootSourceFile = path.resolve(import.meta.dirname, "boot/paint-first-boot.inline.ts");

/** The compiled boot script's file in a release folder (beside `client/` and `renderer/`; never served). */
export const bootScriptFile = "paint-first-boot.js";

/** Keeps the compiled boot script (its one-line text) in `releaseDir`, for the renderers that finish its pages. */
export function writeBootScript(releaseDir: string, bootScript: string): void {
  writeFileSync(path.join(releaseDir, bootScriptFile), bootScript);
}

/**
 * The boot script a release's pages carry, as the build compiled it.
 * @throws Error naming the release when it has none (a release built before the boot was kept: build again).
 */
export function readBootScript(releaseDir: string): string {
  const file = path.join(releaseDir, bootScriptFile);
  if (!existsSync(file)) throw new Error(`${releaseDir} has no ${bootScriptFile}: run npm run build`);
  return readFileSync(file, "utf8");
}

/**
 * Rewrites one parsed page as described in the module comment, in place, with `bootScript` (the compiled boot).
 * @throws Error when the page has more than one module script (React Router writes one).
 */
export function parkModuleScript(document: HtmlDocument, bootScript: string): void {
  const modules = elements(document, "script").filter((script) => attribute(script, "type") === "module");
  if (modules.length === 0) return;
  if (modules.length > 1) throw new Error(`expected one module script, found ${modules.length}`);
  const [module] = modules as [(typeof modules)[number]];
  const preloads = elements(document, "link").filter((link) => attribute(link, "rel") === "modulepreload");
  const hrefs = preloads.map((link) => attribute(link, "href")).filter((href): href is string => !!href);
  for (const link of preloads) removeElement(link);
  // Decision 087: the manifest is fetched when the app starts, not while the first screen loads.
  const manifest = elements(document, "link").find((link) => attribute(link, "rel") === "manifest");
  const manifestHref = manifest && attribute(manifest, "href");
  if (manifest && manifestHref) removeElement(manifest);
  // Decision 102: the page's icon is fetched when the app starts too (Chromium asks for it at the page's load).
  for (const icon of elements(document, "link").filter((link) => attribute(link, "rel") === "icon")) {
    const href = attribute(icon, "href");
    if (!href || href.startsWith("data:")) continue;
    insertAfter(icon, createElement("noscript", {}, outerHtml(icon)));
    icon.attrs = [
      ...icon.attrs.filter((attr) => attr.name !== "href"),
      { name: "href", value: emptyIcon },
      { name: parkedHrefAttribute, value: href },
    ];
  }
  module.attrs = [
    { name: "type", value: parkedModuleType },
    { name: "id", value: parkedModuleId },
    { name: modulePreloadAttribute, value: hrefs.join(" ") },
    ...(manifestHref ? [{ name: manifestAttribute, value: manifestHref }] : []),
  ];
  insertBefore(module, createElement("script", {}, bootScript));
}

/** {@link parkModuleScript} on an HTML string; a page without a module script comes back unchanged. */
export function withPaintFirstBoot(html: string, bootScript: string): string {
  const document = parseHtml(html);
  if (!elements(document, "script").some((script) => attribute(script, "type") === "module")) return html;
  parkModuleScript(document, bootScript);
  return serializeHtml(document);
}
