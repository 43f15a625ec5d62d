import { beforeAll, describe, expect, it } from "vitest";
import routeTable from "../app/routes";
import { readPlaces } from "../core/places/guide.server";
import { isListed, type Place } from "../core/places/place-schema";
import { fixturePlacesDir } from "../tooling/test/fixtures";
import { listDataDir } from "../app/features/lists/data/list-data.server";
import { eventRows } from "../app/features/events/event-rows";
import type { EventSummary } from "../core/events/events.server";
import {
  changedEventsPages,
  dependents,
  eventDependents,
  pathsReading,
  placeEventDependents,
  reviewDependents,
  routeReads,
  type ManifestRoute,
  type RenderSet,
  type RouteReads,
} from "./dependents";
import { sitemapReads } from "./sitemap-files";

const empty = (): RenderSet => ({ pages: new Set(), resources: new Set(), searchShards: new Set() });

/** The route modules of app/routes.ts, loaded as the build's server bundle holds them. */
const routeModules = import.meta.glob<ManifestRoute["module"]>("../app/routes/*.{ts,tsx}");

/** The app's route table as React Router's server build lists it (`ServerBuild.routes`), from app/routes.ts. */
async function manifest(): Promise<Record<string, ManifestRoute>> {
  const routes: Record<string, ManifestRoute> = {};
  for (const entry of routeTable) {
    const id = entry.id ?? entry.file;
    routes[id] = { id, path: entry.path, index: entry.index, module: await routeModules[`../app/${entry.file}`]!() };
  }
  return routes;
}

let routes: RouteReads[];
beforeAll(async () => {
  // Decision 095: the sitemap is files, not a route; the publisher's renderer adds its declaration to the routes'.
  routes = [...routeReads(await manifest()), sitemapReads];
}, 60_000);

describe("what the routes say they read (core/places/guide-reads.ts)", () => {
  it("every route with a loader says it, and the fixed pages are found from it", () => {
    expect(pathsReading(routes, "listed").sort()).toEqual(["/", "/about", "/saved", "/search", "/sitemap.xml"]);
    expect(pathsReading(routes, "every-place").sort()).toEqual(["/events", "/events.ics", "/privacy"]);
    expect(pathsReading(routes, "cards:trending").sort()).toEqual(["/", "/promote", "/trending"]);
    expect(pathsReading(routes, "place-names").sort()).toEqual(["/contact", "/review"]);
    expect(pathsReading(routes, "review-tally")).toEqual(["/reviews-policy"]);
    expect(pathsReading(routes, "events").sort()).toEqual(["/", "/events", "/events.ics"]);
  });

  it("refuses a route with a loader that says nothing, naming it", () => {
    const route = { id: "routes/new-page", path: "new-page", module: { loader: () => null } };
    expect(() => routeReads({ [route.id]: route })).toThrow(/route routes\/new-page has a loader but no handle/);
  });

  it("a place that leaves the guide touches the pages that count what is listed; a description edit does not", () => {
    const guide = readPlaces(fixturePlacesDir);
    const place = guide.find((each) => isListed(each) && !each.featured && each.type !== "coffee")!;
    const left = dependents(
      guide,
      guide.filter((each) => each.id !== place.id),
      [place.id],
      routes,
    );
    for (const page of ["/about", "/saved", "/search", "/privacy"]) expect(left.pages).toContain(page);
    expect(left.resources).toContain("/sitemap.xml");
    const edited = guide.map((each) => (each.id === place.id ? { ...each, description: "Edited." } : each));
    const edit = dependents(guide, edited, [place.id], routes);
    expect(edit.pages).not.toContain("/about");
    expect(edit.pages).not.toContain("/trending");
    expect(edit.pages).toContain("/search");
    expect(edit.resources).not.toContain("/sitemap.xml");
  });
});

describe("what a change of a place's published reviews touches (decision 054)", () => {
  const places = readPlaces(fixturePlacesDir);
  const listed = places.find(isListed)!;

  it("its page, the lists its card is in with their data, and the reviews' policy; no other place's page", () => {
    const set = reviewDependents(places, [listed.id], empty(), routes);
    expect(set.pages).toContain(`/place/${listed.slug}`);
    expect(set.pages).toContain("/reviews-policy");
    expect([...set.resources].some((file) => file.startsWith("/data/lists/all-"))).toBe(true);
    const otherPlacePages = [...set.pages].filter(
      (page) => page.startsWith("/place/") && page !== `/place/${listed.slug}`,
    );
    expect(otherPlacePages).toEqual([]);
    expect(set.searchShards.size).toBe(0);
  });

  it("touches nothing when no review changed", () => {
    expect(reviewDependents(places, [], empty(), routes)).toEqual(empty());
  });
});

describe("what a change touches among a large neighborhood's pages (decision 050)", () => {
  const guide = readPlaces(); // the guide's own places
  const bar = guide.find((place) => isListed(place) && place.type === "bar" && place.neighborhood === "Short North")!;
  const maxId = Math.max(...guide.map((place) => place.id));
  /** `count` copies of a Short North bar, with ids and slugs of their own. */
  const copies = (count: number, from = 1): Place[] =>
    Array.from({ length: count }, (_, index) => ({
      ...bar,
      id: maxId + from + index,
      slug: `${bar.slug}-copy-${from + index}`,
      name: `${bar.name} copy ${from + index}`,
    }));

  it("a bar added where the neighborhood needs a second page renders both pages; a description edit the pages it has", () => {
    const before = [...guide, ...copies(1020)];
    const added = copies(1, 2000);
    const after = [...before, ...added];
    const set = dependents(before, after, [added[0]!.id], routes);
    expect(set.pages).toContain("/clubs-and-bars/short-north");
    expect(set.pages).toContain("/clubs-and-bars/short-north/2");
    expect(set.pages).not.toContain("/clubs-and-bars/short-north/3");
    const edited = after.map((place) =>
      place.id === added[0]!.id ? { ...place, description: `${place.description} Edited.` } : place,
    );
    const edit = dependents(after, edited, [added[0]!.id], routes);
    expect([...edit.pages].filter((page) => page.startsWith("/clubs-and-bars/short-north"))).toEqual([
      "/clubs-and-bars/short-north",
      "/clubs-and-bars/short-north/2",
    ]);
  });
});

describe("what an event's change touches (decision 083)", () => {
  it("its page and .ics, its place's page, feed and cards, the routes that read events, every page of /events", () => {
    const places = readPlaces(fixturePlacesDir);
    const venue = places.find((place) => isListed(place))!;
    const moved = places.filter((place) => isListed(place))[1]!;
    const set = eventDependents(
      places,
      [
        { before: { slug: "jazz", place: venue.slug }, after: { slug: "jazz", place: moved.slug } },
        { after: { slug: "hop" } },
      ],
      [1, 2, 3],
      empty(),
      routes,
    );
    for (const page of [
      "/events/jazz",
      "/events/jazz/history",
      "/events/hop",
      `/place/${venue.slug}`,
      `/place/${moved.slug}`,
      "/",
      "/events",
      "/events/page/1",
      "/events/page/3",
    ])
      expect(set.pages, page).toContain(page);
    for (const file of [
      "/events/jazz/event.ics",
      "/events/hop/event.ics",
      "/events.ics",
      `/place/${venue.slug}/events.ics`,
      `/place/${moved.slug}/events.ics`,
    ])
      expect(set.resources, file).toContain(file);
    // The place's cards (a show tonight is in its hours): its lists' data files.
    expect([...set.resources].filter((file) => file.startsWith(listDataDir)).length).toBeGreaterThan(1);
    expect(set.pages).not.toContain("/events/page/4");
  });

  it("a place's change renders its events' pages and feeds again (they were found by path only)", () => {
    const set = placeEventDependents(
      new Set(["fixture-museum-1"]),
      [{ slug: "talk", place: "fixture-museum-1" }, { slug: "elsewhere", place: "fixture-museum-2" }, { slug: "hop" }],
      empty(),
      routes,
    );
    expect([...set.pages].sort()).toEqual(["/", "/events", "/events/talk"]);
    expect([...set.resources].sort()).toEqual([
      "/events.ics",
      "/events/talk/event.ics",
      "/place/fixture-museum-1/events.ics",
    ]);
    expect(placeEventDependents(new Set(["fixture-museum-3"]), [{ slug: "hop" }], empty(), routes).pages.size).toBe(0);
  });
});

describe("which pages of /events an event's change renders (decision 097)", () => {
  /** An event at `place` with one date a day from 2026-12-01 at 8 PM, `nights` nights. */
  const summary = (slug: string, nights: number, place = "venue", title = slug): EventSummary => ({
    slug,
    title,
    kind: "music",
    where: { name: "Venue", neighborhood: "Short North", placeSlug: place },
    free: false,
    status: "EventScheduled",
    soldOut: false,
    occurrences: Array.from({ length: nights }, (_, index) => {
      const night = `2026-12-${String(index + 1).padStart(2, "0")}`;
      return { night, start: `${night}T20:00-05:00`, end: `${night}T23:00-05:00` };
    }),
  });
  // 5 events of 30 nights: 150 dates, 3 pages (5 rows a night, 12 nights a page; the third half full).
  const events = ["a", "b", "c", "d", "e"].map((slug) => summary(slug, 30));
  const points = new Map([
    ["venue", { lat: 39.96, lng: -83 }],
    ["hall", { lat: 39.97, lng: -83.01 }],
  ]);
  const guide = (summaries: EventSummary[], pointOf = (slug: string) => points.get(slug)) => ({
    rows: eventRows(summaries),
    pointOf,
  });

  it("renders none when the rows are the same, and only the pages holding a changed event's dates", () => {
    expect(changedEventsPages(guide(events), guide(events.map((event) => ({ ...event }))))).toEqual([]);
    // A change of title or status keeps every date in its place: only the pages of its dates change.
    const shortRun = [...events, summary("f", 3)];
    const soldOut = shortRun.map((event) => (event.slug === "f" ? { ...event, soldOut: true } : event));
    expect(changedEventsPages(guide(shortRun), guide(soldOut))).toEqual([1]);
  });

  it("renders every page from the first moved row on when a date is added, and a new last page", () => {
    const added = [...events, summary("f", 31)];
    // 181 dates: the new date on the first night moves every later row; page 4 is new.
    expect(changedEventsPages(guide(events), guide(added))).toEqual([1, 2, 3, 4]);
    const removed = events.slice(1);
    // 120 dates: every page's rows move, page 3 is gone.
    expect(changedEventsPages(guide(events), guide(removed))).toEqual([1, 2, 3]);
  });

  it("renders the pages showing a place whose point moved, and none for a place no row shows", () => {
    const moved = new Map(points).set("venue", { lat: 40, lng: -83 });
    const atHall = [...events.slice(0, 4), summary("e", 30, "hall")];
    expect(
      changedEventsPages(
        guide(atHall),
        guide(atHall, (slug) => moved.get(slug)),
      ),
    ).toEqual([1, 2, 3]);
    const elsewhere = new Map(points).set("hall", { lat: 40, lng: -83 });
    expect(
      changedEventsPages(
        guide(events),
        guide(events, (slug) => elsewhere.get(slug)),
      ),
    ).toEqual([]);
  });
});
