import type { Route } from "./+types/contact";
import { contactPage } from "~/features/contact/contact-content";
import { ContactPage } from "~/features/contact/contact-page";
import { placeNameFilePaths } from "~/features/contact/place-names.server";
import { pageMeta } from "~/lib/seo";
import type { GuideReads } from "#core/places/guide-reads.ts";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: contactPage.title, description: contactPage.description, path: "/contact" });

/** What the loader reads of the guide (core/places/guide-reads.ts): the place-name files. */
export const handle = { reads: ["place-names"] } satisfies GuideReads;

/**
 * Runs at build time: the paths of the place-name files (product §15.7), so a correction link
 * (/contact?place={slug}) can name its place without the page carrying every name.
 */
export function loader() {
  return { nameFiles: placeNameFilePaths() };
}

/** Footer page /contact (product §2 footer, Company column). */
export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  return <ContactPage nameFiles={loaderData.nameFiles} />;
}
