import { ChevronRight } from "lucide";
import { Icon } from "~/components/ui/icon";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { HydrateLater } from "~/components/hydrate-later";
import { Button } from "~/components/ui/button";
import { PlaceCard } from "~/features/places";
import type { BriefSummary } from "~/features/places";
import { cn } from "~/lib/utils";

/**
 * Product §15.6: the strip shows at most this many featured places (the first, in the guide's order), so the
 * home page's HTML and hydration stay the same size however many places are featured; View All leads to
 * /trending, which pages through all of them.
 */
export const trendingStripSize = 8;

/** The strip's cards hydrated with it; each later one (off to the side at first) hydrates apart, after (decision 071). */
const cardsHydratedWithStrip = 2;

/** Which ways the strip can still scroll. */
interface ScrollRoom {
  back: boolean;
  forward: boolean;
}

/**
 * product §2 Home: 'Trending This Week' as a horizontal strip of the featured places (product §9), each
 * card with its trending badge ('Hot This Week', 'Popular', ...). The strip is a focusable,
 * labelled scroll region: arrow keys scroll it once focused, touch swipes it, and cards snap into
 * place; every card stays reachable by Tab through its link. From 640 px up, where a mouse without
 * a sideways wheel is likely, previous and next buttons page through it (each shown only once the
 * strip is measured in the browser, and only while there is more to see that way). They are for
 * the pointer only: keyboard and screen reader users already move through the cards, and a button
 * that vanishes at the end of the strip must not be holding their focus.
 */
export function TrendingStrip({ places }: { places: readonly BriefSummary[] }) {
  const scroller = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState<ScrollRoom>({ back: false, forward: false });

  const measure = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const { scrollLeft, scrollWidth, clientWidth } = element;
    const next = { back: scrollLeft > 1, forward: scrollLeft + clientWidth < scrollWidth - 1 };
    // Called on every scroll event: an unchanged answer keeps the state, so the cards do not re-render.
    setRoom((room) => (room.back === next.back && room.forward === next.forward ? room : next));
  }, []);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    window.addEventListener("resize", measure);
    // Measured when the strip comes near the screen, from the observer's report (layout is fresh
    // then), rather than forcing a layout during hydration.
    const observer =
      typeof IntersectionObserver === "undefined"
        ? null
        : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && measure(), {
            rootMargin: "200px",
          });
    if (observer) observer.observe(element);
    else measure();
    return () => {
      window.removeEventListener("resize", measure);
      observer?.disconnect();
    };
  }, [measure]);

  // The cards keep their identity when the strip re-renders (its buttons shown or hidden): a card not yet hydrated
  // would otherwise have to hydrate at once to take the change.
  const cards = useMemo(
    () =>
      places.map((place, index) => {
        // Every card one height (PlaceCard's oneHeight, decision 034).
        const card = <PlaceCard place={place} options={{ trendingBadge: true }} headingLevel="h3" oneHeight />;
        return (
          <li key={place.id} className="w-72 shrink-0 snap-start">
            {index < cardsHydratedWithStrip ? card : <HydrateLater>{card}</HydrateLater>}
          </li>
        );
      }),
    [places],
  );

  const page = (direction: 1 | -1) => {
    const element = scroller.current;
    if (!element) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollBy({ left: direction * element.clientWidth * 0.85, behavior: reduce ? "auto" : "smooth" });
  };

  return (
    <div className="relative">
      <div
        ref={scroller}
        role="region"
        aria-label="Trending places (scrolls sideways)"
        // A scroll region must be focusable to scroll by keyboard (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onScroll={measure}
        className="-mx-4 snap-x snap-mandatory scroll-px-4 overflow-x-auto overscroll-x-contain px-4 pt-1 pb-4 sm:-mx-6 sm:scroll-px-6 sm:px-6"
      >
        <ul className="flex w-max gap-4">{cards}</ul>
      </div>
      <StripButton side="back" shown={room.back} onClick={() => page(-1)} />
      <StripButton side="forward" shown={room.forward} onClick={() => page(1)} />
    </div>
  );
}

function StripButton({ side, shown, onClick }: { side: keyof ScrollRoom; shown: boolean; onClick: () => void }) {
  if (!shown) return null;
  return (
    <Button
      type="button"
      variant="floating"
      size="icon-lg"
      shape="round"
      tabIndex={-1}
      aria-hidden="true"
      data-strip-button={side}
      onClick={onClick}
      className={cn("absolute top-[7.5rem] z-10 max-sm:hidden", side === "back" ? "-left-3" : "-right-3")}
    >
      <Icon node={ChevronRight} className={side === "back" ? "size-6 rotate-180" : "size-6"} aria-hidden="true" />
    </Button>
  );
}
