import { ArrowRight } from "lucide";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { isOnTonight } from "#core/events/occurrence.ts";
import { EventRowItem } from "./event-row";
import type { EventRow } from "./event-rows";

/** How many of tonight's dates the strip shows. */
export const tonightStripSize = 6;

/**
 * The home page's "Tonight in Columbus" (decision 073): what is on tonight and not yet over at `now` (the page's
 * minute clock, which the home page reads after hydration as open now is), nothing when nothing is on. It sits
 * below the first screen, so its coming adds no layout shift there.
 */
export function TonightStrip({ rows, now }: { rows: readonly EventRow[]; now: Date }) {
  const tonight = rows.filter((row) => isOnTonight(row.occurrence, now)).slice(0, tonightStripSize);
  if (tonight.length === 0) return null;
  return (
    <section aria-labelledby="tonight-heading" className="pb-16">
      <div className="mb-6 flex items-end justify-between gap-4">
        <h2 id="tonight-heading" className="text-3xl font-bold tracking-tight text-stone-900">
          Tonight in Columbus
        </h2>
        <Link
          to="/events"
          className="inline-flex shrink-0 items-center gap-1 rounded-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          All events
          <Icon node={ArrowRight} className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <ul className="grid gap-3 md:grid-cols-2 lg:grid-cols-3">
        {tonight.map((row) => (
          <EventRowItem key={`${row.slug}-${row.occurrence.start}`} row={row} />
        ))}
      </ul>
    </section>
  );
}
