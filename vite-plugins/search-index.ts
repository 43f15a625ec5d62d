import { createHash } from "node:crypto";
import path from "node:path";
import type { Plugin } from "vite";

/** The module id the app imports the index's URL from (`import indexUrl from "virtual:search-index"`). */
const moduleId = "virtual:search-index";
const resolvedId = `\0${moduleId}`;

/**
 * The search index as one static file with a content hash in its name (docs/decisions/016-search-index-file.md):
 * `build/client/assets/search-index-<hash>.json`, built once from the content by the same function the pages
 * used to inline (app/features/search/search-index.server.ts). The app imports its URL from
 * `virtual:search-index` and fetches it when a search box is first used; a new content gives a new name, so
 * browsers may keep the file for a year (the `/assets/` rule of scripts/headers.ts), and the service worker
 * precaches it with the app's code.
 *
 * The content is read through `tsx` (the build's own TypeScript runner), so the index has one source and the
 * schema check runs as it does for the pages. In `npm run dev` the middleware serves the same bytes.
 */
export function searchIndexFile(): Plugin {
  let built: Promise<{ fileName: string; source: string }> | undefined;
  const build = () =>
    (built ??= (async () => {
      // The site config reads the public URL from a Vite define; outside Vite it is set here (as scripts/ do).
      const scope = globalThis as { __SITE_URL__?: string };
      if (scope.__SITE_URL__ === undefined) scope.__SITE_URL__ = (await import("../scripts/site-url.ts")).siteUrl();
      const { tsImport } = await import("tsx/esm/api");
      const entry = path.resolve(import.meta.dirname, "../app/features/search/search-index.server.ts");
      const { getSearchIndex } = (await tsImport(entry, import.meta.url)) as typeof import("../app/features/search/search-index.server");
      const source = JSON.stringify(getSearchIndex());
      const hash = createHash("sha256").update(source).digest("base64url").slice(0, 10);
      return { fileName: `assets/search-index-${hash}.json`, source };
    })());

  return {
    name: "search-index-file",
    resolveId(id) {
      return id === moduleId ? resolvedId : null;
    },
    async load(id) {
      if (id !== resolvedId) return null;
      const { fileName } = await build();
      return `export default ${JSON.stringify(`/${fileName}`)};`;
    },
    async generateBundle() {
      // Only the browser build writes the file; the pre-render build only needs its name.
      if (this.environment.name !== "client") return;
      const { fileName, source } = await build();
      this.emitFile({ type: "asset", fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        void build().then(({ fileName, source }) => {
          if (request.url !== `/${fileName}`) return next();
          response.setHeader("Content-Type", "application/json; charset=utf-8");
          response.end(source);
        }, next);
      });
    },
  };
}
