import type { CityEvent } from "#core/events/event-schema.server.ts";
import type { EventSummary } from "#core/events/events.server.ts";
import type { Occurrence } from "#core/events/occurrence.ts";
import { site } from "#core/site-config.ts";

/**
 * schema.org `Event` JSON-LD of an event's next date (Google's event structured data: name, startDate and endDate
 * with their offset, location as a Place with its address, eventStatus, eventAttendanceMode, offers with price and
 * currency, organizer, performer, image). A cancelled or postponed event keeps its date and says so in
 * `eventStatus`; sold out is the offer's `availability`. Built at build time (no client code).
 */
export function eventJsonLd(record: CityEvent, summary: EventSummary, occurrence: Occurrence): Record<string, unknown> {
  const url = `${site.url}/events/${summary.slug}`;
  const price =
    record.price === undefined
      ? undefined
      : record.price === "Free"
        ? "0"
        : /\$(\d+(?:\.\d\d)?)/.exec(record.price)?.[1];
  const { where } = summary;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: record.title,
    url,
    startDate: occurrence.start,
    endDate: occurrence.end,
    eventStatus: `https://schema.org/${record.status}`,
    eventAttendanceMode:
      record.status === "EventMovedOnline"
        ? "https://schema.org/OnlineEventAttendanceMode"
        : "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: where.name,
      ...(where.placeSlug ? { url: `${site.url}/place/${where.placeSlug}` } : {}),
      address: {
        "@type": "PostalAddress",
        ...(where.address ? { streetAddress: where.address } : {}),
        addressLocality: site.city,
        addressRegion: site.regionCode,
        addressCountry: site.country,
      },
    },
    ...(record.description ? { description: record.description } : {}),
    ...(record.photo ? { image: [record.photo.url] } : {}),
    ...(price === undefined
      ? {}
      : {
          offers: {
            "@type": "Offer",
            price,
            priceCurrency: "USD",
            url: record.url ?? url,
            availability: record.soldOut ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
          },
        }),
    ...(record.organizer
      ? {
          organizer: {
            "@type": "Organization",
            name: record.organizer.name,
            ...(record.organizer.url ? { url: record.organizer.url } : {}),
          },
        }
      : {}),
    ...(record.performers?.length
      ? { performer: record.performers.map((name) => ({ "@type": "PerformingGroup", name })) }
      : {}),
  };
}
