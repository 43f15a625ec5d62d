import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ContentError } from "../places/load-places";
import { eventSchemaFor, type CityEvent } from "./event-schema.server";
import type { EventAges, EventKind, EventStatus } from "./event-words";
import type { Occurrence } from "./occurrence";
import { upcomingDates } from "./recurrence.server";

/**
 * The guide's events as a render reads them (decision 073): the content files `content/events/*.json` (or
 * `GUIDE_EVENTS_DIR`), each a JSON array of event records checked with the event schema, and their dates of the
 * next 60 days from the guide's day. Build time and server only.
 */

/** The content folder of events: `GUIDE_EVENTS_DIR`, else `content/events`. */
export function eventsContentDir(): string {
  return path.resolve(process.cwd(), process.env.GUIDE_EVENTS_DIR || "content/events");
}

/**
 * Reads and checks every `*.json` file of `dir` as of the city's date `today` (`YYYY-MM-DD`); slugs are unique, and
 * a `place` names a place of the guide (`placeSlugs`). A missing folder is no events.
 * @throws ContentError listing every problem, one a line: `file: event "slug" (#2): field "end": must be after the start`
 */
export function readEvents(today: string, placeSlugs: ReadonlySet<string>, dir = eventsContentDir()): CityEvent[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith(".json") && !name.startsWith("_"));
  } catch {
    return [];
  }
  const schema = eventSchemaFor(today);
  const problems: string[] = [];
  const events: CityEvent[] = [];
  const seen = new Map<string, string>();
  for (const name of names.sort()) {
    const file = path.join(path.relative(process.cwd(), dir) || ".", name);
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(path.join(dir, name), "utf8"));
    } catch (error) {
      problems.push(`${file}: not valid JSON: ${(error as Error).message}`);
      continue;
    }
    if (!Array.isArray(data)) {
      problems.push(`${file}: must hold a JSON array of events`);
      continue;
    }
    data.forEach((record: unknown, index) => {
      const slug = (record as { slug?: unknown } | null)?.slug;
      const label = `event${typeof slug === "string" ? ` "${slug}"` : ""} (#${index + 1})`;
      const result = schema.safeParse(record);
      if (!result.success) {
        for (const issue of result.error.issues)
          problems.push(`${file}: ${label}: field "${issue.path.join(".") || "(record)"}": ${issue.message}`);
        return;
      }
      const event = result.data;
      const owner = seen.get(event.slug);
      if (owner) problems.push(`${file}: ${label}: field "slug": "${event.slug}" is already used by ${owner}`);
      if (event.place !== undefined && !placeSlugs.has(event.place))
        problems.push(`${file}: ${label}: field "place": no place of the guide has the slug "${event.place}"`);
      seen.set(event.slug, `${file}: ${label}`);
      events.push(event);
    });
  }
  if (problems.length)
    throw new ContentError(
      `Invalid event content (${problems.length} problem${problems.length === 1 ? "" : "s"}):\n${problems.join("\n")}`,
    );
  return events;
}

/** Where an event is, as the pages show it: a place of the guide (linked) or a venue. */
export interface EventWhere {
  name: string;
  neighborhood: string;
  /** The place's slug when it is one of the guide's. */
  placeSlug?: string;
  address?: string;
}

/** What a page shows of an event: its facts and its dates of the next 60 days. */
export interface EventSummary {
  slug: string;
  title: string;
  kind: EventKind;
  where: EventWhere;
  price?: string;
  /** The price is "Free". */
  free: boolean;
  ages?: EventAges;
  status: EventStatus;
  soldOut: boolean;
  occurrences: Occurrence[];
}

/** A place as an event needs it. */
export interface EventPlace {
  slug: string;
  name: string;
  neighborhood: string;
  address?: string | null;
}

/** Where an event is, from its place (by slug) or its venue. */
export function eventWhere(event: CityEvent, places: ReadonlyMap<string, EventPlace>): EventWhere {
  const place = event.place === undefined ? undefined : places.get(event.place);
  if (place)
    return {
      name: place.name,
      neighborhood: place.neighborhood,
      placeSlug: place.slug,
      address: place.address ?? undefined,
    };
  const venue = event.venue!;
  return { name: venue.name, neighborhood: venue.neighborhood, address: venue.address };
}

/**
 * Each event record's summary as of a day, kept while the record lives: it depends on the record, the day and where
 * its place is (name, neighborhood, address), and the publisher's renderer makes the guide's events again for every
 * publish (a new guide), where expanding 20,000 events' rules again for a change of one place's hours took seconds.
 */
const summaries = new WeakMap<CityEvent, { today: string; summary: EventSummary }>();

const sameWhere = (a: EventWhere, b: EventWhere) =>
  a.name === b.name && a.neighborhood === b.neighborhood && a.placeSlug === b.placeSlug && a.address === b.address;

/**
 * An event's summary as of the city's date `today`: its dates of the next 60 days (none: the pages leave it out).
 * The same object again for the same record, day and place (made once; not to be changed).
 */
export function eventSummary(event: CityEvent, today: string, places: ReadonlyMap<string, EventPlace>): EventSummary {
  const where = eventWhere(event, places);
  const known = summaries.get(event);
  if (known && known.today === today && sameWhere(known.summary.where, where)) return known.summary;
  const summary: EventSummary = {
    slug: event.slug,
    title: event.title,
    kind: event.kind,
    where,
    ...(event.price === undefined ? {} : { price: event.price }),
    free: event.price === "Free",
    ...(event.ages === undefined ? {} : { ages: event.ages }),
    status: event.status,
    soldOut: event.soldOut ?? false,
    // The dates alone depend on the record and the day: a moved place keeps them.
    occurrences: known?.today === today ? known.summary.occurrences : upcomingDates(event, today),
  };
  summaries.set(event, { today, summary });
  return summary;
}
