/**
 * What a static server answers before it looks for a file, by the request's method and its target
 * as sent (req.url; nginx's $request_uri). `npm start` applies {@link checkRequest}; the nginx
 * configuration (tooling/build/nginx.ts) states the same rules as `if` blocks, and
 * tests/e2e/servers.spec.ts proves both answer alike.
 *
 * Why: a URL only one spelling away from a page (`//restaurants`, `/place/%2e%2e%2f`) must not get
 * another page's HTML, which the app would then hydrate at the wrong address; a URL no file can have
 * gets a 4xx, never a 500 (docs/decisions/003-precompressed-serving-and-nginx.md).
 */
import { allowedMethods } from "./headers";

/**
 * The paths the server answers instead of a file (product §16, §17): the forms' posts, a listing's status
 * page, the newsletter's confirm and unsubscribe steps, the editors' desk (`/admin` itself and
 * everything under it, hence no trailing slash: no page of the site starts with "/admin") and the owners' pages
 * (`/owners`, the same way; decision 068). `npm start` hands them to server/app.ts,
 * nginx proxies them to `npm start` (tooling/build/nginx.ts), and the service worker never caches them.
 */
export const serverPrefixes = ["/api/", "/requests/", "/newsletter/", "/reviews/", "/admin", "/owners"] as const;

/**
 * A hosted photo's file as the site serves it (decision 039): `/photos/<slug>/<id>-<width>.<ext>`. A static file,
 * yet one the folder may lack for a moment (another server published it, decision 078): `npm start` then asks the
 * database (server/static/files.ts), and nginx asks `npm start` (tooling/build/nginx.ts, decision 086).
 */
export const photoFilePath = /^\/photos\/[a-z0-9-]{1,100}\/[A-Za-z0-9_-]{22}-\d{1,5}\.(?:avif|webp|jpg)$/;

/** True when `path` (no query) belongs to the server ({@link serverPrefixes}). */
export function isServerPath(path: string): boolean {
  return serverPrefixes.some((prefix) => path.startsWith(prefix));
}

/** The outcome: serve the file the path names, hand the request to the server, or answer at once. */
export type RequestCheck =
  | { kind: "serve"; pathname: string }
  | { kind: "server"; pathname: string }
  | { kind: "bad-request" }
  | { kind: "method-not-allowed" }
  | { kind: "not-found" }
  | { kind: "redirect"; location: string };

/** Longest path segment a file name can have (file systems stop at 255 bytes). */
export const maxSegmentLength = 254;

/** %00 or a % not followed by two hex digits: no server can decode it (nginx answers 400). */
const undecodable = /%(?![0-9a-f]{2})|%00/i;
/** Percent-encoded dot, slash or backslash, a raw backslash, or a `.`/`..` segment: not a page's address. */
const disguised = /%2e|%2f|%5c|\\|\/\.\.?(?:\/|$)/i;
/** A segment longer than any file name. */
const overlong = new RegExp(`[^/]{${maxSegmentLength + 1}}`);

/** True when the path's dot segments, spelled out or percent-encoded, climb above the root (nginx answers 400). */
function climbsAboveRoot(path: string): boolean {
  let depth = 0;
  for (const segment of path.replace(/%2e/gi, ".").replace(/%2f/gi, "/").split("/")) {
    if (segment === "..") depth -= 1;
    else if (segment !== "." && segment !== "") depth += 1;
    if (depth < 0) return true;
  }
  return false;
}

/**
 * Checks a request. `target` is the request target as sent (path and query, not decoded).
 * Order: bad requests (400: undecodable, or climbing above the root), then the server's paths (any
 * method: the server answers 405 itself), then methods (405), then disguised and overlong paths (404),
 * then repeated slashes (301 to the same path with single slashes, query kept). A disguised or overlong
 * path is never the server's, whatever its prefix: decoded, its dot segments would name another path.
 * nginx states the same rules in the same order (tooling/build/nginx.ts).
 */
export function checkRequest(method: string, target: string): RequestCheck {
  const queryAt = target.indexOf("?");
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? "" : target.slice(queryAt);
  if (!path.startsWith("/") || undecodable.test(path) || climbsAboveRoot(path)) return { kind: "bad-request" };
  const oddPath = disguised.test(path) || overlong.test(path);
  if (isServerPath(path) && !oddPath) return { kind: "server", pathname: path };
  if (!(allowedMethods as readonly string[]).includes(method)) return { kind: "method-not-allowed" };
  if (oddPath) return { kind: "not-found" };
  if (path.includes("//")) return { kind: "redirect", location: path.replace(/\/{2,}/g, "/") + query };
  return { kind: "serve", pathname: path };
}
