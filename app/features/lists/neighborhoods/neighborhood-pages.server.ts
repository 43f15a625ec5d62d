import { neighborhoodPagePath, neighborhoodPath, neighborhoodSlug, type NeighborhoodLink } from "./neighborhood-links";
import { listPageSize } from "../paging/paging";
import type { PlaceSummary } from "../../places";
import { getSummaries } from "#core/places/places.server.ts";
import { categoryAt, listPageConfig, listPageConfigs, type ListPageConfig } from "#core/categories.ts";

/**
 * Product §15.4: the neighborhood pages of the list pages (one per category of core/categories.ts with a
 * list page), built from the same listed places (open ones, product §10.2) as the lists, their files and
 * the sitemap. Build time only.
 */

/** The neighborhoods of a list that have places, A-Z (code points), with their page and count. */
export function neighborhoodLinks(config: ListPageConfig): NeighborhoodLink[] {
  const counts = new Map<string, number>();
  for (const place of getSummaries(config.types)) {
    if (place.neighborhood) counts.set(place.neighborhood, (counts.get(place.neighborhood) ?? 0) + 1);
  }
  return [...counts]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, count]) => ({ name, count, path: neighborhoodPath(config.path, name) }));
}

/**
 * Product §15.4: how many places a neighborhood page lists as plain links: the first page after its cards, each
 * further page (`/clubs-and-bars/short-north/2`) alone. 1,000 links keep a page within 60 KB gzip (at 50,000 places
 * one page listing a neighborhood's 5,000 weighed 125.5 KB) while every place stays one link away without
 * script.
 */
export const neighborhoodLinksPerPage = 1000;

/**
 * How many pages a neighborhood of `total` places has: the first holds `cards` cards and `links` links, each further
 * one `links` links. At least one.
 */
export function neighborhoodPageCount(total: number, cards = listPageSize, links = neighborhoodLinksPerPage): number {
  return 1 + Math.max(0, Math.ceil((total - cards - links) / links));
}

/** Every neighborhood page's path, each further page too, for pre-rendering and the sitemap. */
export function neighborhoodPagePaths(): string[] {
  return listPageConfigs().flatMap((config) =>
    neighborhoodLinks(config).flatMap((link) =>
      Array.from({ length: neighborhoodPageCount(link.count) }, (_, index) =>
        neighborhoodPagePath(link.path, index + 1),
      ),
    ),
  );
}

/**
 * A neighborhood page's data: its list, name, first cards (first page only), its share of the rest as links, its
 * page among the neighborhood's pages, and the list's other neighborhoods.
 */
export interface NeighborhoodPageData {
  /** The category's key ("clubs-and-bars"). */
  key: string;
  name: string;
  total: number;
  /** The neighborhood's own path ("/clubs-and-bars/short-north"): page 1's, and the start of the others'. */
  path: string;
  /** This page (1-based) and how many there are ({@link neighborhoodPageCount}). */
  page: number;
  pages: number;
  /** The first {@link listPageSize} places as cards, on the first page; none on the others. */
  places: PlaceSummary[];
  /** This page's places as plain links, so the page stays small and every place is reachable without script. */
  more: { name: string; slug: string }[];
  /** The list's other neighborhoods. */
  others: NeighborhoodLink[];
}

/**
 * The data of `/{list path}/{slug}` or of its page `/{list path}/{slug}/{n}` (n from 2 to the page count), or
 * undefined when the list, the neighborhood or the page does not exist (`/…/1`, `/…/02` and `/…/x` included: one
 * address per page). `cards` and `links` size the pages (tests give small ones).
 */
export function neighborhoodPageData(
  pathname: string,
  { cards = listPageSize, links = neighborhoodLinksPerPage } = {},
): NeighborhoodPageData | undefined {
  const [, listSegment, slug, pageSegment, ...rest] = pathname.split("/");
  const category = categoryAt(`/${listSegment ?? ""}`);
  const config = category && listPageConfig(category);
  if (!config || !slug || rest.length > 0) return undefined;
  if (pageSegment !== undefined && !/^[1-9][0-9]{0,5}$/.test(pageSegment)) return undefined;
  const page = pageSegment === undefined ? 1 : Number(pageSegment);
  if (pageSegment !== undefined && page < 2) return undefined;
  const places = getSummaries(config.types).filter(
    (place) => place.neighborhood && neighborhoodSlug(place.neighborhood) === slug,
  );
  const pages = neighborhoodPageCount(places.length, cards, links);
  if (places.length === 0 || page > pages) return undefined;
  const start = page === 1 ? cards : cards + (page - 1) * links;
  return {
    key: config.key,
    name: places[0]!.neighborhood,
    total: places.length,
    path: `/${listSegment}/${slug}`,
    page,
    pages,
    places: page === 1 ? places.slice(0, cards) : [],
    more: places.slice(start, start + links).map((place) => ({ name: place.name, slug: place.slug })),
    others: neighborhoodLinks(config).filter((link) => link.path !== `/${listSegment}/${slug}`),
  };
}
