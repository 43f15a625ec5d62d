/**
 * OpenStreetMap's `opening_hours` in the guide's words, for the desk only (decision 035). The
 * suggestion keeps the tag exactly as written; this reads its common simple form so the desk can
 * compare it with the guide's hours and offer it in the grammar the desk already takes (product §17.4,
 * "Mon-Fri 9:00 AM - 5:00 PM; Sat 10:00 AM - 4:00 PM"). Anything beyond the simple form (months,
 * weeks, holidays other than `PH off`, comments, "open end") is not guessed at: it reads as null, and the
 * editor reads the tag itself. Syntax: https://wiki.openstreetmap.org/wiki/Key:opening_hours/specification
 */
import { weekdays } from "../../app/features/hours/parse-hours";

const osmDays = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] as const;

/** "09:00" -> minutes; "24:00" is the end of the day (1440). Null when not a clock time. */
function minutesOf(text: string): number | null {
  const match = /^([01]?\d|2[0-4]):([0-5]\d)$/.exec(text);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 1440 ? minutes : null;
}

/** Minutes since midnight as the guide's clock: 0 and 1440 -> "12:00 AM", 720 -> "12:00 PM", 1020 -> "5:00 PM". */
function guideClock(minutes: number): string {
  const inDay = minutes % 1440;
  const hour = Math.floor(inDay / 60);
  const minute = String(inDay % 60).padStart(2, "0");
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? "AM" : "PM"}`;
}

/** "Mo-Fr,Su" -> [0, 1, 2, 3, 4, 6]; a range may wrap ("Sa-Mo"). Null when it is not only days. */
function daysOf(selector: string): number[] | null {
  const days: number[] = [];
  for (const part of selector.split(",")) {
    const [from, to, ...rest] = part.split("-").map((day) => osmDays.indexOf(day as (typeof osmDays)[number]));
    if (from === undefined || from < 0 || rest.length || (to !== undefined && to < 0)) return null;
    for (let day = from; ; day = (day + 1) % 7) {
      days.push(day);
      if (day === (to ?? from)) break;
    }
  }
  return days;
}

/** "09:00-12:00,13:00-17:00" -> the guide's day text, or null. A close at or before the open runs past midnight. */
function spansOf(selector: string): string | null {
  if (selector === "off" || selector === "closed") return "Closed";
  const spans: string[] = [];
  for (const part of selector.split(",")) {
    const [from, to, ...rest] = part.split("-");
    const opens = from === undefined ? null : minutesOf(from);
    const closes = to === undefined ? null : minutesOf(to);
    if (opens === null || closes === null || rest.length || opens === 1440) return null;
    if (opens === 0 && closes === 1440) {
      if (selector.includes(",")) return null;
      return "Open 24 hours";
    }
    spans.push(`${guideClock(opens)} - ${guideClock(closes)}`);
  }
  return spans.join(", ");
}

/**
 * The week an `opening_hours` value of the simple form states, as the guide's day texts keyed by weekday
 * (Monday first), or null. The simple form: `24/7`; rules split by ";", each days (`Mo-Fr`, `Sa,Su`,
 * none for every day) and times (`09:00-17:00`, several joined by ",", `off`/`closed`). A later rule
 * replaces an earlier one for the days it names; days no rule names are closed (OpenStreetMap's reading).
 * A `PH off` rule is left out: the guide's hours are the regular week.
 */
export function weekOfOpeningHours(value: string): Record<string, string> | null {
  const text = value.trim();
  if (text === "24/7") return Object.fromEntries(weekdays.map((day) => [day, "Open 24 hours"]));
  const byDay = new Map<number, string>();
  const rules = text
    .split(";")
    .map((rule) => rule.trim())
    .filter(Boolean);
  if (rules.length === 0) return null;
  for (const rule of rules) {
    if (/^PH\s+(off|closed)$/.test(rule)) continue;
    const match = /^(?:([A-Za-z,-]+)\s+)?(\S+)$/.exec(rule.replace(/\s*([,-])\s*/g, "$1"));
    if (!match) return null;
    const days = match[1] ? daysOf(match[1]) : [0, 1, 2, 3, 4, 5, 6];
    const hours = spansOf(match[2]!);
    if (!days || !hours) return null;
    for (const day of days) byDay.set(day, hours);
  }
  return Object.fromEntries(weekdays.map((day, index) => [day, byDay.get(index) ?? "Closed"]));
}

/**
 * A week of the guide's day texts written the way the desk takes hours (product §17.4), consecutive
 * days with the same hours grouped: "Mon-Fri 9:00 AM - 5:00 PM; Sat 10:00 AM - 4:00 PM; Sun Closed".
 */
export function weekText(week: Record<string, string>): string {
  const short = (index: number) => weekdays[index]!.slice(0, 3);
  const parts: string[] = [];
  for (let start = 0; start < 7;) {
    let end = start;
    while (end + 1 < 7 && week[weekdays[end + 1]!] === week[weekdays[start]!]) end += 1;
    parts.push(`${start === end ? short(start) : `${short(start)}-${short(end)}`} ${week[weekdays[start]!]}`);
    start = end + 1;
  }
  return parts.join("; ");
}

/**
 * The guide's hours for comparing with OpenStreetMap's: its day texts keyed by weekday (any case in
 * the content), a day it does not name being Closed; null when the guide does not know the hours (`{}`).
 */
export function guideWeek(hours: Record<string, string> | undefined): Record<string, string> | null {
  if (!hours || Object.keys(hours).length === 0) return null;
  const byName = new Map(Object.entries(hours).map(([day, text]) => [day.toLowerCase(), text]));
  return Object.fromEntries(weekdays.map((day) => [day, byName.get(day.toLowerCase()) ?? "Closed"]));
}
