import type { Route } from "./+types/review";
import { placeNameFilePaths } from "~/features/contact/place-names.server";
import { ReviewPage, reviewPage } from "~/features/reviews/review-page";
import { pageMeta } from "~/lib/seo";
import type { GuideReads } from "#core/places/guide-reads.ts";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: reviewPage.title, description: reviewPage.description, path: "/review", noindex: true });

/** What the loader reads of the guide (core/places/guide-reads.ts): the place-name files. */
export const handle = { reads: ["place-names"] } satisfies GuideReads;

/** Runs at build time: the place-name files' paths (product §15.7), so `/review?place={slug}` names its place. */
export function loader() {
  return { nameFiles: placeNameFilePaths() };
}

/** product §19.1: `/review?place={slug}`, a place page's "Write a review". */
export default function ReviewRoute({ loaderData }: Route.ComponentProps) {
  return <ReviewPage nameFiles={loaderData.nameFiles} />;
}
