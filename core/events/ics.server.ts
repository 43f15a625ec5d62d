import { ICalCalendar, ICalEventStatus } from "ical-generator";
import { Temporal } from "temporal-polyfill";
import { tzlib_get_ical_block } from "timezones-ical-library";
import { city } from "../city";
import type { EventStatus } from "./event-words";
import type { Occurrence } from "./occurrence";

/**
 * iCalendar files of events (RFC 5545; decision 074): "Add to calendar" for one event and the feeds of a place and
 * of the whole guide, written with `ical-generator` (CRLF lines folded at 75 octets) with every time in
 * `America/New_York` and that zone's VTIMEZONE from `timezones-ical-library`. Each date of a repeating event is a
 * VEVENT of its own with a UID that stays the same from build to build (`<event>-<YYYYMMDD>@<host>`), so calendar
 * programs never expand a rule across daylight saving themselves and never see a date twice; a cancelled date
 * stays, with `STATUS:CANCELLED`. Build time and server only.
 */

/** One event as a calendar file needs it. */
export interface CalendarEvent {
  slug: string;
  title: string;
  description?: string;
  /** "Name, address" of where it is. */
  location: string;
  /** The event's page on the guide (absolute). */
  url: string;
  status: EventStatus;
  occurrences: readonly Occurrence[];
}

export interface CalendarOptions {
  /** The calendar's name: "Discover Columbus: events", "Events at Newport Music Hall". */
  name: string;
  /** The guide's host, the right side of every UID: "discovercolumbus.example". */
  host: string;
  /** When the file is written (DTSTAMP, in UTC). */
  stamp: Date;
}

const zone = city.timeZone;

/** An occurrence's ISO start or end (with its offset) as a Temporal date-time in the city's zone. */
function zoned(iso: string): Temporal.ZonedDateTime {
  return Temporal.Instant.from(iso).toZonedDateTimeISO(zone);
}

/** The stable UID of one date of an event. */
export function occurrenceUid(slug: string, occurrence: Occurrence, host: string): string {
  return `${slug}-${occurrence.start.slice(0, 10).replaceAll("-", "")}@${host}`;
}

/** `STATUS` of a date: cancelled stays in the feed as CANCELLED; postponed is TENTATIVE; the rest CONFIRMED. */
function icalStatus(status: EventStatus): ICalEventStatus {
  if (status === "EventCancelled") return ICalEventStatus.CANCELLED;
  if (status === "EventPostponed") return ICalEventStatus.TENTATIVE;
  return ICalEventStatus.CONFIRMED;
}

/** The text of an iCalendar file holding every date of `events`, in start order. */
export function eventsCalendar(events: readonly CalendarEvent[], options: CalendarOptions): string {
  const calendar = new ICalCalendar({
    name: options.name,
    prodId: { company: "Discover Columbus", product: "events" },
  });
  // The zone's VTIMEZONE, without a calendar-level zone (which would write DTSTAMP without its Z).
  calendar.timezone({ name: null, generator: (name) => tzlib_get_ical_block(name)[0] ?? null });
  const dates = events
    .flatMap((event) => event.occurrences.map((occurrence) => ({ event, occurrence })))
    .sort((a, b) => Date.parse(a.occurrence.start) - Date.parse(b.occurrence.start));
  for (const { event, occurrence } of dates) {
    calendar.createEvent({
      id: occurrenceUid(event.slug, occurrence, options.host),
      summary: event.status === "EventCancelled" ? `Cancelled: ${event.title}` : event.title,
      start: zoned(occurrence.start),
      end: zoned(occurrence.end),
      timezone: zone,
      stamp: options.stamp,
      location: event.location,
      url: event.url,
      description: event.description ?? null,
      status: icalStatus(event.status),
    });
  }
  return calendar.toString();
}
