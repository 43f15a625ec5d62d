import type { Route } from "./+types/coffee";
import { revalidateOnPathChange } from "~/features/lists/filters/use-list-filters";
import { pagedListData } from "~/features/lists/data/list-data.server";
import { SupportPage } from "~/features/support/support-page";
import { supportPage } from "~/features/support/support-tiers";
import { pageMeta } from "~/lib/seo";
import type { GuideReads } from "#core/places/guide-reads.ts";

/** What the loader reads of the guide (core/places/guide-reads.ts): the coffee places' cards. */
export const handle = { reads: ["cards:coffee"] } satisfies GuideReads;

/**
 * Build time: the first page of coffee places' cards, their count and the files of all (product §15.2; home
 * search sends coffee results here).
 */
export function loader() {
  return pagedListData("coffee");
}

export const shouldRevalidate = revalidateOnPathChange;

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: supportPage.title, description: supportPage.description, path: "/coffee" });

/** product §2 /coffee: the Support page (Buy Me Coffee), with the guide's coffee places in pages. */
export default function Coffee({ loaderData }: Route.ComponentProps) {
  return <SupportPage coffee={loaderData} />;
}
