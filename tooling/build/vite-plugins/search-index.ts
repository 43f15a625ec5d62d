import path from "node:path";
import type { Plugin } from "vite";
import type { SearchFile } from "../../../app/features/search/search-files.server";

/**
 * The search's static files at fixed URLs (docs/decisions/044-search-library.md): `/search/manifest.json`, which
 * names the files of places and carries the synonym table, and one file of places per bucket of ids,
 * `/search/places-<n>.json`, all written by `getSearchFiles()` (app/features/search/search-files.server.ts) from
 * the content. No name depends on the content and none is compiled into the app's JavaScript: the app fetches
 * the manifest's fixed URL when a search box is first used, and the manifest names the rest. They are served
 * `no-cache` (revalidated by ETag on every use; server/static/headers.ts), so a re-rendered file is seen at
 * once, and the service worker precaches them with their revisions (tooling/build/service-worker.ts).
 *
 * The content is read through `tsx` (the build's own TypeScript runner), so a bad place record or synonym fails
 * the build with the schema's message. In `npm run dev` the middleware serves the same bytes.
 */
export function searchIndexFile(): Plugin {
  let built: Promise<SearchFile[]> | undefined;
  const build = () =>
    (built ??= (async () => {
      const { tsImport } = await import("tsx/esm/api");
      const entry = path.resolve(import.meta.dirname, "../../../app/features/search/search-files.server.ts");
      const { getSearchFiles } = (await tsImport(
        entry,
        import.meta.url,
      )) as typeof import("../../../app/features/search/search-files.server");
      return getSearchFiles();
    })());

  return {
    name: "search-index-files",
    async generateBundle() {
      // Only the browser build writes the files.
      if (this.environment.name !== "client") return;
      for (const { path: url, source } of await build())
        this.emitFile({ type: "asset", fileName: url.slice(1), source });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!request.url?.startsWith("/search/")) return next();
        void build().then((files) => {
          const file = files.find(({ path: url }) => request.url === url);
          if (!file) return next();
          response.setHeader("Content-Type", "application/json; charset=utf-8");
          response.setHeader("Cache-Control", "no-cache");
          response.end(file.source);
        }, next);
      });
    },
  };
}
