import type { Route } from "./+types/list-business";
import { ListBusinessPage } from "~/features/listing/list-business-page";
import { listingPage } from "~/features/listing/listing-content";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: listingPage.title, description: listingPage.description, path: "/list-business" });

/** product §2 /list-business: the business listing submission form. */
export default function ListBusiness() {
  return <ListBusinessPage />;
}
