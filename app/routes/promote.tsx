import type { Route } from "./+types/promote";
import { getFeaturedSummaries } from "#core/places/places.server.ts";
import { PromotePage, promotePage } from "~/features/site-pages/promote-page";
import { pageMeta } from "~/lib/seo";
import type { GuideReads } from "#core/places/guide-reads.ts";

/** What the loader reads of the guide (core/places/guide-reads.ts): how many places are featured. */
export const handle = { reads: ["cards:trending"] } satisfies GuideReads;

/** Build time: how many places are featured (product §9: the trending list). */
export function loader() {
  return { featuredCount: getFeaturedSummaries().length };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: promotePage.title, description: promotePage.description, path: "/promote" });

/** Footer page /promote (product §2 footer, Quick Links column). */
export default function PromoteRoute({ loaderData }: Route.ComponentProps) {
  return <PromotePage featuredCount={loaderData.featuredCount} />;
}
