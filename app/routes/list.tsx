import { useMemo } from "react";
import { data } from "react-router";
import type { Route } from "./+types/list";
import { listPageData } from "~/features/lists/data/list-data.server";
import { DeferredPlaceResults } from "~/features/map";
import { ListPage } from "~/features/lists/list-page";
import { revalidateOnPathChange } from "~/features/lists/filters/use-list-filters";
import { categoryAt, listPageConfig, listPageConfigFor } from "#core/categories.ts";
import { pageMeta } from "~/lib/seo";
import type { GuideReads } from "#core/places/guide-reads.ts";
import { listPageFromText, listPageText } from "~/features/lists/data/list-page-text";

/** What the loader reads of the guide (core/places/guide-reads.ts): its list's cards: render/dependents.ts finds a category's list page from the categories table. */
export const handle = { reads: ["by-path"] } satisfies GuideReads;

/**
 * Build time: which category this route is (app/routes.ts gives each category with a list page
 * this module), the first page of its cards, the count and options of its whole list, the list's file
 * and its neighborhood pages (product §15.4). All but the key as one JSON text (decision 093: the page's data for
 * hydration is 1.3 KB smaller, compressed, than in React Router's own encoding).
 */
export function loader({ request }: Route.LoaderArgs) {
  const category = categoryAt(new URL(request.url).pathname);
  const config = category && listPageConfig(category);
  if (!config) throw data(null, { status: 404, statusText: "Not Found" });
  return { key: config.key, list: listPageText(listPageData(config)) };
}

export const shouldRevalidate = revalidateOnPathChange;

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const config = listPageConfigFor(loaderData.key);
  return pageMeta({ title: config.title, description: config.description, path: config.path });
};

/**
 * product §2 Restaurants, Clubs and bars, Attractions: one list page per category of the table, with
 * product §13's List / Map switch and Near me over its results.
 */
export default function ListRoute({ loaderData }: Route.ComponentProps) {
  const { key } = loaderData;
  const list = useMemo(() => listPageFromText(loaderData.list), [loaderData.list]);
  return (
    <ListPage config={listPageConfigFor(key)} {...list} renderResults={(slot) => <DeferredPlaceResults {...slot} />} />
  );
}
