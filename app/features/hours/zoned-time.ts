import type { DayIndex } from "./parse-hours";

/**
 * Wall-clock time in a given IANA time zone, from the browser's (or Node's) own Intl time-zone data.
 * No date library: `Intl.DateTimeFormat` with `timeZone` and `hourCycle: "h23"` gives the city's date,
 * weekday, hour and minute for any instant, daylight saving included (docs/decisions/011-hours-and-open-now.md).
 */

/** A calendar date; `month` 1-12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** What a clock on the wall in the city shows at an instant. */
export interface ZonedMoment {
  date: CalendarDate;
  /** 0 = Monday ... 6 = Sunday. */
  weekday: DayIndex;
  /** Minutes since the city's midnight of `date`, 0-1439. */
  minutes: number;
}

const weekdayIndex: Record<string, DayIndex> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      weekday: "short",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/**
 * The wall-clock date, weekday and minute in `timeZone` at the instant `now`, whatever the time zone of
 * the device running it. @throws RangeError for an unknown time zone name (Intl's own error).
 */
export function zonedMoment(now: Date, timeZone: string): ZonedMoment {
  const parts: Record<string, string> = {};
  for (const { type, value } of formatter(timeZone).formatToParts(now)) parts[type] = value;
  return {
    date: { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) },
    weekday: weekdayIndex[parts.weekday ?? ""] ?? 0,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The calendar date `days` days after `date` (negative: before). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}
