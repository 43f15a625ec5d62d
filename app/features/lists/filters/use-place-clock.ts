import { useMemo } from "react";
import type { PlaceClock } from "./filters";
import type { PlaceSummary } from "~/features/places";
import { useMinuteClock, useOpenRule, type HoursCalendar } from "~/features/hours";
import { site } from "#core/site-config.ts";

/**
 * The clock-dependent facts of a list's places for the Open now filter and the Closing latest sort (product §12),
 * in Columbus time (`site.timeZone`) whatever the visitor's zone: open now (`isOpenAt`) and minutes until an
 * open place closes (`closingMinutes`, null when closed), from the hours module. Known only after hydration:
 * undefined while `needed` is false, while the rule (its own chunk) loads, and until the page's minute clock
 * first ticks; then refreshed each minute.
 * A place whose hours are not known is never open, and `hoursKnown` says so (product §12.6: the left-out count).
 * `ready`: load the rule already, though nothing needs it yet (the results map is shown, with its Open now switch,
 * product §13.4), so that turning Open now on applies in the same render: the results never blank out while the
 * rule's chunk is fetched, and the map and the switch the visitor pressed stay where they are.
 */
export function usePlaceClock<T extends Pick<PlaceSummary, "openingHours">>(
  places: readonly T[],
  needed: boolean,
  ready = false,
): PlaceClock<T> | undefined {
  const rule = useOpenRule(needed || ready);
  const now = useMinuteClock();
  const calendars = useMemo(() => {
    if (!rule) return undefined;
    return new Map<T, HoursCalendar | null>(places.map((place) => [place, rule.expandHours(place.openingHours)]));
  }, [rule, places]);

  return useMemo(() => {
    if (!needed || !rule || !calendars || !now) return undefined;
    const options = { timeZone: site.timeZone };
    const hours = (place: T) => calendars.get(place) ?? rule.expandHours(place.openingHours);
    return {
      isOpen: (place: T) => rule.isOpenAt(hours(place), now, options),
      closesAt: (place: T) => rule.closingMinutes(hours(place), now, options),
      hoursKnown: (place: T) => rule.openState(hours(place), now, options) !== null,
      hoursVary: (place: T) => {
        const kind = rule.openState(hours(place), now, options)?.kind;
        return kind === "hours-vary" || kind === "by-appointment";
      },
    };
  }, [needed, rule, calendars, now]);
}
