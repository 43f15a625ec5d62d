import { createHash } from "node:crypto";
import path from "node:path";
import type { Plugin } from "vite";

/** The module id the app imports the index's URLs from (`import indexUrls from "virtual:search-index"`). */
const moduleId = "virtual:search-index";
const resolvedId = `\0${moduleId}`;

/** The most bytes of JSON in one file of the index: parsing one is a task of about 50 ms on a 4x-throttled CPU. */
export const shardBytes = 512 * 1024;

/**
 * The index's entries as JSON arrays of at most `maxBytes` each (an entry larger than that gets a file of its
 * own), in index order: concatenated, they are the whole index (decision 021: each file is parsed in a task of
 * its own, so none is a long task).
 */
export function splitIndex(entries: readonly unknown[], maxBytes = shardBytes): string[] {
  const files: string[] = [];
  let current: string[] = [];
  let bytes = 2;
  for (const entry of entries) {
    const json = JSON.stringify(entry);
    const size = Buffer.byteLength(json) + 1;
    if (current.length > 0 && bytes + size > maxBytes) {
      files.push(`[${current.join(",")}]`);
      current = [];
      bytes = 2;
    }
    current.push(json);
    bytes += size;
  }
  files.push(`[${current.join(",")}]`);
  return files;
}

/**
 * The search index as static files with a content hash in their names (docs/decisions/016-search-index-file.md):
 * `build/client/assets/search-index-<hash>.json`, built once from the content by the same function the pages
 * used to inline (app/features/search/search-index.server.ts). A guide whose index exceeds 512 KB of JSON gets
 * it in several files of at most that size ({@link splitIndex}, decision 021), fetched together. The app imports
 * their URLs from `virtual:search-index` and fetches them when a search box is first used; a new content gives
 * new names, so browsers may keep the files for a year (the `/assets/` rule of server/static/headers.ts), and the
 * service worker precaches them with the app's code.
 *
 * The content is read through `tsx` (the build's own TypeScript runner), so the index has one source and the
 * schema check runs as it does for the pages. In `npm run dev` the middleware serves the same bytes.
 */
export function searchIndexFile(): Plugin {
  let built: Promise<{ fileName: string; source: string }[]> | undefined;
  const build = () =>
    (built ??= (async () => {
      const { tsImport } = await import("tsx/esm/api");
      const entry = path.resolve(import.meta.dirname, "../../../app/features/search/search-index.server.ts");
      const { getSearchIndex } = (await tsImport(
        entry,
        import.meta.url,
      )) as typeof import("../../../app/features/search/search-index.server");
      return splitIndex(getSearchIndex()).map((source) => {
        const hash = createHash("sha256").update(source).digest("base64url").slice(0, 10);
        return { fileName: `assets/search-index-${hash}.json`, source };
      });
    })());

  return {
    name: "search-index-file",
    resolveId(id) {
      return id === moduleId ? resolvedId : null;
    },
    async load(id) {
      if (id !== resolvedId) return null;
      const files = await build();
      return `export default ${JSON.stringify(files.map(({ fileName }) => `/${fileName}`))};`;
    },
    async generateBundle() {
      // Only the browser build writes the file; the pre-render build only needs its name.
      if (this.environment.name !== "client") return;
      for (const { fileName, source } of await build()) this.emitFile({ type: "asset", fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        void build().then((files) => {
          const file = files.find(({ fileName }) => request.url === `/${fileName}`);
          if (!file) return next();
          response.setHeader("Content-Type", "application/json; charset=utf-8");
          response.end(file.source);
        }, next);
      });
    },
  };
}
