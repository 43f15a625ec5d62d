import { describe, expect, it } from "vitest";
import { firstPageData } from "~/features/lists/data/list-data.server";
import { coffeeListView, coffeeNeedsAll, type CoffeeListInput } from "./coffee-list";
import { type PlaceSummary } from "~/features/places";
import { listPageSize } from "~/features/lists";
import { getSummaries } from "#core/places/places.server.ts";

const real = getSummaries(["coffee"]);

/** `count` coffee places: copies of the guide's first one with their own id, slug and name ("Roaster 7"); every seventh roasts in Clintonville. */
function many(count: number): PlaceSummary[] {
  return Array.from({ length: count }, (_, index) => ({
    ...real[0]!,
    id: 900_000 + index,
    slug: `roaster-${index + 1}`,
    name: `Roaster ${index + 1}`,
    description: index % 7 === 0 ? "Beans roasted in Clintonville." : "Single-origin pour-overs.",
    category: "Coffee Shop",
  }));
}

const names = (places: readonly PlaceSummary[]) => places.map((place) => place.name);

describe("the Support page's coffee places in pages (product §15.2)", () => {
  const all = many(2 * listPageSize + 5);
  const data = firstPageData(all, ["/data/lists/coffee-0.json"]);
  const input = (q: string, page: number): CoffeeListInput => ({ firstPage: data.places, total: data.total, q, page });

  it("the loader gives the first page, the count of all and the file", () => {
    expect(names(data.places)).toEqual(names(all.slice(0, listPageSize)));
    expect(data.total).toBe(all.length);
    expect(data.dataUrls).toEqual(["/data/lists/coffee-0.json"]);
  });

  it("page 1 shows the first page with the whole count, without the file", () => {
    expect(coffeeNeedsAll(input("", 1))).toBe(false);
    const view = coffeeListView(input("", 1), null);
    expect(view).toMatchObject({ loading: false, count: all.length, page: 1, pages: 3 });
    expect(names(view.items)).toEqual(names(all.slice(0, listPageSize)));
  });

  it("a later page needs the file and shows as loading until it arrives, never as page 1", () => {
    expect(coffeeNeedsAll(input("", 2))).toBe(true);
    expect(coffeeListView(input("", 2), null)).toMatchObject({ loading: true, items: [] });
    const view = coffeeListView(input("", 2), all);
    expect(names(view.items)).toEqual(names(all.slice(listPageSize, 2 * listPageSize)));
    expect(view).toMatchObject({ loading: false, count: all.length, page: 2, pages: 3 });
    expect(names(coffeeListView(input("", 3), all).items)).toEqual(names(all.slice(2 * listPageSize)));
  });

  it("a page past the end shows the last page, as the list pages do", () => {
    const view = coffeeListView(input("", 99), all);
    expect(view.page).toBe(3);
    expect(names(view.items)).toEqual(names(all.slice(2 * listPageSize)));
  });

  it("a search covers the whole list, counts every match and pages them", () => {
    expect(coffeeNeedsAll(input("clintonville", 1))).toBe(true);
    expect(coffeeListView(input("clintonville", 1), null).loading).toBe(true);
    const matches = all.filter((place) => place.description.includes("Clintonville"));
    const view = coffeeListView(input("clintonville", 1), all);
    expect(matches.some((place) => !data.places.includes(place))).toBe(true);
    expect(view).toMatchObject({ loading: false, count: matches.length, page: 1, pages: 1 });
    expect(names(view.items)).toEqual(names(matches));
    expect(coffeeListView(input("no such roaster", 1), all)).toMatchObject({ count: 0, items: [] });
  });

  it("when every coffee place fits one page (the guide today), nothing is fetched and the search filters the page's own list", () => {
    const today = firstPageData(real, ["/data/lists/coffee-0.json"]);
    expect(today.places).toHaveLength(real.length);
    const small = (q: string, page: number): CoffeeListInput => ({
      firstPage: today.places,
      total: today.total,
      q,
      page,
    });
    expect(coffeeNeedsAll(small("", 1))).toBe(false);
    expect(coffeeNeedsAll(small(real[0]!.name, 2))).toBe(false);
    expect(coffeeListView(small("", 1), null)).toMatchObject({ loading: false, count: real.length, pages: 1 });
    const view = coffeeListView(small(real[0]!.name, 1), null);
    expect(names(view.items)).toContain(real[0]!.name);
  });
});
