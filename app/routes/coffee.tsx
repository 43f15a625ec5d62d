import type { Route } from "./+types/coffee";
import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Buy Me Coffee", description: "Support the site and help keep it running.", path: "/coffee" });

/** Spec §2 Support page (placeholder until its own issue). */
export default function Coffee() {
  return <PageHeader title="Buy Me Coffee" subtitle="Support the site and help keep it running" />;
}
