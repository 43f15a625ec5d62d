import { Link, redirect } from "react-router";
import type { Route } from "./+types/events";
import { PageHeader } from "~/components/page-header";
import { EventList } from "~/features/events/event-list";
import { eventsPage, eventsPageCountOf } from "~/features/events/event-rows";
import { getEventRows } from "~/features/events/events.server";
import { pageMeta } from "~/lib/seo";
import { getPlaceBySlug } from "#core/places/places.server.ts";
import type { GuideReads } from "#core/places/guide-reads.ts";

/** What the loader reads of the guide (core/places/guide-reads.ts): every event's place (its name, neighborhood and address); its further pages are found by path. */
export const handle = { reads: ["every-place", "events", "by-path"] } satisfies GuideReads;

/**
 * Build time: one page of /events: 60 dates of the next 60 days, soonest first (decision 073); `/events/page/N`
 * holds the next ones. A page number past the last is not pre-rendered.
 */
export function loader({ params }: Route.LoaderArgs) {
  const rows = getEventRows();
  const page = params.page === undefined ? 1 : Number(params.page);
  if (!Number.isInteger(page) || page < 1 || page > eventsPageCountOf(rows)) throw redirect("/events");
  // Decision 085: each row at a place of the guide with its point, for the map of tonight's events.
  return eventsPage(rows, page, (slug) => getPlaceBySlug(slug)?.geo);
}

export const meta: Route.MetaFunction = ({ loaderData, params }) =>
  pageMeta({
    title: loaderData && loaderData.page > 1 ? `Events in Columbus, page ${loaderData.page}` : "Events in Columbus",
    description:
      "What's on in Columbus, Ohio: tonight, this weekend and the next 7 days, with free and all-ages events, each with its source.",
    path: loaderData && loaderData.page > 1 ? `/events/page/${loaderData.page}` : "/events",
    // /events/page/1 is /events again: out of search engines, its canonical /events.
    noindex: params.page === "1",
  });

/** /events: Tonight, This weekend, Next 7 days and Later, with filters; a calendar feed of them all. */
export default function Events({ loaderData }: Route.ComponentProps) {
  const { rows, page, later } = loaderData;
  return (
    <>
      <PageHeader title="Events in Columbus" subtitle="What's on tonight, this weekend and the weeks ahead" />
      <div className="mx-auto mt-6 max-w-7xl px-4 pb-12 sm:mt-10 sm:px-6">
        <EventList rows={rows} />
        {(page > 1 || later) && (
          <nav aria-label="Pages of events" className="mt-8 flex gap-4 text-base">
            {page > 1 && (
              <Link to={page === 2 ? "/events" : `/events/page/${page - 1}`} className="underline underline-offset-4">
                Earlier dates
              </Link>
            )}
            {later && (
              <Link to={`/events/page/${page + 1}`} className="underline underline-offset-4">
                Later dates
              </Link>
            )}
          </nav>
        )}
        <p className="mt-8 text-base text-stone-700">
          <a href="/events.ics" className="underline underline-offset-4" download>
            Subscribe to every event (iCalendar feed)
          </a>
        </p>
        <p className="mt-3 text-base text-stone-700">
          {/* Decision 083: a server page (no script): an organizer or a visitor proposes an event to the editors. */}
          <a href="/requests/events/new" className="underline underline-offset-4">
            Propose an event
          </a>
        </p>
      </div>
    </>
  );
}
