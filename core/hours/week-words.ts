/**
 * decision 068: a place's usual week in the words of its page, for its public history and the owners' mails
 * ("Mon-Sat 11 AM - 11 PM; Sun closed"), never in `opening_hours` syntax. Build time and server only: it reads
 * the text with the library ({@link compactHours}).
 */
import { expandWeek, isAllDay, isoDate, type DayHours, type OpeningWeek } from "./hours-calendar";
import { compactHours, type HoursPoint } from "./opening-hours.server";
import type { CalendarDate } from "./zoned-time";
import { calendarDate } from "./hours-calendar";
import { months, splitSpecialDays, type SpecialDay } from "./special-days";

const shortDays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

/** "11 AM", "11:30 PM", "12 AM" (midnight): a clock as the week's words write it. */
export function shortClock(minutes: number): string {
  const hour = Math.floor(minutes / 60) % 24;
  const minute = minutes % 60;
  return `${hour % 12 || 12}${minute ? `:${String(minute).padStart(2, "0")}` : ""} ${hour < 12 ? "AM" : "PM"}`;
}

/** One day's hours in words: "11 AM - 2 PM, 5 PM - 10 PM", "closed", "open 24 hours", or the guide's words. */
function dayWords(day: DayHours): string {
  if (typeof day === "string") return day;
  if (day.length === 0) return "closed";
  if (isAllDay(day)) return "open 24 hours";
  return day.map((span) => `${shortClock(span.opens)} - ${shortClock(span.closes)}`).join(", ");
}

/**
 * A week, Monday first, in words: runs of days with the same hours joined ("Mon-Sat 11 AM - 11 PM; Sun closed";
 * two days are a list: "Sat, Sun 9 AM - 5 PM"); seven alike read "Every day 7 AM - 3 PM".
 */
export function weekInWords(week: OpeningWeek): string {
  const texts = week.map(dayWords);
  if (texts.every((text) => text === texts[0])) return `Every day ${texts[0]}`;
  const parts: string[] = [];
  for (let i = 0; i < texts.length;) {
    let j = i;
    while (j + 1 < texts.length && texts[j + 1] === texts[i]) j++;
    const days =
      j === i ? shortDays[i] : j === i + 1 ? `${shortDays[i]}, ${shortDays[j]}` : `${shortDays[i]}-${shortDays[j]}`;
    parts.push(`${days} ${texts[i]}`);
    i = j + 1;
  }
  return parts.join("; ");
}

/**
 * The usual week of an `opening_hours` text, read from `from` (the city's date of the change), in words; the
 * text itself when the library cannot read it (a record the schema refuses never gets this far).
 */
export function openingHoursInWords(text: string, point: HoursPoint, from: CalendarDate): string {
  const { week, special } = splitSpecialDays(text);
  if (special.length > 0 && week) {
    // decision 076: the usual week, then the special days in words.
    return [weekOfText(week, point, from), ...special.map(specialDayWords)].join("; ");
  }
  return weekOfText(text, point, from);
}

/** {@link openingHoursInWords} of a text without special days. */
function weekOfText(text: string, point: HoursPoint, from: CalendarDate): string {
  try {
    const hours = compactHours(text, point, from, 21);
    // The first period starts a week before `from` (yesterday's late spans): the week that holds `from` is the
    // period that runs past it.
    const period = hours.periods.find(([until]) => until > isoDate(from)) ?? hours.periods[0];
    return period ? weekInWords(expandWeek(period[1])) : text;
  } catch {
    return text;
  }
}

const monthDay = (iso: string) => {
  const { month, day } = calendarDate(iso);
  return `${months[month - 1]} ${day}`;
};
const clockMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

/**
 * A special day in words: "Dec 25, 2026 closed", "Dec 31, 2026 8 PM - 2 AM", "Dec 24 - Dec 26, 2026 12 PM - 3 PM",
 * "temporarily closed Nov 24 - Nov 30, 2026" (a range over a new year names both years).
 */
export function specialDayWords(day: SpecialDay): string {
  const sameYear = day.from.slice(0, 4) === day.to.slice(0, 4);
  const dates =
    day.from === day.to
      ? `${monthDay(day.from)}, ${day.from.slice(0, 4)}`
      : sameYear
        ? `${monthDay(day.from)} - ${monthDay(day.to)}, ${day.to.slice(0, 4)}`
        : `${monthDay(day.from)}, ${day.from.slice(0, 4)} - ${monthDay(day.to)}, ${day.to.slice(0, 4)}`;
  if (day.temporary) return `temporarily closed ${dates}`;
  return `${dates} ${day.hours ? `${shortClock(clockMinutes(day.hours.opens))} - ${shortClock(clockMinutes(day.hours.closes))}` : "closed"}`;
}
