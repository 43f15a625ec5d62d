import type { Route } from "./+types/search";
import { PageHeader } from "~/components/page-header";
import { getListedSummaries } from "~/features/places/places.server";
import { revalidateOnPathChange } from "~/features/places/use-list-filters";
import { getSearchIndex } from "~/features/search/search-index.server";
import { SearchResults } from "~/features/search/search-results";
import { pageMeta } from "~/lib/seo";

/** Build time: the search index (product §5) and a card for every listed place, any of which may match. */
export function loader() {
  return { searchIndex: getSearchIndex(), places: getListedSummaries() };
}

/** The data is static: a new query alone never refetches it. */
export const shouldRevalidate = revalidateOnPathChange;

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Search",
    description: "Search every restaurant, bar, club, coffee shop and attraction in the Discover Columbus guide.",
    path: "/search",
    noindex: true,
  });

/** The full search results page (product §2 Home search, every match). */
export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Search Results" subtitle="Every place in the guide that matches your search" />
      <SearchResults index={loaderData.searchIndex} places={loaderData.places} />
    </>
  );
}
