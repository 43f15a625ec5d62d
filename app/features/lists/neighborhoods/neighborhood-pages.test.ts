import { describe, expect, it } from "vitest";
import {
  neighborhoodLinks,
  neighborhoodPageCount,
  neighborhoodPageData,
  neighborhoodPagePaths,
} from "./neighborhood-pages.server";
import { listPageConfigs } from "#core/categories.ts";

/** product §15.4: a neighborhood's pages: its cards and links first, then further pages of links, one address each. */
describe("neighborhood pages in pages (product §15.4)", () => {
  it("counts one page up to its cards and links, then one more per page of links", () => {
    expect(neighborhoodPageCount(0)).toBe(1);
    expect(neighborhoodPageCount(1024)).toBe(1);
    expect(neighborhoodPageCount(1025)).toBe(2);
    expect(neighborhoodPageCount(2024)).toBe(2);
    expect(neighborhoodPageCount(2025)).toBe(3);
    expect(neighborhoodPageCount(5000, 24, 1000)).toBe(5);
    expect(neighborhoodPageCount(8, 2, 3)).toBe(2);
    expect(neighborhoodPageCount(9, 2, 3)).toBe(3);
  });

  // The guide's own clubs and bars in Short North, read through the same links the list shows.
  const clubs = listPageConfigs().find((config) => config.key === "clubs-and-bars")!;
  const shortNorth = neighborhoodLinks(clubs).find((link) => link.path === "/clubs-and-bars/short-north")!;
  const small = { cards: 1, links: 2 };

  it("gives the first page its cards and first links, each further page the next links, and nothing past the last", () => {
    const total = shortNorth.count;
    expect(total).toBeGreaterThanOrEqual(4);
    const first = neighborhoodPageData("/clubs-and-bars/short-north", small)!;
    expect(first).toMatchObject({ page: 1, pages: neighborhoodPageCount(total, 1, 2), total, path: shortNorth.path });
    expect(first.places).toHaveLength(1);
    expect(first.more).toHaveLength(2);
    const second = neighborhoodPageData("/clubs-and-bars/short-north/2", small)!;
    expect(second.places).toEqual([]);
    expect(second.more.length).toBeGreaterThanOrEqual(1);
    // Every place once, in the list's order, over all the pages.
    const slugs = [first.places[0]!.slug, ...first.more.map((place) => place.slug)];
    for (let page = 2; page <= first.pages; page++)
      slugs.push(
        ...neighborhoodPageData(`/clubs-and-bars/short-north/${page}`, small)!.more.map((place) => place.slug),
      );
    expect(slugs).toHaveLength(total);
    expect(new Set(slugs).size).toBe(total);
    expect(neighborhoodPageData(`/clubs-and-bars/short-north/${first.pages + 1}`, small)).toBeUndefined();
  });

  it("has one address per page: /1, /02, a word or a deeper path is no page", () => {
    for (const path of ["/1", "/02", "/two", "/2/more", "/-2", "/2.5"])
      expect(neighborhoodPageData(`/clubs-and-bars/short-north${path}`, small), path).toBeUndefined();
  });

  it("pre-renders a neighborhood's first page only while it holds every place (the guide today)", () => {
    const paths = neighborhoodPagePaths();
    expect(paths).toContain("/clubs-and-bars/short-north");
    expect(paths.filter((path) => /\/\d+$/.test(path))).toEqual([]);
  });
});
