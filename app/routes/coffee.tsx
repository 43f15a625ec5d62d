import type { Route } from "./+types/coffee";
import { getSummaries } from "~/features/places/places.server";
import { revalidateOnPathChange } from "~/features/places/use-list-filters";
import { SupportPage } from "~/features/support/support-page";
import { supportPage } from "~/features/support/support-tiers";
import { pageMeta } from "~/lib/seo";

/** Build time: the coffee places' cards (home search sends coffee results here). */
export function loader() {
  return { places: getSummaries(["coffee"]) };
}

export const shouldRevalidate = revalidateOnPathChange;

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: supportPage.title, description: supportPage.description, path: "/coffee" });

/** product §2 /coffee: the Support page (Buy Me Coffee), with the guide's coffee places. */
export default function Coffee({ loaderData }: Route.ComponentProps) {
  return <SupportPage coffeePlaces={loaderData.places} />;
}
