import {
  dayMinutes,
  expandWeek,
  type CompactWeek,
  type DayHours,
  type DayIndex,
  type OpeningWeek,
} from "./parse-hours";
import { addDays, type CalendarDate } from "./zoned-time";

/**
 * A place's hours for the coming weeks (decision 038): what the browser gets instead of the content's
 * `openingHours` text, which only the build reads (with the `opening_hours` library, see
 * `opening-hours.server.ts`). The weeks are cut into periods of identical weeks: a place with one timetable
 * has one period, Highbanks Metro Park's seasons (`Apr-Sep 06:30-22:00; Oct-Mar 06:30-20:00`) give a period
 * that ends on Apr 1 and one that starts there. Dates are the city's calendar dates (`YYYY-MM-DD`).
 *
 * `from` is the first date known; each period applies from the previous one's `until` (or `from`) up to its own
 * `until` (exclusive), each date reading its weekday's day of the period's week. After the last `until` the
 * hours are not known (the build looks a year ahead; see {@link hoursHorizonDays}).
 */
export interface CompactHours {
  from: string;
  periods: readonly (readonly [until: string, week: CompactWeek])[];
}

/** {@link CompactHours} as the rule reads it: dates as numbers, weeks expanded. */
export interface HoursCalendar {
  from: CalendarDate;
  periods: readonly { until: CalendarDate; week: OpeningWeek }[];
}

/** How far the build reads a place's hours ahead (decision 038): 56 weeks from the week before the build's, so any date of the coming year, Apr 1 included, is known. */
export const hoursHorizonDays = 392;

/** `YYYY-MM-DD` of a calendar date. */
export function isoDate({ year, month, day }: CalendarDate): string {
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The calendar date of `YYYY-MM-DD`. */
export function calendarDate(iso: string): CalendarDate {
  const [year, month, day] = iso.split("-").map(Number);
  return { year: year!, month: month!, day: day! };
}

/** Days since 1970-01-01 of a calendar date (comparisons and differences of dates). */
export function dayNumber({ year, month, day }: CalendarDate): number {
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

/** 0 = Monday ... 6 = Sunday. */
export function weekdayOf(date: CalendarDate): DayIndex {
  return ((new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7) as DayIndex;
}

/** The Monday of the week of `date` (product §9: weeks start on Monday). */
export function mondayOf(date: CalendarDate): CalendarDate {
  return addDays(date, -weekdayOf(date));
}

/** The calendar of a compact form; `null` (hours not known) stays `null`. */
export function expandHours(compact: CompactHours | null | undefined): HoursCalendar | null {
  if (!compact) return null;
  return {
    from: calendarDate(compact.from),
    periods: compact.periods.map(([until, week]) => ({ until: calendarDate(until), week: expandWeek(week)! })),
  };
}

/** The period index of `date`, or -1 when the date is before `from` or after the last period. */
function periodIndex(hours: HoursCalendar, date: CalendarDate): number {
  const day = dayNumber(date);
  if (day < dayNumber(hours.from)) return -1;
  return hours.periods.findIndex((period) => day < dayNumber(period.until));
}

/**
 * The hours of one date: its spans (`[]` = closed) or a special case, with spans' `day` set to the date's
 * weekday; `undefined` when the date lies outside what the build read (the hours are not known then).
 */
export function dayHoursOn(hours: HoursCalendar, date: CalendarDate): DayHours | undefined {
  const index = periodIndex(hours, date);
  if (index < 0) return undefined;
  return hours.periods[index]!.week[weekdayOf(date)];
}

/** True for a day open around the clock (one span from midnight to midnight or later): "Open 24 hours". */
export function isAllDay(day: DayHours): boolean {
  return typeof day !== "string" && day.length === 1 && day[0]!.opens === 0 && day[0]!.closes >= dayMinutes;
}

/**
 * product §11: the first date after `date`, within `withinDays` days, on which the hours change (a new period
 * starts), e.g. Apr 1 for Highbanks in late March; null when none does. The end of what the build read is not
 * a change.
 */
export function nextHoursChange(hours: HoursCalendar, date: CalendarDate, withinDays: number): CalendarDate | null {
  const index = periodIndex(hours, date);
  if (index < 0 || index >= hours.periods.length - 1) return null;
  const until = hours.periods[index]!.until;
  return dayNumber(until) - dayNumber(date) <= withinDays ? until : null;
}
