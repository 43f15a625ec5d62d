import { beforeAll, describe, expect, it } from "vitest";
import routeTable from "../app/routes";
import { readPlaces } from "../core/places/guide.server";
import { isListed, type Place } from "../core/places/place-schema";
import { fixturePlacesDir } from "../tooling/test/fixtures";
import {
  dependents,
  pathsReading,
  reviewDependents,
  routeReads,
  type ManifestRoute,
  type RenderSet,
  type RouteReads,
} from "./dependents";

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
  routes = routeReads(await manifest());
}, 60_000);

describe("what the routes say they read (core/places/guide-reads.ts)", () => {
  it("every route with a loader says it, and the fixed pages are found from it", () => {
    expect(pathsReading(routes, "listed").sort()).toEqual(["/", "/about", "/saved", "/search", "/sitemap.xml"]);
    expect(pathsReading(routes, "every-place").sort()).toEqual(["/events", "/events.ics", "/privacy"]);
    expect(pathsReading(routes, "cards:trending").sort()).toEqual(["/", "/promote", "/trending"]);
    expect(pathsReading(routes, "place-names").sort()).toEqual(["/contact", "/review"]);
    expect(pathsReading(routes, "review-tally")).toEqual(["/reviews-policy"]);
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
