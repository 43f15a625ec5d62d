/**
 * The earlier grammar of hours texts (product §3 as first written): one day's text is one or more time spans,
 * "11:00 AM - 2:00 PM, 5:00 PM - 10:00 PM", or one of the named special cases below. The content no longer
 * uses it (decision 038: `openingHours` in OpenStreetMap's syntax); it reads the texts people type, an owner's
 * hours at the desk, and converted the content once (`openingHoursFromWeek` in `opening-hours.server.ts`).
 * Build time and server only.
 *
 * Times are minutes since the start of the day the span belongs to, in the city's wall-clock time
 * (Columbus, America/New_York). A span that ends after midnight belongs to the day it starts, and its
 * `closes` is past 1440: Friday "8:00 PM - 2:00 AM" is `{ day: 4, opens: 1200, closes: 1560 }`.
 */

import { closedText, dayMinutes, type DayIndex, weekdays } from "./days";
import type { Span } from "./hours-calendar";

export { closedText, dayMinutes, weekdays, type DayIndex, type Weekday } from "./days";

export type { Span };

/** product §3: the hours texts that are not times, other than 'Closed'. */
export const specialCases = [
  "Open 24 hours",
  "Sunrise to Sunset",
  "Tours by appointment",
  "Game days only",
  "Varies with shows",
] as const;
export type SpecialCase = (typeof specialCases)[number];

/** A day's hours in the earlier grammar: its spans in order (empty = 'Closed'), or a special case. */
export type TextDay = readonly Span[] | SpecialCase;

/**
 * A week of hours, Monday first (7 entries). `null` where a place lists no hours at all (`{}`): the hours
 * are not known, which is not the same as closed. A day missing from a non-empty record is 'Closed'
 * (product §2: a missing day shows Closed).
 */
export type TextWeek = readonly TextDay[];

/** Result of reading one hours text. */
export type ParsedHoursText = { ok: true; hours: TextDay } | { ok: false; error: string };

/** "h:mm AM": hour 1-12 without a leading zero, two-digit minutes, AM or PM (TEAM grammar, product §3). */
const timePattern = /^(1[0-2]|[1-9]):([0-5]\d) (AM|PM)$/;

/** "12:00 AM" = 0 (midnight), "12:00 PM" = 720 (noon), "2:30 PM" = 870; null if not in the grammar. */
export function parseClockTime(text: string): number | null {
  const match = timePattern.exec(text);
  if (!match) return null;
  const hour = Number(match[1]) % 12;
  return (match[3] === "PM" ? hour + 12 : hour) * 60 + Number(match[2]);
}

const grammar =
  'must be "Closed", "Open 24 hours", "Sunrise to Sunset", "Tours by appointment", "Game days only", "Varies with shows" ' +
  'or spans like "11:00 AM - 2:00 PM, 5:00 PM - 10:00 PM"';

/**
 * Reads one day's hours text (product §3, TEAM "The place record"): 'Closed', a special case, or spans
 * "h:mm AM - h:mm PM" joined by ", ". A close earlier than (or equal to) the open is past midnight and
 * must be the day's last span; spans are in order and do not overlap.
 * Never throws: a text outside the grammar gives `{ ok: false, error }` with a message for the build.
 */
export function parseHoursText(text: string, day: DayIndex): ParsedHoursText {
  if (text === closedText) return { ok: true, hours: [] };
  if ((specialCases as readonly string[]).includes(text)) return { ok: true, hours: text as SpecialCase };
  const spans: Span[] = [];
  for (const part of text.split(", ")) {
    const [from, to, ...rest] = part.split(" - ");
    const opens = from === undefined ? null : parseClockTime(from);
    const closesAt = to === undefined ? null : parseClockTime(to);
    if (opens === null || closesAt === null || rest.length > 0) {
      return { ok: false, error: `"${text}" is not an hours text: ${grammar}` };
    }
    const closes = closesAt <= opens ? closesAt + dayMinutes : closesAt;
    const previous = spans.at(-1);
    if (previous && opens < previous.closes) {
      const error =
        previous.closes > dayMinutes
          ? "a span past midnight must be the day's last"
          : "spans must be in order and not overlap";
      return { ok: false, error: `"${text}": ${error}` };
    }
    spans.push({ day, opens, closes });
  }
  return { ok: true, hours: spans };
}

/**
 * Reads a place's `hours` record (keys: weekday names, capitalised or lower-case as product §3 allows) into a
 * week Monday first. `{}` gives `null` (hours not known); a missing day is 'Closed'.
 * @throws Error naming the day and the text when a value is outside the grammar (the schema has checked
 * them at build time, so this does not happen for content that built).
 */
export function parseOpeningHours(hours: Readonly<Record<string, string>>): TextWeek | null {
  const entries = Object.entries(hours);
  if (entries.length === 0) return null;
  const byDay = new Map(entries.map(([key, value]) => [key.toLowerCase(), value]));
  return weekdays.map((name, index) => {
    const text = byDay.get(name.toLowerCase());
    if (text === undefined) return [];
    const parsed = parseHoursText(text, index as DayIndex);
    if (!parsed.ok) throw new Error(`hours "${name}": ${parsed.error}`);
    return parsed.hours;
  });
}
