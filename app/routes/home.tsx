import { ArrowRight } from "lucide";
import { lazy, Suspense } from "react";
import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { Reveal } from "~/components/reveal";
import { CategoryCards } from "~/features/home/category-cards";
import { TrendingStrip, trendingStripSize } from "~/features/home/trending-strip";
import { tonightCandidates } from "~/features/events/events.server";
import type { EventRow } from "~/features/events/event-rows";
import { useMinuteClock } from "~/features/hours";
import { getFeaturedSummaries } from "#core/places/places.server.ts";
import { briefSummary } from "#core/places/place-schema.ts";
import { SearchCombobox } from "~/features/search/search-combobox";
import { listDataUrls } from "~/features/lists/data/list-data.server";
import { FirstVisitWelcome } from "~/features/welcome/first-visit-welcome";
import { pageMeta } from "~/lib/seo";
import { site } from "#core/site-config.ts";
import type { GuideReads } from "#core/places/guide-reads.ts";

/**
 * Decision 071: the newsletter form sits at the page's foot, inside a section hydrated after the rest. Its code (and
 * its refusals' texts) is fetched when that section hydrates, not with the first load; the pre-rendered form works
 * meanwhile (a plain POST), and what is typed into it before then stays.
 */
const NewsletterForm = lazy(() =>
  import("~/features/newsletter/newsletter-form").then((module) => ({ default: module.NewsletterForm })),
);

const TonightStrip = lazy(() =>
  import("~/features/events/tonight-strip").then((module) => ({ default: module.TonightStrip })),
);

/**
 * Decision 073: "Tonight in Columbus" depends on the visitor's clock, so it is nothing in the pre-rendered page and
 * until the page's minute clock first ticks after hydration; its code is not part of the first load, but fetched
 * then and drawn when it is in (decision 071).
 */
function Tonight({ rows }: { rows: readonly EventRow[] }) {
  const now = useMinuteClock();
  if (now === null) return null;
  return (
    <Suspense fallback={null}>
      <TonightStrip rows={rows} now={now} />
    </Suspense>
  );
}

/**
 * What the loader reads of the guide (core/places/guide-reads.ts): the featured places' cards, and which places are
 * listed (the names of the cards' files the search box may fetch, decision 064), and the events (decision 083: the
 * "Tonight in Columbus" strip).
 */
export const handle = { reads: ["cards:trending", "listed", "events"] } satisfies GuideReads;

/**
 * Build time: the first {@link trendingStripSize} featured places for the strip (product §9; product §15.6:
 * bounded, the rest are on /trending), as brief cards (no description: a description edit leaves the home page as
 * it is, product §18.3); the search index is a file of its own (decision 016).
 */
export function loader() {
  return {
    featured: getFeaturedSummaries().slice(0, trendingStripSize).map(briefSummary),
    // Decision 073: the dates the "Tonight in Columbus" strip picks from after hydration.
    tonight: tonightCandidates(),
    // Product §5.5 (decision 064): the cards' files /search reads, which the search box fetches only for Open now or a price.
    cardUrls: listDataUrls("all"),
  };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: site.name,
    description:
      "The best restaurants, clubs, bars, coffee shops and attractions in Columbus, Ohio: search the guide, browse by category and see what's trending this week.",
    path: "/",
  });

/**
 * product §2 Home: hero with the search combobox, 'Explore Columbus by Category', 'Trending This Week',
 * 'Stay in the Loop' newsletter, and the first-visit welcome dialog. The sections below the hero hydrate after it,
 * each apart (decision 071).
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured, tonight, cardUrls } = loaderData;
  return (
    <>
      <section
        aria-labelledby="hero-heading"
        className="bg-brand-gradient px-4 py-20 text-center text-white sm:px-6 sm:py-28"
      >
        <h1 id="hero-heading" className="text-4xl font-bold tracking-tight sm:text-6xl">
          Discover the Best of Columbus
        </h1>
        <p className="mt-4 text-xl text-brand-tint sm:text-2xl">Food, Fun &amp; More in the Heart of Ohio</p>
        <SearchCombobox className="mt-10" cardUrls={cardUrls} />
      </section>

      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <Reveal later aria-labelledby="categories-heading" className="py-16">
          <h2 id="categories-heading" className="text-center text-3xl font-bold tracking-tight text-stone-900">
            Explore Columbus by Category
          </h2>
          <div className="mt-10">
            <CategoryCards />
          </div>
        </Reveal>

        <Reveal later aria-labelledby="trending-heading" className="pb-16">
          <div className="mb-6 flex items-end justify-between gap-4">
            <h2 id="trending-heading" className="text-3xl font-bold tracking-tight text-stone-900">
              Trending This Week
            </h2>
            <Link
              to="/trending"
              className="inline-flex shrink-0 items-center gap-1 rounded-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              View All<span className="sr-only"> trending places</span>
              <Icon node={ArrowRight} className="size-4" aria-hidden="true" />
            </Link>
          </div>
          <TrendingStrip places={featured} />
        </Reveal>

        <Tonight rows={tonight} />
      </div>

      <Reveal later aria-labelledby="newsletter-heading" className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="rounded-2xl bg-brand-gradient px-6 py-12 text-center text-white sm:px-12">
          <h2 id="newsletter-heading" className="text-3xl font-bold tracking-tight">
            Stay in the Loop
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-lg text-brand-tint">
            New places, local favorites and what's happening around {site.city}, straight to your inbox.
          </p>
          <NewsletterForm />
        </div>
      </Reveal>

      <FirstVisitWelcome />
    </>
  );
}
