import type { PlaceCardOptions } from "./place-card";
import type { PlaceType } from "./place-schema";

/** Which filter controls a list page shows (product §2). */
export type ListControl = "type" | "neighborhood" | "rating";

/** One list page of product §2, as data: texts, types it lists, controls and card options. */
export interface ListPageConfig {
  path: string;
  types: readonly PlaceType[];
  title: string;
  subtitle: string;
  /** Meta description of the page. */
  description: string;
  /** product §2 count wording: 'N Restaurant(s) Found'. */
  noun: { one: string; other: string };
  /** Label of the search box. */
  searchLabel: string;
  searchPlaceholder: string;
  /** product §8: empty-state heading. */
  emptyTitle: string;
  controls: readonly ListControl[];
  card: PlaceCardOptions;
}

/** product §2: Restaurants, Clubs and bars, Attractions. */
export const listPages = {
  restaurants: {
    path: "/restaurants",
    types: ["restaurant"],
    title: "Columbus Restaurants",
    subtitle: "From food trucks to fine dining",
    description:
      "Where to eat in Columbus, Ohio: local restaurants from German Village sausage halls to Short North fine dining, with hours, prices and maps.",
    noun: { one: "Restaurant", other: "Restaurants" },
    searchLabel: "Search restaurants",
    searchPlaceholder: "Name, cuisine or dish",
    emptyTitle: "No restaurants found",
    controls: ["neighborhood", "rating"],
    card: { features: 3 },
  },
  nightlife: {
    path: "/clubs-and-bars",
    types: ["club", "bar"],
    title: "Columbus Nightlife",
    subtitle: "Clubs, bars, and entertainment venues",
    description:
      "Columbus nightlife: cocktail bars, breweries, live music venues and dance clubs across the Short North, Arena District and beyond.",
    noun: { one: "Venue", other: "Venues" },
    searchLabel: "Search venues",
    searchPlaceholder: "Name, style or vibe",
    emptyTitle: "No venues found",
    controls: ["type", "neighborhood"],
    card: { typeChip: true, features: 3 },
  },
  attractions: {
    path: "/attractions",
    types: ["attraction"],
    title: "Columbus Attractions",
    subtitle: "Museums, parks, and entertainment for everyone",
    description:
      "Things to do in Columbus, Ohio: museums, parks, gardens, the zoo and Ohio Stadium, with hours, prices and family-friendly picks.",
    noun: { one: "Attraction", other: "Attractions" },
    searchLabel: "Search attractions",
    searchPlaceholder: "Museums, parks, gardens",
    emptyTitle: "No attractions found",
    controls: ["neighborhood", "rating"],
    card: { features: 3, familyFriendly: true },
  },
} as const satisfies Record<string, ListPageConfig>;

/** product §8: the hint under every empty filtered list. */
export const emptyHint = "Try adjusting your filters or search terms.";
