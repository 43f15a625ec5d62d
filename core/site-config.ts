import { city } from "./city";
import { categories, navCategories, type Category, type RoutePath } from "./categories";
import { siteUrl } from "./site-url";

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
  /**
   * Public base URL for canonical links, Open Graph, sitemap; set SITE_URL at build time. The app reads the build's
   * define; code run outside Vite (scripts, the server, tests) reads SITE_URL itself, so nothing has to set a global first.
   */
  url: typeof __SITE_URL__ === "undefined" ? siteUrl() : __SITE_URL__,
  contactEmail: "hello@discovercolumbus.guide",
  /** Brand colour of the browser's interface around the site (theme-color, web app manifest). */
  themeColor: "#b91c1c",
  /**
   * IANA time zone of the city, for opening hours. It lives in `city.ts` because the build reads it too:
   * vite.config.ts writes the zone's offset table for the browser (core/hours/zone-offsets.ts).
   */
  timeZone: city.timeZone,
  /** The city's coordinates (Columbus City Hall area). */
  geo: city.geo,
} as const;

/** product §9: below this viewport width (px) the header's links move into the menu panel (Tailwind's `md` is the same). */
export const mobileBreakpoint = 768;

/** product §2 shared layout: header navigation, in order: Home, then the table's categories marked `nav`. */
export function mainNavFor<Row extends Category>(rows: readonly Row[]) {
  return [{ to: "/" as const, label: "Home" }, ...navCategories(rows)];
}

/** product §2 shared layout: the footer's Quick Links: the navigation's categories, then Promote Your Business. */
export function quickLinksFor<Row extends Category>(rows: readonly Row[]) {
  return [...navCategories(rows), { to: "/promote" as const, label: "Promote Your Business" }];
}

/** The header navigation of this site. */
export const mainNav = mainNavFor(categories);

/** product §2 shared layout: the two header buttons. */
export const headerActions = [
  { to: "/coffee", label: "Buy Me Coffee" },
  { to: "/list-business", label: "List Your Business" },
] as const satisfies readonly { to: RoutePath; label: string }[];

/** product §2 shared layout: footer columns. */
export const footerColumns = [
  { title: "Quick Links", links: quickLinksFor(categories) },
  {
    title: "Company",
    links: [
      { to: "/about", label: "About Us" },
      { to: "/contact", label: "Contact" },
      { to: "/privacy", label: "Privacy Policy" },
      { to: "/terms", label: "Terms of Service" },
    ] as const,
  },
] satisfies readonly { title: string; links: readonly { to: RoutePath; label: string }[] }[];

mainNav satisfies readonly { to: RoutePath; label: string }[];
