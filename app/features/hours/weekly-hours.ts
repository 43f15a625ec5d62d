import { closedText, weekdays, type Weekday } from "./days";

/**
 * The rows of the Hours of Operation table as the content words them (product §2 place detail, §3 hours,
 * §9 seven days Monday first). Keys may be capitalised ("Monday") or lower-case ("monday", coffee places).
 */

/** One row of the hours table. */
export interface HoursRow {
  day: Weekday;
  hours: string;
  /** False for a day shown as 'Closed' (listed so, or missing). */
  open: boolean;
}

/** product §2: seven rows Monday first; a missing day shows 'Closed' (also when no day is listed). Key case is ignored. */
export function weeklyHours(hours: Record<string, string>): HoursRow[] {
  const byDay = new Map(Object.entries(hours).map(([key, value]) => [key.toLowerCase(), value]));
  return weekdays.map((day) => {
    const text = byDay.get(day.toLowerCase()) ?? closedText;
    return { day, hours: text, open: text !== closedText };
  });
}
