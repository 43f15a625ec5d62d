import { useMemo } from "react";
import type { PlaceClock } from "./filters";
import type { PlaceSummary } from "~/features/places";
import { useMinuteClock, useOpenRule, useSunTimes, type OpeningWeek } from "~/features/hours";
import { site } from "~/lib/site-config";

/**
 * The clock-dependent facts of a list's places for the Open now filter and the Closing latest sort (product §12),
 * in Columbus time (`site.timeZone`) whatever the visitor's zone: open now (`isOpenAt`) and minutes until an
 * open place closes (`closingMinutes`, null when closed), from the hours module. Known only after hydration:
 * undefined while `needed` is false, while the rule (its own chunk) and, for a list with a 'Sunrise to Sunset'
 * place, the sun times load, and until the page's minute clock first ticks; then refreshed each minute.
 * A place whose hours are not known is never open.
 */
export function usePlaceClock<T extends Pick<PlaceSummary, "openingHours">>(
  places: readonly T[],
  needed: boolean,
): PlaceClock<T> | undefined {
  const rule = useOpenRule(needed);
  const now = useMinuteClock();
  const weeks = useMemo(() => {
    if (!rule) return undefined;
    return new Map<T, OpeningWeek | null>(places.map((place) => [place, rule.expandWeek(place.openingHours)]));
  }, [rule, places]);
  const needsSun = useMemo(
    () => !!weeks && [...weeks.values()].some((week) => rule!.needsSunTimes(week)),
    [weeks, rule],
  );
  const sunTimes = useSunTimes(needed && needsSun);

  return useMemo(() => {
    if (!needed || !rule || !weeks || !now || (needsSun && !sunTimes)) return undefined;
    const options = { timeZone: site.timeZone, sunTimes };
    const week = (place: T) => weeks.get(place) ?? rule.expandWeek(place.openingHours);
    return {
      isOpen: (place: T) => rule.isOpenAt(week(place), now, options),
      closesAt: (place: T) => rule.closingMinutes(week(place), now, options),
    };
  }, [needed, rule, weeks, now, needsSun, sunTimes]);
}
