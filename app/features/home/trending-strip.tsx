import { PlaceCard } from "~/features/places/place-card";
import type { PlaceSummary } from "~/features/places/place-schema";

/**
 * Spec §2 Home: 'Trending This Week' as a horizontal strip of the featured places (Spec §9), each
 * card with its trending badge ('Hot This Week', 'Popular', ...). The strip is a focusable,
 * labelled scroll region: arrow keys scroll it once focused, touch swipes it, and cards snap into
 * place; every card stays reachable by Tab through its link.
 */
export function TrendingStrip({ places }: { places: readonly PlaceSummary[] }) {
  return (
    <div
      role="region"
      aria-label="Trending places (scrolls sideways)"
      // A scroll region must be focusable to scroll by keyboard (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="-mx-4 snap-x snap-mandatory scroll-px-4 overflow-x-auto overscroll-x-contain px-4 pb-4 pt-1 sm:-mx-6 sm:scroll-px-6 sm:px-6"
    >
      <ul className="flex w-max gap-4">
        {places.map((place) => (
          <li key={place.id} className="w-72 shrink-0 snap-start">
            <PlaceCard place={place} options={{ trendingBadge: true }} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </div>
  );
}
