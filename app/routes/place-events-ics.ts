import type { Route } from "./+types/place-events-ics";
import { getPlaceBySlug } from "#core/places/places.server.ts";
import { eventsIcs, getPlaceEvents, icsResponse } from "~/features/events/events.server";
import type { GuideReads } from "#core/places/guide-reads.ts";

/** What the loader reads of the guide (core/places/guide-reads.ts): its place's events. */
export const handle = { reads: ["by-path"] } satisfies GuideReads;

/**
 * /place/<slug>/events.ics: a place's events of the next 60 days (RFC 5545, decision 074), pre-rendered for the
 * places with events.
 */
export function loader({ params }: Route.LoaderArgs) {
  const place = getPlaceBySlug(params.slug);
  if (!place) throw new Response("Not found", { status: 404 });
  return icsResponse(eventsIcs(getPlaceEvents(place.slug), `Events at ${place.name}`));
}
