import type { href } from "react-router";
import { placeTypes, type PlaceType } from "./place-types";

/**
 * The guide's categories in one table: each row is one page of places (product §2 route table) with
 * everything the site says about it. The route list (`app/routes.ts`), the header navigation, the
 * footer's Quick Links, the home page's category cards, the list pages, the type chips and trending
 * badges, where a search result leads (`listPathFor`), the about page's counts and the sitemap all
 * derive from it. Adding a category is one row here plus its places in `content/places/`; a second
 * city is this table's wording plus its content.
 */

/** Which filter controls a list page shows (product §2), in order. */
export type ListControl = "type" | "neighborhood" | "rating";

/** What a place card shows beyond the basics; each list page of product §2 picks its own. */
export interface PlaceCardOptions {
  /** product §2 clubs and bars: the club / bar chip (also used on mixed lists). */
  typeChip?: boolean;
  /** How many features to show: product §2 says the first 3 on clubs and bars, and attractions. */
  features?: number;
  /** product §2 attractions: green Family Friendly badge. */
  familyFriendly?: boolean;
  /** product §9: the trending badge wording by type, over the photo. */
  trendingBadge?: boolean;
}

/** How the site names and marks one place type. */
export interface TypeWording {
  /** Chip label (product §9): "Club". */
  label: string;
  /** Option of a list page's type filter (product §2): "Clubs". */
  plural: string;
  /** product §9 chip colour (Tailwind classes; shades with WCAG AA contrast of the text on its background). */
  chipClass: string;
  /** product §9 trending badge wording. */
  trendingBadge: string;
}

/** The texts and controls of a category's list page (product §2: Restaurants, Clubs and bars, Attractions). */
export interface ListPageTexts {
  /** Heading (h1) and page title. */
  title: string;
  subtitle: string;
  /** Meta description of the page. */
  description: string;
  /** Product §15.4: what its neighborhood pages list, "Restaurants in Short North". */
  areaNoun: string;
  /** Label of the search box (and name of the search form). */
  searchLabel: string;
  searchPlaceholder: string;
  /** product §8: empty-state heading. */
  emptyTitle: string;
  /** Label of the type filter and its 'all' option, when `controls` has "type": "Venue type", "All Venues". */
  typeFilter?: { label: string; all: string };
  controls: readonly ListControl[];
  card: PlaceCardOptions;
}

/**
 * The icon of a home card, by name: the home page draws it (`app/features/home/category-cards.tsx`), so
 * the icons' code ships with the home page only, not with every page's header that reads this table.
 */
export type HomeCardIcon = "utensils" | "martini" | "landmark" | "coffee";

/** One category: one row of {@link categories}. */
export interface Category {
  /** Key and URL segment, one name for the concept everywhere in the code: "clubs-and-bars". */
  key: string;
  /** The page's path: "/clubs-and-bars". */
  path: `/${string}`;
  /** Navigation, footer and home card label: "Clubs & Bars". */
  label: string;
  /** product §2 count wording on its list page: 'N Venue(s) Found'. */
  noun: { one: string; other: string };
  /** Running text (about page): "12 clubs and bars", "1 club or bar". */
  proseNoun: { one: string; other: string };
  /** The place types it lists, with their wording. Every place type belongs to exactly one category. */
  types: Partial<Record<PlaceType, TypeWording>>;
  /** In the header navigation and the footer's Quick Links (product §2 shared layout). */
  nav: boolean;
  /** product §2 Home: its card under 'Explore Columbus by Category'. */
  homeCard?: { text: string; icon: HomeCardIcon };
  /** Its list page; without one, `module` is the route module of its own page. */
  list?: ListPageTexts;
  /** Route module of a page of its own (file under app/); default: the shared list page route. */
  module?: string;
  /**
   * product §2 Home: where a chosen search suggestion of its types leads when that is not its list (coffee: /coffee,
   * the support page, as the route table says); default: {@link Category.path}.
   */
  suggestionPath?: RoutePath;
}

/** product §1-§2, §9: restaurants, clubs and bars, attractions and coffee, in navigation order. */
export const categories = [
  {
    key: "restaurants",
    path: "/restaurants",
    label: "Restaurants",
    noun: { one: "Restaurant", other: "Restaurants" },
    proseNoun: { one: "restaurant", other: "restaurants" },
    types: {
      restaurant: {
        label: "Restaurant",
        plural: "Restaurants",
        chipClass: "bg-orange-100 text-orange-900",
        trendingBadge: "Hot This Week",
      },
    },
    nav: true,
    homeCard: { text: "From food trucks to fine dining, find your next favorite meal.", icon: "utensils" },
    list: {
      title: "Columbus Restaurants",
      areaNoun: "Restaurants",
      subtitle: "From food trucks to fine dining",
      description:
        "Where to eat in Columbus, Ohio: local restaurants from German Village sausage halls to Short North fine dining, with hours, prices and maps.",
      searchLabel: "Search restaurants",
      searchPlaceholder: "Name, cuisine or dish",
      emptyTitle: "No restaurants found",
      controls: ["neighborhood", "rating"],
      card: { features: 3 },
    },
  },
  {
    key: "clubs-and-bars",
    path: "/clubs-and-bars",
    label: "Clubs & Bars",
    noun: { one: "Venue", other: "Venues" },
    proseNoun: { one: "club or bar", other: "clubs and bars" },
    types: {
      club: { label: "Club", plural: "Clubs", chipClass: "bg-purple-100 text-purple-900", trendingBadge: "Popular" },
      bar: { label: "Bar", plural: "Bars", chipClass: "bg-blue-100 text-blue-900", trendingBadge: "Local Favorite" },
    },
    nav: true,
    homeCard: { text: "Cocktail lounges, breweries, live music and late-night dancing.", icon: "martini" },
    list: {
      title: "Columbus Nightlife",
      areaNoun: "Clubs and Bars",
      subtitle: "Clubs, bars, and entertainment venues",
      description:
        "Columbus nightlife: cocktail bars, breweries, live music venues and dance clubs across the Short North, Arena District and beyond.",
      searchLabel: "Search venues",
      searchPlaceholder: "Name, style or vibe",
      emptyTitle: "No venues found",
      typeFilter: { label: "Venue type", all: "All Venues" },
      controls: ["type", "neighborhood"],
      card: { typeChip: true, features: 3 },
    },
  },
  {
    key: "attractions",
    path: "/attractions",
    label: "Attractions",
    noun: { one: "Attraction", other: "Attractions" },
    proseNoun: { one: "attraction", other: "attractions" },
    types: {
      attraction: {
        label: "Attraction",
        plural: "Attractions",
        chipClass: "bg-green-100 text-green-900",
        trendingBadge: "Must Visit",
      },
    },
    nav: true,
    homeCard: { text: "Museums, parks, gardens and the zoo: something for everyone.", icon: "landmark" },
    list: {
      title: "Columbus Attractions",
      areaNoun: "Attractions",
      subtitle: "Museums, parks, and entertainment for everyone",
      description:
        "Things to do in Columbus, Ohio: museums, parks, gardens, the zoo and Ohio Stadium, with hours, prices and family-friendly picks.",
      searchLabel: "Search attractions",
      searchPlaceholder: "Museums, parks, gardens",
      emptyTitle: "No attractions found",
      controls: ["neighborhood", "rating"],
      card: { features: 3, familyFriendly: true },
    },
  },
  {
    // Decision 063: the coffee shops' own list at /coffee-shops (product §2 names no route for it); /coffee stays the
    // support page (Buy Me Coffee), where a chosen coffee suggestion still leads (product §2 Home).
    key: "coffee",
    path: "/coffee-shops",
    label: "Coffee Shops",
    noun: { one: "Coffee Shop", other: "Coffee Shops" },
    proseNoun: { one: "coffee shop", other: "coffee shops" },
    types: {
      coffee: { label: "Coffee", plural: "Coffee", chipClass: "bg-amber-100 text-amber-900", trendingBadge: "Popular" },
    },
    nav: false,
    homeCard: { text: "Espresso bars and neighborhood cafés for a slow morning or a quick cup.", icon: "coffee" },
    list: {
      title: "Columbus Coffee Shops",
      areaNoun: "Coffee Shops",
      subtitle: "Cafés and espresso bars around the city",
      description:
        "Coffee in Columbus, Ohio: the guide's coffee shops and cafés, with their hours, what they offer and a map.",
      searchLabel: "Search coffee shops",
      searchPlaceholder: "Name, drink or neighborhood",
      emptyTitle: "No coffee shops found",
      controls: ["neighborhood", "rating"],
      card: { features: 3 },
    },
    suggestionPath: "/coffee",
  },
] as const satisfies readonly Category[];

/** One row of the site's own table. */
export type SiteCategory = (typeof categories)[number];

/**
 * A path of the site's route table, as React Router's generated route types know it (the paths `href()`
 * accepts). The tables of links (navigation, footer, home cards) are checked against it when the code
 * is type-checked, so a link to a page that does not exist fails `npm run typecheck`; the links are
 * plain strings at run time (href()'s own code would cost every page about 0.2 KB of first-load JS).
 */
export type RoutePath = Parameters<typeof href>[0];

/** The path of one of the site's categories ("/restaurants" | …). */
export type CategoryPath = SiteCategory["path"];
categories satisfies readonly { path: RoutePath }[];

/** product §8: the hint under every empty filtered list. */
export const emptyHint = "Try adjusting your filters or search terms.";

/** The route module that renders every category's list page. */
export const listRouteModule = "routes/list.tsx";

/** The route module of every list's neighborhood pages (product §15.4). */
export const neighborhoodRouteModule = "routes/neighborhood.tsx";

/**
 * The routes of the categories, for `app/routes.ts`: `{ path: "clubs-and-bars", file, id }`. List pages
 * share one route module, so each gets its own id (`list/clubs-and-bars`); a page of its own keeps the default id.
 */
export function categoryRoutes(rows: readonly Category[] = categories): { path: string; file: string; id?: string }[] {
  return rows.map((row) =>
    row.module
      ? { path: row.path.slice(1), file: row.module }
      : { path: row.path.slice(1), file: listRouteModule, id: `list/${row.key}` },
  );
}

/**
 * Product §15.4: the neighborhood pages of the categories with a list page, for `app/routes.ts`:
 * `{ path: "clubs-and-bars/:neighborhood", file, id: "neighborhood/clubs-and-bars" }`, one module for all.
 */
export function neighborhoodRoutes(
  rows: readonly Category[] = categories,
): { path: string; file: string; id: string }[] {
  return rows.flatMap((row) =>
    row.list
      ? [
          {
            // product §15.4: a neighborhood's first page, or a further page of its links (`/short-north/2`).
            path: `${row.path.slice(1)}/:neighborhood/:page?`,
            file: neighborhoodRouteModule,
            id: `neighborhood/${row.key}`,
          },
        ]
      : [],
  );
}

/** The categories that have a list page, with their config (product §2: Restaurants, Clubs and bars, Attractions). */
export function listPageConfigs(rows: readonly Category[] = categories): ListPageConfig[] {
  return rows.flatMap((row) => {
    const config = listPageConfig(row);
    return config ? [config] : [];
  });
}

/** product §2 shared layout: the categories in the header navigation and the footer's Quick Links, in order. */
export function navCategories<Row extends Category>(rows: readonly Row[]): { to: Row["path"]; label: string }[] {
  return rows.filter((row) => row.nav).map((row) => ({ to: row.path, label: row.label }));
}

/** product §2 Home: the category cards, in order. */
export function homeCards<Row extends Category>(rows: readonly Row[]) {
  return rows.flatMap((row) =>
    row.homeCard ? [{ to: row.path as Row["path"], title: row.label, ...row.homeCard }] : [],
  );
}

/** What a list page needs (product §2): its texts and controls, the types it lists, its count noun and type filter options. */
export interface ListPageConfig extends ListPageTexts {
  key: string;
  path: string;
  types: readonly PlaceType[];
  noun: { one: string; other: string };
  /** Options of the type filter: `{ value: "club", label: "Clubs" }`. */
  typeOptions: readonly { value: PlaceType; label: string }[];
}

/** The list page config of a category row; undefined when it has a page of its own. */
export function listPageConfig(row: Category): ListPageConfig | undefined {
  if (!row.list) return undefined;
  const types = typesOf(row);
  return {
    ...row.list,
    key: row.key,
    path: row.path,
    types,
    noun: row.noun,
    typeOptions: types.map((type) => ({ value: type, label: row.types[type]!.plural })),
  };
}

/**
 * The list page config of the category with this `key` ("clubs-and-bars"), for the list and neighborhood
 * routes, whose keys come from this table. Throws for a key without a list page (a table mistake).
 */
export function listPageConfigFor(key: string, rows: readonly Category[] = categories): ListPageConfig {
  const row = rows.find((candidate) => candidate.key === key);
  const config = row && listPageConfig(row);
  if (!config) throw new Error(`Category "${key}" has no list page`);
  return config;
}

/** The category whose page is at `pathname` ("/clubs-and-bars"), if any. */
export function categoryAt(pathname: string, rows: readonly Category[] = categories): Category | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return rows.find((row) => row.path === path);
}

/** The place types of a row, in the row's order (its type filter lists them so: Clubs, then Bars). */
export function typesOf(row: Category): PlaceType[] {
  return (Object.keys(row.types) as PlaceType[]).filter((type) => row.types[type] !== undefined);
}

/**
 * Each place type's wording and the category it belongs to. Throws at load when a type has no
 * category or two (a table mistake, caught by the first build or unit test).
 */
export function wordingByType(
  rows: readonly Category[] = categories,
): Record<PlaceType, TypeWording & { category: Category }> {
  const entries = placeTypes.map((type) => {
    const owners = rows.filter((row) => row.types[type] !== undefined);
    if (owners.length !== 1)
      throw new Error(`Place type "${type}" must belong to exactly one category (found ${owners.length})`);
    return [type, { ...owners[0]!.types[type]!, category: owners[0]! }] as const;
  });
  return Object.fromEntries(entries) as Record<PlaceType, TypeWording & { category: Category }>;
}

/** product §9: label, chip colour and trending badge of each place type. */
export const typeWording = wordingByType();

/**
 * A type's list: the page of its category ("/clubs-and-bars", "/coffee-shops"), where Back from a place opened
 * directly goes; '/' for a type the table does not know.
 */
export function listPathFor(type: string): string {
  return (typeWording as Record<string, { category: Category } | undefined>)[type]?.category.path ?? "/";
}

/**
 * product §2 Home: where choosing a search suggestion of a type leads: restaurant /restaurants, coffee /coffee,
 * club and bar /clubs-and-bars, attraction /attractions ({@link Category.suggestionPath}, else the list); '/' for a
 * type the table does not know.
 */
export function suggestionPathFor(type: string): string {
  const category = (typeWording as Record<string, { category: Category } | undefined>)[type]?.category;
  return category ? (category.suggestionPath ?? category.path) : "/";
}
