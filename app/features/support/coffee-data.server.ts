import { listDataUrls } from "~/features/places/list-data.server";
import { listPageSize, type PlaceSummary } from "~/features/places";
import { getSummaries } from "~/features/places/places.server";
import type { CoffeePageData } from "./coffee-list";

/**
 * The loader data of a paged list from its whole list: its first `size` places (the guide's order), the
 * count of all and the paths of the list's files (docs/decisions/018-lists-in-pages.md).
 */
export function firstPageData(places: readonly PlaceSummary[], dataUrls: readonly string[], size = listPageSize): CoffeePageData {
  return { places: places.slice(0, size), total: places.length, dataUrls: [...dataUrls] };
}

/**
 * Build time: /coffee's loader data (product §2 Support page, issue 16). The file is the "coffee" list of
 * list-data.server.ts, made from the same places in the same order.
 */
export function coffeePageData(): CoffeePageData {
  return firstPageData(getSummaries(["coffee"]), listDataUrls("coffee"));
}
