/**
 * decision 076: a place's special days in its `opening_hours` text: dated rules after the usual week, which the
 * owner's page writes and reads back (`2026 Dec 24 off`, `2026 Dec 31 18:00-02:00`,
 * `2026 Dec 24-2026 Dec 26 12:00-15:00`, and a temporary closure `2026 Nov 24-2026 Nov 30 off "temporarily closed"`),
 * and their words for the history and the owners' pages ("Dec 25, 2026 closed"), never the syntax.
 */
import { calendarDate, isoDate } from "./hours-calendar";

/** Month names as `opening_hours` writes them. */
export const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** One special day or range as the owner's page holds it (dates `YYYY-MM-DD`, times `HH:MM`). */
export interface SpecialDay {
  from: string;
  to: string;
  /** null: closed all day. */
  hours: { opens: string; closes: string } | null;
  /** The rule is a temporary closure ("temporarily closed until" the day after `to`). */
  temporary: boolean;
}

/** The comment that marks a temporary closure's rule. */
export const temporaryComment = "temporarily closed";

const osmDate = (iso: string) => {
  const { year, month, day } = calendarDate(iso);
  return `${year} ${months[month - 1]} ${day}`;
};
const dateRe = String.raw`(\d{4}) (${months.join("|")}) (\d{1,2})`;
const ruleRe = new RegExp(
  String.raw`^${dateRe}(?:-${dateRe})? (off|(\d\d:\d\d)-(\d\d:\d\d))(?: "${temporaryComment}")?$`,
);
/**
 * decision 076 (amended): the rules {@link nightRules} adds after the special days where a span past midnight meets
 * one: `2026 Dec 6 00:00-02:00 off`, then `, 2026 Dec 6 00:00-01:00` for what stays open. Never a special day of its
 * own: {@link splitSpecialDays} drops them, and the owner's page writes them anew each time.
 */
const nightRuleRe = new RegExp(String.raw`^${dateRe} 00:00-\d\d:\d\d off(?:, ${dateRe} \d\d:\d\d-\d\d:\d\d)*$`);

/**
 * True for a rule the owner's page writes after the week: a special day ({@link specialDayRule}) or one of its
 * night rules. The hours' reading accepts the library's warning that such a rule overwrites part of a night span
 * before it (core/hours/opening-hours.server.ts): the night rules make the result what the owner said.
 */
export function isSpecialDayRule(rule: string): boolean {
  return ruleRe.test(rule.trim()) || nightRuleRe.test(rule.trim());
}

const isoOf = (year: string, month: string, day: string) =>
  isoDate({ year: Number(year), month: months.indexOf(month as (typeof months)[number]) + 1, day: Number(day) });

/** The `opening_hours` rule of a special day. */
export function specialDayRule(day: SpecialDay): string {
  const dates = day.to === day.from ? osmDate(day.from) : `${osmDate(day.from)}-${osmDate(day.to)}`;
  const hours = day.hours ? `${day.hours.opens}-${day.hours.closes}` : "off";
  return `${dates} ${hours}${day.temporary ? ` "${temporaryComment}"` : ""}`;
}

/**
 * Splits a place's `openingHours` into its week (every rule that is not a dated one) and its special days (the
 * dated rules this page writes). Undefined hours: no week, no special days.
 */
export function splitSpecialDays(openingHours: string | undefined): {
  week: string | undefined;
  special: SpecialDay[];
} {
  if (!openingHours) return { week: undefined, special: [] };
  const weekRules: string[] = [];
  const special: SpecialDay[] = [];
  for (const rule of openingHours.split(";").map((part) => part.trim())) {
    if (nightRuleRe.test(rule)) continue;
    const match = ruleRe.exec(rule);
    if (!match) {
      if (rule) weekRules.push(rule);
      continue;
    }
    const from = isoOf(match[1]!, match[2]!, match[3]!);
    const to = match[4] ? isoOf(match[4], match[5]!, match[6]!) : from;
    special.push({
      from,
      to,
      hours: match[7] === "off" ? null : { opens: match[8]!, closes: match[9]! },
      temporary: rule.endsWith(`"${temporaryComment}"`),
    });
  }
  return { week: weekRules.length ? weekRules.join("; ") : undefined, special };
}

/**
 * The `openingHours` of a week and special days: the week first, then the special days that have not ended by
 * `today` (`YYYY-MM-DD`), in date order (a later rule wins in `opening_hours`, so a day inside a temporary closure
 * keeps the closure only when it comes after). Without a week, the special days alone would say the place is closed
 * on every other day: then the week is `undefined` and so are the hours.
 */
export function joinSpecialDays(
  week: string | undefined,
  special: readonly SpecialDay[],
  today: string,
  nights: (week: string, kept: readonly SpecialDay[]) => readonly string[] = () => [],
) {
  if (!week) return undefined;
  const kept = keptSpecialDays(special, today);
  return [week, ...kept.map(specialDayRule), ...(kept.length ? nights(week, kept) : [])].join("; ");
}

/** The special days {@link joinSpecialDays} writes, in the order it writes them: a later rule wins. */
export function keptSpecialDays(special: readonly SpecialDay[], today: string): SpecialDay[] {
  return special
    .filter((day) => day.to >= today)
    .sort((a, b) => Number(a.temporary) - Number(b.temporary) || a.from.localeCompare(b.from));
}

/** A span of a day in minutes from its midnight; `closes` past 1440 runs into the next day. */
export interface DaySpan {
  opens: number;
  closes: number;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const dayMinutes = 24 * 60;

/** The spans of a special day's hours (a closing at or before the opening runs past midnight). */
function specialSpans(day: SpecialDay): DaySpan[] {
  if (!day.hours) return [];
  const opens = minutesOf(day.hours.opens);
  const closes = minutesOf(day.hours.closes);
  return [{ opens, closes: closes <= opens ? closes + dayMinutes : closes }];
}

/**
 * decision 076 (amended): the night rules after the special days `kept` (in {@link keptSpecialDays}' order) on a
 * week whose spans may run past midnight; `weekSpans(iso)` gives the week's own spans of a date. A span belongs to
 * the day it starts (product: "Closes after midnight"), but a dated rule of `opening_hours` replaces whole calendar
 * days: on the first day of a special day, it would drop the night of the day before, and after the last, the
 * week's night of a day that is special would run on. So on each such day whose first hours a night reaches, the
 * rules close them (`2026 Dec 6 00:00-03:00 off`) and open again what the owner said is open then: the night of the
 * day before as it really is (the week's or a special day's), and the day's own hours. Empty when no night is
 * involved. Day `d` is effectively the last kept special day holding it, else the week.
 */
export function nightRules(kept: readonly SpecialDay[], weekSpans: (iso: string) => readonly DaySpan[]): string[] {
  const shift = (iso: string, days: number) => {
    const date = new Date(`${iso}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10);
  };
  const holding = (iso: string) => kept.filter((day) => day.from <= iso && iso <= day.to);
  const effective = (iso: string) => {
    const last = holding(iso).at(-1);
    return last ? specialSpans(last) : weekSpans(iso);
  };
  const boundaries = [...new Set(kept.flatMap((day) => [day.from, shift(day.to, 1)]))].sort();
  const rules: string[] = [];
  for (const day of boundaries) {
    const before = shift(day, -1);
    // Every night the library may run into `day`: the week's and each special day's holding the day before.
    const reaching = [weekSpans(before), ...holding(before).map(specialSpans)].flat();
    const reach = Math.max(0, ...reaching.map((span) => span.closes - dayMinutes));
    if (reach <= 0) continue;
    // Already right as the library reads it: no week's night reaches the day, no rule of the day replaces it, and
    // the only night is that of the special day the day before really has.
    const spilling = holding(before).filter((held) => specialSpans(held).some((span) => span.closes > dayMinutes));
    const weekNight = weekSpans(before).some((span) => span.closes > dayMinutes);
    if (!weekNight && holding(day).length === 0 && spilling.every((held) => held === holding(before).at(-1))) continue;
    const open = [
      ...effective(before)
        .filter((span) => span.closes > dayMinutes)
        .map((span) => ({ opens: 0, closes: span.closes - dayMinutes })),
      ...effective(day).filter((span) => span.opens < reach),
    ]
      .map((span) => ({ opens: span.opens, closes: Math.min(span.closes, reach) }))
      .filter((span) => span.opens < span.closes)
      .sort((a, b) => a.opens - b.opens);
    const date = osmDate(day);
    rules.push(
      [
        `${date} 00:00-${hhmm(reach)} off`,
        ...open.map((span) => `${date} ${hhmm(span.opens)}-${hhmm(span.closes)}`),
      ].join(", "),
    );
  }
  return rules;
}
