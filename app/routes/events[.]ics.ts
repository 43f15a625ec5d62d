import { eventsIcs, feedSummaries, icsResponse } from "~/features/events/events.server";
import type { GuideReads } from "#core/places/guide-reads.ts";

/** What the loader reads of the guide (core/places/guide-reads.ts): every event's place (its name and address). */
export const handle = { reads: ["every-place", "events"] } satisfies GuideReads;

/**
 * /events.ics: every event's dates of the next 60 days (RFC 5545, decision 074), the soonest 2,000 at most (decision
 * 085), pre-rendered.
 */
export function loader() {
  return icsResponse(eventsIcs(feedSummaries(), "Discover Columbus: events"));
}
