import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { siteUrl } from "./core/site-url.ts";
import { inlineScript } from "./tooling/build/vite-plugins/inline-script.ts";
import { keepRenderer } from "./tooling/build/vite-plugins/keep-renderer.ts";
import { searchIndexFile } from "./tooling/build/vite-plugins/search-index.ts";
import { zoneOffsetsDefine } from "./tooling/build/zone-offsets-define.ts";

/** SITE_BACKEND: "none" for a static-only host (the forms stay simulated), else the site's own server (decision 027). */
function siteBackendFromEnv(): "same-origin" | "none" {
  const backend = process.env.SITE_BACKEND ?? "same-origin";
  if (backend !== "same-origin" && backend !== "none")
    throw new Error(`SITE_BACKEND must be "same-origin" or "none" (it is "${backend}")`);
  return backend;
}

/** LIST_PAGE_SIZE when it is a whole number from 2 up, else 24. */
function listPageSizeFromEnv(): number {
  const size = Number(process.env.LIST_PAGE_SIZE);
  return Number.isInteger(size) && size >= 2 ? size : 24;
}

export default defineConfig({
  plugins: [inlineScript(), searchIndexFile(), keepRenderer(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    // Decision 071: no preload helper around the lazy imports. It ran on the main thread at every lazy import
    // after hydration (a link element looked up and added per dependency) and was 0.3 KB of every first load;
    // a lazy part's own imports are mostly chunks every page has already loaded.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Every page loads React, React Router and the site's shell (layout, ui primitives, helpers)
        // statically: two chunks for them instead of some twenty small ones saves about 3 KB gzip and a
        // dozen requests per page. The framework sits apart, so a change to the site keeps its cache.
        // Code only ever loaded lazily (the Save/Share controls' live parts and their store, the forms'
        // textarea and options) lives in a `lazy/` folder (app/components/lazy/, app/lib/lazy/), which the
        // shell leaves out: a module the shell's pattern matches joins it, whoever imports it.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//,
              priority: 2,
            },
            {
              name: "shell",
              test: /\/app\/(components|lib)\/(?!(.*\/)?lazy\/)|node_modules\/(class-variance-authority|clsx)\//,
              tags: ["$initial"],
              priority: 1,
            },
          ],
        },
      },
    },
  },
  define: {
    // The site's public base URL; set SITE_URL when building for a real domain (README "Deploy").
    __SITE_URL__: JSON.stringify(siteUrl()),
    __ZONE_OFFSETS__: zoneOffsetsDefine(),
    // Cards per page of a list (app/features/lists/paging/paging.ts); LIST_PAGE_SIZE changes it for a build
    // (the paging browser tests run on a build with short pages, README "Tests").
    __LIST_PAGE_SIZE__: JSON.stringify(listPageSizeFromEnv()),
    // Where the forms post: the site's own server, or nowhere on a static-only host (README "Deploy").
    __SITE_BACKEND__: JSON.stringify(siteBackendFromEnv()),
  },
});
