import type { Route } from "./+types/restaurants";
import { ListPage } from "~/features/places/list-page";
import { listPages } from "~/features/places/list-pages";
import { getSummaries } from "~/features/places/places.server";
import { revalidateOnPathChange } from "~/features/places/use-list-filters";
import { pageMeta } from "~/lib/seo";

const config = listPages.restaurants;

/** Build time: the cards of this page only. */
export function loader() {
  return { places: getSummaries(config.types) };
}

export const shouldRevalidate = revalidateOnPathChange;

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: config.title, description: config.description, path: config.path });

export default function RestaurantsRoute({ loaderData }: Route.ComponentProps) {
  return <ListPage config={config} places={loaderData.places} />;
}
