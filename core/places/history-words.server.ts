/**
 * Decision 050, as the place page says it: a place's public history in a visitor's words. The stored changes
 * (server/places/history.ts) keep every field of the record, some of them the guide's own workings; the page shows
 * only what the place page shows, hours in words. Build time and the publisher's renderer only (it reads
 * `opening_hours`).
 */
import { weekdays } from "../hours/days";
import { expandHours } from "../hours/hours-calendar";
import { compactHours, type HoursPoint } from "../hours/opening-hours.server";
import { weeklyHours } from "../hours/weekly-hours";
import type { CalendarDate } from "../hours/zoned-time";
import type { PublicVersion } from "./guide.server";

/**
 * The labels (server/places/history.ts `fieldLabels`) of the fields that are the guide's workings, not what a page
 * says: the point the map is drawn at, the map embed's address, the featured flag. A history never shows them.
 */
export const internalHistoryFields: ReadonlySet<string> = new Set(["Point on the map", "Map", "Featured"]);

/** The label of the hours (server/places/history.ts), whose values are `opening_hours` text. */
const hoursField = "Hours";

/**
 * `opening_hours` text as the place page's Hours of Operation says it for the week of `date`, days with the same
 * hours joined: "Mo-Su 08:00-14:30" -> "Monday to Sunday: 8:00 AM - 2:30 PM"; "Mo-Fr 07:00-15:00" -> "Monday to
 * Friday: 7:00 AM - 3:00 PM; Saturday and Sunday: Closed". "" stays "" (not given); a text the guide cannot read
 * (never in a published version) is "Hours as sent: {text}".
 */
export function hoursInWords(text: string, point: HoursPoint, date: CalendarDate): string {
  if (!text.trim()) return "";
  let rows;
  try {
    const hours = expandHours(compactHours(text, point, date));
    if (!hours) return `Hours as sent: ${text}`;
    rows = weeklyHours(hours, date);
  } catch {
    return `Hours as sent: ${text}`;
  }
  const runs: { from: number; to: number; hours: string }[] = [];
  rows.forEach((row, at) => {
    const last = runs.at(-1);
    if (last && last.hours === row.hours) last.to = at;
    else runs.push({ from: at, to: at, hours: row.hours });
  });
  return runs
    .map(({ from, to, hours }) =>
      from === to
        ? `${weekdays[from]}: ${hours}`
        : `${weekdays[from]} ${to === from + 1 ? "and" : "to"} ${weekdays[to]}: ${hours}`,
    )
    .join("; ");
}

/**
 * A place's public history as its page shows it: the {@link internalHistoryFields} left out (a version that changed
 * only those keeps its date, kind and sources), hours in words ({@link hoursInWords}, for the week of `date`, at
 * the place's `point`). Returns new versions; `versions` is unchanged.
 */
export function historyInWords(
  versions: readonly PublicVersion[],
  point: HoursPoint,
  date: CalendarDate,
): PublicVersion[] {
  return versions.map((version) => ({
    ...version,
    changes: version.changes
      .filter((change) => !internalHistoryFields.has(change.field))
      .map((change) =>
        change.field === hoursField
          ? {
              ...change,
              before: hoursInWords(change.before, point, date),
              after: hoursInWords(change.after, point, date),
            }
          : change,
      ),
  }));
}
