import { useCallback, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/trending";
import { HydrateLater } from "~/components/hydrate-later";
import { PageHeader } from "~/components/page-header";
import { PlaceResults } from "~/features/map";
import { FirstScreenFirst, type PlaceSummary } from "~/features/places";
import { viewFromSearchParams } from "~/lib/view-param";
import { pagedListData } from "~/features/lists/data/list-data.server";
import { Pager } from "~/features/lists/paging/lazy-pager";
import { pageCount, pageOf } from "~/features/lists/paging/paging";
import { useListData } from "~/features/lists/data/use-list-data";
import { useHydrated } from "~/lib/use-hydrated";
import { pageMeta } from "~/lib/seo";
import type { GuideReads } from "#core/places/guide-reads.ts";

/** What the loader reads of the guide (core/places/guide-reads.ts): the featured places' cards. */
export const handle = { reads: ["cards:trending"] } satisfies GuideReads;

/** Build time: the first page of featured places (product §9), their count and the file of all (product §15.2). */
export function loader() {
  return pagedListData("trending");
}

/** The data is static: a change of the query alone (page, view) never refetches it. */
export function shouldRevalidate({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }): boolean {
  return currentUrl.pathname !== nextUrl.pathname;
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Trending This Week",
    description:
      "The Columbus restaurants, bars, clubs, coffee shops and attractions everyone is talking about this week.",
    path: "/trending",
  });

/**
 * product §2 Trending: heading, subtitle, every featured place as a card with its badge, in pages of
 * 24 (product §15.2: `?page=N`, read after hydration; the map shows them all). Later pages and the map fetch
 * the list's file.
 */
export default function Trending({ loaderData }: Route.ComponentProps) {
  const { places, total, dataUrls } = loaderData;
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const requested = hydrated ? Math.trunc(Number(searchParams.get("page") ?? "1")) || 1 : 1;
  const map = hydrated && viewFromSearchParams(searchParams) === "map";
  const complete = places.length >= total;
  // Near me (product §13) sorts every featured place by distance: it asks for the file when pressed.
  const [wantsAll, setWantsAll] = useState(false);
  const needAll = useCallback(() => setWantsAll(true), []);
  const data = useListData(dataUrls, !complete && (requested > 1 || map || wantsAll));
  const all = complete ? places : data.places;
  const shown = useMemo(
    () => (all ? pageOf(all, requested) : { items: places, page: 1, pages: pageCount(total) }),
    [all, requested, places, total],
  );
  const loading = !complete && requested > 1 && !all;
  // The query as text: the same before and after hydration when the address has none, so the results keep their
  // identity through it.
  const query = hydrated ? searchParams.toString() : "";
  const paginate = useCallback(
    (ordered: readonly PlaceSummary[]) => {
      const { items, page, pages } = pageOf(ordered, requested);
      return {
        items,
        footer: <Pager path="/trending" search={new URLSearchParams(query)} page={page} pages={pages} />,
      };
    },
    [requested, query],
  );
  // Decision 071: the results (their cards, the List / Map switch, the pager) hydrate apart, after the page around
  // them. The same element while nothing they show changes, so the page's own render after hydration leaves them to
  // hydrate then.
  const results = useMemo(
    () => (
      <HydrateLater>
        <PlaceResults
          places={shown.items}
          all={all ?? undefined}
          paginate={paginate}
          onNeedAll={needAll}
          options={resultsOptions}
          label="Trending places"
          footer={<Pager path="/trending" search={new URLSearchParams(query)} page={shown.page} pages={shown.pages} />}
        />
      </HydrateLater>
    ),
    [shown, all, paginate, needAll, query],
  );
  return (
    <>
      <FirstScreenFirst />
      <PageHeader title="Trending This Week" subtitle="All the popular spots Columbus is talking about" />
      <div className="mx-auto mt-6 max-w-7xl px-4 sm:mt-10 sm:px-6">
        {loading ? (
          <p role="status" className="text-lg font-semibold text-stone-900">
            {data.failed ? "The list could not load. Check your connection and reload the page." : "Loading places…"}
          </p>
        ) : (
          results
        )}
      </div>
    </>
  );
}

/** Each card with its trending badge and its kind (product §9). */
const resultsOptions = { trendingBadge: true, typeChip: true } as const;
