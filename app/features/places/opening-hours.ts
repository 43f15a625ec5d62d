/**
 * Opening hours, the one module that reads `hours` (Spec §2 place detail, §3 hours, §9 seven days Monday first).
 * Keys may be capitalised ("Monday") or lower-case ("monday", coffee places); values are free text.
 */

/** Spec §9: the seven days, Monday first. */
export const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof weekdays)[number];

/** One row of the hours table. */
export interface DayHours {
  day: Weekday;
  hours: string;
  /** False for a day shown as 'Closed' (listed so, or missing). */
  open: boolean;
}

/** Spec §2: what a day without hours shows. */
const closed = "Closed";

/** Spec §2: seven rows Monday first; a missing day shows 'Closed' (also when no day is listed). Key case is ignored. */
export function weeklyHours(hours: Record<string, string>): DayHours[] {
  const byDay = new Map(Object.entries(hours).map(([key, value]) => [key.toLowerCase(), value]));
  return weekdays.map((day) => {
    const text = byDay.get(day.toLowerCase()) ?? closed;
    return { day, hours: text, open: text !== closed };
  });
}

/** A plain time span in 24-hour "HH:MM"; closes may be earlier than opens (overnight). */
export interface TimeSpan {
  opens: string;
  closes: string;
}

const timePattern = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i;

function to24h(text: string): string | null {
  const match = timePattern.exec(text.trim());
  if (!match) return null;
  const [, h, m, meridiem] = match as unknown as [string, string, string, string];
  let hour = Number(h);
  const minute = Number(m);
  if (hour < 1 || hour > 12 || minute > 59) return null;
  if (meridiem.toUpperCase() === "AM") hour = hour === 12 ? 0 : hour;
  else hour = hour === 12 ? 12 : hour + 12;
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

/**
 * Parses '5:00 PM - 10:00 PM' into { opens: "17:00", closes: "22:00" }; 'Open 24 hours' into
 * 00:00-23:59. Other texts ('Closed', 'Sunrise to Sunset', 'Varies with shows', ...) give null.
 */
export function parseTimeSpan(text: string): TimeSpan | null {
  if (/^open 24 hours$/i.test(text.trim())) return { opens: "00:00", closes: "23:59" };
  const parts = text.split(/\s+[-–]\s+/);
  if (parts.length !== 2) return null;
  const opens = to24h(parts[0]!);
  const closes = to24h(parts[1]!);
  return opens && closes ? { opens, closes } : null;
}
