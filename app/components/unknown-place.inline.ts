/** Paths of place pages: /place, /place/ and /place/anything. */
export const placePathPattern = /^\/place(?:\/|$)/;

/** The attribute of the script element that names where an unknown place leads (unknown-place.tsx sets it). */
export const redirectTargetAttribute = "data-target";

/**
 * Product §2, §8, an inline script (decision 035) on the fallback page, run while the page is read: on a place
 * path (an unknown or missing slug), hide the page and replace the history entry with its script element's
 * {@link redirectTargetAttribute}, so the not-found page is never shown. The target is read from the page
 * rather than built in, so the script does not carry the categories table it comes from.
 */
export default function redirectUnknownPlace(): void {
  const target = document.currentScript?.getAttribute(redirectTargetAttribute);
  if (!target || !placePathPattern.test(location.pathname)) return;
  document.documentElement.style.display = "none";
  location.replace(target);
}
