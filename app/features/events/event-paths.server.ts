import { eventsPageSize } from "./event-rows";
import { getAllPlaces } from "#core/places/places.server.ts";
import { getEventRows, getEventSummaries, placesWithEvents } from "./events.server";

/** The pages of /events after the first: 2..N. */
export function eventsPageCount(): number {
  return Math.max(1, Math.ceil(getEventRows().length / eventsPageSize));
}

/**
 * Every path the events add to the pre-render (decision 073): /events and its pages (`/events/page/1` too, whose
 * canonical is /events: a route with a loader needs a page to pre-render), each event's page, its `.ics` and its
 * history (decision 083), the
 * guide's feed and each place's feed (only places with events; when none has any, the first place's, empty, for
 * the same reason).
 */
export function eventPagePaths(): string[] {
  const pages = eventsPageCount();
  const places = placesWithEvents();
  const firstPlace = getAllPlaces()[0]?.slug;
  return [
    "/events",
    "/events.ics",
    ...Array.from({ length: pages }, (_, index) => `/events/page/${index + 1}`),
    ...getEventSummaries().flatMap((event) => [
      `/events/${event.slug}`,
      `/events/${event.slug}/event.ics`,
      // Decision 083: its public history.
      `/events/${event.slug}/history`,
    ]),
    ...(places.length > 0 ? places : firstPlace ? [firstPlace] : []).map((slug) => `/place/${slug}/events.ics`),
  ];
}
