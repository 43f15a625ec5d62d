/**
 * Content security policy of each pre-rendered page (docs/decisions/002-csp-by-hashes.md). React
 * Router writes different inline scripts into every page (hydration data, route imports), so each
 * HTML file gets its own policy listing the SHA-256 hashes of exactly its inline scripts: no
 * 'unsafe-inline' for scripts.
 */
import { createHash } from "node:crypto";
import { parkedModuleType } from "./boot/parked-module";
import {
  attribute,
  createElement,
  elements,
  insertAfter,
  parseHtml,
  removeElement,
  serializeHtml,
  textContent,
  type HtmlDocument,
} from "./html";
import mapTiles from "../app/lib/map-tiles.json";

/** Third-party origins the site uses, and for what. */
export const thirdParty = {
  /**
   * Place photos (content/places: image, images; real photos from Wikimedia Commons, no stock hosts), and the
   * results map's tiles, from the file the site config's `map` reads (product §13).
   */
  images: ["https://upload.wikimedia.org", new URL(mapTiles.tileUrl).origin],
  /** Map frames on place pages (content/places: mapEmbedUrl, checked at build to be Google's). */
  frames: ["https://maps.google.com", "https://www.google.com"],
};

/** Script types the browser runs, plus the parked module (the boot script runs a copy of its text). */
const executableTypes = new Set(["", "module", "text/javascript", "application/javascript", parkedModuleType]);

/** Bodies of the inline scripts (no src) the browser executes; JSON-LD and other data blocks are not scripts. */
export function inlineScriptsOf(document: HtmlDocument): string[] {
  return elements(document, "script")
    .filter(
      (script) =>
        attribute(script, "src") === undefined &&
        executableTypes.has((attribute(script, "type") ?? "").trim().toLowerCase()),
    )
    .map(textContent);
}

/** {@link inlineScriptsOf} an HTML string. */
export function inlineScripts(html: string): string[] {
  return inlineScriptsOf(parseHtml(html));
}

/** 'sha256-…' source expression of a script body. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;
}

/**
 * Origins of the photos the content names (content/places: image, images), plus
 * {@link thirdParty}.images, sorted: the policy's img-src. Site-wide, not per page: the first page's
 * policy stays in force while the app navigates to others.
 * @throws TypeError for a photo URL that is not a URL (the place schema refuses those first).
 */
export function imageOrigins(photoUrls: readonly string[]): string[] {
  return [...new Set([...thirdParty.images, ...photoUrls.map((url) => new URL(url).origin)])].sort();
}

/** The page's policy for the given script hashes and image origins. */
export function pagePolicy(hashes: string[], images: readonly string[] = thirdParty.images): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(hashes)].join(" ")}`.trim(),
    // Radix and the toast library set styles at run time; no script can come in through styles.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${images.join(" ")}`,
    `frame-src ${thirdParty.frames.join(" ")}`,
    "connect-src 'self'",
    "font-src 'self'",
    "manifest-src 'self'",
    // The service worker (product §14.2), from this site only.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/**
 * Writes the page's policy meta tag right after <meta charset>, before any script, replacing an
 * older one. Run it after every step that changes the page's scripts. `images`: {@link imageOrigins}.
 * @throws Error when the page has no <meta charset> to place it after.
 */
export function addPolicy(document: HtmlDocument, images: readonly string[] = thirdParty.images): void {
  const metas = elements(document, "meta");
  for (const old of metas.filter((meta) => attribute(meta, "http-equiv")?.toLowerCase() === "content-security-policy"))
    removeElement(old);
  const charset = metas.find((meta) => attribute(meta, "charset") !== undefined);
  if (!charset) throw new Error("no <meta charset> to place the policy after");
  const policy = pagePolicy(inlineScriptsOf(document).map(scriptHash), images);
  insertAfter(charset, createElement("meta", { "http-equiv": "Content-Security-Policy", content: policy }));
}

/** {@link addPolicy} on an HTML string. */
export function withPolicy(html: string): string {
  const document = parseHtml(html);
  addPolicy(document);
  return serializeHtml(document);
}
