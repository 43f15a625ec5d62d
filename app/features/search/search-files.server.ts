import { readFileSync } from "node:fs";
import path from "node:path";
import type { SearchDoc } from "./match";
import { getEventSummaries } from "../events/events.server";
import type { EventSummary } from "#core/events/events.server.ts";
import { eventKindWords } from "#core/events/event-words.ts";
import { guideEvents } from "#core/events/guide-events.server.ts";
import { searchManifestUrl, type SearchManifest, type SearchShardRef } from "./search-manifest";
import { getListedPlaces } from "#core/places/places.server.ts";
import { parseSynonyms, synonymsFile, type Synonym } from "#core/search/synonyms.ts";
import type { ListedPlace } from "~/features/places";

/**
 * Build time (and the publisher, for the buckets a change touches): the search's static files (docs/decisions/044-search-library.md).
 * `/search/manifest.json` names the files of places; each file holds the places of one bucket of ids
 * ({@link searchShardOf}), so its name never depends on the content, and a place added or edited changes its
 * own file and the manifest, nothing else. The functions here but {@link getSearchFiles} are pure.
 */

/** How many ids one file covers: ids 0-499 are file 0, 500-999 file 1, ... (at most 500 places, about 280 KB). */
export const searchShardSpan = 500;

/** The bucket (file number) of a place id: `searchShardOf(1_000_742)` -> 2001. */
export function searchShardOf(id: number): number {
  return Math.floor(id / searchShardSpan);
}

/** The URL path of a bucket's file: `/search/places-2001.json`. */
export function searchShardPath(shard: number): string {
  return `/search/places-${shard}.json`;
}

/** A file to write under build/client: its URL path and its text. */
export interface SearchFile {
  path: string;
  source: string;
}

/** What the search files carry of a listed place (product §5: the searched fields; what a suggestion shows). */
export function toSearchDoc(place: ListedPlace): SearchDoc {
  return {
    id: place.id,
    name: place.name,
    type: place.type,
    rating: place.rating,
    category: place.category,
    description: place.description,
    neighborhood: place.neighborhood,
    features: place.features,
  };
}

/**
 * The files of places for `places` (listed places only: product §10.2, closed places are not searched), one per
 * bucket of ids that holds any, in bucket order; each a JSON array of {@link SearchDoc}s in id order. A file's
 * text depends only on the places of its bucket, so a publisher re-renders one bucket with the places of that
 * bucket alone. Pure.
 */
export function searchShardFiles(places: readonly ListedPlace[]): SearchFile[] {
  const buckets = new Map<number, ListedPlace[]>();
  for (const place of places) {
    const shard = searchShardOf(place.id);
    buckets.set(shard, [...(buckets.get(shard) ?? []), place]);
  }
  return [...buckets.keys()]
    .sort((a, b) => a - b)
    .map((shard) => ({
      path: searchShardPath(shard),
      source: JSON.stringify(
        buckets
          .get(shard)!
          .toSorted((a, b) => a.id - b.id)
          .map(toSearchDoc),
      ),
    }));
}

/** Where the events' search file is (decision 085): one file, renewed whole with the events each day. */
export const searchEventsPath = "/search/events.json";

/** How many next dates an event's entry carries: the next, and the one after for once it is over. */
const searchEventDates = 2;

/**
 * What the search file of events carries of an event (decision 085): its title as the name, its kind as the
 * category, its performers and its place's (or venue's) name as the description, its neighborhood, and its next
 * dates; a negative id (-1 for the soonest), so no event's id is a place's.
 */
export function toEventSearchDoc(event: EventSummary, index: number, performers: readonly string[] = []): SearchDoc {
  return {
    id: -(index + 1),
    name: event.title,
    type: "event",
    rating: 0,
    category: eventKindWords[event.kind],
    description: [...performers, event.where.name].join(" · "),
    neighborhood: event.where.neighborhood,
    features: [],
    event: {
      slug: event.slug,
      dates: event.occurrences.slice(0, searchEventDates).map((date) => [date.start, date.end]),
    },
  };
}

/**
 * The search file of `events` (those with dates ahead, soonest first), or none when there is no event. `performersOf`
 * gives an event's performers (its record's). Pure.
 */
export function eventSearchFile(
  events: readonly EventSummary[],
  performersOf: (slug: string) => readonly string[] = () => [],
): SearchFile | undefined {
  if (events.length === 0) return undefined;
  return {
    path: searchEventsPath,
    source: JSON.stringify(events.map((event, index) => toEventSearchDoc(event, index, performersOf(event.slug)))),
  };
}

/**
 * The manifest naming `shards` (with how many places each holds) and carrying the synonym
 * table (product §5.5). Pure: `searchManifestFile(searchShardFiles(places), synonyms)`.
 */
export function searchManifestFile(shards: readonly SearchFile[], synonyms: readonly Synonym[]): SearchFile {
  return manifestOf(shards.map(shardEntry), synonyms);
}

/** A file of places as the manifest names it. */
function shardEntry(shard: SearchFile): SearchShardRef {
  return { path: shard.path, places: (JSON.parse(shard.source) as unknown[]).length };
}

function manifestOf(shards: SearchShardRef[], synonyms: readonly Synonym[]): SearchFile {
  const manifest: SearchManifest = { shards, synonyms: [...synonyms] };
  return { path: searchManifestUrl, source: JSON.stringify(manifest) };
}

/** The bucket a file of places holds, from its path (`/search/places-2001.json` -> 2001); the events' file is last. */
function shardOfPath(shardPath: string): number {
  return Number(/places-(\d+)\.json$/.exec(shardPath)?.[1] ?? Infinity);
}

/**
 * A publisher's manifest (decision 050): `live`, the manifest served, with the entries of the buckets `changed`
 * replaced by `shards`, those buckets' files as their places make them now (a bucket left without places leaves
 * the manifest), in bucket order, and `synonyms`. The same text as {@link searchManifestFile} over every file of
 * the guide, without building the files of the buckets that did not change (at 50,000 places that was a sixth of a
 * publish's render). Pure.
 */
export function updatedSearchManifest(
  live: SearchManifest,
  changed: ReadonlySet<number>,
  shards: readonly SearchFile[],
  synonyms: readonly Synonym[],
): SearchFile {
  const kept = live.shards.filter((entry) => !changed.has(shardOfPath(entry.path)));
  const entries = [...kept, ...shards.map(shardEntry)].sort((a, b) => shardOfPath(a.path) - shardOfPath(b.path));
  return manifestOf(entries, synonyms);
}

/**
 * Every search file for `places`, `synonyms` and `events` (decision 085: the events' file, when there is one, last of
 * the files the manifest names): the manifest first, then the files. Pure.
 */
export function searchFiles(
  places: readonly ListedPlace[],
  synonyms: readonly Synonym[],
  events?: SearchFile,
): SearchFile[] {
  const shards = [...searchShardFiles(places), ...(events ? [events] : [])];
  return [searchManifestFile(shards, synonyms), ...shards];
}

/** The events' search file of the guide's events as the pages read them (decision 085). */
export function guideEventSearchFile(): SearchFile | undefined {
  const { records } = guideEvents();
  return eventSearchFile(getEventSummaries(), (slug) => records.get(slug)?.performers ?? []);
}

/**
 * The synonym table of the content (product §5.5), checked.
 * @throws Error naming the entry and field of each problem (core/search/synonyms.ts), which fails the build.
 */
export function readSynonyms(root = process.cwd()): Synonym[] {
  const file = path.join(root, synonymsFile);
  return parseSynonyms(JSON.parse(readFileSync(file, "utf8")), synonymsFile);
}

/** Build time: the search files of the guide's content (its listed places, its synonym table and its events). */
export function getSearchFiles(): SearchFile[] {
  return searchFiles(getListedPlaces(), readSynonyms(), guideEventSearchFile());
}
