import type { Route } from "./+types/search";
import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Search", description: "Search: Discover Columbus.", path: "/search" });

/** Placeholder until its own issue. */
export default function SearchPage() {
  return <PageHeader title="Search" />;
}
