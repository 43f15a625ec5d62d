import type { Route } from "./+types/saved";
import { PageHeader } from "~/components/page-header";
import { listDataUrls } from "~/features/lists/data/list-data.server";
import { revalidateOnPathChange } from "~/features/lists/filters/use-list-filters";
import { SavedPage } from "~/features/saved";
import { pageMeta } from "~/lib/seo";
import type { GuideReads } from "#core/places/guide-reads.ts";

/** What the loader reads of the guide (core/places/guide-reads.ts): the files of every listed place. */
export const handle = { reads: ["listed"] } satisfies GuideReads;

/**
 * Build time: the path of the file of every listed (open) place's card, to show the saved or shared ids
 * (product §14.1); product §15.3: a list file (decision 018), not part of the page.
 */
export function loader() {
  return { dataUrls: listDataUrls("all") };
}

/** The data is static: a new `?ids=` alone never refetches it. */
export const shouldRevalidate = revalidateOnPathChange;

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Saved Places",
    description:
      "The places you saved in the Discover Columbus guide, kept on this device without an account, and lists shared with you.",
    path: "/saved",
    noindex: true,
  });

/** product §14.1: the Saved page. */
export default function SavedRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Saved Places" subtitle="Kept on this device, no account needed" />
      <SavedPage dataUrls={loaderData.dataUrls} />
    </>
  );
}
