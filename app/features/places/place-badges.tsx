import { Star } from "lucide";
import { Icon } from "~/components/ui/icon";
import { ratingLabel, reviewCountLabel } from "./facts";
import { visitorReviewsLabel } from "./review-words";
import type { PlaceType, ReviewSource } from "#core/places/place-schema.ts";
import { ExternalLink } from "~/components/external-link";
import { Badge } from "~/components/ui/badge";
import { typeWording } from "#core/categories.ts";
import { cn } from "~/lib/utils";

/** product §9: the type chip in the type's colour (restaurant orange, coffee amber, club purple, bar blue, attraction green). */
export function TypeChip({ type, className }: { type: PlaceType; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
        typeWording[type].chipClass,
        className,
      )}
    >
      {typeWording[type].label}
    </span>
  );
}

export { formatCount } from "./facts";

/**
 * product §10.3: the guide's own editorial score, labelled as such: a star, "Guide rating" (or `label`: the place
 * page says "The guide's rating", apart from its visitors' reviews, product §19.6) and the score on screen, read out
 * as "Rated 4.5 out of 5 by Discover Columbus". Never a count of customers.
 */
export function Rating({
  rating,
  label = "Guide rating",
  className,
}: {
  rating: number;
  label?: string;
  className?: string;
}) {
  return (
    <span className={cn("inline-flex items-center gap-1 text-sm", className)}>
      <Icon node={Star} className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
      <span className="sr-only">{ratingLabel(rating)}</span>
      <span aria-hidden="true">
        <span className="text-muted-foreground">{label} </span>
        <span className="font-semibold text-stone-900">{rating.toFixed(1)}</span>
      </span>
    </span>
  );
}

/**
 * product §10.3: a published review count with where and when it was counted ("12,400 Tripadvisor reviews,
 * March 2025"), with thousands separators (product §9). With `link`, the text links to the counting page.
 */
export function ReviewCount({
  count,
  source,
  link = false,
  small = false,
  className,
}: {
  count: number;
  source: ReviewSource;
  link?: boolean;
  /** Extra-small text, as on cards (else small, as on the place page). */
  small?: boolean;
  className?: string;
}) {
  const label = reviewCountLabel(count, source);
  return (
    <span className={cn(small ? "text-xs" : "text-sm", "text-muted-foreground", className)}>
      {link ? (
        <ExternalLink href={source.url} className="underline underline-offset-4 hover:text-stone-900">
          {label}
        </ExternalLink>
      ) : (
        label
      )}
    </span>
  );
}

/** product §2 attractions: green badge when the features include 'Family Friendly'. */
export function FamilyFriendlyBadge() {
  return <Badge variant="success">Family Friendly</Badge>;
}

/** True when a place's features include 'Family Friendly' (product §2 attractions). */
export function isFamilyFriendly(features: readonly string[]): boolean {
  return features.includes("Family Friendly");
}

/**
 * product §19.7: a card's count of visitors' reviews, "12 visitors' reviews", beside the guide's rating once the
 * place has any. Not {@link ReviewCount} (a count another site published, with its source).
 */
export function VisitorReviewCount({ count, className }: { count: number; className?: string }) {
  return (
    <span className={cn("text-sm text-muted-foreground", className)} data-visitor-review-count="">
      {visitorReviewsLabel(count)}
    </span>
  );
}
