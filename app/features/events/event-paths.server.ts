import { eventsPageCountOf } from "./event-rows";
import { getAllPlaces } from "#core/places/places.server.ts";
import { getEventRows, getEventSummaries, placesWithEvents } from "./events.server";

/** The pages of /events after the first: 2..N. */
export function eventsPageCount(): number {
  return eventsPageCountOf(getEventRows());
}

/** The guide's own event paths, one each, which React Router pre-renders: /events and the guide's feed. */
export function eventPagePaths(): string[] {
  return ["/events", "/events.ics"];
}

/**
 * The events' records (decisions 073, 083, 097), one kind a route family, each record as its paths: each event's page,
 * its `.ics` and its history; each place's feed (only places with events; when none has any, the first place's,
 * empty: a route with a loader needs a page to pre-render); the pages of /events (`/events/page/1` too, whose
 * canonical is /events, for the same reason). React Router pre-renders the first of each kind, the build's processes
 * the rest (render/record-page-paths.ts `splitRecords`).
 */
export function eventRecordKinds(): string[][][] {
  const places = placesWithEvents();
  const firstPlace = getAllPlaces()[0]?.slug;
  return [
    getEventSummaries().map((event) => [
      `/events/${event.slug}`,
      `/events/${event.slug}/event.ics`,
      // Decision 083: its public history.
      `/events/${event.slug}/history`,
    ]),
    (places.length > 0 ? places : firstPlace ? [firstPlace] : []).map((slug) => [`/place/${slug}/events.ics`]),
    Array.from({ length: eventsPageCount() }, (_, index) => [`/events/page/${index + 1}`]),
  ];
}
