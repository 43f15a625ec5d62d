/**
 * How the paint-first step (render/paint-first.ts) marks React Router's module script, shared with
 * the boot script that starts it (render/boot/paint-first-boot.inline.ts) and the CSP step.
 */

/** The id of the parked module script. */
export const parkedModuleId = "app-module";
/** The script type that keeps the browser from running the module before the boot script does. */
export const parkedModuleType = "text/x-deferred-module";
/** The attribute listing the module URLs to preload once the page is painted (space-separated). */
export const modulePreloadAttribute = "data-modulepreload";
/**
 * The attribute carrying the page's web app manifest URL, taken out of the head so the browser does not fetch it
 * before the first paint (decision 087); the boot script puts the `<link rel="manifest">` back when it starts the app.
 */
export const manifestAttribute = "data-manifest";
/**
 * The attribute carrying a head icon link's URL while its `href` is an empty `data:` URL, so the browser fetches no
 * icon while the first screen loads (Chromium asks for the page's icon at its `load`); the boot script gives the
 * link its URL back when it starts the app. Browsers without scripting read the icon from a `<noscript>` copy.
 */
export const parkedHrefAttribute = "data-href";
