import type { Route } from "./+types/trending";
import { PageHeader } from "~/components/page-header";
import { PlaceResults } from "~/features/map/place-results";
import { getFeaturedSummaries } from "~/features/places/places.server";
import { pageMeta } from "~/lib/seo";

/** Build time: every featured place (product §9). */
export function loader() {
  return { places: getFeaturedSummaries() };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Trending This Week",
    description: "The Columbus restaurants, bars, clubs, coffee shops and attractions everyone is talking about this week.",
    path: "/trending",
  });

/** product §2 Trending: heading, subtitle, every featured place as a card with its badge. */
export default function Trending({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Trending This Week" subtitle="All the popular spots Columbus is talking about" />
      <div className="mx-auto mt-10 max-w-7xl px-4 sm:px-6">
        <PlaceResults places={loaderData.places} options={{ trendingBadge: true, typeChip: true }} label="Trending places" />
      </div>
    </>
  );
}
