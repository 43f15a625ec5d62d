import type { Route } from "./+types/contact";
import { contactPage } from "~/features/contact/contact-content";
import { ContactPage } from "~/features/contact/contact-page";
import { placeNameFilePaths } from "~/features/contact/place-names.server";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: contactPage.title, description: contactPage.description, path: "/contact" });

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
