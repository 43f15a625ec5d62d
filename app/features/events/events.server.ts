import { isoDate } from "../../../core/hours/opening-hours.server";
import { perGuide } from "../../../core/places/guide.server";
import type { CityEvent } from "../../../core/events/event-schema.server";
import { eventSummary, readEvents, type EventPlace, type EventSummary } from "../../../core/events/events.server";
import { eventsCalendar, type CalendarEvent } from "../../../core/events/ics.server";
import { site } from "../../../core/site-config";

/**
 * The guide's events for the pages (decision 073), made once per guide: the content's events, checked as of the day
 * the guide reads its hours from, with their dates of the next 60 days. An event with no date left is on no page.
 */

interface GuideEvents {
  today: string;
  /** Every checked record, by slug. */
  records: Map<string, CityEvent>;
  /** The events with dates ahead, by their first date. */
  summaries: EventSummary[];
}

const guideEvents = perGuide((guide): GuideEvents => {
  const today = isoDate(guide.hoursReadOn);
  const places = new Map<string, EventPlace>(
    guide.places
      .filter((place) => place.status !== "closed")
      .map((place) => [
        place.slug,
        { slug: place.slug, name: place.name, neighborhood: place.neighborhood, address: place.address },
      ]),
  );
  const records = readEvents(today, new Set(guide.places.map((place) => place.slug)));
  const summaries = records
    .filter((event) => event.place === undefined || places.has(event.place))
    .map((event) => eventSummary(event, today, places))
    .filter((summary) => summary.occurrences.length > 0)
    .sort((a, b) => Date.parse(a.occurrences[0]!.start) - Date.parse(b.occurrences[0]!.start));
  return { today, records: new Map(records.map((event) => [event.slug, event])), summaries };
});

/** Every event with a date in the next 60 days, soonest first. */
export function getEventSummaries(): readonly EventSummary[] {
  return guideEvents().summaries;
}

/** The city's date the events are read from, `YYYY-MM-DD`. */
export function eventsReadOn(): string {
  return guideEvents().today;
}

/** One event's record and summary, when it has dates ahead. */
export function getEvent(slug: string): { record: CityEvent; summary: EventSummary } | undefined {
  const { records, summaries } = guideEvents();
  const record = records.get(slug);
  const summary = summaries.find((event) => event.slug === slug);
  return record && summary ? { record, summary } : undefined;
}

/** The events at a place of the guide, soonest first. */
export function getPlaceEvents(placeSlug: string): EventSummary[] {
  return guideEvents().summaries.filter((event) => event.where.placeSlug === placeSlug);
}

/** The slugs of the places that have events (their `/place/<slug>/events.ics` feeds are written). */
export function placesWithEvents(): string[] {
  return [...new Set(getEventSummaries().flatMap((event) => (event.where.placeSlug ? [event.where.placeSlug] : [])))];
}

/** An event's page path. */
export const eventPath = (slug: string) => `/events/${slug}`;

function calendarEvent(summary: EventSummary): CalendarEvent {
  const record = guideEvents().records.get(summary.slug);
  const { where } = summary;
  return {
    slug: summary.slug,
    title: summary.title,
    ...(record?.description ? { description: record.description } : {}),
    location: where.address ? `${where.name}, ${where.address}` : where.name,
    url: `${site.url}${eventPath(summary.slug)}`,
    status: summary.status,
    occurrences: summary.occurrences,
  };
}

/** The stamp of the build's calendar files: the start of the day the events are read from (stable within a day). */
function stamp(): Date {
  return new Date(`${eventsReadOn()}T00:00:00Z`);
}

const host = () => new URL(site.url).host;

/** The `.ics` of events: all of them (`/events.ics`), a place's, or one event's ("Add to calendar"). */
export function eventsIcs(summaries: readonly EventSummary[], name: string): string {
  return eventsCalendar(summaries.map(calendarEvent), { name, host: host(), stamp: stamp() });
}

/** A Response of calendar text, as the feeds are served. */
export function icsResponse(text: string): Response {
  return new Response(text, { headers: { "Content-Type": "text/calendar; charset=utf-8" } });
}
