import type { Route } from "./+types/contact";
import { contactPage } from "~/features/contact/contact-content";
import { ContactPage } from "~/features/contact/contact-page";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: contactPage.title, description: contactPage.description, path: "/contact" });

/** Footer page /contact (Spec §2 footer, Company column). */
export default function ContactRoute() {
  return <ContactPage />;
}
