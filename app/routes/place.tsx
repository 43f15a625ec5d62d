import { lazy, useMemo } from "react";
import { redirect, replace } from "react-router";
import type { Route } from "./+types/place";
import { isoDate } from "#core/hours/opening-hours.server.ts";
import { PlaceDetail } from "~/features/places/place-detail";
import { closedPlaceDescription } from "~/features/places/place-facts";
import { illustrationData } from "#core/places/illustration.server.ts";
import { placeJsonLd } from "~/features/places/place-json-ld";
import { unknownPlaceTarget } from "~/components/unknown-place";
import {
  getOpeningHours,
  getPlaceBySlug,
  getPlaceReviews,
  getSimilarPlaces,
  hoursReadOn,
} from "#core/places/places.server.ts";
import { isMissingData } from "~/lib/load-failure";
import { HydrateLater, laterCode } from "~/components/hydrate-later";
import { hoursFreshnessText } from "#core/places/freshness.ts";
import { isHostedPhoto, photoUrl } from "#core/places/photo.ts";
import type { HostedPhoto } from "#core/places/place-schema.ts";
import { pagePhotoSizes } from "~/features/places/place-visual";
import { pageMeta } from "~/lib/seo";
import type { GuideReads } from "#core/places/guide-reads.ts";
import { comingUpSize, eventRows } from "~/features/events/event-rows";
import { getPlaceEvents } from "~/features/events/events.server";

/** What the loader reads of the guide (core/places/guide-reads.ts): its place, and a closed place's similar places: render/dependents.ts. */
export const handle = { reads: ["by-path"] } satisfies GuideReads;

/**
 * Build time: the one place this page shows, with its visitors' reviews (product §19.6: the summary of all and the
 * newest few, open or closed). Only known slugs are pre-rendered.
 */
export function loader({ params }: Route.LoaderArgs) {
  const place = getPlaceBySlug(params.slug);
  if (!place) throw redirect(unknownPlaceTarget);
  const reviews = getPlaceReviews(place);
  // product §10.2: a closed place keeps its page, links to similar open places and has no JSON-LD (it is
  // no longer a business to describe). Built here, at build time, so that code stays out of the bundle.
  // Product §12: the parsed hours for the open-now state, here so the hours parser stays out of the bundle too.
  if (place.status === "closed")
    return {
      place,
      jsonLd: null,
      similar: getSimilarPlaces(place),
      illustration: null,
      openingHours: null,
      hoursReadOn: isoDate(hoursReadOn()),
      reviews,
    };
  // product §10.4: without a photo the page shows the place's own illustration.
  const openingHours = getOpeningHours(place);
  return {
    // Decision 073: "Coming up", the place's next dates.
    comingUp: eventRows(getPlaceEvents(place.slug)).slice(0, comingUpSize),
    place,
    hoursReadOn: isoDate(hoursReadOn()),
    jsonLd: placeJsonLd(place, openingHours, hoursReadOn(), reviews),
    similar: [],
    illustration: place.image ? null : illustrationData(place),
    openingHours,
    reviews,
    // decision 068: where the hours stand, in words, on the build's date.
    hoursFreshness: hoursFreshnessText(place, isoDate(hoursReadOn())),
  };
}

/**
 * In the browser, a slug that was not pre-rendered has no data file (HTTP 404): product §2/§8 say an
 * unknown or missing slug silently redirects, replacing the history entry, to /restaurants. Any other
 * failure (offline, a dropped connection) is not an unknown slug: it reaches the error page, which
 * says the page could not load and offers a retry (docs/decisions/009-error-paths.md).
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (isMissingData(error)) throw replace(unknownPlaceTarget);
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { place, jsonLd } = loaderData;
  if (place.status === "closed") {
    // product §10.2: out of search engines like it is out of the sitemap; the page stays for old links.
    return pageMeta({
      title: `${place.name} (permanently closed)`,
      description: closedPlaceDescription(place),
      path: `/place/${place.slug}`,
      noindex: true,
    });
  }
  return [
    ...pageMeta({
      title: `${place.name}: ${place.category} in ${place.neighborhood}`,
      description: place.description,
      path: `/place/${place.slug}`,
      // product §10.4: link previews show the place's own photo or none (never an illustration or stock photo).
      image: place.image && photoUrl(place.image),
    }),
    ...(jsonLd ? [{ "script:ld+json": jsonLd }] : []),
    // decision 039: the hero photo the guide hosts is the page's LCP image: fetched with the page, in the best format.
    ...(place.image && isHostedPhoto(place.image) ? [heroPreload(place.image)] : []),
  ];
};

/** A `<link rel="preload">` of a hosted hero photo's AVIF widths, as the `<picture>` will pick them (decision 039). */
function heroPreload(photo: HostedPhoto) {
  return {
    tagName: "link",
    rel: "preload",
    as: "image",
    type: "image/avif",
    imageSrcSet: photo.widths.map((width) => `${photo.src}-${width}.avif ${width}w`).join(", "),
    imageSizes: pagePhotoSizes,
    fetchPriority: "high",
  } as const;
}

/**
 * Decision 073's "Coming up", under the place's header: hydrated apart, after the rest (decision 071), its code (the
 * event rows' words and dates) fetched then rather than with the page's first load (decision 099).
 */
const ComingUp = lazy(
  laterCode(() => import("~/features/events/coming-up").then((module) => ({ default: module.ComingUp }))),
);

export default function PlaceRoute({ loaderData }: Route.ComponentProps) {
  const { place, similar, illustration, openingHours, hoursReadOn, reviews } = loaderData;
  const hoursFreshness = "hoursFreshness" in loaderData ? loaderData.hoursFreshness : undefined;
  const comingUp = "comingUp" in loaderData ? loaderData.comingUp : undefined;
  // Kept while its rows are, so a render of the page (a link to a part of it) is no update to the part while it
  // waits for hydration (decision 099: React would drop its pre-rendered HTML until its code is in).
  const comingUpPart = useMemo(
    () =>
      comingUp?.length ? (
        <HydrateLater>
          <ComingUp rows={comingUp} placeSlug={place.slug} placeName={place.name} />
        </HydrateLater>
      ) : null,
    [comingUp, place.slug, place.name],
  );
  return (
    <PlaceDetail
      place={place}
      similar={similar}
      illustration={illustration ?? undefined}
      openingHours={openingHours}
      hoursFreshness={hoursFreshness}
      hoursReadOn={hoursReadOn}
      reviews={reviews}
      comingUp={comingUpPart}
    />
  );
}
