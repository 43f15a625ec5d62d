/**
 * decision 068: the owner's weekly hours editor, as a form that works without JavaScript: for each day Monday to
 * Sunday, "Closed" or up to {@link spansPerDay} spans, each an opening and a closing time (`<input type="time">`,
 * `HH:MM`) and "closes after midnight". What was posted becomes the place's `openingHours` in `opening_hours`
 * syntax (decision 038, through {@link openingHoursFromWeek}, which joins days of the same hours).
 *
 * Refused, with the day named: a day with neither hours nor "Closed", a span with one time only, a time that is
 * not a clock time, a span that closes before it opens without "closes after midnight" (or one that has it and
 * closes later on the clock), a span past midnight that is not the day's last, spans out of order or overlapping,
 * and a field of a day that is not a day of the week.
 */
import { dayMinutes, weekdays } from "../../core/hours/days";
import { expandWeek, isoDate, type DayHours } from "../../core/hours/hours-calendar";
import { compactHours, openingHoursFromWeek, type HoursPoint } from "../../core/hours/opening-hours.server";
import { clockText } from "../../core/hours/weekly-hours";
import type { CalendarDate } from "../../core/hours/zoned-time";

/** Spans the form offers per day (lunch and dinner). */
export const spansPerDay = 2;

/** The form's key of each day, Monday first. */
export const dayKeys = ["mo", "tu", "we", "th", "fr", "sa", "su"] as const;
export type DayKey = (typeof dayKeys)[number];

/** One span as the form holds it: `HH:MM` texts ("" when empty) and the past-midnight box. */
export interface SpanFields {
  opens: string;
  closes: string;
  overnight: boolean;
}

/** One day of the form. */
export interface DayFields {
  closed: boolean;
  spans: SpanFields[];
}

/** The whole form, Monday first. */
export type WeekFields = DayFields[];

/** The name of a field: `mo-closed`, `mo-1-opens`, `mo-1-closes`, `mo-1-overnight`. */
export const fieldName = (day: DayKey, span: number | null, part: "closed" | "opens" | "closes" | "overnight") =>
  span === null ? `${day}-${part}` : `${day}-${span}-${part}`;

/** An empty form: every day without hours. */
export function emptyWeek(): WeekFields {
  return dayKeys.map(() => ({
    closed: false,
    spans: Array.from({ length: spansPerDay }, () => ({ opens: "", closes: "", overnight: false })),
  }));
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * The form filled with the week of `openingHours` that holds `from` (empty when not known, and a day of the
 * guide's words or more spans than the form has is left for the owner to fill).
 */
export function weekFieldsOf(openingHours: string | undefined, point: HoursPoint, from: CalendarDate): WeekFields {
  const week = emptyWeek();
  if (!openingHours) return week;
  let days: readonly DayHours[];
  try {
    const hours = compactHours(openingHours, point, from, 21);
    const period = hours.periods.find(([until]) => until > isoDate(from)) ?? hours.periods[0];
    if (!period) return week;
    days = expandWeek(period[1]);
  } catch {
    return week;
  }
  days.forEach((day, index) => {
    if (typeof day === "string" || day.length > spansPerDay) return;
    if (day.length === 0) week[index]!.closed = true;
    day.forEach((span, spanIndex) => {
      week[index]!.spans[spanIndex] = {
        opens: hhmm(span.opens),
        closes: hhmm(span.closes),
        overnight: span.closes > dayMinutes,
      };
    });
  });
  return week;
}

/** The form as posted (every value text; a missing box is unticked). */
export function weekFieldsFrom(body: Readonly<Record<string, string>>): WeekFields {
  return dayKeys.map((day) => ({
    closed: Boolean(body[fieldName(day, null, "closed")]),
    spans: Array.from({ length: spansPerDay }, (_, index) => ({
      opens: (body[fieldName(day, index + 1, "opens")] ?? "").trim(),
      closes: (body[fieldName(day, index + 1, "closes")] ?? "").trim(),
      overnight: Boolean(body[fieldName(day, index + 1, "overnight")]),
    })),
  }));
}

/** `HH:MM` (00:00-23:59; 24:00 as a closing time) in minutes, or null. */
function minutesOf(text: string, closing: boolean): number | null {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(text);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (minutes > dayMinutes || (minutes === dayMinutes && !closing)) return null;
  return minutes;
}

/** The result of reading the form: the hours, or the first problem with its day's name. */
export type WeekResult = { ok: true; openingHours: string } | { ok: false; day: string; problem: string };

/**
 * Reads the posted week into `opening_hours` syntax, or the first problem, naming its day ("Friday: the second
 * span closes at 2:00 AM, before it opens at 8:00 PM: tick “closes after midnight”.").
 * `body`'s fields of an unknown day (`xx-closed`) are refused naming that day.
 */
export function readWeek(body: Readonly<Record<string, string>>): WeekResult {
  for (const name of Object.keys(body)) {
    const match = /^([a-z]{2,})-(?:closed|\d+-(?:opens|closes|overnight))$/i.exec(name);
    if (match && !(dayKeys as readonly string[]).includes(match[1]!))
      return { ok: false, day: match[1]!, problem: `"${match[1]}" is not a day of the week.` };
  }
  const fields = weekFieldsFrom(body);
  const texts: Record<string, string> = {};
  for (const [index, day] of fields.entries()) {
    const name = weekdays[index]!;
    const refuse = (problem: string): WeekResult => ({ ok: false, day: name, problem: `${name}: ${problem}` });
    const given = day.spans.filter((span) => span.opens || span.closes);
    if (day.closed) {
      if (given.length > 0) return refuse("it is marked closed and has hours: choose one.");
      texts[name] = "Closed";
      continue;
    }
    if (given.length === 0) return refuse("give its hours, or mark it closed.");
    const spans: string[] = [];
    let last = -1;
    for (const [spanIndex, span] of day.spans.entries()) {
      if (!span.opens && !span.closes) continue;
      const which = spanIndex === 0 ? "the first span" : "the second span";
      const opens = minutesOf(span.opens, false);
      const closes = minutesOf(span.closes, true);
      if (!span.opens || !span.closes) return refuse(`${which} needs both an opening and a closing time.`);
      if (opens === null || closes === null) return refuse(`${which}'s times must be clock times such as 11:00.`);
      if (last > dayMinutes) return refuse("a span past midnight must be the day's last.");
      const passesMidnight = closes <= opens;
      if (passesMidnight && !span.overnight)
        return refuse(
          `${which} closes at ${clockText(closes)}, before it opens at ${clockText(opens)}: tick "closes after midnight" if it does.`,
        );
      if (!passesMidnight && span.overnight && closes !== dayMinutes)
        return refuse(
          `${which} is marked "closes after midnight" but closes at ${clockText(closes)}, later than it opens.`,
        );
      if (opens < last) return refuse("its spans must be in order and must not overlap.");
      const end = passesMidnight ? closes + dayMinutes : closes;
      if (end - opens === dayMinutes && given.length === 1) {
        spans.push("Open 24 hours");
        last = end;
        continue;
      }
      spans.push(`${clockText(opens)} - ${clockText(closes % dayMinutes)}`);
      last = end;
    }
    texts[name] = spans.includes("Open 24 hours") ? "Open 24 hours" : spans.join(", ");
  }
  try {
    return { ok: true, openingHours: openingHoursFromWeek(texts) };
  } catch (error) {
    const message = (error as Error).message;
    const day = weekdays.find((name) => message.startsWith(name)) ?? "The week";
    return { ok: false, day, problem: message };
  }
}
