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
export function joinSpecialDays(week: string | undefined, special: readonly SpecialDay[], today: string) {
  if (!week) return undefined;
  const kept = special
    .filter((day) => day.to >= today)
    .sort((a, b) => Number(a.temporary) - Number(b.temporary) || a.from.localeCompare(b.from));
  return [week, ...kept.map(specialDayRule)].join("; ");
}
