import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { eventAgesWords, eventKindWords, eventStatusWords } from "#core/events/event-words.ts";
import { occurrenceText } from "#core/events/occurrence.ts";
import type { EventRow } from "./event-rows";

/**
 * One date of an event in a list: when, what (a link to its page), where (a link to the place), and its facts as
 * text (kind, price, ages, status). A cancelled date stays, struck through and saying "Cancelled".
 */
export function EventRowItem({ row, headingLevel = 3 }: { row: EventRow; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const cancelled = row.status === "EventCancelled";
  return (
    <li className="rounded-lg border border-stone-200 bg-white p-4 shadow-xs">
      <p className="text-sm font-semibold text-red-800">{occurrenceText(row.occurrence)}</p>
      <Heading className="mt-1 text-lg font-bold text-stone-900">
        <Link
          to={`/events/${row.slug}`}
          className={`underline-offset-4 hover:underline focus-visible:underline ${cancelled ? "line-through" : ""}`}
        >
          {row.title}
        </Link>
      </Heading>
      <p className="mt-1 text-sm text-stone-700">
        {row.where.placeSlug ? (
          <Link to={`/place/${row.where.placeSlug}`} className="underline underline-offset-4">
            {row.where.name}
          </Link>
        ) : (
          row.where.name
        )}
        {row.where.neighborhood && row.where.neighborhood !== row.where.name ? ` · ${row.where.neighborhood}` : ""}
      </p>
      <p className="mt-2 flex flex-wrap gap-2">
        {row.status !== "EventScheduled" && <Badge>{eventStatusWords[row.status]}</Badge>}
        {row.soldOut && <Badge>Sold out</Badge>}
        <Badge variant="outline">{eventKindWords[row.kind]}</Badge>
        {row.price && <Badge variant="outline">{row.price}</Badge>}
        {row.ages && <Badge variant="outline">{eventAgesWords[row.ages]}</Badge>}
      </p>
    </li>
  );
}
