import { isoDate } from "../hours/hours-calendar";
import { perGuide } from "../places/guide.server";
import type { CityEvent } from "./event-schema.server";
import { eventSummary, readEvents, type EventPlace, type EventSummary } from "./events.server";

/**
 * The guide's events as every render reads them (decisions 073, 083), made once per guide: the database's events
 * (the publisher's renderer sets them on the guide) or the content's, checked as of the day the guide reads its hours from, with their dates of the next 60 days. An event with no
 * date left, or at a closed place, is on no page.
 */
export interface GuideEvents {
  /** The city's date the events are read from, `YYYY-MM-DD`. */
  today: string;
  /** Every checked record, by slug. */
  records: ReadonlyMap<string, CityEvent>;
  /** The events with dates ahead, by their first date. */
  summaries: readonly EventSummary[];
}

/** The last guide's summaries, before and after their sort: a guide whose events and their places are unchanged keeps them. */
let last: { made: readonly EventSummary[]; sorted: readonly EventSummary[] } | undefined;

export const guideEvents = perGuide((guide): GuideEvents => {
  const today = isoDate(guide.hoursReadOn);
  const places = new Map<string, EventPlace>(
    guide.places
      .filter((place) => place.status !== "closed")
      .map((place) => [
        place.slug,
        { slug: place.slug, name: place.name, neighborhood: place.neighborhood, address: place.address },
      ]),
  );
  // Decision 083: the database's events when the publisher's renderer gave them, else the content files (checked).
  const records = guide.events
    ? [...guide.events]
    : readEvents(today, new Set(guide.places.map((place) => place.slug)));
  const made = records
    .filter((event) => event.place === undefined || places.has(event.place))
    .map((event) => eventSummary(event, today, places))
    .filter((summary) => summary.occurrences.length > 0);
  // A publish that changed no event nor any event's place (most of them) has the same summaries: the same sorted
  // list, so the pages' rows made of it are kept too (getEventRows). Else each first date is read once to sort.
  if (!last || last.made.length !== made.length || made.some((summary, index) => summary !== last!.made[index])) {
    const firsts = new Map(made.map((summary) => [summary, Date.parse(summary.occurrences[0]!.start)]));
    last = { made, sorted: made.toSorted((a, b) => firsts.get(a)! - firsts.get(b)!) };
  }
  return { today, records: new Map(records.map((event) => [event.slug, event])), summaries: last.sorted };
});

/** Wall-clock minutes of an ISO time with offset after the midnight of `night` (past midnight: over 1440). */
function minutesAfter(night: string, iso: string): number {
  const days = (Date.parse(`${iso.slice(0, 10)}T00:00Z`) - Date.parse(`${night}T00:00Z`)) / 86_400_000;
  return days * 1440 + Number(iso.slice(11, 13)) * 60 + Number(iso.slice(14, 16));
}

/** The events of each place, by its slug, soonest first: one pass over the guide's events, not one a place. */
export const eventsByPlace = perGuide((): ReadonlyMap<string, readonly EventSummary[]> => {
  const byPlace = new Map<string, EventSummary[]>();
  for (const event of guideEvents().summaries) {
    const slug = event.where.placeSlug;
    if (slug === undefined) continue;
    const list = byPlace.get(slug);
    if (list) list.push(event);
    else byPlace.set(slug, [event]);
  }
  return byPlace;
});

/**
 * Decision 073: the shows at a place, for its hours ({@link CompactHours.shows}): each date of its events that
 * goes ahead (not cancelled or postponed), as `[night, doors, ends]` in minutes after the night's midnight; at most
 * one a night (the earliest doors, the latest end).
 */
export function showsAt(placeSlug: string): [night: string, doors: number, ends: number][] {
  const nights = new Map<string, [string, number, number]>();
  for (const event of eventsByPlace().get(placeSlug) ?? []) {
    if (event.status === "EventCancelled" || event.status === "EventPostponed") continue;
    for (const occurrence of event.occurrences) {
      const doors = minutesAfter(occurrence.night, occurrence.start);
      const ends = Math.min(minutesAfter(occurrence.night, occurrence.end), 2 * 1440);
      const known = nights.get(occurrence.night);
      nights.set(
        occurrence.night,
        known
          ? [occurrence.night, Math.min(known[1], doors), Math.max(known[2], ends)]
          : [occurrence.night, doors, ends],
      );
    }
  }
  return [...nights.values()].sort((a, b) => a[0].localeCompare(b[0]));
}
