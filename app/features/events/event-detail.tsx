import { Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { ExternalLink } from "~/components/external-link";
import { Badge } from "~/components/ui/badge";
import { eventAgesWords, eventKindWords, eventStatusWords } from "#core/events/event-words.ts";
import { occurrenceText, type Occurrence } from "#core/events/occurrence.ts";
import type { Source } from "#core/places/source-schema.ts";
import { eventIcsPath, placeIcsPath } from "./calendar-links";

/** What the event page shows (made at build time from the record: no schema or date library in the page). */
export interface EventPageData {
  slug: string;
  title: string;
  kind: keyof typeof eventKindWords;
  status: keyof typeof eventStatusWords;
  soldOut: boolean;
  where: { name: string; neighborhood: string; placeSlug?: string; address?: string };
  occurrences: Occurrence[];
  /** How it repeats, in words: "First Saturday of every month", "Every Friday", or none for a one-off. */
  repeats?: string;
  price?: string;
  ages?: keyof typeof eventAgesWords;
  url?: string;
  description?: string;
  organizer?: { name: string; url?: string };
  performers?: string[];
  photo?: { url: string; alt: string; credit: string; license: string; sourceUrl: string };
  sources: Source[];
  checkedOn: string;
  /** A Google Calendar link for the next date. */
  googleCalendarUrl: string;
}

/**
 * An event's page (decision 073): its status first when it is not as scheduled ("Cancelled" stays on the page),
 * the next dates, where, price, ages, the link for tickets or details, "Add to calendar" (an .ics of its dates and
 * a Google Calendar link for the next one), its description, who organizes it, and its sources with the date they
 * were checked.
 */
export function EventDetail({ event }: { event: EventPageData }) {
  const cancelled = event.status === "EventCancelled";
  const [next, ...later] = event.occurrences;
  return (
    <>
      <PageHeader title={event.title} subtitle={`${eventKindWords[event.kind]} · ${event.where.name}`} />
      <div className="mx-auto mt-6 max-w-3xl px-4 pb-12 sm:mt-10 sm:px-6">
        {event.status !== "EventScheduled" && (
          <p className="mb-6 rounded-lg border-2 border-red-800 bg-red-50 p-4 text-lg font-bold text-red-900">
            {eventStatusWords[event.status]}
            {cancelled ? ": this event will not take place." : ""}
          </p>
        )}
        <section aria-labelledby="event-when">
          <h2 id="event-when" className="text-xl font-bold text-stone-900">
            When
          </h2>
          {next && (
            <p className={`mt-2 text-lg font-semibold text-stone-900 ${cancelled ? "line-through" : ""}`}>
              {occurrenceText(next)}
            </p>
          )}
          {event.repeats && <p className="mt-1 text-base text-stone-700">{event.repeats}</p>}
          {later.length > 0 && (
            <details className="mt-2">
              <summary className="cursor-pointer text-base underline underline-offset-4">
                {later.length} more {later.length === 1 ? "date" : "dates"} in the next 60 days
              </summary>
              <ul className="mt-2 list-disc pl-6 text-base text-stone-800">
                {later.map((occurrence) => (
                  <li key={occurrence.start}>{occurrenceText(occurrence)}</li>
                ))}
              </ul>
            </details>
          )}
          <p className="mt-4 flex flex-wrap gap-3">
            <a
              href={eventIcsPath(event.slug)}
              download={`${event.slug}.ics`}
              className="inline-flex min-h-10 items-center rounded-md border border-stone-300 bg-white px-4 text-base font-semibold text-stone-900 hover:bg-stone-50"
            >
              Add to calendar (.ics)
            </a>
            <ExternalLink
              href={event.googleCalendarUrl}
              note="opens Google Calendar in a new tab"
              className="inline-flex min-h-10 items-center rounded-md border border-stone-300 bg-white px-4 text-base font-semibold text-stone-900 hover:bg-stone-50"
            >
              Add to Google Calendar
            </ExternalLink>
          </p>
        </section>
        <section aria-labelledby="event-where" className="mt-8">
          <h2 id="event-where" className="text-xl font-bold text-stone-900">
            Where
          </h2>
          <p className="mt-2 text-base text-stone-800">
            {event.where.placeSlug ? (
              <Link to={`/place/${event.where.placeSlug}`} className="font-semibold underline underline-offset-4">
                {event.where.name}
              </Link>
            ) : (
              <span className="font-semibold">{event.where.name}</span>
            )}
            {event.where.address ? `, ${event.where.address}` : ""}
          </p>
          <p className="text-base text-stone-700">{event.where.neighborhood}</p>
        </section>
        <section aria-labelledby="event-details" className="mt-8">
          <h2 id="event-details" className="text-xl font-bold text-stone-900">
            Details
          </h2>
          {(event.soldOut || event.price || event.ages) && (
            <p className="mt-2 flex flex-wrap gap-2">
              {event.soldOut && <Badge>Sold out</Badge>}
              {event.price && <Badge variant="outline">{event.price}</Badge>}
              {event.ages && <Badge variant="outline">{eventAgesWords[event.ages]}</Badge>}
            </p>
          )}
          {event.description && <p className="mt-3 text-base text-stone-800">{event.description}</p>}
          {event.performers && event.performers.length > 0 && (
            <p className="mt-3 text-base text-stone-800">With {event.performers.join(", ")}</p>
          )}
          {event.organizer && (
            <p className="mt-3 text-base text-stone-800">
              Organized by{" "}
              {event.organizer.url ? (
                <ExternalLink href={event.organizer.url} className="underline underline-offset-4">
                  {event.organizer.name}
                </ExternalLink>
              ) : (
                event.organizer.name
              )}
            </p>
          )}
          {event.url && (
            <p className="mt-3 text-base">
              <ExternalLink href={event.url} className="font-semibold underline underline-offset-4">
                Tickets or details
              </ExternalLink>
            </p>
          )}
        </section>
        <section aria-labelledby="event-sources" className="mt-8">
          <h2 id="event-sources" className="text-xl font-bold text-stone-900">
            Sources
          </h2>
          <ul className="mt-2 list-disc pl-6 text-sm text-stone-700">
            {event.sources.map((source) => (
              <li key={`${source.publisher}-${source.title}`}>
                {source.url ? (
                  <ExternalLink href={source.url} className="underline underline-offset-4">
                    {source.publisher}: {source.title}
                  </ExternalLink>
                ) : (
                  `${source.publisher}: ${source.title}`
                )}
                {source.date ? ` (${source.date})` : ""}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-stone-700">
            Checked on {event.checkedOn}. {/* Decision 083: every change of the event, as a place's history. */}
            <Link to={`/events/${event.slug}/history`} className="underline underline-offset-4">
              History of this event
            </Link>
          </p>
        </section>
        <p className="mt-8 text-base">
          <Link to="/events" className="underline underline-offset-4">
            All events
          </Link>
          {event.where.placeSlug && (
            <>
              {" · "}
              <a href={placeIcsPath(event.where.placeSlug)} download className="underline underline-offset-4">
                Subscribe to {event.where.name}'s events
              </a>
            </>
          )}
        </p>
      </div>
    </>
  );
}
