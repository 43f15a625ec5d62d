/**
 * Decision 050: which of the site's files a change of some places may touch, so the publisher renders those and no
 * others. A page is listed when it shows (or counts, or lists the file of) a changed place before or after the
 * change; the publisher renders each one and writes only those whose bytes differ, so listing one too many costs
 * a render, never a rewrite. The fixed routes say themselves what they read (core/places/guide-reads.ts, their
 * `handle`), and {@link routeReads} takes that from the release's routes; the routes whose paths carry a place, a
 * list or a file ("by-path") are found here from the categories table and the place.
 */
import { isDeepStrictEqual } from "node:util";
import { listPageConfigs } from "../core/categories";
import { isGuideReads, type GuideRead } from "../core/places/guide-reads";
import { isListed, type Place } from "../core/places/place-schema";
import { similarPlacesFinder } from "../core/places/places.server";
import { placeNameFileCount, placeNameFileIndex } from "../app/features/contact/place-names";
import {
  neighborhoodPagePath,
  neighborhoodPath,
  neighborhoodSlug,
} from "../app/features/lists/neighborhoods/neighborhood-links";
import { neighborhoodPageCount } from "../app/features/lists/neighborhoods/neighborhood-pages.server";
import { listDataBucket, listDataDir } from "../app/features/lists/data/list-data.server";
import { placeNamesDir } from "../app/features/contact/place-names.server";
import { searchShardOf } from "../app/features/search/search-files.server";
import { isFilePath } from "./record-page-paths";
import { eventsPage, eventsPageCountOf, type EventRow } from "../app/features/events/event-rows";

/** What to render: pages (their HTML and data) and resource files (lists, names, the sitemap), by URL path. */
export interface RenderSet {
  pages: Set<string>;
  resources: Set<string>;
  /** The search files' buckets of ids to write again (decision 044), with the search manifest. */
  searchShards: Set<number>;
}

/** A route with a path of its own (no parameter) and what its loader reads of the guide. */
export interface RouteReads {
  /** "/about", "/sitemap.xml" ("/" for the index route). */
  path: string;
  reads: readonly GuideRead[];
}

/** A route of React Router's server build (`ServerBuild.routes`), as far as this reads it. */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: { handle?: unknown; loader?: unknown };
}

/**
 * The routes without parameters and what each declares it reads (its `handle`), from a build's route manifest.
 * @throws Error naming the route when a route with a loader declares nothing (core/places/guide-reads.ts).
 */
export function routeReads(routes: Readonly<Record<string, ManifestRoute | undefined>>): RouteReads[] {
  const found: RouteReads[] = [];
  const pathOf = (route: ManifestRoute): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const own = route.path ?? "";
    const above = parent ? pathOf(parent) : "";
    return own ? `${above.replace(/\/$/, "")}/${own}` : above || "/";
  };
  for (const route of Object.values(routes)) {
    if (!route?.module.loader) continue;
    if (!isGuideReads(route.module.handle))
      throw new Error(`route ${route.id} has a loader but no handle saying what it reads (core/places/guide-reads.ts)`);
    const path = pathOf(route);
    if (!/[:*]/.test(path)) found.push({ path, reads: route.module.handle.reads });
  }
  return found;
}

/** The paths of the routes that read `read`. */
export function pathsReading(routes: readonly RouteReads[], read: GuideRead): string[] {
  return routes.filter((route) => route.reads.includes(read)).map((route) => route.path);
}

/** Adds `path` to the set's pages, or to its resources when it names a file ("/sitemap.xml"). */
function addPath(set: Pick<RenderSet, "pages" | "resources">, path: string): void {
  if (isFilePath(path)) set.resources.add(path);
  else set.pages.add(path);
}

/** The list pages' configs (a table that does not change while the process runs), made once. */
const configs = listPageConfigs();

/** The lists a place's card is in (list data keys, core/categories.ts): its category's, coffee, trending, all. */
function listsOf(place: Place): string[] {
  if (!isListed(place)) return [];
  const lists = configs.filter((config) => config.types.includes(place.type)).map((config) => config.key);
  if (place.type === "coffee") lists.push("coffee");
  if (place.featured) lists.push("trending");
  lists.push("all");
  return lists;
}

/** A place's card as far as lists see it: what changes when it changes. */
const cardKey = (place: Place | undefined) => (place && isListed(place) ? JSON.stringify(place) : "");

/**
 * The pages and files a change from `before` to `after` (each the whole guide, in the guide's order) may touch,
 * for the places `changed` (their ids).
 */
export function dependents(
  before: readonly Place[],
  after: readonly Place[],
  changed: readonly number[],
  routes: readonly RouteReads[],
): RenderSet {
  const pages = new Set<string>();
  const resources = new Set<string>();
  const searchShards = new Set<number>();
  const reading = (read: GuideRead) => pathsReading(routes, read);
  const beforeById = new Map(before.map((place) => [place.id, place]));
  const afterById = new Map(after.map((place) => [place.id, place]));
  let membershipChanged = false;
  // product §15.4: every page of a list's neighborhood (a large one has further pages of links), as many as it has
  // before or after the change: a place added or gone moves the links of every page after its own. The counts are
  // taken once per guide, on first need.
  let counts: Map<string, number>[] | undefined;
  const keyOf = (listKey: string, neighborhood: string) => `${listKey}/${neighborhoodSlug(neighborhood)}`;
  const pagesOf = new Map<string, string[]>();
  const neighborhoodPages = (config: (typeof configs)[number], neighborhood: string) => {
    const key = keyOf(config.key, neighborhood);
    let found = pagesOf.get(key);
    if (!found) {
      counts ??= [before, after].map((guide) => {
        const byKey = new Map<string, number>();
        for (const place of guide)
          if (isListed(place))
            for (const each of configs)
              if (each.types.includes(place.type)) {
                const placeKey = keyOf(each.key, place.neighborhood);
                byKey.set(placeKey, (byKey.get(placeKey) ?? 0) + 1);
              }
        return byKey;
      });
      const pageCount = Math.max(...counts.map((byKey) => neighborhoodPageCount(byKey.get(key) ?? 0)));
      const path = neighborhoodPath(config.path, neighborhood);
      found = Array.from({ length: pageCount }, (_, index) => neighborhoodPagePath(path, index + 1));
      pagesOf.set(key, found);
    }
    return found;
  };

  // Who is similar to whom, before and after (indexed once, on first need: a guide's closed places each ask).
  let similar: ReturnType<typeof similarPlacesFinder<Place>>[] | undefined;
  for (const id of changed) {
    const was = beforeById.get(id);
    const now = afterById.get(id);
    const versions = [was, now].filter((place): place is Place => place !== undefined);
    for (const place of versions) {
      pages.add(`/place/${place.slug}`);
      pages.add(`/place/${place.slug}/history`);
    }
    const listedBefore = was !== undefined && isListed(was);
    const listedAfter = now !== undefined && isListed(now);
    const moved = was?.neighborhood !== now?.neighborhood || was?.type !== now?.type;
    if (listedBefore !== listedAfter || (listedAfter && moved) || was?.slug !== now?.slug) membershipChanged = true;
    if (cardKey(was) === cardKey(now) && listedBefore === listedAfter) continue;

    for (const place of versions) {
      searchShards.add(searchShardOf(place.id));
      // The lists' files of its id's bucket, and the pages of the lists it is in.
      for (const list of listsOf(place)) resources.add(`${listDataDir}${list}-${listDataBucket(place.id)}.json`);
      if (!isListed(place)) continue;
      for (const config of configs.filter((each) => each.types.includes(place.type))) {
        pages.add(config.path);
        for (const page of neighborhoodPages(config, place.neighborhood)) pages.add(page);
        // A list's other neighborhood pages show its neighborhoods with their counts.
        if (membershipChanged)
          for (const other of before.concat(after))
            if (isListed(other) && config.types.includes(other.type))
              for (const page of neighborhoodPages(config, other.neighborhood)) pages.add(page);
      }
      // The fixed routes that show the cards of a list it is in.
      for (const list of listsOf(place))
        for (const path of reading(`cards:${list}`)) addPath({ pages, resources }, path);
    }
    // A closed place's page shows up to three similar open places.
    similar ??= [before, after].map((guide) => similarPlacesFinder(guide.filter(isListed)));
    for (const closed of after.filter((place) => place.status === "closed"))
      if (versions.some((place) => similar!.some((find) => find(closed).some((each) => each.id === place.id))))
        pages.add(`/place/${closed.slug}`);
  }

  for (const path of reading("every-place")) addPath({ pages, resources }, path);
  if (membershipChanged) for (const path of reading("listed")) addPath({ pages, resources }, path);

  // Place names (a correction link's): the file of each changed slug, or every file when their count changes.
  const countBefore = placeNameFileCount(before.length);
  const countAfter = placeNameFileCount(after.length);
  if (countBefore !== countAfter) {
    for (let index = 0; index < countAfter; index++) resources.add(`${placeNamesDir}${index}.json`);
    for (const path of reading("place-names")) addPath({ pages, resources }, path);
  } else {
    for (const id of changed)
      for (const place of [beforeById.get(id), afterById.get(id)])
        if (place && beforeById.get(id)?.name !== afterById.get(id)?.name)
          resources.add(`${placeNamesDir}${placeNameFileIndex(place.slug, countAfter)}.json`);
  }
  return { pages, resources, searchShards };
}

/**
 * Decision 054: adds to `set` the files a change of the published reviews of the places `reviewed` (their ids) may
 * touch: each place's page, the list pages and list data its card is in (cards show the visitors' count), the fixed
 * routes that show those cards, and the routes that read the reviews' tally (`/reviews-policy`). The place's record
 * did not change, so nothing else does.
 */
export function reviewDependents(
  places: readonly Place[],
  reviewed: readonly number[],
  set: RenderSet,
  routes: readonly RouteReads[],
): RenderSet {
  if (reviewed.length === 0) return set;
  const byId = new Map(places.map((place) => [place.id, place]));
  for (const id of reviewed) {
    const place = byId.get(id);
    if (place) cardDependents(place, set, routes);
  }
  for (const path of pathsReading(routes, "review-tally")) addPath(set, path);
  return set;
}

/**
 * Adds a place's page and everything that shows its card (its lists' data files, the list pages and neighborhood page
 * it is on, the fixed routes showing those cards): what changes when something shown on the card but not in the
 * record changes (its visitors' count, its shows tonight).
 */
function cardDependents(place: Place, set: RenderSet, routes: readonly RouteReads[]): void {
  set.pages.add(`/place/${place.slug}`);
  for (const list of listsOf(place)) set.resources.add(`${listDataDir}${list}-${listDataBucket(place.id)}.json`);
  if (!isListed(place)) return;
  for (const config of configs.filter((each) => each.types.includes(place.type))) {
    set.pages.add(config.path);
    set.pages.add(neighborhoodPath(config.path, place.neighborhood));
  }
  for (const list of listsOf(place)) for (const path of pathsReading(routes, `cards:${list}`)) addPath(set, path);
}

/** An event as far as the pages that show it are concerned: its slug and its place's slug (none for a venue). */
export interface EventAt {
  slug: string;
  place?: string;
}

/**
 * Decision 083: adds to `set` the files a change of the events `changed` (each as it was and as it is; a new event has
 * no `before`, a gone one no `after`) may touch: each event's page, its history and its `.ics`; its place's page ("Coming up"),
 * the place's feed `/place/<slug>/events.ics` and everything showing the place's card (a show tonight is in its
 * hours); the fixed routes that read the events (`/events`, `/events.ics`, the home page's strip); and the pages of
 * `/events` numbered in `eventPages` (decision 097: those whose rows changed, {@link changedEventsPages}).
 */
export function eventDependents(
  places: readonly Place[],
  changed: readonly { before?: EventAt; after?: EventAt }[],
  eventPages: Iterable<number>,
  set: RenderSet,
  routes: readonly RouteReads[],
): RenderSet {
  if (changed.length === 0) return set;
  const bySlug = new Map(places.map((place) => [place.slug, place]));
  for (const { before, after } of changed)
    for (const event of [before, after]) {
      if (!event) continue;
      set.pages.add(`/events/${event.slug}`);
      set.pages.add(`/events/${event.slug}/history`);
      set.resources.add(`/events/${event.slug}/event.ics`);
      const place = event.place === undefined ? undefined : bySlug.get(event.place);
      if (!place) continue;
      cardDependents(place, set, routes);
      set.resources.add(`/place/${place.slug}/events.ics`);
    }
  for (const path of pathsReading(routes, "events")) addPath(set, path);
  for (const page of eventPages) set.pages.add(`/events/page/${page}`);
  return set;
}

/**
 * Decision 083: a place's change shows on its events' pages (where they are: its name, address, neighborhood) and
 * feeds: adds to `set` the pages and `.ics` of every event at a changed place (`changedSlugs`: its slugs before and
 * after), the place's feed, and the routes that read the events.
 */
export function placeEventDependents(
  changedSlugs: ReadonlySet<string>,
  events: readonly EventAt[],
  set: RenderSet,
  routes: readonly RouteReads[],
): RenderSet {
  let any = false;
  for (const event of events) {
    if (event.place === undefined || !changedSlugs.has(event.place)) continue;
    any = true;
    set.pages.add(`/events/${event.slug}`);
    set.resources.add(`/events/${event.slug}/event.ics`);
    set.resources.add(`/place/${event.place}/events.ics`);
  }
  if (any) for (const path of pathsReading(routes, "events")) addPath(set, path);
  return set;
}

/** The rows of /events in one guide (every date, soonest first) and where that guide's places are. */
export interface EventsRows {
  rows: readonly EventRow[];
  pointOf: (placeSlug: string) => { lat: number; lng: number } | undefined;
}

/**
 * Decision 097: the numbers of the pages of /events whose data differ between two guides ({@link eventsPage}, what
 * their loader returns: their rows with their places' points, and whether a later page follows), with the pages only
 * one of them has. /events is paged by count of dates (decision 083): a new date moves every later page's rows, while
 * an event's other change (its title, price, status) changes only the pages holding its dates. All pages: 1 to N.
 */
export function changedEventsPages(before: EventsRows, after: EventsRows): number[] {
  const pages = [eventsPageCountOf(before.rows), eventsPageCountOf(after.rows)];
  const changed: number[] = [];
  for (let page = 1; page <= Math.max(...pages); page++)
    if (
      page > Math.min(...pages) ||
      !isDeepStrictEqual(eventsPage(before.rows, page, before.pointOf), eventsPage(after.rows, page, after.pointOf))
    )
      changed.push(page);
  return changed;
}
