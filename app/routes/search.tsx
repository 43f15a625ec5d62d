import type { Route } from "./+types/search";
import { PageHeader } from "~/components/page-header";
import { searchPageData } from "~/features/lists/data/list-data.server";
import { revalidateOnPathChange } from "~/features/lists/filters/use-list-filters";
import { SearchResults } from "~/features/search/search-results";
import { pageMeta } from "~/lib/seo";
import type { GuideReads } from "#core/places/guide-reads.ts";

/** What the loader reads of the guide (core/places/guide-reads.ts): every listed card's filters, and the lists' files. */
export const handle = { reads: ["cards:all", "listed"] } satisfies GuideReads;

/**
 * Build time: the path of the file of every listed place's card (product §15.3: not in the page, whose weight
 * stays flat; decision 018) and the guide's filter options. The search index is a file of its own too (decision 016).
 */
export function loader() {
  return searchPageData();
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
      <SearchResults dataUrls={loaderData.dataUrls} options={loaderData.options} />
    </>
  );
}
