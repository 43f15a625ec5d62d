import type { Route } from "./+types/event-history";
import { currentGuide } from "#core/places/guide.server.ts";
import { getEvent } from "~/features/events/events.server";
import { PlaceHistory } from "~/features/places/place-history";
import { pageMeta } from "~/lib/seo";
import type { GuideReads } from "#core/places/guide-reads.ts";

/** What the loader reads of the guide (core/places/guide-reads.ts): its event's history, found by path. */
export const handle = { reads: ["by-path"] } satisfies GuideReads;

/**
 * Build time (and the publisher): an event's public history (decision 083), as a place's: each published change's
 * date, kind, fields before and after and its sources; never who made it. Only the guide's events are pre-rendered.
 */
export function loader({ params }: Route.LoaderArgs) {
  // Only an event on the pages (dates ahead) has its history page: it goes with the event's page.
  const event = getEvent(params.slug)?.record;
  if (!event) throw new Response("Not found", { status: 404 });
  return {
    event: { name: event.title, slug: event.slug },
    versions: [...(currentGuide().eventHistoryOf?.(event.slug) ?? [])],
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: `History of ${loaderData.event.name}`,
        description: `Every change to ${loaderData.event.name}'s page in the guide: when, what and from which source.`,
        path: `/events/${loaderData.event.slug}/history`,
        noindex: true,
      })
    : [];

export default function EventHistoryRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PlaceHistory place={loaderData.event} versions={loaderData.versions} backTo={`/events/${loaderData.event.slug}`} />
  );
}
