import { redirect, replace } from "react-router";
import type { Route } from "./+types/place";
import { PlaceDetail } from "~/features/places/place-detail";
import { placeJsonLd } from "~/features/places/place-json-ld";
import { unknownPlaceTarget } from "~/features/places/unknown-place";
import { getPlaceBySlug } from "~/features/places/places.server";
import { pageMeta } from "~/lib/seo";

/** Build time: the one place this page shows. Only known slugs are pre-rendered. */
export function loader({ params }: Route.LoaderArgs) {
  const place = getPlaceBySlug(params.slug);
  if (!place) throw redirect(unknownPlaceTarget);
  // Built here, at build time, so the JSON-LD code stays out of the browser's bundle.
  return { place, jsonLd: placeJsonLd(place) };
}

/**
 * In the browser, a slug that was not pre-rendered has no data file: Spec §2/§8 say an unknown or
 * missing slug silently redirects, replacing the history entry, to /restaurants.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch {
    throw replace(unknownPlaceTarget);
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { place, jsonLd } = loaderData;
  return [
    ...pageMeta({
      title: `${place.name}: ${place.category} in ${place.neighborhood}`,
      description: place.description,
      path: `/place/${place.slug}`,
      image: place.image?.url,
    }),
    { "script:ld+json": jsonLd },
  ];
};

export default function PlaceRoute({ loaderData }: Route.ComponentProps) {
  return <PlaceDetail place={loaderData.place} />;
}
