import { useCallback, useState } from "react";
import type { LatLng } from "./distance";
import { nearMeMessages } from "./map-text";

/** How long the browser may take to answer before we give up (ms). */
export const locateTimeoutMs = 10_000;

export type NearMeState =
  | { status: "off" }
  | { status: "locating" }
  | { status: "on"; point: LatLng }
  | { status: "failed"; message: string };

/**
 * "Near me" (issue 12): asks the browser for the visitor's position only when `locate()` is called
 * (a button press), with a timeout, and keeps the point in this component's memory alone: it is
 * never sent anywhere, never written to storage or the URL, and is gone on reload or `clear()`.
 * A refusal, a timeout, an unavailable position or a browser without geolocation ends in
 * `failed` with a polite message from {@link nearMeMessages}.
 */
export function useNearMe() {
  const [state, setState] = useState<NearMeState>({ status: "off" });

  const locate = useCallback(() => {
    if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
      setState({ status: "failed", message: nearMeMessages.unsupported });
      return;
    }
    setState({ status: "locating" });
    navigator.geolocation.getCurrentPosition(
      (position) => setState({ status: "on", point: { lat: position.coords.latitude, lng: position.coords.longitude } }),
      (error) =>
        setState({ status: "failed", message: error.code === error.PERMISSION_DENIED ? nearMeMessages.denied : nearMeMessages.failed }),
      { timeout: locateTimeoutMs, maximumAge: 60_000, enableHighAccuracy: false },
    );
  }, []);

  const clear = useCallback(() => setState({ status: "off" }), []);

  return { state, locate, clear, point: state.status === "on" ? state.point : undefined };
}
