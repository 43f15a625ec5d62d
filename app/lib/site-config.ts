import city from "./city.json";
import mapTiles from "./map-tiles.json";
import type { PlaceType } from "~/features/places/place-schema";

/**
 * Everything city- or brand-specific that components show, in one table (config as data).
 * A second city is this file plus its content/ folder.
 */
export const site = {
  name: "Discover Columbus",
  city: "Columbus",
  region: "Ohio",
  regionCode: "OH",
  country: "US",
  /** product §1: footer tagline. */
  tagline: "Discover the best restaurants, clubs, bars, and attractions in Columbus, Ohio.",
  /** product §9: copyright year. */
  copyrightYear: 2025,
  /** Public base URL for canonical links, Open Graph, sitemap; set SITE_URL at build time. */
  url: __SITE_URL__,
  contactEmail: "hello@discovercolumbus.guide",
  /** Brand colour of the browser's interface around the site (theme-color, web app manifest). */
  themeColor: "#b91c1c",
  /**
   * IANA time zone of the city, for opening hours. It lives in `city.json` because the build reads it too:
   * vite.config.ts writes the zone's offset table for the browser (app/features/hours/zone-offsets.ts).
   */
  timeZone: city.timeZone,
  /** The city's coordinates (Columbus City Hall area), for sunrise and sunset of 'Sunrise to Sunset' hours. */
  geo: { lat: 39.9612, lng: -82.9988 },
} as const;

/** product §9: below this viewport width (px) the header's links move into the menu panel (Tailwind's `md` is the same). */
export const mobileBreakpoint = 768;

/** product §2 shared layout: header navigation, in order. */
export const mainNav = [
  { to: "/", label: "Home" },
  { to: "/restaurants", label: "Restaurants" },
  { to: "/clubs-and-bars", label: "Clubs & Bars" },
  { to: "/attractions", label: "Attractions" },
] as const;

/** product §2 shared layout: the two header buttons. */
export const headerActions = [
  { to: "/coffee", label: "Buy Me Coffee" },
  { to: "/list-business", label: "List Your Business" },
] as const;

/** product §2 shared layout: footer columns. */
export const footerColumns = [
  {
    title: "Quick Links",
    links: [
      { to: "/restaurants", label: "Restaurants" },
      { to: "/clubs-and-bars", label: "Clubs & Bars" },
      { to: "/attractions", label: "Attractions" },
      { to: "/promote", label: "Promote Your Business" },
    ],
  },
  {
    title: "Company",
    links: [
      { to: "/about", label: "About Us" },
      { to: "/contact", label: "Contact" },
      { to: "/privacy", label: "Privacy Policy" },
      { to: "/terms", label: "Terms of Service" },
    ],
  },
] as const;

/** product §9: trending badge wording by type ('Featured' otherwise). */
export const trendingBadge: Record<PlaceType, string> = {
  restaurant: "Hot This Week",
  coffee: "Popular",
  club: "Popular",
  bar: "Local Favorite",
  attraction: "Must Visit",
};

/** Human label of each type, for chips and badges. */
export const typeLabel: Record<PlaceType, string> = {
  restaurant: "Restaurant",
  coffee: "Coffee",
  club: "Club",
  bar: "Bar",
  attraction: "Attraction",
};

/**
 * product §9: type chip colours (restaurant orange, coffee amber, club purple, bar blue, attraction green).
 * Shades chosen for WCAG AA contrast of the text on its background.
 */
export const typeChipClass: Record<PlaceType, string> = {
  restaurant: "bg-orange-100 text-orange-900",
  coffee: "bg-amber-100 text-amber-900",
  club: "bg-purple-100 text-purple-900",
  bar: "bg-blue-100 text-blue-900",
  attraction: "bg-green-100 text-green-900",
};

/** product §2 Home: where choosing a search result leads, by type ('/' otherwise). */
export const typeListPath: Record<PlaceType, string> = {
  restaurant: "/restaurants",
  coffee: "/coffee",
  club: "/clubs-and-bars",
  bar: "/clubs-and-bars",
  attraction: "/attractions",
};

/** The list path for a type that may be unknown (product §2: anything else goes to /). */
export function listPathFor(type: string): string {
  return (typeListPath as Record<string, string | undefined>)[type] ?? "/";
}

/** product §3 business submission: neighborhood options of the listing form, in order (stored lowercased). */
export const listingNeighborhoods = [
  "Downtown",
  "Short North",
  "German Village",
  "Brewery District",
  "Victorian Village",
  "Arena District",
  "University District",
  "Clintonville",
  "Grandview Heights",
  "Other",
] as const;

/**
 * Issue 12: the results map. Tiles are OpenStreetMap's standard raster tiles, used under the OSM
 * Foundation's tile usage policy (https://operations.osmfoundation.org/policies/tiles/): attribution
 * always visible, no bulk or offline download. URL template and attribution (HTML, shown by Leaflet)
 * live in `map-tiles.json`, which the post-build CSP step also reads: its host is the only extra
 * image source the policy allows. `center` and `zoom` frame Columbus when no place can be shown.
 */
export const map = {
  ...mapTiles,
  center: { lat: 39.9612, lng: -82.9988 },
  zoom: 12,
} as const;
