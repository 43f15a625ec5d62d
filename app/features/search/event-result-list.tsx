import { useId } from "react";
import { Link } from "react-router";
import { eventWhenText } from "./event-results";
import { resultPath, type SearchEntry, type SearchEvent } from "./match";

/** How many events /search lists for a query (the rest are counted). */
export const shownEventResults = 10;

/** "3 Events for "jazz"", singular for one: /search's count when only events match. */
export function eventCountLabel(count: number, query: string): string {
  return `${count} ${count === 1 ? "Event" : "Events"} for "${query}"`;
}

/**
 * Decision 085: the events /search finds for a query (the engine's order, best first), as a list of links to their
 * pages, each with its performers and place and its next date at `now`; the first {@link shownEventResults}, and
 * how many more match. Loaded with the search engine (search-engine.ts), never with the page.
 */
export function EventResultList({
  events,
  now,
  headingLevel: Heading = "h3",
}: {
  events: readonly (SearchEntry & { event: SearchEvent })[];
  now: Date;
  headingLevel?: "h2" | "h3";
}) {
  const id = useId();
  const shown = events.slice(0, shownEventResults);
  return (
    <section aria-labelledby={id} className="mb-6 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <Heading id={id} className="text-lg font-semibold text-stone-900">
        Events
      </Heading>
      <ul className="mt-3 divide-y">
        {shown.map((entry) => (
          <li key={entry.id} className="py-2.5">
            <Link to={resultPath(entry)} className="font-medium text-primary underline underline-offset-4">
              {entry.name}
            </Link>
            <p className="text-sm text-stone-700">
              {entry.description}, {entry.neighborhood}
            </p>
            <p className="text-sm text-stone-900">{eventWhenText(entry.event, now)}</p>
          </li>
        ))}
      </ul>
      {events.length > shown.length && (
        <p className="mt-2 text-sm text-stone-700">
          {events.length - shown.length} more {events.length - shown.length === 1 ? "event matches" : "events match"}:
          add a word to narrow the search.
        </p>
      )}
    </section>
  );
}
