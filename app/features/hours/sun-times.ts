import { getTimes } from "suncalc";
import type { SunTimesFn } from "./open-state";
import { type CalendarDate, zonedMoment } from "./zoned-time";
import { site } from "~/lib/site-config";

/**
 * Sunrise and sunset for 'Sunrise to Sunset' hours (product §11), computed by suncalc (a small, well-kept
 * library, ~3 KB gzip with what it pulls in) rather than by hand. Only pages with such a place load this
 * module (dynamic import), so it stays out of every page's first-load JavaScript.
 */

/**
 * Sunrise and sunset at `geo` on a calendar date, as minutes since that date's midnight in `timeZone`
 * (wall clock, daylight saving included). Null when the sun does not rise or set that day (polar latitudes).
 */
export function sunTimesAt(geo: { lat: number; lng: number }, timeZone: string): SunTimesFn {
  return (date: CalendarDate) => {
    // suncalc anchors to the UTC solar day of the instant given; noon UTC of the date is that day.
    const times = getTimes(new Date(Date.UTC(date.year, date.month - 1, date.day, 12)), geo.lat, geo.lng);
    if (!times.sunrise || !times.sunset) return null;
    return {
      sunrise: zonedMoment(times.sunrise, timeZone).minutes,
      sunset: zonedMoment(times.sunset, timeZone).minutes,
    };
  };
}

/** Columbus's sunrise and sunset (site coordinates and time zone, `app/lib/site-config.ts`). */
export const citySunTimes: SunTimesFn = sunTimesAt(site.geo, site.timeZone);
