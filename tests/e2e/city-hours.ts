import { dayHoursOn, expandHours, mondayOf, type HoursCalendar } from "../../core/hours/hours-calendar";
import { compactHours } from "../../core/hours/opening-hours.server";
import { dayHoursText } from "../../core/hours/weekly-hours";
import { addDays, zonedMoment, type CalendarDate } from "../../core/hours/zoned-time";
import { city } from "../../core/city";
import type { ContentPlace } from "./fixtures";

/**
 * The hours as the build read them, for browser tests with a fixed clock (product §11, decision 038): the
 * tests' week is next week in Columbus (always within the year the build reads from the week before its
 * date), so expectations follow the content and the calendar, never a date written into a test.
 */

/** The city's date today. */
export const cityToday: CalendarDate = zonedMoment(new Date(), city.timeZone).date;

/** Monday of next week in Columbus: day 0 of {@link columbus}. */
export const testMonday: CalendarDate = addDays(mondayOf(cityToday), 7);

/** The instant at which Columbus's wall clock shows `minutes` after midnight of `date` (daylight saving included). */
export function cityInstant(date: CalendarDate, minutes: number): Date {
  for (const offset of [-300, -240, -360, -180]) {
    const instant = new Date(Date.UTC(date.year, date.month - 1, date.day, 0, minutes - offset));
    const wall = zonedMoment(instant, city.timeZone);
    const day = addDays(date, Math.floor(minutes / 1440));
    const sameDate = wall.date.year === day.year && wall.date.month === day.month && wall.date.day === day.day;
    if (sameDate && wall.minutes === ((minutes % 1440) + 1440) % 1440) return instant;
  }
  throw new Error(`no instant shows ${minutes} minutes on ${JSON.stringify(date)} in ${city.timeZone}`);
}

/** An instant of the test week in Columbus: `day` 0 = Monday (negative or past 6: weeks before or after). */
export function columbus(day: number, minutes: number): Date {
  return cityInstant(addDays(testMonday, day), minutes);
}

/** A place's hours as the build reads them (null = not known). */
export function calendarOf(place: ContentPlace): HoursCalendar | null {
  return place.openingHours === undefined ? null : expandHours(compactHours(place.openingHours, place.geo, cityToday));
}

/** The text the hours table shows for `day` (0 = Monday) of this week in Columbus: the place page's week. */
export function textThisWeek(place: ContentPlace, day: number): string | undefined {
  const calendar = calendarOf(place);
  return calendar ? dayHoursText(dayHoursOn(calendar, addDays(mondayOf(cityToday), day))) : undefined;
}

/** The text the hours table shows for `day` of the test week (0 = Monday); undefined when hours are not known. */
export function textOn(place: ContentPlace, day: number): string | undefined {
  const calendar = calendarOf(place);
  return calendar ? dayHoursText(dayHoursOn(calendar, addDays(testMonday, day))) : undefined;
}
