/**
 * Opening hours as a program can read them (product §11 "Hours a program can read"; product §3 `hours`).
 *
 * Every hours text of the content is either one or more time spans, "11:00 AM - 2:00 PM, 5:00 PM - 10:00 PM",
 * or one of the named special cases below. Anything else is an error that fails the build (the place schema
 * calls {@link parseHoursText} for every value).
 *
 * Times are minutes since the start of the day the span belongs to, in the city's wall-clock time
 * (Columbus, America/New_York). A span that ends after midnight belongs to the day it starts, and its
 * `closes` is past 1440: Friday "8:00 PM - 2:00 AM" is `{ day: 4, opens: 1200, closes: 1560 }`.
 */

import { closedText, dayMinutes, type DayIndex, weekdays } from "./days";

export { closedText, dayMinutes, weekdays, type DayIndex, type Weekday } from "./days";

/**
 * One opening: the place opens `opens` minutes after the start of `day` and closes `closes` minutes after
 * the start of that same day. `0 <= opens < 1440` and `opens < closes <= opens + 1440`; `closes > 1440`
 * means past midnight, into the next day ("8:00 PM - 2:00 AM" = 1200..1560), and "12:00 AM" as a closing
 * time is the end of the day (1440).
 */
export interface Span {
  day: DayIndex;
  opens: number;
  closes: number;
}

/** product §3: the hours texts that are not times, other than 'Closed'. */
export const specialCases = [
  "Open 24 hours",
  "Sunrise to Sunset",
  "Tours by appointment",
  "Game days only",
  "Varies with shows",
] as const;
export type SpecialCase = (typeof specialCases)[number];

/** A day's hours: its spans in order (empty = 'Closed'), or a special case. */
export type DayHours = readonly Span[] | SpecialCase;

/**
 * A week of hours, Monday first (7 entries). `null` where a place lists no hours at all (`{}`): the hours
 * are not known, which is not the same as closed. A day missing from a non-empty record is 'Closed'
 * (product §2: a missing day shows Closed).
 */
export type OpeningWeek = readonly DayHours[];

/** Result of reading one hours text. */
export type ParsedHoursText = { ok: true; hours: DayHours } | { ok: false; error: string };

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
export function parseOpeningHours(hours: Readonly<Record<string, string>>): OpeningWeek | null {
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

/** Every span of a week, Monday first (special-case days have none; 'Open 24 hours' is not a span here). */
export function weekSpans(week: OpeningWeek): Span[] {
  return week.flatMap((day) => (typeof day === "string" ? [] : day));
}

/**
 * The compact form of a week that card summaries carry (list pages ship every card's data): per day,
 * Monday first, either a special case's short code or the spans' minutes flattened
 * `[opens, closes, opens, closes, ...]` (`[]` = Closed). About 15 bytes a day.
 */
export type CompactWeek = readonly (readonly number[] | SpecialCode)[];

const codes = {
  "Open 24 hours": "24h",
  "Sunrise to Sunset": "sun",
  "Tours by appointment": "appt",
  "Game days only": "game",
  "Varies with shows": "shows",
} as const satisfies Record<SpecialCase, string>;
export type SpecialCode = (typeof codes)[SpecialCase];
const caseOfCode = Object.fromEntries(Object.entries(codes).map(([name, code]) => [code, name])) as Record<
  SpecialCode,
  SpecialCase
>;

/** The compact form of a parsed week (see {@link CompactWeek}); `null` stays `null`. */
export function compactWeek(week: OpeningWeek | null): CompactWeek | null {
  if (!week) return null;
  return week.map((day) => (typeof day === "string" ? codes[day] : day.flatMap((span) => [span.opens, span.closes])));
}

/** The parsed week back from its compact form (inverse of {@link compactWeek}). */
export function expandWeek(compact: CompactWeek | null | undefined): OpeningWeek | null {
  if (!compact) return null;
  return compact.map((day, index) => {
    if (typeof day === "string") return caseOfCode[day];
    const spans: Span[] = [];
    for (let i = 0; i + 1 < day.length; i += 2)
      spans.push({ day: index as DayIndex, opens: day[i]!, closes: day[i + 1]! });
    return spans;
  });
}
