import type { Route } from "./+types/event-ics";
import { eventsIcs, getEvent, icsResponse } from "~/features/events/events.server";
import type { GuideReads } from "#core/places/guide-reads.ts";

/** What the loader reads of the guide (core/places/guide-reads.ts): its event and the event's place. */
export const handle = { reads: ["by-path"] } satisfies GuideReads;

/** /events/<slug>/event.ics: "Add to calendar" for one event, every date of the next 60 days (decision 074). */
export function loader({ params }: Route.LoaderArgs) {
  const event = getEvent(params.slug);
  if (!event) throw new Response("Not found", { status: 404 });
  return icsResponse(eventsIcs([event.summary], event.summary.title));
}
