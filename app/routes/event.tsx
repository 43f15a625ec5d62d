import type { Route } from "./+types/event";
import { EventDetail, type EventPageData } from "~/features/events/event-detail";
import { eventJsonLd } from "~/features/events/event-json-ld";
import { googleCalendarUrl } from "~/features/events/calendar-links";
import { getEvent } from "~/features/events/events.server";
import { repeatWords } from "#core/events/event-words.ts";
import { site } from "#core/site-config.ts";
import { pageMeta } from "~/lib/seo";
import type { GuideReads } from "#core/places/guide-reads.ts";

/** What the loader reads of the guide (core/places/guide-reads.ts): its event and the event's place. */
export const handle = { reads: ["by-path"] } satisfies GuideReads;

/**
 * Build time: one event's page with its next dates and its schema.org Event JSON-LD (decision 073). Only events
 * with dates in the next 60 days are pre-rendered; another slug is a 404, so the publisher's renderer deletes the page
 * of an event whose last date passed or that left the guide (decision 083).
 */
export function loader({ params }: Route.LoaderArgs) {
  const found = getEvent(params.slug);
  if (!found) throw new Response("Not found", { status: 404 });
  const { record, summary } = found;
  const next = summary.occurrences[0]!;
  const location = summary.where.address ? `${summary.where.name}, ${summary.where.address}` : summary.where.name;
  const event: EventPageData = {
    slug: summary.slug,
    title: record.title,
    kind: record.kind,
    status: record.status,
    soldOut: record.soldOut ?? false,
    where: summary.where,
    occurrences: summary.occurrences,
    ...(record.repeat.freq === "once" ? {} : { repeats: repeatWords(record.repeat) }),
    ...(record.price ? { price: record.price } : {}),
    ...(record.ages ? { ages: record.ages } : {}),
    ...(record.url ? { url: record.url } : {}),
    ...(record.description ? { description: record.description } : {}),
    ...(record.organizer ? { organizer: record.organizer } : {}),
    ...(record.performers ? { performers: record.performers } : {}),
    ...(record.photo ? { photo: record.photo } : {}),
    sources: record.sources,
    checkedOn: record.checkedOn,
    googleCalendarUrl: googleCalendarUrl(record.title, next, location, `${site.url}/events/${summary.slug}`),
  };
  return { event, jsonLd: eventJsonLd(record, summary, next) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { event, jsonLd } = loaderData;
  return [
    ...pageMeta({
      title: `${event.title}: ${event.where.name}`,
      description: event.description ?? `${event.title} at ${event.where.name}, ${event.where.neighborhood}, Columbus.`,
      path: `/events/${event.slug}`,
    }),
    { "script:ld+json": jsonLd },
  ];
};

export default function EventRoute({ loaderData }: Route.ComponentProps) {
  return <EventDetail event={loaderData.event} />;
}
