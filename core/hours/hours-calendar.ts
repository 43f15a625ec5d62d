import { dayMinutes, type DayIndex } from "./days";
import { addDays, type CalendarDate } from "./zoned-time";

/**
 * One opening: the place opens `opens` minutes after the start of `day` and closes `closes` minutes after
 * the start of that same day. `0 <= opens < 1440` and `opens < closes <= opens + 1440`; `closes > 1440`
 * means past midnight, into the next day (Friday 20:00-02:00 = 1200..1560).
 */
export interface Span {
  day: DayIndex;
  opens: number;
  closes: number;
}

/**
 * product §11: the guide's words for a day it cannot give times for, written in `opening_hours` syntax as
 * `unknown "<words>"`; 'Tours by appointment' reads "By appointment", the others "Hours vary".
 */
export const hoursWords = ["Tours by appointment", "Game days only", "Varies with shows"] as const;
export type HoursWord = (typeof hoursWords)[number];

/** A date's hours: its spans in order (`[]` = Closed; one span 0..1440 = Open 24 hours), or one of {@link hoursWords}. */
export type DayHours = readonly Span[] | HoursWord;

/** A week of {@link DayHours}, Monday first (7 entries). */
export type OpeningWeek = readonly DayHours[];

/** The compact form of a day: the spans' minutes flattened `[opens, closes, ...]`, or a word's short code. */
type CompactDay = readonly number[] | WordCode;
/** The compact form of a week, Monday first: about 15 bytes a day. */
export type CompactWeek = readonly CompactDay[];

const codes = {
  "Tours by appointment": "appt",
  "Game days only": "game",
  "Varies with shows": "shows",
} as const satisfies Record<HoursWord, string>;
type WordCode = (typeof codes)[HoursWord];
const wordOfCode = Object.fromEntries(Object.entries(codes).map(([word, code]) => [code, word])) as Record<
  WordCode,
  HoursWord
>;

/** The compact form of a week (inverse of {@link expandWeek}). */
export function compactWeek(week: OpeningWeek): CompactWeek {
  return week.map((day) => (typeof day === "string" ? codes[day] : day.flatMap((span) => [span.opens, span.closes])));
}

/** A week back from its compact form. */
export function expandWeek(compact: CompactWeek): OpeningWeek {
  return compact.map((day, index) => {
    if (typeof day === "string") return wordOfCode[day];
    const spans: Span[] = [];
    for (let i = 0; i + 1 < day.length; i += 2)
      spans.push({ day: index as DayIndex, opens: day[i]!, closes: day[i + 1]! });
    return spans;
  });
}

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
  /**
   * product §11.4: the dates (`YYYY-MM-DD`) on which the place is closed for a public holiday of the city's
   * region, with the holiday's name as the `opening_hours` library gives it ("Thanksgiving Day"); absent
   * when there is none (decision 051: closed all day on the holiday, open that weekday a week before or after).
   */
  holidays?: readonly (readonly [date: string, name: string])[];
  /**
   * Decision 073: the shows of a venue whose hours are 'Varies with shows', on those dates only: the night
   * (`YYYY-MM-DD`), doors and end in minutes after that night's midnight (end past 1440: after midnight). Absent
   * when there is none.
   */
  shows?: readonly (readonly [night: string, doors: number, ends: number])[];
}

/** {@link CompactHours} as the rule reads it: dates as numbers, weeks expanded. */
export interface HoursCalendar {
  from: CalendarDate;
  periods: readonly { until: CalendarDate; week: OpeningWeek }[];
  /** The holiday closures of {@link CompactHours.holidays}, keyed by {@link dayNumber} of their date. */
  holidays: ReadonlyMap<number, string>;
  /** The shows of {@link CompactHours.shows}, keyed by {@link dayNumber} of their night: doors and end, minutes. */
  shows: ReadonlyMap<number, { doors: number; ends: number }>;
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
    periods: compact.periods.map(([until, week]) => ({ until: calendarDate(until), week: expandWeek(week) })),
    holidays: new Map((compact.holidays ?? []).map(([date, name]) => [dayNumber(calendarDate(date)), name])),
    shows: new Map(
      (compact.shows ?? []).map(([night, doors, ends]) => [dayNumber(calendarDate(night)), { doors, ends }]),
    ),
  };
}

/**
 * product §11.4: the name of the public holiday for which the place is closed on `date` ("Thanksgiving Day"),
 * or undefined when it is not closed for one that day.
 */
export function holidayOn(hours: HoursCalendar, date: CalendarDate): string | undefined {
  return hours.holidays.get(dayNumber(date));
}

/** The period index of `date`, or -1 when the date is before `from` or after the last period. */
function periodIndex(hours: HoursCalendar, date: CalendarDate): number {
  const day = dayNumber(date);
  if (day < dayNumber(hours.from)) return -1;
  return hours.periods.findIndex((period) => day < dayNumber(period.until));
}

/** Decision 073: the show of a 'Varies with shows' venue on the night `date`, when it has one. */
export function showOn(hours: HoursCalendar, date: CalendarDate): { doors: number; ends: number } | undefined {
  return hours.shows.get(dayNumber(date));
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
  if (index < 0) return null;
  for (let at = index; at < hours.periods.length - 1; at++) {
    const until = hours.periods[at]!.until;
    if (dayNumber(until) - dayNumber(date) > withinDays) return null;
    if (!holidayOnly(hours, at)) return until;
  }
  return null;
}

/** A day's hours as a comparable key. */
const dayKey = (day: DayHours | undefined) =>
  typeof day === "string" ? day : JSON.stringify(day?.map((span) => [span.opens, span.closes]));

/**
 * product §11.4 (decision 051): true when the periods `at` and `at + 1` differ only on weekdays that fall on a
 * holiday closure next to the change (the week before it or the week from it): a holiday is no change of hours.
 */
function holidayOnly(hours: HoursCalendar, at: number): boolean {
  const before = hours.periods[at]!.week;
  const after = hours.periods[at + 1]!.week;
  const until = hours.periods[at]!.until;
  const holiday = (date: CalendarDate) => hours.holidays.has(dayNumber(date));
  // Each weekday once: its date in the week before the change, and a week later, in the week from it.
  for (let offset = -7; offset < 0; offset++) {
    const lastWeek = addDays(until, offset);
    const weekday = weekdayOf(lastWeek);
    if (dayKey(before[weekday]) === dayKey(after[weekday])) continue;
    if (!holiday(lastWeek) && !holiday(addDays(lastWeek, 7))) return false;
  }
  return true;
}

/** product §11: a change of the hours is announced this many days ahead ("Hours change on Apr 1"). */
export const hoursChangeNoticeDays = 14;

const monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** product §11: "Hours change on Apr 1", the words of a change {@link nextHoursChange} found. */
export function hoursChangeText(date: CalendarDate): string {
  return `Hours change on ${monthNames[date.month - 1]} ${date.day}`;
}
