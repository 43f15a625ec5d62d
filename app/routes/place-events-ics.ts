import type { Route } from "./+types/place-events-ics";
import { getPlaceBySlug } from "../../core/places/places.server";
import { eventsIcs, getPlaceEvents, icsResponse } from "~/features/events/events.server";
import type { GuideReads } from "../../core/places/guide-reads";

/**
 * /place/<slug>/events.ics: a place's events of the next 60 days (RFC 5545, decision 074), pre-rendered for the
 * places with events.
 */
/** Decision 050: the events' pages name their places (names, slugs), so a change to the listed places renders them. */
export const handle = { reads: ["listed"] } satisfies GuideReads;

export function loader({ params }: Route.LoaderArgs) {
  const place = getPlaceBySlug(params.slug);
  if (!place) throw new Response("Not found", { status: 404 });
  return icsResponse(eventsIcs(getPlaceEvents(place.slug), `Events at ${place.name}`));
}
