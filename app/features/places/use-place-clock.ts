import type { PlaceClock } from "./filters";
import type { PlaceSummary } from "./place-schema";

/**
 * The clock-dependent facts of a list's places (Open now, Closing latest), known only after hydration.
 * Returns undefined while not needed or not yet known.
 */
export function usePlaceClock(_places: readonly PlaceSummary[], _needed: boolean): PlaceClock<PlaceSummary> | undefined {
  return undefined;
}
