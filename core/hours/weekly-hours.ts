import { closedText, weekdays, type Weekday } from "./days";
import { dayHoursOn, holidayOn, isAllDay, mondayOf, type DayHours, type HoursCalendar } from "./hours-calendar";
import { addDays, type CalendarDate } from "./zoned-time";

/**
 * The rows of the Hours of Operation table for one week as people read it (product §2 place detail, §9 seven
 * days Monday first, §11 seasons): the hours of each date of the week that holds `date`, so a week across a
 * season's change shows each side's times on its own days.
 */

/** One row of the hours table. */
export interface HoursRow {
  day: Weekday;
  date: CalendarDate;
  hours: string;
  /** False for a day shown as 'Closed' or whose hours are not known. */
  open: boolean;
}

/** The words for a date the build did not read (past the year it looks ahead). */
export const notKnownText = "Not known";

/** "1:30 PM", "12:00 AM" (midnight, also as a closing time past midnight): the content's clock (product §3). */
export function clockText(minutes: number): string {
  const hour = Math.floor(minutes / 60) % 24;
  return `${hour % 12 || 12}:${String(minutes % 60).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

/** A day's hours in the guide's words: "11:00 AM - 2:00 PM, 5:00 PM - 10:00 PM", 'Closed', 'Open 24 hours', 'Varies with shows'. */
export function dayHoursText(day: DayHours | undefined): string {
  if (day === undefined) return notKnownText;
  if (typeof day === "string") return day;
  if (day.length === 0) return closedText;
  if (isAllDay(day)) return "Open 24 hours";
  return day.map((span) => `${clockText(span.opens)} - ${clockText(span.closes)}`).join(", ");
}

/**
 * product §2: seven rows, Monday first, for the week of `date` (a missing day is 'Closed' in the hours themselves);
 * a date the place is closed for a public holiday reads "Closed (Thanksgiving Day)" (product §11.4).
 */
export function weeklyHours(hours: HoursCalendar, date: CalendarDate): HoursRow[] {
  const monday = mondayOf(date);
  return weekdays.map((day, index) => {
    const rowDate = addDays(monday, index);
    const dayHours = dayHoursOn(hours, rowDate);
    const text = dayHoursText(dayHours);
    const holiday = text === closedText ? holidayOn(hours, rowDate) : undefined;
    return {
      day,
      date: rowDate,
      hours: holiday === undefined ? text : `${closedText} (${holiday})`,
      open: text !== closedText && text !== notKnownText,
    };
  });
}
