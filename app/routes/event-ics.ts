import type { Route } from "./+types/event-ics";
import { eventsIcs, getEvent, icsResponse } from "~/features/events/events.server";
import type { GuideReads } from "../../core/places/guide-reads";

/** /events/<slug>/event.ics: "Add to calendar" for one event, every date of the next 60 days (decision 074). */
/** Decision 050: the events' pages name their places (names, slugs), so a change to the listed places renders them. */
export const handle = { reads: ["listed"] } satisfies GuideReads;

export function loader({ params }: Route.LoaderArgs) {
  const event = getEvent(params.slug);
  if (!event) throw new Response("Not found", { status: 404 });
  return icsResponse(eventsIcs([event.summary], event.summary.title));
}
