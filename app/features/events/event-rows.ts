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

/** How many dates a place page's "Coming up" shows before its link to /events. */
export const comingUpSize = 5;

/** Titles compared as `localeCompare` does (the same collation), without making a collator per comparison. */
const titleOrder = new Intl.Collator().compare;

/**
 * Every date of the events as rows, soonest first (ties by title, collated as `localeCompare` does). Each start is
 * read once and each title collated once: at 20,000 events the 60 days hold about 60,000 dates, sorted again for
 * every publish.
 */
export function eventRows(summaries: readonly EventSummary[]): EventRow[] {
  const rows: EventRow[] = summaries.flatMap((summary) =>
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
  );
  // Each title's place among the titles, collated once per title rather than once per tie (dates share hours).
  const titles = [...new Set(summaries.map((summary) => summary.title))].sort(titleOrder);
  const rank = new Map(titles.map((title, index) => [title, index]));
  const keys = new Map(
    rows.map((row) => [row, { start: Date.parse(row.occurrence.start), title: rank.get(row.title)! }]),
  );
  return rows.sort((a, b) => {
    const first = keys.get(a)!;
    const second = keys.get(b)!;
    return first.start - second.start || first.title - second.title;
  });
}

/** Rows a page of /events holds: enough for weeks of a busy city within the page budget (60 KB). */
export const eventsPageSize = 60;

/** Degrees to 5 decimals (about a metre): enough for a marker, fewer bytes in the page. */
const round = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

/** How many pages /events has for `rows` (at least one). */
export const eventsPageCountOf = (rows: readonly unknown[]): number =>
  Math.max(1, Math.ceil(rows.length / eventsPageSize));

/**
 * What page `page` (1-based) of /events shows of `rows` (every date, soonest first): its {@link eventsPageSize} rows,
 * each at a place of the guide with that place's point (`pointOf`, degrees; decision 085, the map of tonight's
 * events), and whether a later page follows. Nothing else of the guide, so that a change elsewhere in the rows leaves
 * the page's bytes as they were (decision 097: an event's change renders only the pages whose rows changed).
 */
export function eventsPage(
  rows: readonly EventRow[],
  page: number,
  pointOf: (placeSlug: string) => { lat: number; lng: number } | undefined,
): { rows: EventRow[]; page: number; later: boolean } {
  const shown = rows.slice((page - 1) * eventsPageSize, page * eventsPageSize).map((row) => {
    const geo = row.where.placeSlug ? pointOf(row.where.placeSlug) : undefined;
    return geo ? { ...row, point: [round(geo.lat), round(geo.lng)] as [number, number] } : row;
  });
  return { rows: shown, page, later: page < eventsPageCountOf(rows) };
}
