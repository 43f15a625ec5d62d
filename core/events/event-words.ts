/**
 * The words of events' fixed values (decision 073): kinds, ages, statuses and days, shared by the schema and the
 * pages; no zod, no date library, so a browser chunk may import it.
 */

/** The kinds of events the /events filters offer. */
export const eventKinds = ["music", "arts", "food-and-drink", "family", "festival"] as const;
export type EventKind = (typeof eventKinds)[number];

/** The words of each kind, for the filter and the page. */
export const eventKindWords: Record<EventKind, string> = {
  music: "Music",
  arts: "Arts",
  "food-and-drink": "Food and drink",
  family: "Family",
  festival: "Festival",
};

/** Who may come in. */
export const eventAges = ["all-ages", "18+", "21+"] as const;
export type EventAges = (typeof eventAges)[number];
export const eventAgesWords: Record<EventAges, string> = { "all-ages": "All ages", "18+": "18+", "21+": "21+" };

/**
 * schema.org's `eventStatus` values (https://schema.org/EventStatusType). Sold out is not a status but the offer's
 * availability (`soldOut`), as schema.org and Google's event guidelines have it.
 */
export const eventStatuses = [
  "EventScheduled",
  "EventCancelled",
  "EventPostponed",
  "EventRescheduled",
  "EventMovedOnline",
] as const;
export type EventStatus = (typeof eventStatuses)[number];
export const eventStatusWords: Record<EventStatus, string> = {
  EventScheduled: "Scheduled",
  EventCancelled: "Cancelled",
  EventPostponed: "Postponed",
  EventRescheduled: "Rescheduled",
  EventMovedOnline: "Moved online",
};

/** Weekdays as RFC 5545 writes them (BYDAY), Monday first. */
export const eventDays = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
export type EventDay = (typeof eventDays)[number];

/** Each weekday's name, Monday first. */
export const dayWords: Record<EventDay, string> = {
  MO: "Monday",
  TU: "Tuesday",
  WE: "Wednesday",
  TH: "Thursday",
  FR: "Friday",
  SA: "Saturday",
  SU: "Sunday",
};
const nthWords: Record<number, string> = { 1: "First", 2: "Second", 3: "Third", 4: "Fourth", [-1]: "Last" };

/** How an event repeats, in words: "Every Friday and Saturday", "First Saturday of every month". */
export function repeatWords(
  repeat:
    { freq: "once" } | { freq: "weekly"; days: readonly EventDay[] } | { freq: "monthly"; nth: number; day: EventDay },
): string {
  switch (repeat.freq) {
    case "once":
      return "Once";
    case "weekly": {
      const names = repeat.days.map((day) => dayWords[day]);
      return `Every ${names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0]}`;
    }
    case "monthly":
      return `${nthWords[repeat.nth]} ${dayWords[repeat.day]} of every month`;
  }
}
