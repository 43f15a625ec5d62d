import type { Route } from "./+types/terms";
import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Terms of Service", description: "Terms of Service: Discover Columbus.", path: "/terms" });

/** Placeholder until its own issue. */
export default function TermsPage() {
  return <PageHeader title="Terms of Service" />;
}
