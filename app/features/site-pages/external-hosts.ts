/** What {@link externalHosts} reads of a place: its photos and its map frame (product §3). */
export interface PlaceMedia {
  image?: object;
  images: readonly object[];
  mapEmbedUrl?: string;
}

/** The other sites pages load from, by purpose; each list distinct and sorted. */
export interface ExternalHosts {
  /** Hosts of the place photos (product §3: page images are hosted externally). */
  imageHosts: string[];
  /** Hosts of the embedded map frames on place pages (product §2 Location). */
  mapHosts: string[];
}

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
};

const distinct = (urls: Iterable<string>): string[] =>
  [...new Set([...urls].map(hostOf).filter((host): host is string => host !== null))].sort();

/**
 * The hosts of every photo and map the content makes pages load, so the privacy page names them
 * from the data itself (computed at build time) and never drifts from it.
 */
export function externalHosts(places: readonly PlaceMedia[]): ExternalHosts {
  return {
    imageHosts: distinct(
      places.flatMap((place) =>
        [...(place.image ? [place.image] : []), ...place.images].flatMap((photo) =>
          "url" in photo && typeof photo.url === "string" ? [photo.url] : [],
        ),
      ),
    ),
    mapHosts: distinct(places.flatMap((place) => (place.mapEmbedUrl ? [place.mapEmbedUrl] : []))),
  };
}
