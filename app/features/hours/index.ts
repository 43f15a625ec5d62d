/**
 * Opening hours and "open now" (issue 11). The public entry of `app/features/hours`: import from here.
 *
 * - Reading hours: {@link parseHoursText} (one day's text; the place schema calls it so a bad text fails the
 *   build), {@link parseOpeningHours} (a place's `hours` record -> a week Monday first, `null` = not known).
 *   A span is `{ day: 0-6 (Monday = 0), opens, closes }` in minutes since the start of the day it belongs to;
 *   a span past midnight belongs to the day it starts and has `closes > 1440` (2 AM = 1560).
 * - Cards carry the week compactly: {@link compactWeek} at build time, {@link expandWeek} in the browser.
 * - Open now, in Columbus time whatever the visitor's zone: {@link openState} and its words
 *   {@link openStateText}; for list filters and sorts {@link isOpenAt} (the Open now filter) and
 *   {@link closingMinutes} (Closing latest: minutes until an open place closes, null when closed).
 *   Weeks with a 'Sunrise to Sunset' day ({@link needsSunTimes}) need `sunTimes` from `./sun-times`
 *   (`citySunTimes`), which pages load only when they need it: `await import("~/features/hours/sun-times")`.
 *
 * @example
 * const week = expandWeek(place.openingHours);          // from a PlaceSummary
 * isOpenAt(week, new Date());                           // Columbus time by default
 * openStateText(openState(week, new Date())!).text;     // "Open now · Closes 10 PM"
 */
export {
  closedText,
  compactWeek,
  dayMinutes,
  expandWeek,
  parseClockTime,
  parseHoursText,
  parseOpeningHours,
  specialCases,
  weekSpans,
  weekdays,
  type CompactWeek,
  type DayHours,
  type DayIndex,
  type OpeningWeek,
  type ParsedHoursText,
  type Span,
  type SpecialCase,
  type Weekday,
} from "./parse-hours";
export {
  cityWeekday,
  closingMinutes,
  closingSoonMinutes,
  formatClockTime,
  isOpenAt,
  needsSunTimes,
  openState,
  openStateText,
  type ClockTime,
  type OpenState,
  type OpenStateOptions,
  type OpenStateText,
  type OpenTone,
  type SunTimesFn,
} from "./open-state";
export { addDays, zonedMoment, type CalendarDate, type ZonedMoment } from "./zoned-time";
