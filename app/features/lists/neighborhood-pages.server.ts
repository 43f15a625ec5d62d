import { neighborhoodPath, neighborhoodSlug, type NeighborhoodLink } from "./neighborhood-links";
import { listPageSize } from "./paging";
import type { PlaceSummary } from "../places";
import { getSummaries } from "../../../core/places/places.server";
import { categoryAt, listPageConfig, listPageConfigs, type ListPageConfig } from "../../../core/categories";

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

/** Every neighborhood page's path, for pre-rendering and the sitemap. */
export function neighborhoodPagePaths(): string[] {
  return listPageConfigs().flatMap((config) => neighborhoodLinks(config).map((link) => link.path));
}

/** A neighborhood page's data: its list, name, first cards, the rest as links, and the list's other neighborhoods. */
export interface NeighborhoodPageData {
  /** The category's key ("clubs-and-bars"). */
  key: string;
  name: string;
  total: number;
  /** The first {@link listPageSize} places as cards. */
  places: PlaceSummary[];
  /** The others as plain links, so the page stays small and every place is reachable without script. */
  more: { name: string; slug: string }[];
  /** The list's other neighborhoods. */
  others: NeighborhoodLink[];
}

/** The data of `/{list path}/{slug}`, or undefined when the list or the neighborhood has no such page. */
export function neighborhoodPageData(pathname: string): NeighborhoodPageData | undefined {
  const [, listSegment, slug] = pathname.split("/");
  const category = categoryAt(`/${listSegment ?? ""}`);
  const config = category && listPageConfig(category);
  if (!config || !slug) return undefined;
  const places = getSummaries(config.types).filter(
    (place) => place.neighborhood && neighborhoodSlug(place.neighborhood) === slug,
  );
  if (places.length === 0) return undefined;
  return {
    key: config.key,
    name: places[0]!.neighborhood,
    total: places.length,
    places: places.slice(0, listPageSize),
    more: places.slice(listPageSize).map((place) => ({ name: place.name, slug: place.slug })),
    others: neighborhoodLinks(config).filter((link) => link.path !== `/${listSegment}/${slug}`),
  };
}
