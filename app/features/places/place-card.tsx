import { MapPin } from "lucide";
import { Icon } from "~/components/ui/icon";
import { memo } from "react";
import { Link } from "react-router";
import { FamilyFriendlyBadge, isFamilyFriendly, Rating, ReviewCount, TypeChip } from "./place-badges";
import type { PlaceSummary } from "../../../core/places/place-schema";
import { CardVisual } from "./place-visual";
import { SaveButton } from "~/components/save-button";
import { Badge } from "~/components/ui/badge";
import { OpenStateLine } from "~/features/hours";
import { typeWording, type PlaceCardOptions } from "../../../core/categories";
import { cn } from "~/lib/utils";

export type { PlaceCardOptions };

/**
 * A place as a card in a grid: photo with its credit or the place's illustration (product §10.4), name
 * linking to /place/{slug}, category, price, the guide's rating (product §10.3), a review count only with
 * its source and date, neighborhood, description, and the options above. The whole card is clickable
 * through the name's link; it is a list item of the grid around it.
 *
 * `oneHeight` (the trending strip): the card is exactly `--strip-card-height` tall whatever its texts, so a card
 * the strip skipped while off screen (app.css, content-visibility) takes the height it will have: every line of
 * its body is held, the name to two lines, the category, the review count and the rating row to one each (cut on
 * screen, whole for assistive technology and on the place's page); the description is two lines on every card.
 */
export function PlaceCard({
  place,
  options = {},
  headingLevel: Heading = "h2",
  eagerImage = false,
  distance,
  oneHeight = false,
}: {
  place: PlaceSummary;
  options?: PlaceCardOptions;
  headingLevel?: "h2" | "h3";
  /** The card is in the first screenful: its photo loads right away. */
  eagerImage?: boolean;
  /** Product §13: how far the place is from the visitor ("0.8 mi"), once Near me knows. */
  distance?: string;
  /** Every line held so each card of the trending strip is one height (above). */
  oneHeight?: boolean;
}) {
  const features = options.features ? place.features.slice(0, options.features) : [];
  return (
    <article
      className={cn(
        "group relative flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md",
        oneHeight && "min-h-(--strip-card-height)",
      )}
    >
      <div className="relative">
        <CardVisual place={place} eager={eagerImage} />
        {options.trendingBadge && (
          <Badge className="absolute top-3 left-3 shadow">{typeWording[place.type]?.trendingBadge ?? "Featured"}</Badge>
        )}
        {place.priceRange && (
          <span className="absolute top-3 right-3 rounded-md bg-white/95 px-2 py-0.5 text-sm font-semibold text-stone-900 shadow">
            <span className="sr-only">Price: </span>
            {place.priceRange}
          </span>
        )}
        {/* Above the card's stretched link (product §14.1: save from any card). */}
        <SaveButton place={place} variant="overlay" className="absolute right-3 bottom-3 z-10" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          {options.typeChip && <TypeChip type={place.type} />}
          {options.familyFriendly && isFamilyFriendly(place.features) && <FamilyFriendlyBadge />}
        </div>
        <Heading className={cn("text-lg leading-snug font-semibold text-stone-900", oneHeight && "line-clamp-2")}>
          <Link
            to={`/place/${place.slug}`}
            className="rounded-sm group-hover:underline after:absolute after:inset-0 after:content-[''] focus:outline-none"
          >
            {place.name}
          </Link>
        </Heading>
        <p className={cn("text-sm text-muted-foreground", oneHeight && "line-clamp-1")}>{place.category}</p>
        <div className={cn("flex flex-wrap items-center gap-x-3 gap-y-1", oneHeight && "*:whitespace-nowrap")}>
          <Rating rating={place.rating} />
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
        <p className="line-clamp-2 text-sm text-stone-700">{place.description}</p>
        {features.length > 0 && (
          <ul className="mt-auto flex flex-wrap gap-1.5 pt-2" aria-label="Features">
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

/**
 * A responsive grid of cards (1 column on phones, up to 3 on desktop) as a list. Memoised: a list
 * page re-renders as its filters come out of the URL after hydration, and an unchanged list of
 * places must not re-render every card in that (unsliced) pass.
 */
export const PlaceGrid = memo(function PlaceGrid({
  places,
  options,
  headingLevel,
  label,
  distances,
}: {
  places: readonly PlaceSummary[];
  options?: PlaceCardOptions;
  headingLevel?: "h2" | "h3";
  label?: string;
  /** Product §13: distance labels by place id (Near me). */
  distances?: ReadonlyMap<number, string>;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={label}>
      {/* Off-screen cards skip style, layout and paint until scrolled near: app.css, `li[data-place-id]`. */}
      {places.map((place, index) => (
        <li key={place.id} data-place-id={place.id}>
          <PlaceCard
            place={place}
            options={options}
            headingLevel={headingLevel}
            eagerImage={index < eagerCards}
            distance={distances?.get(place.id)}
          />
        </li>
      ))}
    </ul>
  );
});
