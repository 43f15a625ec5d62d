import { Link } from "react-router";
import { EventRowItem } from "./event-row";
import { comingUpSize, type EventRow } from "./event-rows";
import { placeIcsPath } from "./calendar-links";

/**
 * A place page's "Coming up" (decision 073): the place's next five dates, then a link to every event and the
 * place's calendar feed. Nothing when the place has no events ahead. Built at build time: the daily renewal
 * takes past dates off.
 */
export function ComingUp({
  rows,
  placeSlug,
  placeName,
}: {
  rows: readonly EventRow[];
  placeSlug: string;
  placeName: string;
}) {
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="coming-up-heading" className="mt-6 rounded-xl border p-6">
      <h2 id="coming-up-heading" className="text-xl font-semibold">
        Coming up
      </h2>
      <ul className="mt-4 grid gap-3 md:grid-cols-2">
        {rows.slice(0, comingUpSize).map((row) => (
          <EventRowItem key={`${row.slug}-${row.occurrence.start}`} row={row} />
        ))}
      </ul>
      <p className="mt-4 flex flex-wrap gap-4 text-base">
        <Link to="/events" className="underline underline-offset-4">
          All events in Columbus
        </Link>
        <a href={placeIcsPath(placeSlug)} download className="underline underline-offset-4">
          Subscribe to {placeName}'s events
        </a>
      </p>
    </section>
  );
}
