import { sortByDistance, formatMiles, type LatLng } from "./distance";
import { nearMeMessages } from "./map-text";

export { formatMiles, sortByDistance };

/** How long the browser may take to answer before we give up (ms). */
export const locateTimeoutMs = 10_000;

/** Where Near me stands: off, asking the browser, sorted from a point, or failed with a message to show. */
export type NearMeState =
  { status: "off" } | { status: "locating" } | { status: "on"; point: LatLng } | { status: "failed"; message: string };

/**
 * "Near me" (product §13): asks the browser for the visitor's position, once, with a timeout. Resolves
 * (never rejects) to `on` with the point, or `failed` with a polite message from {@link nearMeMessages}
 * for a refusal, a timeout, an unavailable position or a browser without geolocation. The point is
 * returned to the caller only: never sent anywhere, never stored. Loaded when Near me is first pressed,
 * with the distance rules, so no page's first load carries them.
 */
export function locateVisitor(): Promise<NearMeState> {
  if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
    return Promise.resolve({ status: "failed", message: nearMeMessages.unsupported });
  }
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ status: "on", point: { lat: position.coords.latitude, lng: position.coords.longitude } }),
      (error) =>
        resolve({
          status: "failed",
          message: error.code === error.PERMISSION_DENIED ? nearMeMessages.denied : nearMeMessages.failed,
        }),
      { timeout: locateTimeoutMs, maximumAge: 60_000, enableHighAccuracy: false },
    );
  });
}
