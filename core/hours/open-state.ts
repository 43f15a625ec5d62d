import { dayHoursOn, holidayOn, isAllDay, showOn, type HoursCalendar } from "./hours-calendar";
import { dayMinutes, type DayIndex } from "./days";
import { addDays, type CalendarDate, zonedMoment } from "./zoned-time";

/**
 * Open now (product §11 "Open now"): whether a place is open at an instant, in the city's time (Columbus,
 * America/New_York) whatever the visitor's own time zone, and the words the cards and the place page show.
 * Pure: the instant comes in as `now`; the hours as the build read them for the coming weeks (an
 * {@link HoursCalendar}: seasons, holidays and sun times are already spans, decision 038).
 *
 * Rules:
 * - A span belongs to the day it starts: Friday "8:00 PM - 2:00 AM" makes the place open at 1 AM on Saturday.
 * - Openings that touch (a span ending at midnight and one starting at midnight, 'Open 24 hours' days in a row)
 *   are one opening: the place closes when the last of them ends.
 * - "Closes soon" within 30 minutes of closing ({@link closingSoonMinutes}).
 * - Times are the city's wall clock, as the hours are written. On the two daylight-saving nights a year the
 *   wall clock skips or repeats an hour; open or closed is still right at every instant (the wall time is read
 *   from Intl), but a "Closes soon" that spans the skipped hour may show up to an hour late.
 * - 'Varies with shows' and 'Game days only' are "Hours vary", 'Tours by appointment' is "By appointment":
 *   the guide does not know more, and never guesses. Hours not known (`null`, or a date the build did not
 *   read): no state at all. A day open from midnight to midnight is "Open 24 hours".
 */

/** Spec-free threshold from product §11: "Closes soon" within this many minutes of closing. */
export const closingSoonMinutes = 30;

export interface OpenStateOptions {
  /** IANA time zone of the place's city: the site config's `site.timeZone` ("America/New_York"). */
  timeZone: string;
}

/** A time of day to show: minutes since midnight (0-1439) and, for a later day, which. */
export interface ClockTime {
  minutes: number;
  /** Set when it is not today: the weekday (0 = Monday). */
  day?: DayIndex;
}

/**
 * A place's state at an instant. `tone` is for colour only; the text ({@link openStateText}) carries the meaning.
 * - `open`: "Open now · Closes 10 PM"
 * - `closing-soon`: "Closes soon · 9:45 PM" (within {@link closingSoonMinutes})
 * - `closed`: "Closed · Opens 11 AM" (later today), "Closed · Opens Tue 11 AM" (a later day), "Closed" (not known when);
 *   on a day the place is closed for a public holiday (product §11.4, `holiday` set to its name):
 *   "Closed today (Thanksgiving Day) · Opens Fri 10 AM"
 * - `open-24-hours`: "Open 24 hours"
 * - `hours-vary`: "Hours vary" ('Varies with shows', 'Game days only')
 * - `show`: a 'Varies with shows' venue with a show tonight (decision 073): "Show tonight, doors 7 PM"; `on` from
 *   the doors to its end (open, for Open now), before that not yet
 * - `by-appointment`: "By appointment"
 */
export type OpenState =
  | { kind: "open"; closes: ClockTime; minutesLeft: number }
  | { kind: "closing-soon"; closes: ClockTime; minutesLeft: number }
  | { kind: "closed"; opens: ClockTime | null; holiday?: string }
  | { kind: "open-24-hours"; minutesLeft: number }
  | { kind: "hours-vary" }
  | { kind: "show"; doors: ClockTime; on: boolean }
  | { kind: "by-appointment" };

/** One opening of a given date, minutes since that date's midnight (closes may pass 1440). */
interface Opening {
  opens: number;
  closes: number;
}

/** A date's openings, or why they are not known ("unknown": outside the dates the build read). */
type DayOpenings = { openings: Opening[]; allDay: boolean } | { unknown: "hours-vary" | "by-appointment" | "unknown" };

function openingsOn(hours: HoursCalendar, date: CalendarDate): DayOpenings {
  const day = dayHoursOn(hours, date);
  if (day === undefined) return { unknown: "unknown" };
  if (typeof day === "string") return { unknown: day === "Tours by appointment" ? "by-appointment" : "hours-vary" };
  return { openings: day.map(({ opens, closes }) => ({ opens, closes })), allDay: isAllDay(day) };
}

const nextDay = (weekday: DayIndex, days = 1) => ((weekday + days) % 7) as DayIndex;

/**
 * Where an opening that runs until `end` (minutes since the start of `date`) really ends: later openings that
 * start exactly then (the next day's "12:00 AM - ..." or 'Open 24 hours') continue it. Looks a week ahead.
 */
function chainEnd(hours: HoursCalendar, date: CalendarDate, end: number): number {
  for (let offset = 1; offset <= 7 && end >= offset * dayMinutes; offset++) {
    const day = openingsOn(hours, addDays(date, offset));
    if (!("openings" in day)) break;
    const start = offset * dayMinutes;
    const next = day.openings.find((opening) => start + opening.opens === end);
    if (!next) break;
    end = start + next.closes;
  }
  return end;
}

/** The next opening after `minutes` on `date` (whose weekday is `weekday`), within a week; null if none is known. */
function nextOpening(hours: HoursCalendar, weekday: DayIndex, date: CalendarDate, minutes: number): ClockTime | null {
  for (let offset = 0; offset <= 7; offset++) {
    const day = openingsOn(hours, addDays(date, offset));
    if (!("openings" in day)) return null;
    const next = day.openings.find((opening) => offset > 0 || opening.opens > minutes);
    if (next) return offset === 0 ? { minutes: next.opens } : { minutes: next.opens, day: nextDay(weekday, offset) };
  }
  return null;
}

/**
 * The state of a place with these hours at the instant `now`, in the city's time zone (product §11).
 * Returns null when the hours are not known (`null`, or `now` outside the dates the build read).
 * Costs a few microseconds; nothing is cached.
 */
export function openState(hours: HoursCalendar | null, now: Date, options: OpenStateOptions): OpenState | null {
  if (!hours) return null;
  const { date, weekday, minutes } = zonedMoment(now, options.timeZone);

  const open = (end: number, allDay: boolean): OpenState => {
    const minutesLeft = end - minutes;
    if (minutesLeft <= closingSoonMinutes)
      return { kind: "closing-soon", closes: { minutes: end % dayMinutes }, minutesLeft };
    if (allDay) return { kind: "open-24-hours", minutesLeft };
    return { kind: "open", closes: { minutes: end % dayMinutes }, minutesLeft };
  };

  const day = openingsOn(hours, date);
  const current =
    "openings" in day
      ? day.openings.find((opening) => opening.opens <= minutes && minutes < opening.closes)
      : undefined;
  if (current && "openings" in day) return open(chainEnd(hours, date, current.closes), day.allDay);

  // Last night's opening that runs past midnight: Friday 8 PM - 2 AM makes the place open at 1 AM on Saturday.
  const yesterdayDate = addDays(date, -1);
  const yesterday = openingsOn(hours, yesterdayDate);
  const overnight =
    "openings" in yesterday ? yesterday.openings.find((opening) => minutes < opening.closes - dayMinutes) : undefined;
  if (overnight) return open(chainEnd(hours, yesterdayDate, overnight.closes) - dayMinutes, false);

  // Decision 073: a 'Varies with shows' venue's show of tonight (or of last night, still on after midnight).
  if ("unknown" in day && day.unknown === "hours-vary") {
    const lastNight = showOn(hours, yesterdayDate);
    if (lastNight && minutes + dayMinutes < lastNight.ends)
      return { kind: "show", doors: { minutes: lastNight.doors }, on: true };
    const tonight = showOn(hours, date);
    if (tonight && minutes < tonight.ends)
      return { kind: "show", doors: { minutes: tonight.doors }, on: minutes >= tonight.doors };
  }
  if (!("openings" in day)) return day.unknown === "unknown" ? null : { kind: day.unknown };
  const opens = nextOpening(hours, weekday, date, minutes);
  const holiday = holidayOn(hours, date);
  return holiday === undefined ? { kind: "closed", opens } : { kind: "closed", opens, holiday };
}

/**
 * Open at the instant (product §11's Open now filter): open, closing soon or open 24 hours, and a venue during
 * tonight's show (decision 073). Unknown and varying hours are not open.
 */
export function isOpenAt(hours: HoursCalendar | null, now: Date, options: OpenStateOptions): boolean {
  const state = openState(hours, now, options);
  if (!state) return false;
  return (
    state.kind === "open" ||
    state.kind === "closing-soon" ||
    state.kind === "open-24-hours" ||
    (state.kind === "show" && state.on)
  );
}

/**
 * For the "Closing latest" sort: how many minutes from `now` until the place closes, if it is open now
 * (touching openings count as one, so a place open around the clock gives about a week, 10080); null when it
 * is not open now or its hours are not known. Sort open places by this, largest first, and closed ones after.
 */
export function closingMinutes(hours: HoursCalendar | null, now: Date, options: OpenStateOptions): number | null {
  const state = openState(hours, now, options);
  return state && "minutesLeft" in state ? state.minutesLeft : null;
}

const shortDays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

/** "10 PM", "9:45 PM", "12 AM" (midnight), "12 PM" (noon); with a day: "Tue 11 AM". */
export function formatClockTime({ minutes, day }: ClockTime): string {
  const hour = Math.floor(minutes / 60) % 24;
  const minute = minutes % 60;
  const text = `${hour % 12 || 12}${minute ? `:${String(minute).padStart(2, "0")}` : ""} ${hour < 12 ? "AM" : "PM"}`;
  return day === undefined ? text : `${shortDays[day]} ${text}`;
}

/** product §11.4: the state of a place closed for a public holiday, "Closed today (Thanksgiving Day)". */
export function holidayClosedText(holiday: string): string {
  return `Closed today (${holiday})`;
}

/** Colour family of a state; never the only carrier of meaning (the text says it). */
export type OpenTone = "open" | "soon" | "closed" | "neutral";

/** The words of a state: `label` ("Open now"), optional `detail` ("Closes 10 PM"), and `text` = both joined by " · ". */
export interface OpenStateText {
  label: string;
  detail?: string;
  text: string;
  tone: OpenTone;
}

/** Product §11's wording of each state (see {@link OpenState}). */
export function openStateText(state: OpenState): OpenStateText {
  const make = (tone: OpenTone, label: string, detail?: string): OpenStateText => ({
    label,
    detail,
    text: detail ? `${label} · ${detail}` : label,
    tone,
  });
  switch (state.kind) {
    case "open":
      return make("open", "Open now", `Closes ${formatClockTime(state.closes)}`);
    case "closing-soon":
      return make("soon", "Closes soon", formatClockTime(state.closes));
    case "closed":
      return make(
        "closed",
        state.holiday === undefined ? "Closed" : holidayClosedText(state.holiday),
        state.opens ? `Opens ${formatClockTime(state.opens)}` : undefined,
      );
    case "open-24-hours":
      return make("open", "Open 24 hours");
    case "hours-vary":
      return make("neutral", "Hours vary");
    case "show":
      return make(state.on ? "open" : "neutral", `Show tonight, doors ${formatClockTime(state.doors)}`);
    case "by-appointment":
      return make("neutral", "By appointment");
  }
}

/** The city's calendar date at an instant: the week the hours table shows (product §11). */
export function cityDate(now: Date, timeZone: string): CalendarDate {
  return zonedMoment(now, timeZone).date;
}

/** The city's weekday (0 = Monday) at an instant: marks today's row of the hours table. */
export function cityWeekday(now: Date, timeZone: string): DayIndex {
  return zonedMoment(now, timeZone).weekday;
}
