import { lazy, useMemo } from "react";
import type * as React from "react";
import { ArrowLeft, Clock } from "lucide";
import { Icon } from "~/components/ui/icon";
import { useNavigate } from "react-router";
import type { IllustrationData } from "#core/places/illustration.ts";
import { Rating, ReviewCount, TypeChip } from "./place-badges";
import { ContactList, PlaceActions } from "./place-contact";
import { correctionHref } from "./facts";
import { ClosedPlaceDetail, FactsLine, PlaceSources } from "./place-facts";
import { PlaceImage } from "./place-image";
import { KnownFacts } from "./place-known-facts";
import { PlaceMap } from "./place-map";
import { reviewsHeadingId, visitorReviewsLabel } from "./review-words";
import type { PlaceReviews } from "#core/reviews/summary.ts";
import { photoUrl } from "#core/places/photo.ts";
import type { BriefSummary, Place } from "#core/places/place-schema.ts";
import { PageVisual, PhotoCredit, photoImageProps } from "./place-visual";
import { Reveal } from "~/components/reveal";
import { HydrateLater, laterCode } from "~/components/hydrate-later";
import { Badge } from "~/components/ui/badge";
import { SaveButton } from "~/components/save-button";
import { ShareButton } from "~/components/share-button";
import { Button } from "~/components/ui/button";
import { HoursTable, OpenStateLine, type CompactHours } from "~/features/hours";
import { listPathFor } from "#core/categories.ts";

/**
 * Product §19.6's visitors' reviews, far below a place page's first screen: hydrated apart, after the rest (decision
 * 071), their code fetched then rather than with the page's first load (decision 099). The pre-rendered section shows
 * and its links work meanwhile.
 */
const placeReviews = laterCode(() => import("./place-reviews"));
const VisitorReviews = lazy(() => placeReviews().then((module) => ({ default: module.VisitorReviews })));
const WriteReviewLink = lazy(() => placeReviews().then((module) => ({ default: module.WriteReviewLink })));

/**
 * Product §19.6: the visitors' count's link to their section, once the page is live: the heading scrolled to and
 * focused where it is, and the address's hash set in place, so the router sees no navigation. A navigation would be
 * an update to the section while it may still wait for its code (decision 099), and React would take its
 * pre-rendered HTML away until the code is in. A click with a modifier key is left to the browser.
 */
function toReviews(event: React.MouseEvent<HTMLAnchorElement>) {
  const heading = document.getElementById(reviewsHeadingId);
  if (!heading || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  window.history.replaceState(window.history.state, "", `#${reviewsHeadingId}`);
  heading.scrollIntoView();
  heading.focus({ preventScroll: true });
}

/**
 * product §2 place detail: Back, main image (a credited photo or the place's labelled illustration,
 * product §10.4), Featured badge, price, the guide's rating and a sourced review count (product §10.3), name,
 * category, description, Call Now and Website (only when present), "Facts checked" with "Suggest a
 * correction" (product §10.1), Features & Amenities, Contact Information, Hours of Operation (Monday first,
 * missing day 'Closed'), Good to Know (the facts of product §10.6, each known or "Not known"), "Visitors' reviews (N)"
 * (product §19.6, apart from "The guide's rating" at the top), Location map (lazy), Sources. A closed place gets its
 * own page instead (product §10.2, {@link ClosedPlaceDetail}) with `similar`, the open places it links to, and its
 * reviews still shown.
 */
export function PlaceDetail({
  place,
  similar = [],
  illustration,
  openingHours,
  hoursReadOn,
  reviews,
  hoursFreshness,
  comingUp,
}: {
  place: Place;
  similar?: readonly BriefSummary[];
  /** The place's illustration when it has no photo (built by the route's loader). */
  illustration?: IllustrationData;
  /** The place's hours for the coming weeks, compact (built by the route's loader: the parser stays at build time); null = not known. */
  openingHours: CompactHours | null;
  /** `YYYY-MM-DD`: the city's date when the build read the hours (the week shown before hydration). */
  hoursReadOn: string;
  /** product §19.6: the place's visitors' reviews, summary and newest (built by the route's loader). */
  reviews: PlaceReviews;
  /** decision 068: where the hours stand ("Confirmed by the owner 3 weeks ago"), built by the route's loader. */
  hoursFreshness?: string;
  /** Decision 073: the place's "Coming up" (its next event dates), made by the route; nothing when none. */
  comingUp?: React.ReactNode;
}) {
  const navigate = useNavigate();
  const goBack = () => {
    // History back, as the spec says. React Router numbers the entries of the visit from 0 (`history.state.idx`):
    // a visitor who landed here directly (a search engine, a shared link) has no page of ours to go back to and
    // goes to the type's list instead. (The location's key cannot tell: the scroll restoration's inline script
    // keys the first entry too.)
    const entry = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof entry === "number" && entry > 0) navigate(-1);
    else navigate(listPathFor(place.type));
  };

  const back = (
    <Button variant="ghost" onClick={goBack} className="mb-4 -ml-2">
      <Icon node={ArrowLeft} aria-hidden="true" />
      Back
    </Button>
  );

  // Kept while the reviews are, so a render of the page (the link to them, "12 visitors' reviews") is no update to
  // the part while it waits for hydration (decision 099: React would drop its pre-rendered HTML until its code is in).
  const reviewsPart = useMemo(
    () => (
      <HydrateLater>
        <VisitorReviews reviews={reviews}>
          {place.status !== "closed" && <WriteReviewLink place={place} />}
        </VisitorReviews>
      </HydrateLater>
    ),
    [reviews, place],
  );

  if (place.status === "closed") {
    return (
      <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
        {back}
        <ClosedPlaceDetail place={place} similar={similar} reviews={reviewsPart} />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
      {back}

      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          <PageVisual place={{ type: place.type, image: place.image, illustration }}>
            {place.featured && <Badge className="absolute top-4 left-4 shadow">Featured</Badge>}
          </PageVisual>
          {place.images.length > 0 && (
            <ul className="mt-3 grid grid-cols-3 gap-3" aria-label="More photos">
              {place.images.map((photo) => (
                <li key={photoUrl(photo)}>
                  <figure>
                    <PlaceImage
                      {...photoImageProps(photo, "(min-width: 1024px) 13rem, 33vw", { width: 400, height: 300 })}
                      alt={photo.alt}
                      type={place.type}
                      className="aspect-[4/3] w-full rounded-lg"
                    />
                    <figcaption className="mt-1 text-xs text-muted-foreground">
                      <PhotoCredit photo={photo} />
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          )}
        </div>

        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <TypeChip type={place.type} />
            {place.priceRange && (
              <span className="rounded-md bg-stone-100 px-2 py-0.5 text-sm font-semibold text-stone-900">
                <span className="sr-only">Price range: </span>
                {place.priceRange}
              </span>
            )}
            {place.rating !== undefined && <Rating rating={place.rating} label="The guide's rating" />}
            {reviews.summary.count > 0 && (
              <a
                href={`#${reviewsHeadingId}`}
                onClick={toReviews}
                className="text-sm text-muted-foreground underline underline-offset-4 hover:text-stone-900"
              >
                {visitorReviewsLabel(reviews.summary.count)}
              </a>
            )}
            {place.reviewCount !== undefined && place.reviewSource && (
              <ReviewCount count={place.reviewCount} source={place.reviewSource} link />
            )}
          </div>
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{place.name}</h1>
            <p className="mt-1 text-lg text-muted-foreground">{place.category}</p>
            <OpenStateLine hours={openingHours} size="base" className="mt-2" />
          </div>
          <p className="text-stone-800">{place.description}</p>
          <PlaceActions place={place}>
            <SaveButton place={place} />
            <ShareButton title={place.name} path={`/place/${place.slug}`} />
          </PlaceActions>
          <FactsLine place={place} />
          {__SITE_BACKEND__ !== "none" && (
            <p className="text-sm">
              <a
                href={`/owners/claim?place=${encodeURIComponent(place.slug)}`}
                className="text-muted-foreground underline underline-offset-4 hover:text-stone-900"
              >
                Own or run this place?
              </a>
            </p>
          )}
        </div>
      </div>

      <div className="mt-10 grid gap-6 lg:grid-cols-3">
        <Reveal later aria-labelledby="features-heading" className="rounded-xl border p-6 lg:col-span-1">
          <h2 id="features-heading" className="text-xl font-semibold">
            Features &amp; Amenities
          </h2>
          {place.features.length > 0 ? (
            <ul className="mt-4 flex flex-wrap gap-2">
              {place.features.map((feature) => (
                <li key={feature} className="rounded-full bg-stone-100 px-3 py-1 text-sm text-stone-800">
                  {feature}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-muted-foreground">No features listed yet.</p>
          )}
        </Reveal>

        <Reveal later aria-labelledby="contact-heading" className="rounded-xl border p-6">
          <h2 id="contact-heading" className="text-xl font-semibold">
            Contact Information
          </h2>
          <ContactList place={place} />
        </Reveal>

        <Reveal later aria-labelledby="hours-heading" className="rounded-xl border p-6">
          <h2 id="hours-heading" className="flex items-center gap-2 text-xl font-semibold">
            <Icon node={Clock} className="size-5 text-primary" aria-hidden="true" />
            Hours of Operation
          </h2>
          <HoursTable
            hours={openingHours}
            builtOn={hoursReadOn}
            className="mt-4"
            tellUsHref={correctionHref(place.slug, "hours")}
          />
          {hoursFreshness && (
            <p className="mt-3 text-sm text-muted-foreground" data-hours-freshness>
              {hoursFreshness}
            </p>
          )}
        </Reveal>
      </div>

      {comingUp}

      <KnownFacts place={place} />

      {reviewsPart}

      {place.mapEmbedUrl && (
        <Reveal later aria-labelledby="location-heading" className="mt-6 rounded-xl border p-6">
          <h2 id="location-heading" className="text-xl font-semibold">
            Location
          </h2>
          <PlaceMap src={place.mapEmbedUrl} name={place.name} />
        </Reveal>
      )}

      <PlaceSources place={place} />
    </div>
  );
}
