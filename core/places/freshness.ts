/**
 * decision 068 (product, owners: freshness): where a place's hours stand, said on its page, at build time (the
 * publisher's daily renewal keeps the words within a day):
 * - confirmed by the owner within the year: "Confirmed by the owner 3 weeks ago";
 * - checked by the editors within the year: "Checked by our editors on November 2, 2026";
 * - older than a year, whoever checked: "Not confirmed for 14 months".
 * The day is the place's `hoursConfirmed.on`, else its `checkedOn` (the editors' last check of the whole record).
 */
import type { Place } from "./place-schema";

/** Hours last confirmed longer ago than this are old (Open now counts them; the page says how old). */
export const oldHoursDays = 365;

/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

/** "today", "yesterday", "5 days ago", "3 weeks ago", "2 months ago". */
export function agoText(days: number): string {
  if (days <= 0) return "today";
  if (days === 1) return "yesterday";
  if (days < 14) return `${days} days ago`;
  if (days < 60) return `${Math.floor(days / 7)} weeks ago`;
  return `${Math.floor(days / 30.44)} months ago`;
}

const longDate = (date: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "UTC", dateStyle: "long" }).format(new Date(`${date}T12:00:00Z`));

/** The day the place's hours were last confirmed, and by whom. */
export function hoursConfirmation(place: Pick<Place, "hoursConfirmed" | "checkedOn">): {
  by: "owner" | "editors";
  on: string;
} {
  return place.hoursConfirmed ?? { by: "editors", on: place.checkedOn };
}

/** True when the hours were last confirmed over a year before `today` (`YYYY-MM-DD`). */
export function hoursAreOld(place: Pick<Place, "hoursConfirmed" | "checkedOn">, today: string): boolean {
  return daysBetween(hoursConfirmation(place).on, today) > oldHoursDays;
}

/** The page's freshness line for the hours, read on `today` (`YYYY-MM-DD`, the build's date in the city). */
export function hoursFreshnessText(place: Pick<Place, "hoursConfirmed" | "checkedOn">, today: string): string {
  const { by, on } = hoursConfirmation(place);
  const days = daysBetween(on, today);
  if (days > oldHoursDays) return `Not confirmed for ${Math.floor(days / 30.44)} months`;
  return by === "owner" ? `Confirmed by the owner ${agoText(days)}` : `Checked by our editors on ${longDate(on)}`;
}
