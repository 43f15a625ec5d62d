/**
 * Product §15.4: neighborhood pages, `/{category}/{neighborhood}` (e.g. /clubs-and-bars/short-north): the
 * places of one list in one neighborhood. Their path segment is the neighborhood's name in lower case,
 * words joined by "-".
 */

/** "Short North" -> "short-north"; "German Village & Brewery District" -> "german-village-brewery-district". */
export function neighborhoodSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The page of a neighborhood in a list: "/restaurants" + "Short North" -> "/restaurants/short-north". */
export function neighborhoodPath(listPath: string, name: string): string {
  return `${listPath}/${neighborhoodSlug(name)}`;
}

/** The path of page `page` of a neighborhood (product §15.4): its own path for the first, then `/2`, `/3`, ... */
export function neighborhoodPagePath(path: string, page: number): string {
  return page > 1 ? `${path}/${page}` : path;
}

/** A link to a neighborhood page, as the list pages show it. */
export interface NeighborhoodLink {
  name: string;
  path: string;
  /** How many places of the list are there. */
  count: number;
}
