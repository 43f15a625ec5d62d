import { eventsIcs, getEventSummaries, icsResponse } from "~/features/events/events.server";

/** /events.ics: every event's dates of the next 60 days (RFC 5545, decision 074), pre-rendered. */
export function loader() {
  return icsResponse(eventsIcs(getEventSummaries(), "Discover Columbus: events"));
}
