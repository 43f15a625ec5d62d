/**
 * Decision 050, as the place page says it: a place's public history in a visitor's words. The stored changes
 * (server/places/history.ts) keep every field of the record, some of them the guide's own workings; the page shows
 * only what the place page shows, hours in words. Build time and the publisher's renderer only (it reads
 * `opening_hours`).
 */
import type { HoursPoint } from "../hours/opening-hours.server";
import { openingHoursInWords } from "../hours/week-words";
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
 * Hours as the history shows them: a version written before decision 068 stored `opening_hours` text, which reads
 * here in the page's words as the versions written since do ({@link openingHoursInWords}: "Mo-Su 08:00-14:30" ->
 * "Every day 8 AM - 2:30 PM"); words already (a version written since) stay as they are, and so does "" (not given).
 */
export function hoursInWords(text: string, point: HoursPoint, date: CalendarDate): string {
  return text.trim() ? openingHoursInWords(text, point, date) : "";
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
