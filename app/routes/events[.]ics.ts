import { eventsIcs, getEventSummaries, icsResponse } from "~/features/events/events.server";
import type { GuideReads } from "../../core/places/guide-reads";

/** /events.ics: every event's dates of the next 60 days (RFC 5545, decision 074), pre-rendered. */
/** Decision 050: the events' pages name their places (names, slugs), so a change to the listed places renders them. */
export const handle = { reads: ["listed"] } satisfies GuideReads;

export function loader() {
  return icsResponse(eventsIcs(getEventSummaries(), "Discover Columbus: events"));
}
