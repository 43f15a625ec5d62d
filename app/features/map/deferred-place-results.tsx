import { lazy, memo, Suspense, useRef, type ComponentProps } from "react";
import type { PlaceResults as PlaceResultsType } from "./place-results";
import { PlaceGrid } from "~/features/places";

const LazyPlaceResults = lazy(() => import("./place-results").then((module) => ({ default: module.PlaceResults })));

/**
 * {@link PlaceResultsType PlaceResults} for pages whose first load has no room for it (the list pages and
 * /search, product §13 against the byte budget): the pre-rendered HTML is the full results with their
 * switch, and the switch's code, loaded right after the page's own, hydrates it when it arrives (a
 * Suspense boundary; React keeps the server's HTML until then). Should the page change before that, the
 * fallback keeps the switch's room (its height) and draws the same cards, so nothing moves.
 */
export const DeferredPlaceResults = memo(function DeferredPlaceResults(props: ComponentProps<typeof PlaceResultsType>) {
  const { places, options, headingLevel, label, footer } = props;
  // What had the focus in the cards, for the switch's code to give it back (PlaceResults `keepFocus`).
  const box = useRef<HTMLDivElement>(null);
  const focused = useRef<EventTarget | null>(null);
  return (
    // `contents`: the box adds nothing to the layout.
    <div ref={box} className="contents" onFocus={(event) => (focused.current = event.target)}>
      <Suspense
        fallback={
          <>
            <div aria-hidden="true" className="mb-4 h-10 sm:mb-6" />
            <PlaceGrid places={places} options={options} headingLevel={headingLevel} label={label} firstScreen />
            {footer}
          </>
        }
      >
        <LazyPlaceResults {...props} keepFocus={{ box, focused }} />
      </Suspense>
    </div>
  );
});
