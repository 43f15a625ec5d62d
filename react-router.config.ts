import type { Config } from "@react-router/dev/config";
import { writeFileSync } from "node:fs";
import { placeNameFilePaths } from "./app/features/contact/place-names.server";
import { eventPagePaths, eventRecordKinds } from "./app/features/events/event-paths.server";
import { listDataPaths } from "./app/features/lists/data/list-data.server";
import { neighborhoodPagePaths } from "./app/features/lists/neighborhoods/neighborhood-pages.server";
import { readPlaces } from "./core/places/guide.server";
import { placePagePaths, splitRecords } from "./render/record-page-paths";

/** The paths to pre-render, once read. */
let prerenderPaths: string[] | undefined;

export default {
  // docs/development.md "How a page loads": no runtime server; every page is pre-rendered, unknown paths get the
  // fallback page. `npm run build` writes each build into a release folder of its own (decision 050).
  ssr: false,
  buildDirectory: process.env.BUILD_DIRECTORY || "build",
  prerender: {
    // Product §15.8: pages are rendered a few at a time, so one page's file writes overlap the next one's rendering.
    // At 10,000 places `react-router build` went from 191 to 150 s on the same two-core machine (concurrency 1 and 4).
    concurrency: 4,
    async paths({ getStaticPaths }) {
      // React Router asks twice in one build (for the server bundle, then to check the routes' exports): the
      // answer is kept (at 10,000 places the second reading took 2.8 s).
      // Validates content/places/*.json with the place schema: a bad record fails the build here,
      // naming the file, the place and the field.
      if (!prerenderPaths) {
        // The pages and files of each place and event (and the /events pages) are rendered by the build's own
        // processes, on every core (render/record-pages.ts, decision 097); React Router pre-renders the first of
        // each kind, so that it knows each route is pre-rendered. The build names the file where the others go
        // (RECORD_PAGES_FILE): its processes read it, so that the guide's events are not expanded again.
        const { prerendered, records } = splitRecords([
          readPlaces().map((place) => placePagePaths(place.slug)),
          ...eventRecordKinds(),
        ]);
        if (process.env.RECORD_PAGES_FILE) writeFileSync(process.env.RECORD_PAGES_FILE, JSON.stringify(records));
        prerenderPaths = [
          ...getStaticPaths(),
          ...prerendered,
          ...neighborhoodPagePaths(),
          ...listDataPaths(),
          ...placeNameFilePaths(),
          ...eventPagePaths(),
        ];
      }
      return prerenderPaths;
    },
  },
} satisfies Config;
