import type { DayIndex } from "./days";
import { offsetAt, type ZoneOffsets } from "./zone-offsets";

/**
 * Wall-clock time in a given IANA time zone, from the browser's (or Node's) own Intl time-zone data.
 * No date library: for the city's own zone, the offset table the build made with Intl
 * (`__ZONE_OFFSETS__`, core/hours/zone-offsets.ts) turns an instant into the city's date, weekday
 * and minute by arithmetic; for other zones or instants past the table, `Intl.DateTimeFormat` with
 * `timeZone` and `hourCycle: "h23"` does, daylight saving included (docs/decisions/011-hours-and-open-now.md,
 * 015-city-clock-without-intl-at-run-time.md).
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

/**
 * The build's offset table for the city (one copy: the define is a literal, repeated wherever it is named).
 * Code run outside Vite (the browser tests' own imports) has no table and reads Intl.
 */
const cityOffsets: ZoneOffsets | null = typeof __ZONE_OFFSETS__ === "undefined" ? null : __ZONE_OFFSETS__;

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
  if (cityOffsets && timeZone === cityOffsets.timeZone) {
    const offset = offsetAt(cityOffsets, Math.floor(now.getTime() / 60_000));
    if (offset !== null) {
      const wall = new Date(now.getTime() + offset * 60_000);
      return {
        date: { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() },
        weekday: ((wall.getUTCDay() + 6) % 7) as DayIndex,
        minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
      };
    }
  }
  return intlZonedMoment(now, timeZone);
}

/** `zonedMoment` read through Intl (any zone, any instant); exported for the test that checks the table against it. */
export function intlZonedMoment(now: Date, timeZone: string): ZonedMoment {
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
