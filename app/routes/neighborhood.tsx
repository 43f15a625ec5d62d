import { Link, replace } from "react-router";
import type { Route } from "./+types/neighborhood";
import { PageHeader } from "~/components/page-header";
import { neighborhoodPath } from "~/features/lists/neighborhood-links";
import { neighborhoodPageData } from "~/features/lists/neighborhood-pages.server";
import { FirstScreenFirst, PlaceGrid } from "~/features/places/place-card";
import { listPageConfigFor } from "../../core/categories";
import { countLabel } from "~/lib/count-label";
import { isMissingData } from "~/lib/load-failure";
import { pageMeta } from "~/lib/seo";

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
  return pageMeta({
    title: `${config.areaNoun} in ${loaderData.name}, Columbus`,
    description: `${countLabel(loaderData.total, config.noun).replace(/ Found$/, "")} in ${loaderData.name}, Columbus, Ohio, with hours, prices and maps: ${examples.join(", ")}${loaderData.total > examples.length ? " and more" : ""}.`,
    path: neighborhoodPath(config.path, loaderData.name),
  });
};

/**
 * Product §15.4: a list's places in one neighborhood ("Restaurants in Short North"): the count in the list's
 * wording, the first cards, the rest as plain links, the way back to the whole list and the list's other
 * neighborhoods. Everything is in the pre-rendered HTML: the page works the same without script.
 */
export default function NeighborhoodRoute({ loaderData }: Route.ComponentProps) {
  const { key, name, total, places, more, others } = loaderData;
  const config = listPageConfigFor(key);
  return (
    <>
      <FirstScreenFirst />
      <PageHeader
        title={`${config.areaNoun} in ${name}`}
        subtitle={`${config.subtitle}, in one Columbus neighborhood`}
      />
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mt-5 mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 sm:mt-8 sm:mb-6">
          <p className="text-lg font-semibold text-stone-900">{countLabel(total, config.noun)}</p>
          <Link to={config.path} className="rounded-sm font-medium text-primary underline underline-offset-4">
            All {config.areaNoun.toLowerCase()} in Columbus
          </Link>
        </div>
        <PlaceGrid places={places} options={config.card} label={`${config.areaNoun} in ${name}`} firstScreen />
        {more.length > 0 && (
          <section aria-labelledby="more-heading" className="mt-10">
            <h2 id="more-heading" className="text-xl font-semibold text-stone-900">
              More {config.areaNoun.toLowerCase()} in {name}
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
