import type { Route } from "./+types/list-business";
import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "List Your Business",
    description: "Join Columbus's premier directory and connect with local customers",
    path: "/list-business",
  });

/** Spec §2 List your business (placeholder until its own issue). */
export default function ListBusiness() {
  return <PageHeader title="List Your Business" subtitle="Join Columbus's premier directory and connect with local customers" />;
}
