import type { Route } from "./+types/about";
import { getListedPlaces } from "#core/places/places.server.ts";
import { AboutPage, aboutPage } from "~/features/site-pages/about-page";
import { countSections } from "~/features/site-pages/guide-sections";
import { pageMeta } from "~/lib/seo";
import type { GuideReads } from "#core/places/guide-reads.ts";

/** What the loader reads of the guide (core/places/guide-reads.ts): how many places of each kind are listed. */
export const handle = { reads: ["listed"] } satisfies GuideReads;

/** Build time: how many places of each kind the guide lists (open places only). */
export function loader() {
  return { counts: countSections(getListedPlaces()) };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: aboutPage.title, description: aboutPage.description, path: "/about" });

/** Footer page /about (product §2 footer, Company column). */
export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  return <AboutPage counts={loaderData.counts} />;
}
