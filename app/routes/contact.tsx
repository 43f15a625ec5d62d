import type { Route } from "./+types/contact";
import { contactPage } from "~/features/contact/contact-content";
import { ContactPage } from "~/features/contact/contact-page";
import { getAllPlaces } from "~/features/places/places.server";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: contactPage.title, description: contactPage.description, path: "/contact" });

/** Runs at build time: the name of every place by slug, so a correction link (/contact?place={slug}) can name its place. */
export function loader() {
  return { placeNames: Object.fromEntries(getAllPlaces().map((place) => [place.slug, place.name])) };
}

/** Footer page /contact (product §2 footer, Company column). */
export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  return <ContactPage placeNames={loaderData.placeNames} />;
}
