import type { Route } from "./+types/promote";
import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Promote Your Business", description: "Promote Your Business: Discover Columbus.", path: "/promote" });

/** Placeholder until its own issue. */
export default function PromotePage() {
  return <PageHeader title="Promote Your Business" />;
}
