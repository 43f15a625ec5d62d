import type { Route } from "./+types/contact";
import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Contact", description: "Contact: Discover Columbus.", path: "/contact" });

/** Placeholder until its own issue. */
export default function ContactPage() {
  return <PageHeader title="Contact" />;
}
