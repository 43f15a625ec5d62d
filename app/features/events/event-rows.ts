import type { EventSummary } from "#core/events/events.server.ts";
import type { Occurrence } from "#core/events/occurrence.ts";

/** One date of one event, as a row of /events, "Coming up" and the home strip show it. */
export interface EventRow {
  slug: string;
  title: string;
  kind: EventSummary["kind"];
  where: { name: string; neighborhood: string; placeSlug?: string };
  price?: string;
  free: boolean;
  ages?: EventSummary["ages"];
  status: EventSummary["status"];
  soldOut: boolean;
  occurrence: Occurrence;
  /** Where it is on a map, `[lat, lng]` in degrees: its place's point (decision 085; /events' rows only). */
  point?: [number, number];
}

/** Every date of the events as rows, soonest first (ties by title). */
export function eventRows(summaries: readonly EventSummary[]): EventRow[] {
  return summaries
    .flatMap((summary) =>
      summary.occurrences.map((occurrence) => ({
        slug: summary.slug,
        title: summary.title,
        kind: summary.kind,
        where: {
          name: summary.where.name,
          neighborhood: summary.where.neighborhood,
          ...(summary.where.placeSlug ? { placeSlug: summary.where.placeSlug } : {}),
        },
        ...(summary.price === undefined ? {} : { price: summary.price }),
        free: summary.free,
        ...(summary.ages === undefined ? {} : { ages: summary.ages }),
        status: summary.status,
        soldOut: summary.soldOut,
        occurrence,
      })),
    )
    .sort((a, b) => Date.parse(a.occurrence.start) - Date.parse(b.occurrence.start) || a.title.localeCompare(b.title));
}

/** Rows a page of /events holds: enough for weeks of a busy city within the page budget (60 KB). */
export const eventsPageSize = 60;
