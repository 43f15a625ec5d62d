/**
 * Content security policy of each pre-rendered page. React Router writes different inline scripts
 * into every page (hydration data, route imports), so each HTML file gets its own policy listing
 * the SHA-256 hashes of exactly its inline scripts: no 'unsafe-inline' for scripts.
 */
import { createHash } from "node:crypto";
import { parkedModuleType } from "./paint-first.mjs";

/** Third-party origins the site uses, and for what. */
export const thirdParty = {
  /** Place photos (content/places: image, images). */
  images: ["https://images.unsplash.com"],
  /** Map frames on place pages (content/places: mapEmbedUrl, checked at build to be Google's). */
  frames: ["https://maps.google.com", "https://www.google.com"],
};

/**
 * Inline scripts (no src) that the browser executes; JSON-LD and other data blocks are not scripts.
 * The parked module script (paint-first.mjs) counts: the boot script runs a copy of its text.
 */
export function inlineScripts(html) {
  const scripts = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes, body] = match;
    if (/\bsrc\s*=/.test(attributes)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/.exec(attributes)?.[1];
    if (type && type !== "module" && type !== "text/javascript" && type !== parkedModuleType) continue;
    scripts.push(body);
  }
  return scripts;
}

/** 'sha256-…' source expression of a script body. */
export function scriptHash(body) {
  return `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;
}

/** The page's policy for the given script hashes. */
export function pagePolicy(hashes) {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(hashes)].join(" ")}`.trim(),
    // Radix and the toast library set styles at run time; no script can come in through styles.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${thirdParty.images.join(" ")}`,
    `frame-src ${thirdParty.frames.join(" ")}`,
    "connect-src 'self'",
    "font-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/** Writes the policy meta tag right after <meta charset>, before any script. */
export function withPolicy(html) {
  const policy = pagePolicy(inlineScripts(html).map(scriptHash));
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  const cleaned = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/g, "");
  const charset = /<meta charSet="utf-8"\/?>|<meta charset="utf-8"\/?>/i.exec(cleaned);
  if (!charset) throw new Error("no <meta charset> to place the policy after");
  const at = charset.index + charset[0].length;
  return cleaned.slice(0, at) + tag + cleaned.slice(at);
}
