import type { Route } from "./+types/about";
import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "About Us", description: "About Us: Discover Columbus.", path: "/about" });

/** Placeholder until its own issue. */
export default function AboutPage() {
  return <PageHeader title="About Us" />;
}
