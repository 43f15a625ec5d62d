import type { Route } from "./+types/privacy";
import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Privacy Policy", description: "Privacy Policy: Discover Columbus.", path: "/privacy" });

/** Placeholder until its own issue. */
export default function PrivacyPage() {
  return <PageHeader title="Privacy Policy" />;
}
