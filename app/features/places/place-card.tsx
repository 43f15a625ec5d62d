import { MapPin } from "lucide";
import { Icon } from "~/components/ui/icon";
import { memo } from "react";
import { Link } from "react-router";
import {
  FamilyFriendlyBadge,
  isFamilyFriendly,
  Rating,
  ReviewCount,
  TypeChip,
  VisitorReviewCount,
} from "./place-badges";
import type { BriefSummary, PlaceSummary } from "#core/places/place-schema.ts";
import { CardVisual } from "./place-visual";
import { SaveButton } from "~/components/save-button";
import { Badge } from "~/components/ui/badge";
import { OpenStateLine } from "~/features/hours";
import { typeWording, type PlaceCardOptions } from "#core/categories.ts";
import { cn } from "~/lib/utils";

export type { PlaceCardOptions };

/**
 * A place as a card in a grid: photo with its credit or the place's illustration (product §10.4), name
 * linking to /place/{slug}, category, price, the guide's rating (product §10.3) with, once the place has any, the
 * count of visitors' reviews (product §19.7), a review count another site published only with its source and
 * date, neighborhood, open state, description (none on a {@link BriefSummary}'s card), and the options above. The whole card is clickable
 * through the name's link; it is a list item of the grid around it.
 *
 * `compact` (a grid's cards, product §12.5): below 640 px, where the grid has one column, the card is a row, its
 * picture a small square beside the texts, so the first card's name and open state are in a phone's first screen.
 * Each part stays one element whatever the width: the price and the trending badge sit in the texts (after the
 * category, in the chips' row) and, from 640 px, are placed over the picture's corners as before; a photo's credit and
 * the Save heart go under the square. Everything is sized by CSS alone, so the pre-rendered page is laid out as the
 * app draws it.
 *
 * `oneHeight` (the trending strip, whose cards are {@link BriefSummary}s): the card is exactly 27.5rem tall whatever
 * its texts (a card with every part at its most lines), so the strip's row is one height whichever places it shows
 * (decision 034; home-trending.spec.ts checks it with the longest texts): every line of its body is held, the name to
 * two lines, the category, the review count and the rating row (with the visitors' count) to one each (cut on screen,
 * whole for assistive technology and on the place's page).
 */
export function PlaceCard({
  place,
  options = {},
  headingLevel: Heading = "h2",
  eagerImage = false,
  distance,
  oneHeight = false,
  compact = false,
}: {
  place: PlaceSummary | BriefSummary;
  options?: PlaceCardOptions;
  headingLevel?: "h2" | "h3";
  /** The card is in the first screenful: its photo loads right away. */
  eagerImage?: boolean;
  /** Product §13: how far the place is from the visitor ("0.8 mi"), once Near me knows. */
  distance?: string;
  /** Every line held so each card of the trending strip is one height (above). */
  oneHeight?: boolean;
  /** A row with a small picture below 640 px (above). */
  compact?: boolean;
}) {
  const features = options.features ? place.features.slice(0, options.features) : [];
  const trendingBadge = options.trendingBadge && (typeWording[place.type]?.trendingBadge ?? "Featured");
  const familyFriendly = options.familyFriendly && isFamilyFriendly(place.features);
  // Over the picture (and out of the way of a click on the card) from 640 px, or always on a stacked card.
  const overPicture = (corner: string) =>
    cn("pointer-events-none absolute top-3 shadow", corner, compact && "max-sm:static max-sm:shadow-none");
  const price = place.priceRange && (
    <span
      className={cn(
        "rounded-md bg-white/95 px-2 py-0.5 text-sm font-semibold text-stone-900",
        overPicture("right-3"),
        compact && "max-sm:bg-transparent max-sm:px-0 max-sm:py-0 max-sm:font-medium",
      )}
    >
      <span className="sr-only">Price: </span>
      {place.priceRange}
    </span>
  );
  const badge = trendingBadge && <Badge className={overPicture("left-3")}>{trendingBadge}</Badge>;
  return (
    <article
      className={cn(
        "group relative flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md",
        compact && "max-sm:flex-row max-sm:gap-3 max-sm:p-3",
        oneHeight && "min-h-[27.5rem]",
      )}
    >
      <div className={cn("relative", compact && "max-sm:static max-sm:w-28 max-sm:shrink-0")}>
        <CardVisual place={place} eager={eagerImage} compact={compact} />
        {!compact && badge}
        {!compact && price}
        {/* Above the card's stretched link (product §14.1: save from any card). */}
        <SaveButton
          place={place}
          variant="overlay"
          className={cn(
            "absolute right-3 bottom-3 z-10",
            compact && "max-sm:static max-sm:mt-2 max-sm:flex max-sm:shadow-none",
          )}
        />
      </div>
      <div className={cn("flex flex-1 flex-col gap-2 p-4", compact && "max-sm:min-w-0 max-sm:gap-1 max-sm:p-0")}>
        <div
          className={cn(
            "flex flex-wrap items-center gap-2",
            // Nothing in it on a phone: no row.
            compact && "max-sm:gap-1.5 max-sm:empty:hidden",
          )}
        >
          {compact && badge}
          {options.typeChip && <TypeChip type={place.type} />}
          {familyFriendly && <FamilyFriendlyBadge />}
        </div>
        <Heading
          className={cn(
            "text-lg leading-snug font-semibold text-stone-900",
            compact && "max-sm:text-base",
            oneHeight && "line-clamp-2",
          )}
        >
          <Link
            to={`/place/${place.slug}`}
            className="rounded-sm group-hover:underline after:absolute after:inset-0 after:content-[''] focus:outline-none"
          >
            {place.name}
          </Link>
        </Heading>
        <p className={cn("text-sm text-muted-foreground", oneHeight && "line-clamp-1")}>
          {place.category}
          {compact && price && (
            <>
              <span aria-hidden="true" className="sm:hidden">
                {" · "}
              </span>
              {price}
            </>
          )}
        </p>
        <div
          className={cn(
            "flex flex-wrap items-center gap-x-3 gap-y-1",
            oneHeight && "*:whitespace-nowrap",
            // The strip's card holds this row to one line: with the visitors' count it is cut on screen.
            oneHeight && place.visitorReviews !== undefined && "flex-nowrap overflow-hidden",
          )}
        >
          <Rating rating={place.rating} />
          {place.visitorReviews !== undefined && <VisitorReviewCount count={place.visitorReviews} />}
          <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
            <Icon node={MapPin} className="size-4" aria-hidden="true" />
            {place.neighborhood}
          </span>
          {distance && (
            <span className="text-sm font-semibold text-stone-900" data-distance="">
              {distance}
              <span className="sr-only"> away</span>
            </span>
          )}
        </div>
        {place.reviewCount !== undefined && place.reviewSource && (
          <ReviewCount
            count={place.reviewCount}
            source={place.reviewSource}
            small
            className={oneHeight ? "line-clamp-1" : undefined}
          />
        )}
        <OpenStateLine hours={place.openingHours} />
        {"description" in place && <p className="line-clamp-2 text-sm text-stone-700">{place.description}</p>}
        {features.length > 0 && (
          <ul className={cn("mt-auto flex flex-wrap gap-1.5 pt-2", compact && "max-sm:pt-1")} aria-label="Features">
            {features.map((feature) => (
              <li key={feature} className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs text-stone-800">
                {feature}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}

/** Cards in the first row of the widest grid: their photos are above the fold. */
const eagerCards = 3;

/** The id of the last card of a page's first screen (PlaceGrid's `firstScreen`), which {@link FirstScreenFirst} names. */
export const firstScreenCardId = "first-screen-last-card";

/**
 * Product §12.5, the phone's first screen: the page's first paint waits until the first screen's cards are in
 * the document (a render-blocking `expect` link to the card PlaceGrid's `firstScreen` marks; React puts the link
 * in the head). Without it Chromium painted the page's header first and laid out the cards in a task of their
 * own right after: on a phone, where a compact card is short and seven of them are near enough the screen to be
 * drawn, that task and the tasks after it were what kept the lists' Total Blocking Time over 100 ms
 * (docs/performance.md). Only while the document is parsed: a link a later render adds blocks nothing, and a
 * browser without `expect` links paints as before. A list without cards is unblocked at the end of the document.
 */
export function FirstScreenFirst() {
  return <link rel="expect" href={`#${firstScreenCardId}`} blocking="render" />;
}

/**
 * A responsive grid of cards (1 column of compact cards on phones, up to 3 on desktop) as a list. Memoised: a list
 * page re-renders as its filters come out of the URL after hydration, and an unchanged list of
 * places must not re-render every card in that (unsliced) pass.
 */
export const PlaceGrid = memo(function PlaceGrid({
  places,
  options,
  headingLevel,
  label,
  distances,
  firstScreen = false,
}: {
  places: readonly (PlaceSummary | BriefSummary)[];
  options?: PlaceCardOptions;
  headingLevel?: "h2" | "h3";
  label?: string;
  /** Product §13: distance labels by place id (Near me). */
  distances?: ReadonlyMap<number, string>;
  /** The page's main results: the first screen's last card (the first row's) gets {@link firstScreenCardId}. */
  firstScreen?: boolean;
}) {
  const lastOfFirstScreen = firstScreen ? Math.min(eagerCards, places.length) - 1 : -1;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3" aria-label={label}>
      {/* Off-screen cards skip style, layout and paint until scrolled near: app.css, `li[data-place-id]`. */}
      {places.map((place, index) => (
        <li key={place.id} data-place-id={place.id} id={index === lastOfFirstScreen ? firstScreenCardId : undefined}>
          <PlaceCard
            place={place}
            options={options}
            headingLevel={headingLevel}
            eagerImage={index < eagerCards}
            distance={distances?.get(place.id)}
            compact
          />
        </li>
      ))}
    </ul>
  );
});
