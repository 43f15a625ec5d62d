import { city } from "../city";
import { zonedMoment } from "../hours/zoned-time";

/**
 * One date of an event, as the pages get it (decision 073): the rules of "what's on" a page runs in the browser
 * (tonight, this weekend, the next 7 days) with no date library, from the city's offset table as open now does.
 */
export interface Occurrence {
  /** The night it belongs to, `YYYY-MM-DD`: its start's date, or the day before for a start before 5 AM. */
  night: string;
  /** Start, ISO 8601 with the offset of its date, to the minute: `2026-12-05T22:00-05:00`. */
  start: string;
  /** End, likewise; past midnight it is the next day's date. */
  end: string;
}

/**
 * An hour before which a start belongs to the night before: a 1 AM set is Friday night's, as a span of the hours
 * belongs to the day it starts (decision 038).
 */
export const nightStartsHour = 5;

/** `YYYY-MM-DD` plus `days` (negative: before). */
export function addNights(night: string, days: number): string {
  return new Date(Date.parse(`${night}T00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The night of a wall-clock start `YYYY-MM-DDTHH:MM`: its date, or the day before when it starts before 5 AM. */
export function nightOf(local: string): string {
  const date = local.slice(0, 10);
  return Number(local.slice(11, 13)) < nightStartsHour ? addNights(date, -1) : date;
}

/** The city's night at an instant: today's date, or yesterday's before 5 AM. */
export function cityNight(now: Date): string {
  const { date, minutes } = zonedMoment(now, city.timeZone);
  const today = `${date.year}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
  return minutes < nightStartsHour * 60 ? addNights(today, -1) : today;
}

/** 0 = Monday ... 6 = Sunday of a `YYYY-MM-DD`. */
export function nightWeekday(night: string): number {
  return (new Date(Date.parse(`${night}T00:00Z`)).getUTCDay() + 6) % 7;
}

/** The sections of /events, in order. */
export type WhenSection = "tonight" | "weekend" | "week" | "later";

export const whenSectionTitles: Record<WhenSection, string> = {
  tonight: "Tonight",
  weekend: "This weekend",
  week: "Next 7 days",
  later: "Later",
};

/**
 * Where an occurrence goes at the instant `now`, or null when it is over:
 * - `tonight`: it has not ended, and it started on tonight's night or before (a festival's second day is on
 *   tonight too);
 * - `weekend`: its night is the coming (or this) Friday, Saturday or Sunday, after tonight;
 * - `week`: its night is within the next 7 nights;
 * - `later`: after that.
 */
export function whenSection(occurrence: Occurrence, now: Date): WhenSection | null {
  if (Date.parse(occurrence.end) <= now.getTime()) return null;
  const tonight = cityNight(now);
  if (occurrence.night <= tonight) return "tonight";
  const weekday = nightWeekday(tonight);
  // Friday is weekday 4: from Monday-Thursday the coming Friday; from Friday-Sunday this one.
  const friday = addNights(tonight, 4 - weekday);
  const sunday = addNights(friday, 2);
  if (occurrence.night >= friday && occurrence.night <= sunday) return "weekend";
  if (occurrence.night <= addNights(tonight, 7)) return "week";
  return "later";
}

/** Whether an occurrence is on tonight at `now` (not ended, started tonight or before). */
export function isOnTonight(occurrence: Occurrence, now: Date): boolean {
  return whenSection(occurrence, now) === "tonight";
}

/** Whether the show is on at `now`: started and not ended. */
export function isOnNow(occurrence: Occurrence, now: Date): boolean {
  const time = now.getTime();
  return Date.parse(occurrence.start) <= time && time < Date.parse(occurrence.end);
}

const monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const dayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** "9 PM", "7:30 PM", "12 AM" of an ISO start with offset (its own wall clock, the city's). */
export function clockText(iso: string): string {
  const hour = Number(iso.slice(11, 13));
  const minute = Number(iso.slice(14, 16));
  return `${hour % 12 || 12}${minute ? `:${String(minute).padStart(2, "0")}` : ""} ${hour < 12 ? "AM" : "PM"}`;
}

/** "Sat, Dec 5" of a `YYYY-MM-DD`. */
export function dateText(date: string): string {
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  return `${dayNames[nightWeekday(date)]}, ${monthNames[month - 1]} ${day}`;
}

/** "Sat, Dec 5 · 9 PM - 2 AM", "Fri, Jun 4 11 AM - Sun, Jun 6 6 PM" for an event across days. */
export function occurrenceText(occurrence: Occurrence): string {
  const startDate = occurrence.start.slice(0, 10);
  const endDate = occurrence.end.slice(0, 10);
  const sameNight = endDate === startDate || (endDate === addNights(startDate, 1) && occurrence.end.slice(11) < "12");
  if (sameNight) return `${dateText(startDate)} · ${clockText(occurrence.start)} - ${clockText(occurrence.end)}`;
  return `${dateText(startDate)} ${clockText(occurrence.start)} - ${dateText(endDate)} ${clockText(occurrence.end)}`;
}
