import { eventsIcs, getEventSummaries, icsResponse } from "~/features/events/events.server";
import type { GuideReads } from "#core/places/guide-reads.ts";

/** What the loader reads of the guide (core/places/guide-reads.ts): every event's place (its name and address). */
export const handle = { reads: ["every-place", "events"] } satisfies GuideReads;

/** /events.ics: every event's dates of the next 60 days (RFC 5545, decision 074), pre-rendered. */
export function loader() {
  return icsResponse(eventsIcs(getEventSummaries(), "Discover Columbus: events"));
}
