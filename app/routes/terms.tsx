import type { Route } from "./+types/terms";
import { TermsPage, termsPage } from "~/features/site-pages/terms-page";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: termsPage.title, description: termsPage.description, path: "/terms" });

/** Footer page /terms (product §2 footer, Company column). */
export default function TermsRoute() {
  return <TermsPage />;
}
