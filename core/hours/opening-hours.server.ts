import opening_hours, { type nominatim_object, type optional_conf } from "opening_hours";
import { city } from "../city";
import { dayMinutes, weekdays, type DayIndex } from "./days";
import {
  calendarDate,
  compactWeek,
  dayHoursOn,
  expandHours,
  hoursHorizonDays,
  hoursWords,
  isoDate,
  mondayOf,
  type CompactHours,
  type DayHours,
  type Span,
} from "./hours-calendar";
import { parseHoursText } from "./parse-hours";
import { isSpecialDayRule, joinSpecialDays, nightRules, type DaySpan, type SpecialDay } from "./special-days";
import { addDays, zonedMoment, type CalendarDate } from "./zoned-time";

/**
 * Build time and server only (decision 038): a place's `openingHours`, written in OpenStreetMap's
 * `opening_hours` syntax (https://wiki.openstreetmap.org/wiki/Key:opening_hours), read with the well-kept
 * `opening_hours` library and turned into the compact spans the browser gets ({@link CompactHours}).
 * The browser never loads the library: its rule reads spans.
 *
 * What the syntax says and how it reaches the page:
 * - times and ranges, overnight (`Fr 20:00-02:00`, a span of Friday's that closes at 2 AM on Saturday),
 *   `24/7`, seasons (`Apr-Sep 06:30-22:00; Oct-Mar 06:30-20:00`), holidays (`PH off`, the city's
 *   {@link city.holidayRegion}), `sunrise-sunset` (at the place's own point);
 * - `unknown "<comment>"` for days the guide cannot give times for, with one of the guide's words as the
 *   comment: "Varies with shows", "Game days only" (both read "Hours vary") or "Tours by appointment".
 */

/** What build-time code of other features (place pages, JSON-LD, the content loader) reads of the calendar. */
export { dayNumber, expandHours, isoDate, type CompactHours, type OpeningWeek } from "./hours-calendar";
export { addDays, zonedMoment, type CalendarDate } from "./zoned-time";

/** Where the place is, in WGS 84 degrees (its `geo`): for sunrise and sunset. */
export interface HoursPoint {
  lat: number;
  lng: number;
}

/**
 * True for the library's warning that a rule written by the owner's page ({@link isSpecialDayRule}: a special day
 * or a night rule) replaces part of a night span before it: the text reads as the owner's page means it.
 */
function overwritesNightOnPurpose(warning: string): boolean {
  const flagged = /^(.*) <--- \(This rule overwrites parts of the previous rule\./s.exec(warning)?.[1];
  return flagged !== undefined && isSpecialDayRule(flagged.split(";").at(-1)!);
}

/**
 * decision 076: the `opening_hours` of a week and its special days ({@link joinSpecialDays}) with the night rules
 * ({@link nightRules}) where a span past midnight meets a special day; the week's own spans of a date are read by
 * the library at `point`.
 */
export function joinSpecialDaysAt(
  week: string | undefined,
  special: readonly SpecialDay[],
  today: string,
  point: HoursPoint,
): string | undefined {
  return joinSpecialDays(week, special, today, (weekText, kept) => {
    const first = kept.reduce((min, day) => (day.from < min ? day.from : min), kept[0]!.from);
    const last = kept.reduce((max, day) => (day.to > max ? day.to : max), kept[0]!.to);
    const from = addDays(calendarDate(first), -1);
    const days = Math.round((Date.parse(last) - Date.parse(first)) / 86_400_000) + 16;
    let calendar: ReturnType<typeof expandHours>;
    try {
      calendar = expandHours(compactHours(weekText, point, from, days));
    } catch {
      return []; // A week the library refuses: the hours' check names the problem when the version is written.
    }
    return nightRules(kept, (iso) => {
      const hours = calendar ? dayHoursOn(calendar, calendarDate(iso)) : undefined;
      return Array.isArray(hours) ? (hours as readonly DaySpan[]) : [];
    });
  });
}

/** Runs `read` with the process's local time zone set to the city's (the library reads local time). */
function inCityTime<T>(read: () => T): T {
  const saved = process.env.TZ;
  process.env.TZ = city.timeZone;
  try {
    return read();
  } finally {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  }
}

/** Time ranges only (no points in time), warnings included, English messages. */
export const readOptions: optional_conf = {
  mode: 0,
  tag_key: "opening_hours",
  map_value: false,
  warnings_severity: 4,
  locale: "en",
};

function readHours(text: string, point: HoursPoint): opening_hours {
  const { countryCode, state } = city.holidayRegion;
  // The library wants the point as strings (as Nominatim answers); numbers fall back to 6:00-18:00 for the sun.
  const where = { lat: String(point.lat), lon: String(point.lng), address: { country_code: countryCode, state } };
  return new opening_hours(text, where as unknown as nominatim_object, readOptions);
}

/** The public holidays of the last window read, kept because every place of a build reads the same window. */
let holidaysRead: { key: string; days: Map<number, string> } | undefined;

/**
 * product §11.4: the city's public holidays (`PH` in the `opening_hours` syntax, from the library's tables for
 * {@link city.holidayRegion}: Ohio, United States) in the `days` days from `start`, as a map from the day's
 * index in the window (0 = `start`) to the holiday's name in the library's words ("Thanksgiving Day",
 * "Independence Day"). An observed day (Independence Day on a Saturday is also kept on the Friday before)
 * carries the same name. Must run in city time ({@link inCityTime}).
 */
function publicHolidays(start: CalendarDate, days: number): Map<number, string> {
  const key = `${isoDate(start)}+${days}`;
  if (holidaysRead?.key === key) return holidaysRead.days;
  const found = new Map<number, string>();
  const end = addDays(start, days);
  const intervals = readHours("PH", city.geo).getOpenIntervals(
    new Date(start.year, start.month - 1, start.day),
    new Date(end.year, end.month - 1, end.day),
  );
  for (const [from, to, , name] of intervals)
    for (let minute = wallMinutes(from, start); minute < wallMinutes(to, start); minute += dayMinutes)
      found.set(Math.floor(minute / dayMinutes), name ?? "Public holiday");
  holidaysRead = { key, days: found };
  return found;
}

/**
 * product §11.4 (decision 051): the days of the window on which the place is closed for a public holiday: closed
 * all day on a holiday, though open (or of varying hours) on the same weekday a week before or a week after.
 * A place closed every Monday is not "closed for Labor Day"; one closed on Thanksgiving by `PH off`,
 * `Nov Th[4] off` or `2026 Nov 26 off` is.
 */
function holidayClosures(dayHours: readonly DayHours[], holidays: ReadonlyMap<number, string>, start: CalendarDate) {
  const closures: (readonly [string, string])[] = [];
  const usuallyOpen = (day: DayHours | undefined) => day !== undefined && (typeof day === "string" || day.length > 0);
  for (const [index, name] of holidays) {
    const day = dayHours[index];
    if (day === undefined || typeof day === "string" || day.length > 0) continue;
    if (usuallyOpen(dayHours[index - 7]) || usuallyOpen(dayHours[index + 7]))
      closures.push([isoDate(addDays(start, index)), name]);
  }
  return closures;
}

/**
 * product §11 (decision 038): null when `text` is valid `opening_hours` syntax the guide can show, else a
 * message for the build or the desk: the library's own (first line), or which comment an `unknown` needs.
 */
export function openingHoursError(text: string, point: HoursPoint): string | null {
  try {
    const from = zonedMoment(new Date(), city.timeZone).date;
    compactHours(text, point, from, 14);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** Minutes since the window's first midnight, on the city's wall clock, of a local-time Date. */
function wallMinutes(date: Date, start: CalendarDate): number {
  const days = Math.round(
    (Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) - Date.UTC(start.year, start.month - 1, start.day)) /
      86_400_000,
  );
  return days * dayMinutes + date.getHours() * 60 + date.getMinutes();
}

/**
 * A span that began on one day and runs into the next stays that day's (product §11: Friday 8 PM - 2 AM) when
 * it ends by the next day's noon; one that runs on (24/7, several days) is cut at each midnight instead, and the
 * open-now rule joins touching spans again.
 */
const overnightLimit = dayMinutes + 12 * 60;

/**
 * Build time: the hours of `text` for `days` days from the Monday of the week of `from` (the build's date in
 * the city, a week earlier so that last night's overnight spans are known), as {@link CompactHours}.
 * At most `maxPeriods` periods are kept (a place whose times change every day, like `sunrise-sunset`, is
 * known for that many days); after them the hours are not known.
 * @throws Error with the library's message for invalid syntax or a warning (a rule that overwrites part of an
 * earlier one, say), or naming a comment outside the guide's words.
 */
export function compactHours(
  text: string,
  point: HoursPoint,
  from: CalendarDate,
  days = hoursHorizonDays,
  maxPeriods = 40,
): CompactHours {
  // The point matters only for the sun's times: every other text reads the same anywhere in the city.
  const key = [text, sunTimes.test(text) ? `${point.lat},${point.lng}` : "", isoDate(from), days, maxPeriods].join(
    "\n",
  );
  const known = hoursRead.get(key);
  if (known) return known;
  const compact = readCompactHours(text, point, from, days, maxPeriods);
  if (hoursRead.size >= hoursReadLimit) hoursRead.clear();
  hoursRead.set(key, compact);
  return compact;
}

/** Words of the `opening_hours` syntax whose times depend on where the place is. */
const sunTimes = /sunrise|sunset|dawn|dusk/i;
/**
 * Hours already read, by text (and point, for the sun's times), window and limit: reading a year of a text took the
 * library about 17 ms (a CPU profile at 10,000 places), and places may share a text (the benchmarks' synthetic guides
 * copy the guide's 10 texts to thousands of places; how much real places share is not measured). The answers are
 * shared between places and must not be changed. Emptied when full, so a long-running process stays small.
 */
const hoursRead = new Map<string, CompactHours>();
const hoursReadLimit = 5000;

/** {@link compactHours}, read anew. */
function readCompactHours(
  text: string,
  point: HoursPoint,
  from: CalendarDate,
  days: number,
  maxPeriods: number,
): CompactHours {
  const start = mondayOf(addDays(from, -7));
  const dayHours: DayHours[] = Array.from({ length: days }, () => [] as Span[]);
  let holidays = new Map<number, string>();
  inCityTime(() => {
    let hours: opening_hours;
    try {
      hours = readHours(text, point);
    } catch (error) {
      throw new Error(`"${text}" is not valid opening_hours syntax: ${String(error).split("\n")[0]}`);
    }
    // A special day or its night rules after a night span: the library warns that the dated rule replaces part of
    // the night; the night rules the owner's page writes after them put back what the owner said (decision 076).
    const [warning] = hours.getWarnings().filter((text) => !overwritesNightOnPurpose(text));
    if (warning) throw new Error(`"${text}": ${warning.replace(/^.*<--- \(/, "").replace(/\)$/, "")}`);
    const end = addDays(start, days);
    const intervals = hours.getOpenIntervals(
      new Date(start.year, start.month - 1, start.day),
      new Date(end.year, end.month - 1, end.day),
    );
    for (const [opensAt, closesAt, unknown, comment] of intervals) {
      let opens = wallMinutes(opensAt, start);
      const closes = wallMinutes(closesAt, start);
      if (unknown) {
        const special = hoursWords.find((name) => name === comment);
        if (!special)
          throw new Error(
            `"${text}": a day of unknown hours needs one of these comments: ${hoursWords.map((name) => `"${name}"`).join(", ")}`,
          );
        for (let day = Math.floor(opens / dayMinutes); day * dayMinutes < closes && day < days; day++)
          dayHours[day] = special;
        continue;
      }
      while (opens < closes) {
        const day = Math.floor(opens / dayMinutes);
        const dayStart = day * dayMinutes;
        const spans = dayHours[day];
        if (day >= days || typeof spans === "string" || spans === undefined) break;
        const runsOn = closes - dayStart > overnightLimit;
        const until = runsOn ? dayStart + dayMinutes : closes;
        (spans as Span[]).push({ day: 0, opens: opens - dayStart, closes: until - dayStart });
        opens = until;
      }
    }
    holidays = publicHolidays(start, days);
  });
  const compact = periodsOf(dayHours, start, maxPeriods);
  const last = compact.periods.at(-1)?.[0];
  const closures = holidayClosures(dayHours, holidays, start).filter(([date]) => last !== undefined && date < last);
  return closures.length > 0 ? { ...compact, holidays: closures } : compact;
}

/** Cuts the days into periods of identical weeks (see {@link CompactHours}). */
function periodsOf(dayHours: readonly DayHours[], start: CalendarDate, maxPeriods: number): CompactHours {
  const periods: [string, DayHours[]][] = [];
  let week: (DayHours | undefined)[] = [];
  let keys: (string | undefined)[] = [];
  const close = (index: number) => {
    periods.push([isoDate(addDays(start, index)), week.map((day) => day ?? [])]);
    week = [];
    keys = [];
  };
  for (let index = 0; index < dayHours.length; index++) {
    const weekday = (index % 7) as DayIndex;
    const day = dayHours[index]!;
    const key = JSON.stringify(typeof day === "string" ? day : day.map((span) => [span.opens, span.closes]));
    if (keys[weekday] !== undefined && keys[weekday] !== key) {
      close(index);
      if (periods.length === maxPeriods) break;
    }
    keys[weekday] = key;
    week[weekday] = typeof day === "string" ? day : day.map((span) => ({ ...span, day: weekday }));
  }
  if (periods.length < maxPeriods && keys.length > 0) close(dayHours.length);
  return {
    from: isoDate(start),
    periods: periods.map(([until, days]) => [until, compactWeek(days)] as const),
  };
}

const osmDays = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] as const;

/** "1:30 PM" minutes (past 1440 for overnight) -> "13:30"; a close at midnight is "24:00". */
function osmClock(minutes: number, closing: boolean): string {
  const wrapped = closing && minutes === dayMinutes ? dayMinutes : minutes % dayMinutes;
  return `${String(Math.floor(wrapped / 60)).padStart(2, "0")}:${String(wrapped % 60).padStart(2, "0")}`;
}

/** One day's hours text of the earlier grammar (product §3 texts) in `opening_hours` syntax; null for 'Closed'. */
function osmDayHours(text: string): string | null {
  const parsed = parseHoursText(text, 0);
  if (!parsed.ok) throw new Error(parsed.error);
  const { hours } = parsed;
  if (hours === "Open 24 hours") return "00:00-24:00";
  if (hours === "Sunrise to Sunset") return "sunrise-sunset";
  if (typeof hours === "string") return `unknown "${hours}"`;
  if (hours.length === 0) return null;
  return hours.map((span) => `${osmClock(span.opens, false)}-${osmClock(span.closes, true)}`).join(",");
}

/**
 * The hours of the earlier grammar (a record keyed by weekday, values such as "11:00 AM - 10:00 PM",
 * 'Closed', 'Open 24 hours', 'Varies with shows'; product §3 as first written) in `opening_hours` syntax:
 * days with the same hours share a rule, runs of days become ranges ("Mo-Fr 07:00-15:00; Sa,Su 08:00-15:00"),
 * 'Closed' and missing days are left out (closed is the syntax's default) and seven days open around the
 * clock are `24/7`. Used once to convert the content and by the desk for an owner's typed hours.
 * @throws Error naming the day whose text is outside the earlier grammar.
 */
export function openingHoursFromWeek(hours: Readonly<Record<string, string>>): string {
  const byDay = new Map(Object.entries(hours).map(([key, value]) => [key.toLowerCase(), value]));
  const rules = new Map<string, number[]>();
  weekdays.forEach((name, index) => {
    const text = byDay.get(name.toLowerCase());
    if (text === undefined) return;
    let rule: string | null;
    try {
      rule = osmDayHours(text);
    } catch (error) {
      throw new Error(`${name}: ${(error as Error).message}`);
    }
    if (rule !== null) rules.set(rule, [...(rules.get(rule) ?? []), index]);
  });
  if (rules.size === 0) return "off";
  if (rules.size === 1 && rules.get("00:00-24:00")?.length === 7) return "24/7";
  // A rule after "; " replaces whole days, the hours past midnight of the day before included: after an overnight
  // span the rules are joined by ", " (additional rules) so "Fr 20:00-02:00, Sa 18:00-23:00" keeps Saturday 0-2 AM.
  const overnight = [...rules.keys()].some((rule) => /(\d\d:\d\d)-(\d\d:\d\d)/.test(rule) && spansMidnight(rule));
  return [...rules].map(([rule, days]) => `${dayRanges(days)} ${rule}`).join(overnight ? ", " : "; ");
}

/** True when a rule's times have a span that closes earlier than it opens ("20:00-02:00"). */
function spansMidnight(rule: string): boolean {
  return [...rule.matchAll(/(\d\d):(\d\d)-(\d\d):(\d\d)/g)].some(
    ([, oh, om, ch, cm]) => Number(ch) * 60 + Number(cm) <= Number(oh) * 60 + Number(om),
  );
}

/** [0,1,2,3,4,6] -> "Mo-Fr,Su"; [5,6] -> "Sa,Su" (two days are a list, three or more a range). */
function dayRanges(days: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < days.length;) {
    let j = i;
    while (j + 1 < days.length && days[j + 1] === days[j]! + 1) j++;
    const first = osmDays[days[i]!]!;
    const last = osmDays[days[j]!]!;
    parts.push(j - i >= 2 ? `${first}-${last}` : j === i ? first : `${first},${last}`);
    i = j + 1;
  }
  return parts.join(",");
}
