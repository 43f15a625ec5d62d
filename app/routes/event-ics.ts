import type { Route } from "./+types/event-ics";
import { eventsIcs, getEvent, icsResponse } from "~/features/events/events.server";

/** /events/<slug>/event.ics: "Add to calendar" for one event, every date of the next 60 days (decision 074). */
export function loader({ params }: Route.LoaderArgs) {
  const event = getEvent(params.slug);
  if (!event) throw new Response("Not found", { status: 404 });
  return icsResponse(eventsIcs([event.summary], event.summary.title));
}
