import type { Config } from "@react-router/dev/config";
import { placeNameFilePaths } from "./app/features/contact/place-names.server";
import { listDataPaths } from "./app/features/places/list-data.server";
import { neighborhoodPagePaths } from "./app/features/places/neighborhood-pages.server";
import { readPlaces } from "./app/features/places/read-places.server";

export default {
  // ARCHITECTURE: no runtime server; every page is pre-rendered, unknown paths get the fallback page.
  ssr: false,
  async prerender({ getStaticPaths }) {
    // Validates content/places/*.json with the place schema: a bad record fails the build here,
    // naming the file, the place and the field.
    const places = readPlaces();
    return [...getStaticPaths(), ...places.map((place) => `/place/${place.slug}`), ...neighborhoodPagePaths(), ...listDataPaths(), ...placeNameFilePaths()];
  },
} satisfies Config;
