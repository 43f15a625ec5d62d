import type { Route } from "./+types/reviews-policy";
import { currentGuide } from "#core/places/guide.server.ts";
import { ReviewsPolicyPage, reviewsPolicyPage } from "~/features/site-pages/reviews-policy-page";
import { pageMeta } from "~/lib/seo";
import type { GuideReads } from "#core/places/guide-reads.ts";

/** What the loader reads of the guide (core/places/guide-reads.ts): the reviews' monthly tally. */
export const handle = { reads: ["review-tally"] } satisfies GuideReads;

/** Build time (and the publisher): the reviews' monthly tally (product §19.9); none in a build without a database. */
export function loader() {
  return { tally: currentGuide().reviewTally };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: reviewsPolicyPage.title, description: reviewsPolicyPage.description, path: "/reviews-policy" });

/** /reviews-policy (product §19.9), linked from every place's reviews ("How we check reviews"). */
export default function ReviewsPolicyRoute({ loaderData }: Route.ComponentProps) {
  return <ReviewsPolicyPage tally={loaderData.tally} />;
}
