/**
 * Product §15.7: a correction link (/contact?place={slug}, product §2 footer Contact) names its place without
 * the page carrying every place's name. The names are static files of slug -> name, split into shards
 * by a hash of the slug (place-names.server.ts makes them at build time, about
 * {@link placeNamesPerFile} names each); /contact's loader data lists their hashed paths, and the form
 * fetches the one shard its slug falls in, only when the URL names a place
 * (docs/decisions/023-place-names-in-shards.md). Loaded by the contact form on demand, not with the page.
 */
// Relative: react-router.config.ts reaches this module at build time (place-names.server.ts), where the `~` alias does not resolve.
import { fetchJsonOnce } from "../../lib/fetch-json-once";

/** How many names one file holds at most, on average: from half this to this once there are two files or more. */
export const placeNamesPerFile = 500;

/**
 * How many files `places` names are split into: the smallest power of two that keeps the files at
 * {@link placeNamesPerFile} names or fewer on average, at least one. A power of two, because a change of the count
 * moves names between every file: a count that grew by one each 500 places made the 50,001st place rewrite all 101
 * files (`npm run bench:publish -- 50000`); now the count changes when the guide doubles, and a new place otherwise
 * changes one file (decision 050).
 */
export function placeNameFileCount(places: number): number {
  return 2 ** Math.max(0, Math.ceil(Math.log2(places / placeNamesPerFile)));
}

/**
 * The file (0-based index of `files`) that holds the name of `slug`: FNV-1a (32 bit) of its UTF-16 code
 * units, modulo `files`. The build and the browser compute it alike.
 */
export function placeNameFileIndex(slug: string, files: number): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < slug.length; index++) {
    hash ^= slug.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % Math.max(1, files);
}

/** A slug as the content's schema writes them (lower-case words joined by hyphens); anything else names no place. */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A place-name file (slug -> name), once per page view (a failure is not kept: the next look-up tries again). */
function load(url: string, fetchFile: typeof fetch): Promise<Record<string, unknown>> {
  return fetchJsonOnce(
    url,
    (names) => {
      if (typeof names !== "object" || names === null || Array.isArray(names))
        throw new Error(`${url}: not a file of place names`);
      return names as Record<string, unknown>;
    },
    fetchFile,
  );
}

/**
 * The name of the place with this `slug`, from the file of `files` (hashed paths, in the build's order)
 * it falls in; null for a slug that names no place (never fetched when it cannot be a slug) or when the
 * file cannot be fetched (offline): the form then starts as for no place.
 */
export async function lookUpPlaceName(
  slug: string,
  files: readonly string[],
  fetchFile: typeof fetch = fetch,
): Promise<string | null> {
  if (!slugPattern.test(slug) || files.length === 0) return null;
  try {
    const names = await load(files[placeNameFileIndex(slug, files.length)]!, fetchFile);
    const name = Object.hasOwn(names, slug) ? names[slug] : undefined;
    return typeof name === "string" ? name : null;
  } catch {
    return null;
  }
}
