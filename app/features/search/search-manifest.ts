/**
 * The search files' manifest (docs/decisions/044-search-library.md): one small file at a fixed URL, served
 * `no-cache` (revalidated on every use), that names the files of places the search reads and carries the
 * synonym table (content/search/synonyms.json, product §5.5). No name in it depends on the content: the files
 * are cut by buckets of place ids, so a place added or edited rewrites its own file and this manifest only.
 */
import type { Synonym } from "#core/search/synonyms.ts";

/** Where the manifest is, the same for every build and every content. */
export const searchManifestUrl = "/search/manifest.json";

/**
 * One file of places: its path and how many places it holds. No hash of its bytes: the files are revalidated by
 * their ETag and precached by the service worker with its own revisions, so a place's edit rewrites its file of
 * places and leaves the manifest as it was (product §18.3's small edits).
 */
export interface SearchShardRef {
  path: string;
  places: number;
}

/**
 * The manifest: `{ "shards": [{ "path": "/search/places-0.json", "places": 52 }],
 * "synonyms": [{ "words": ["kids"], "means": ["family friendly"] }] }`.
 */
export interface SearchManifest {
  shards: SearchShardRef[];
  synonyms: Synonym[];
}

/**
 * Checks a fetched manifest's shape before the search reads it (the table itself was checked at build).
 * @throws Error naming the URL when the answer is not a manifest (a stale or foreign file), or names a file
 * outside /search/.
 */
export function parseManifest(data: unknown, url = searchManifestUrl): SearchManifest {
  const manifest = data as Partial<SearchManifest> | null;
  const shardsOk =
    Array.isArray(manifest?.shards) &&
    manifest.shards.every(
      (shard: Partial<SearchShardRef> | null) => typeof shard?.path === "string" && shard.path.startsWith("/search/"),
    );
  if (!shardsOk || !Array.isArray(manifest?.synonyms)) throw new Error(`${url}: not a search manifest`);
  return manifest as SearchManifest;
}
