import { listPathFor } from "#core/categories.ts";
import redirectScript from "./unknown-place.inline.ts?inline-script";
import { placePathPattern, redirectTargetAttribute } from "./unknown-place.inline";

/**
 * product §2, §8: an unknown or missing place slug silently redirects, replacing the history entry,
 * to /restaurants. Three ways a visitor meets one, one rule:
 * - a link inside the app to an unknown slug: the place route's clientLoader (routes/place.tsx);
 * - /place or /place/ (no slug), reached inside the app: the not-found route renders
 *   {@link isPlacePath} paths as a redirect instead of the not-found page;
 * - any of these opened directly: the server answers with the fallback page (404.html), whose
 *   {@link UnknownPlaceRedirectScript} leaves before the not-found page is ever shown.
 */

/** Where an unknown or missing place slug leads (product §2: the restaurants page). */
export const unknownPlaceTarget = listPathFor("restaurant");

/** True for a path under /place (which, if it reached the not-found page, is an unknown or missing slug). */
export function isPlacePath(pathname: string): boolean {
  return placePathPattern.test(pathname);
}

/**
 * For the fallback page only (root HydrateFallback): runs while the page is still being read, so
 * an unknown place opened directly goes to /restaurants without showing the not-found page first
 * (unknown-place.inline.ts, which reads its target from the element). The post-build step adds its hash to
 * the page's content security policy. Only the pre-rendered page carries the text (as the other inline scripts).
 */
export function UnknownPlaceRedirectScript() {
  return (
    <script
      {...{ [redirectTargetAttribute]: unknownPlaceTarget }}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? redirectScript : "" }}
    />
  );
}
