/**
 * The guide a render reads (decision 050): the places, the day their hours are read from, and what the public
 * history pages show. A full build reads the content files (`GUIDE_CONTENT_DIR`, default `content/places`: the
 * seed, or the database's guide the build exported there); the publisher gives the renderer the database's
 * current guide with {@link setGuide} and changes it one place at a time. Everything derived from the guide
 * (summaries, lists, their files, the search index, the sitemap) is made once per guide through {@link perGuide},
 * so a publish renders from the new places and nothing stale.
 *
 * The guide is kept on `globalThis` under a registered symbol: the build's renderer (React Router's server bundle)
 * carries its own copy of this module, and the publisher, which loads that bundle, must reach the same guide.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { city } from "../city";
import { calendarDate } from "../hours/hours-calendar";
import { zonedMoment, type CalendarDate } from "../hours/zoned-time";
import { parsePublishedReviews, type PublishedReview } from "../reviews/published";
import { monthlyTally, type MonthTally, type TallyRow } from "../reviews/tally";
import { validatePlaceFiles } from "./load-places";
import type { Place } from "./place-schema";
import type { CityEvent } from "../events/event-schema.server";

/** One change of a place as its public history page shows it (decision 050): never an email or an editor's note. */
export interface PublicVersion {
  /** ISO instant the change was published. */
  at: string;
  /** What kind of change: "seed" (the guide's first content), "listing", "correction", "photo", "closure", "openstreetmap", "editor", "restore". */
  kind: string;
  /** The fields that changed, each with what it said before and after, as text ("" = not given). */
  changes: { field: string; before: string; after: string }[];
  /** The sources the change came with (the place's `sources` entries it added), as the record has them. */
  sources: { publisher: string; title: string; url?: string; date?: string }[];
}

/** What a render reads. */
export interface Guide {
  /** Every place, open or closed, in the guide's order (by id). */
  readonly places: readonly Place[];
  /** The city's date the hours of the coming weeks are read from (the week a page shows before hydration). */
  readonly hoursReadOn: CalendarDate;
  /** A place's public history, newest first; a guide read from files knows none (an empty list). */
  readonly historyOf: (placeId: number) => readonly PublicVersion[];
  /** A place's published visitors' reviews, newest first (product §19.6); a guide without `_reviews.json` knows none. */
  readonly reviewsOf: (placeId: number) => readonly PublishedReview[];
  /** The reviews' monthly tally for `/reviews-policy` (product §19.9), newest month first; none without a database. */
  readonly reviewTally: readonly MonthTally[];
  /**
   * Decision 083: the events as the database holds them (the publisher's renderer); absent, the events' content files
   * are read (`GUIDE_EVENTS_DIR`: the build's export of the database, else `content/events`, the seed).
   */
  readonly events?: readonly CityEvent[];
  /** Decision 083: an event's public history, newest first (none when the guide knows none). */
  readonly eventHistoryOf?: (slug: string) => readonly PublicVersion[];
  /** Changes with every {@link setGuide}: what {@link perGuide} keys its results on. */
  readonly generation: number;
}

const key = Symbol.for("discover-columbus.guide");
type Holder = { [key]?: Guide };

/** The content files' folder: `GUIDE_CONTENT_DIR` (the build's export of the database), else `content/places`. */
export function guideContentDir(): string {
  return path.resolve(process.cwd(), process.env.GUIDE_CONTENT_DIR || "content/places");
}

/**
 * Reads and validates every `*.json` file of `dir` (build time and the server's seed).
 * @throws ContentError naming file, place and field of each bad record (fails the build).
 */
export function readPlaces(dir = guideContentDir()): Place[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".json") && !name.startsWith("_"))
    .sort()
    .map((name) => {
      const file = path.join(path.relative(process.cwd(), dir) || ".", name);
      const text = readFileSync(path.join(dir, name), "utf8");
      try {
        return { file, data: JSON.parse(text) as unknown };
      } catch (error) {
        throw new Error(`${file}: not valid JSON: ${(error as Error).message}`);
      }
    });
  return inGuideOrder(validatePlaceFiles(files));
}

/** The guide's order (product §3.2: ids are keys, never reused): by id. A new place comes after the others. */
export function inGuideOrder<T extends { id: number }>(places: readonly T[]): T[] {
  return [...places].sort((a, b) => a.id - b.id);
}

/**
 * The public history the build exported beside the places (`_history.json` in the content folder: place id ->
 * versions, newest first), when there is one.
 */
function readHistory(dir: string): Map<number, PublicVersion[]> {
  try {
    const data = JSON.parse(readFileSync(path.join(dir, "_history.json"), "utf8")) as Record<string, PublicVersion[]>;
    return new Map(Object.entries(data).map(([id, versions]) => [Number(id), versions]));
  } catch {
    return new Map();
  }
}

/**
 * The published visitors' reviews the build exported beside the places (`_reviews.json`: place id -> reviews), when
 * there is such a file.
 * @throws Error naming the place id and field of a bad review (fails the build, as a bad place does).
 */
function readReviews(dir: string): Map<number, PublishedReview[]> {
  let text: string;
  try {
    text = readFileSync(path.join(dir, "_reviews.json"), "utf8");
  } catch {
    return new Map();
  }
  return parsePublishedReviews(JSON.parse(text));
}

/**
 * Decision 083: the events' public history the build exported beside the events (`_history.json` in
 * `GUIDE_EVENTS_DIR`: event slug -> versions, newest first), when there is one.
 */
function readEventHistory(): Map<string, PublicVersion[]> {
  const dir = path.resolve(process.cwd(), process.env.GUIDE_EVENTS_DIR || "content/events");
  try {
    const data = JSON.parse(readFileSync(path.join(dir, "_history.json"), "utf8")) as Record<string, PublicVersion[]>;
    return new Map(Object.entries(data));
  } catch {
    return new Map();
  }
}

/** The rows of the reviews' monthly tally the build exported (`_review-tally.json`), when there is such a file. */
function readReviewTally(dir: string): TallyRow[] {
  try {
    return JSON.parse(readFileSync(path.join(dir, "_review-tally.json"), "utf8")) as TallyRow[];
  } catch {
    return [];
  }
}

/**
 * The date the build reads hours from: `GUIDE_HOURS_READ_ON` (YYYY-MM-DD, the publisher's; the build sets it for all
 * its processes), else today in the city.
 */
export function hoursDate(): CalendarDate {
  const given = process.env.GUIDE_HOURS_READ_ON;
  return given && /^\d{4}-\d{2}-\d{2}$/.test(given) ? calendarDate(given) : zonedMoment(new Date(), city.timeZone).date;
}

/** The guide of this process: the one set with {@link setGuide}, else the content files (read once). */
export function currentGuide(): Guide {
  const holder = globalThis as Holder;
  if (!holder[key]) {
    const dir = guideContentDir();
    const history = readHistory(dir);
    const reviews = readReviews(dir);
    const eventHistory = readEventHistory();
    holder[key] = {
      places: readPlaces(dir),
      hoursReadOn: hoursDate(),
      historyOf: (id) => history.get(id) ?? [],
      reviewsOf: (id) => reviews.get(id) ?? [],
      reviewTally: monthlyTally(readReviewTally(dir)),
      eventHistoryOf: (slug) => eventHistory.get(slug) ?? [],
      generation: 1,
    };
  }
  return holder[key];
}

/**
 * Makes `guide` the one every render of this process reads (the publisher's renderer does, from the database).
 * Pass the unchanged places' objects again: what is derived per place is kept for them.
 */
export function setGuide(guide: Omit<Guide, "generation">): Guide {
  const holder = globalThis as Holder;
  const next = { ...guide, places: inGuideOrder(guide.places), generation: (holder[key]?.generation ?? 0) + 1 };
  holder[key] = next;
  return next;
}

/**
 * `make(guide)` once per guide: the first call after the guide changed makes it again, later calls return the
 * same value. For what is derived from the whole guide (lists, files, the search index).
 */
export function perGuide<T>(make: (guide: Guide) => T): () => T {
  let made: { generation: number; value: T } | undefined;
  return () => {
    const guide = currentGuide();
    if (made?.generation !== guide.generation) made = { generation: guide.generation, value: make(guide) };
    return made.value;
  };
}
