import type { CityEvent } from "#core/events/event-schema.server.ts";
import type { EventSummary } from "#core/events/events.server.ts";
import { eventsByPlace, guideEvents } from "#core/events/guide-events.server.ts";
import { perGuide } from "#core/places/guide.server.ts";
import { eventsCalendar, type CalendarEvent } from "#core/events/ics.server.ts";
import { addNights } from "#core/events/occurrence.ts";
import { site } from "#core/site-config.ts";
import { eventRows, type EventRow } from "./event-rows";

/** The guide's events for the pages (decision 073): what `core/events/guide-events.server.ts` made of the guide. */

/** Every event with a date in the next 60 days, soonest first. */
export function getEventSummaries(): readonly EventSummary[] {
  return guideEvents().summaries;
}

/** The city's date the events are read from, `YYYY-MM-DD`. */
export function eventsReadOn(): string {
  return guideEvents().today;
}

/** The summaries by slug, made once per guide (an event page asks for its own among 20,000). */
const summariesBySlug = perGuide(
  (): ReadonlyMap<string, EventSummary> => new Map(guideEvents().summaries.map((event) => [event.slug, event])),
);

/** The rows of each list of summaries: a new guide with the same summaries (guideEvents keeps them) keeps its rows. */
const rowsOf = new WeakMap<readonly EventSummary[], readonly EventRow[]>();

/** Every date of every event as rows, soonest first ({@link eventRows}), made once per guide for all its pages. */
export const getEventRows = perGuide((): readonly EventRow[] => {
  const summaries = getEventSummaries();
  const known = rowsOf.get(summaries);
  if (known) return known;
  const rows = eventRows(summaries);
  rowsOf.set(summaries, rows);
  return rows;
});

/** How many dates the guide's feed (`/events.ics`) carries at most: the soonest (decision 085). */
export const guideFeedDates = 2000;

/**
 * The events of the guide's feed: the soonest {@link guideFeedDates} dates of every event, as summaries holding only
 * those dates. At 20,000 events the 60 days held about 100,000 dates, a feed of some 60 MB that no calendar polls
 * well (and the build's pre-render ran out of memory writing it); a place's feed and an event's file stay whole.
 */
export function feedSummaries(limit = guideFeedDates): EventSummary[] {
  const kept = new Map<string, Set<string>>();
  for (const row of getEventRows().slice(0, limit))
    kept.set(row.slug, (kept.get(row.slug) ?? new Set()).add(row.occurrence.start));
  return getEventSummaries().flatMap((event) => {
    const starts = kept.get(event.slug);
    return starts ? [{ ...event, occurrences: event.occurrences.filter((date) => starts.has(date.start)) }] : [];
  });
}

/** One event's record and summary, when it has dates ahead. */
export function getEvent(slug: string): { record: CityEvent; summary: EventSummary } | undefined {
  const record = guideEvents().records.get(slug);
  const summary = summariesBySlug().get(slug);
  return record && summary ? { record, summary } : undefined;
}

/** The events at a place of the guide, soonest first. */
export function getPlaceEvents(placeSlug: string): EventSummary[] {
  return [...(eventsByPlace().get(placeSlug) ?? [])];
}

/** The slugs of the places that have events (their `/place/<slug>/events.ics` feeds are written). */
export function placesWithEvents(): string[] {
  return [...eventsByPlace().keys()];
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

/**
 * The dates the home page's strip may need: those of the next 7 nights from the guide's day, festivals still running
 * included (the page is renewed daily, and the browser's clock picks tonight's: a page a few days old still knows
 * its nights). At most 24.
 */
export function tonightCandidates(): EventRow[] {
  const last = addNights(eventsReadOn(), 7);
  return getEventRows()
    .filter((row) => row.occurrence.night <= last)
    .slice(0, 24);
}
