import { describe, expect, it } from "vitest";
import {
  categories,
  categoryAt,
  categoryRoutes,
  homeCards,
  listPageConfig,
  listPageConfigFor,
  listPageConfigs,
  listPathFor,
  listRouteModule,
  navCategories,
  neighborhoodRouteModule,
  neighborhoodRoutes,
  wordingByType,
  type Category,
} from "./categories";
import { placeTypes } from "./place-types";
import { mainNavFor, quickLinksFor } from "./site-config";

/** A category the guide does not have: one row, as a contributor would add it. */
const breweries: Category = {
  key: "breweries",
  path: "/breweries",
  label: "Breweries",
  noun: { one: "Brewery", other: "Breweries" },
  proseNoun: { one: "brewery", other: "breweries" },
  types: {
    bar: { label: "Brewery", plural: "Breweries", chipClass: "bg-yellow-100 text-yellow-900", trendingBadge: "On Tap" },
  },
  nav: true,
  homeCard: { text: "Local beer, brewed here.", icon: "martini" },
  list: {
    title: "Columbus Breweries",
    subtitle: "Brewed in town",
    description: "Breweries in Columbus.",
    areaNoun: "Breweries",
    searchLabel: "Search breweries",
    searchPlaceholder: "Name or style",
    emptyTitle: "No breweries found",
    controls: ["neighborhood", "rating"],
    card: { features: 3 },
  },
};

const withBreweries: readonly Category[] = [...categories, breweries];

describe("a new category row", () => {
  it("yields its route on the shared list page module", () => {
    expect(categoryRoutes(withBreweries)).toContainEqual({
      path: "breweries",
      file: listRouteModule,
      id: "list/breweries",
    });
  });
  it("yields its neighborhood pages' route (product §15.4), and a category without a list page none", () => {
    expect(neighborhoodRoutes(withBreweries)).toContainEqual({
      path: "breweries/:neighborhood/:page?",
      file: neighborhoodRouteModule,
      id: "neighborhood/breweries",
    });
    expect(neighborhoodRoutes(withBreweries).map((route) => route.path)).not.toContain("coffee/:neighborhood/:page?");
    expect(listPageConfigs(withBreweries).map((config) => config.key)).toContain("breweries");
  });

  it("yields its header navigation entry and footer Quick Link, after the existing ones", () => {
    expect(mainNavFor(withBreweries).at(-1)).toEqual({ to: "/breweries", label: "Breweries" });
    const quickLinks = quickLinksFor(withBreweries);
    expect(quickLinks.at(-2)).toEqual({ to: "/breweries", label: "Breweries" });
    expect(quickLinks.at(-1)).toEqual({ to: "/promote", label: "Promote Your Business" });
  });

  it("yields its home card and its list page config", () => {
    expect(homeCards(withBreweries).at(-1)).toMatchObject({
      to: "/breweries",
      title: "Breweries",
      text: "Local beer, brewed here.",
    });
    expect(listPageConfig(breweries)).toMatchObject({
      key: "breweries",
      path: "/breweries",
      title: "Columbus Breweries",
      noun: { one: "Brewery", other: "Breweries" },
      types: ["bar"],
      typeOptions: [{ value: "bar", label: "Breweries" }],
      controls: ["neighborhood", "rating"],
    });
    expect(categoryAt("/breweries/", withBreweries)).toBe(breweries);
  });

  it("is refused when it claims a place type another category has", () => {
    expect(() => wordingByType(withBreweries)).toThrow(
      'Place type "bar" must belong to exactly one category (found 2)',
    );
  });
});

describe("the site's categories (product §2)", () => {
  it("give every place type exactly one category", () => {
    expect(Object.keys(wordingByType()).sort()).toEqual([...placeTypes].sort());
  });

  it("route the four list pages through the list module, coffee shops at /coffee-shops (decision 063)", () => {
    expect(categoryRoutes()).toEqual([
      { path: "restaurants", file: listRouteModule, id: "list/restaurants" },
      { path: "clubs-and-bars", file: listRouteModule, id: "list/clubs-and-bars" },
      { path: "attractions", file: listRouteModule, id: "list/attractions" },
      { path: "coffee-shops", file: listRouteModule, id: "list/coffee" },
    ]);
  });

  it("put Home, Restaurants, Clubs & Bars and Attractions in the header, in that order", () => {
    expect(mainNavFor(categories).map((item) => item.label)).toEqual([
      "Home",
      "Restaurants",
      "Clubs & Bars",
      "Attractions",
    ]);
    expect(navCategories(categories).map((item) => item.to)).toEqual([
      "/restaurants",
      "/clubs-and-bars",
      "/attractions",
    ]);
  });

  it("give the list and neighborhood routes a list page config by key, and refuse a key without one", () => {
    expect(listPageConfigFor("clubs-and-bars")).toMatchObject({
      path: "/clubs-and-bars",
      title: "Columbus Nightlife",
      types: ["club", "bar"],
    });
    expect(listPageConfigFor("coffee")).toMatchObject({ path: "/coffee-shops", types: ["coffee"] });
    expect(() => listPageConfigFor("nightlife")).toThrow('Category "nightlife" has no list page');
  });

  it("send a search result to its type's page, and an unknown type home", () => {
    expect(Object.fromEntries(placeTypes.map((type) => [type, listPathFor(type)]))).toEqual({
      restaurant: "/restaurants",
      bar: "/clubs-and-bars",
      club: "/clubs-and-bars",
      attraction: "/attractions",
      coffee: "/coffee-shops",
    });
    expect(listPathFor("museum")).toBe("/");
  });
});
