import { placeNameFileCount, placeNameFileIndex } from "./place-names";
import { perGuide } from "#core/places/guide.server.ts";

/**
 * Product §15.7: the place names a correction link needs, as static files `/data/place-names/{n}.json`
 * (`{ "slug": "Name", … }`), every place open or closed (a closed place's page links to corrections too), split
 * by {@link placeNameFileIndex}. Pre-rendered by routes/place-names.ts; the paths are listed for pre-rendering in
 * react-router.config.ts. The names do not change with the content (decision 050): a new or renamed place
 * rewrites its file alone (all of them only when the count of files grows); they are revalidated by their ETag.
 * Build time and the publisher only (docs/decisions/023-place-names-in-shards.md).
 */

/** Folder of the files. */
export const placeNamesDir = "/data/place-names/";

/** The files of `places` (slug and name), in index order: their paths and JSON texts. */
export function placeNameFilesOf(places: readonly { slug: string; name: string }[]): { path: string; json: string }[] {
  const count = placeNameFileCount(places.length);
  const shards: Record<string, string>[] = Array.from({ length: count }, () => ({}));
  for (const place of places) shards[placeNameFileIndex(place.slug, count)]![place.slug] = place.name;
  return shards.map((names, index) => ({ path: `${placeNamesDir}${index}.json`, json: JSON.stringify(names) }));
}

const files = perGuide((guide) => placeNameFilesOf(guide.places));

/** The paths of the guide's place-name files, in index order: /contact's loader data and the pre-rendered paths. */
export function placeNameFilePaths(): string[] {
  return files().map((file) => file.path);
}

/** The JSON of the file at `pathname`, or undefined for a name that is not a current file. */
export function placeNamesForPath(pathname: string): string | undefined {
  return files().find((file) => file.path === pathname)?.json;
}
