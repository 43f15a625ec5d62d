import type { Route } from "./+types/event-history";
import { currentGuide } from "#core/places/guide.server.ts";
import { getEvent } from "~/features/events/events.server";
import { historyMeta, RecordHistory, type HistoryPageData } from "~/features/places/record-history";
import type { GuideReads } from "#core/places/guide-reads.ts";

/** What the loader reads of the guide (core/places/guide-reads.ts): its event's history, found by path. */
export const handle = { reads: ["by-path"] } satisfies GuideReads;

/**
 * Build time (and the publisher): an event's public history (decision 083), as a place's: each published change's
 * date, kind, fields before and after and its sources; never who made it. Only the guide's events are pre-rendered.
 */
export function loader({ params }: Route.LoaderArgs): HistoryPageData {
  // Only an event on the pages (dates ahead) has its history page: it goes with the event's page.
  const event = getEvent(params.slug)?.record;
  if (!event) throw new Response("Not found", { status: 404 });
  return {
    of: { name: event.title, path: `/events/${event.slug}` },
    versions: [...(currentGuide().eventHistoryOf?.(event.slug) ?? [])],
  };
}

export const meta: Route.MetaFunction = historyMeta;

export default function EventHistoryRoute({ loaderData }: Route.ComponentProps) {
  return <RecordHistory {...loaderData} />;
}
