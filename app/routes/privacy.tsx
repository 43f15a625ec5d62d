import type { Route } from "./+types/privacy";
import { getAllPlaces } from "#core/places/places.server.ts";
import { externalHosts } from "~/features/site-pages/external-hosts";
import { PrivacyPage, privacyPage } from "~/features/site-pages/privacy-page";
import { pageMeta } from "~/lib/seo";
import type { GuideReads } from "#core/places/guide-reads.ts";

/** What the loader reads of the guide (core/places/guide-reads.ts): every place's website and photo hosts. */
export const handle = { reads: ["every-place"] } satisfies GuideReads;

/** Build time: the photo and map hosts the content makes pages load. */
export function loader() {
  return { hosts: externalHosts(getAllPlaces()) };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: privacyPage.title, description: privacyPage.description, path: "/privacy" });

/** Footer page /privacy (product §2 footer, Company column). */
export default function PrivacyRoute({ loaderData }: Route.ComponentProps) {
  return <PrivacyPage hosts={loaderData.hosts} />;
}
