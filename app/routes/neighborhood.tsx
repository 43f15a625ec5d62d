import { Link, replace } from "react-router";
import type { Route } from "./+types/neighborhood";
import { PageHeader } from "~/components/page-header";
import { neighborhoodPagePath } from "~/features/lists/neighborhoods/neighborhood-links";
import { neighborhoodPageData } from "~/features/lists/neighborhoods/neighborhood-pages.server";
import { FirstScreenFirst, PlaceGrid } from "~/features/places/place-card";
import { listPageConfigFor } from "#core/categories.ts";
import { countLabel } from "~/lib/count-label";
import { isMissingData } from "~/lib/load-failure";
import { pageMeta } from "~/lib/seo";
import type { GuideReads } from "#core/places/guide-reads.ts";

/** What the loader reads of the guide (core/places/guide-reads.ts): a list's places in one neighborhood: render/dependents.ts finds the pages from the place. */
export const handle = { reads: ["by-path"] } satisfies GuideReads;

/** Build time: the list's places in this neighborhood (only neighborhoods with places are pre-rendered). */
export function loader({ request }: Route.LoaderArgs) {
  const data = neighborhoodPageData(new URL(request.url).pathname);
  if (!data) throw new Response("Not Found", { status: 404 });
  return data;
}

/**
 * In the browser, a neighborhood that was not pre-rendered has no data file (HTTP 404): its list page stands in.
 * Any other failure (offline, a dropped connection) is rethrown, so the page says it could not load and offers a
 * retry instead of sending the visitor elsewhere without a word (decision 009).
 */
export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (isMissingData(error)) throw replace(`/${new URL(request.url).pathname.split("/")[1] ?? ""}`);
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const config = listPageConfigFor(loaderData.key);
  const examples = [...loaderData.places, ...loaderData.more].slice(0, 3).map((place) => place.name);
  const { page, pages } = loaderData;
  const ofPages = page > 1 ? ` (page ${page} of ${pages})` : "";
  return pageMeta({
    title: `${config.areaNoun} in ${loaderData.name}, Columbus${ofPages}`,
    description: `${countLabel(loaderData.total, config.noun).replace(/ Found$/, "")} in ${loaderData.name}, Columbus, Ohio, with hours, prices and maps${ofPages}: ${examples.join(", ")}${loaderData.total > examples.length ? " and more" : ""}.`,
    path: neighborhoodPagePath(loaderData.path, page),
  });
};

/**
 * Product §15.4: a list's places in one neighborhood ("Restaurants in Short North"): the count in the list's
 * wording, the first cards, the rest as plain links (a thousand a page: a large neighborhood's further pages, with a
 * pager, hold the others), the way back to the whole list and the list's other neighborhoods. Everything is in the
 * pre-rendered HTML: the page works the same without script.
 */
export default function NeighborhoodRoute({ loaderData }: Route.ComponentProps) {
  const { key, name, total, places, more, others, path, page, pages } = loaderData;
  const config = listPageConfigFor(key);
  const pageLabel = `Pages of ${config.areaNoun.toLowerCase()} in ${name}`;
  return (
    <>
      <FirstScreenFirst />
      <PageHeader
        title={`${config.areaNoun} in ${name}`}
        subtitle={
          page > 1
            ? `${config.subtitle}, in one Columbus neighborhood: page ${page} of ${pages}`
            : `${config.subtitle}, in one Columbus neighborhood`
        }
      />
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mt-5 mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 sm:mt-8 sm:mb-6">
          <p className="text-lg font-semibold text-stone-900">{countLabel(total, config.noun)}</p>
          <Link to={config.path} className="rounded-sm font-medium text-primary underline underline-offset-4">
            All {config.areaNoun.toLowerCase()} in Columbus
          </Link>
        </div>
        {places.length > 0 && (
          <PlaceGrid places={places} options={config.card} label={`${config.areaNoun} in ${name}`} firstScreen />
        )}
        {more.length > 0 && (
          <section aria-labelledby="more-heading" className={page > 1 ? "" : "mt-10"}>
            <h2 id="more-heading" className="text-xl font-semibold text-stone-900">
              {page > 1 ? `Page ${page} of ${pages}` : `More ${config.areaNoun.toLowerCase()} in ${name}`}
            </h2>
            <ul className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
              {more.map((place) => (
                <li key={place.slug}>
                  <Link to={`/place/${place.slug}`} className="rounded-sm text-primary underline underline-offset-4">
                    {place.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        {pages > 1 && (
          <nav aria-label={pageLabel} className="mt-8">
            <ul className="flex flex-wrap items-center gap-x-5 gap-y-2">
              {page > 1 && (
                <li>
                  <Link
                    to={neighborhoodPagePath(path, page - 1)}
                    rel="prev"
                    className="rounded-sm font-medium text-primary underline underline-offset-4"
                  >
                    Previous page
                  </Link>
                </li>
              )}
              {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
                <li key={number}>
                  {number === page ? (
                    <span aria-current="page" className="font-semibold text-stone-900">
                      Page {number}
                    </span>
                  ) : (
                    <Link
                      to={neighborhoodPagePath(path, number)}
                      className="rounded-sm text-primary underline underline-offset-4"
                    >
                      Page {number}
                    </Link>
                  )}
                </li>
              ))}
              {page < pages && (
                <li>
                  <Link
                    to={neighborhoodPagePath(path, page + 1)}
                    rel="next"
                    className="rounded-sm font-medium text-primary underline underline-offset-4"
                  >
                    Next page
                  </Link>
                </li>
              )}
            </ul>
          </nav>
        )}
        {others.length > 0 && (
          // The list page's NeighborhoodLinks, written out: a module shared with the list pages would be a chunk of its own on theirs.
          <div className="mt-12 border-t pt-8">
            <h2 className="text-xl font-semibold text-stone-900">{config.areaNoun} in other neighborhoods</h2>
            <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
              {others.map((link) => (
                <li key={link.path}>
                  <Link to={link.path} className="rounded-sm text-primary underline underline-offset-4">
                    {link.name} ({link.count})
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </>
  );
}
