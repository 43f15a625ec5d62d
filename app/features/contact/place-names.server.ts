import { createHash } from "node:crypto";
import { placeNameFileCount, placeNameFileIndex } from "./place-names";
import { getAllPlaces } from "../../../core/places/places.server";

/**
 * Product §15.7: the place names a correction link needs, as hashed static files
 * `/assets/place-names/{n}-{hash}.json` (`{ "slug": "Name", … }`), every place open or closed (a closed
 * place's page links to corrections too), split by {@link placeNameFileIndex}. Pre-rendered by
 * routes/place-names.ts; the paths are listed for pre-rendering in react-router.config.ts. The hash in a
 * name changes with its content, so the files are cached for a year (server/static/headers.ts: /assets/).
 * Build time only (docs/decisions/023-place-names-in-shards.md).
 */

/** Folder of the files. */
export const placeNamesDir = "/assets/place-names/";

let cache: { path: string; json: string }[] | undefined;

/** The files of `places` (slug and name), in index order: their paths and JSON texts. */
export function placeNameFilesOf(places: readonly { slug: string; name: string }[]): { path: string; json: string }[] {
  const count = placeNameFileCount(places.length);
  const shards: Record<string, string>[] = Array.from({ length: count }, () => ({}));
  for (const place of places) shards[placeNameFileIndex(place.slug, count)]![place.slug] = place.name;
  return shards.map((names, index) => {
    const json = JSON.stringify(names);
    const hash = createHash("sha256").update(json).digest("base64url").slice(0, 10);
    return { path: `${placeNamesDir}${index}-${hash}.json`, json };
  });
}

function files(): { path: string; json: string }[] {
  cache ??= placeNameFilesOf(getAllPlaces());
  return cache;
}

/** The paths of the guide's place-name files, in index order: /contact's loader data and the pre-rendered paths. */
export function placeNameFilePaths(): string[] {
  return files().map((file) => file.path);
}

/** The JSON of the file at `pathname`, or undefined for a name that is not a current file. */
export function placeNamesForPath(pathname: string): string | undefined {
  return files().find((file) => file.path === pathname)?.json;
}
