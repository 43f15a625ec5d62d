import { Suspense, useLayoutEffect, useRef } from "react";
import firstPaintScript from "../first-paint/first-paint.inline.ts?inline-script";
import { firstPaint, firstPaintJson } from "../first-paint/first-paint-contract";
import { pendingText, type ListFilters, type ListOptions } from "../filters/filters";
import { FilterChips } from "../filter-form/lazy-filter-chips";
import type { PlaceSummary } from "~/features/places";
import type { ListPageConfig } from "#core/categories.ts";

/** Shown instead of a count while the whole list's file loads (decision 018: the visitor pages, filters or sorts). */
export const loadingText = "Loading places…";

/**
 * The line above a list's cards (product §2 "N Restaurant(s) Found", §12 chips): the live count (`countText`,
 * a status), the active filters as removable chips, and the filtered first paint (decision 012): the element the
 * first-paint script writes a filtered URL's count into, the script and its data. `handedOver` true: the app
 * shows the URL's list itself, so the script's style and count step aside in that commit (decision 031).
 */
export function ListCount({
  config,
  options,
  places,
  complete,
  countText,
  filters,
  active,
  update,
  handedOver,
}: {
  config: ListPageConfig;
  options: ListOptions;
  /** The pre-rendered cards' places, for the first-paint script's data (build time). */
  places: readonly PlaceSummary[];
  complete: boolean;
  countText: string;
  filters: ListFilters;
  /** A filter is set: the chips show. */
  active: boolean;
  update: (patch: Partial<ListFilters>) => void;
  handedOver: boolean;
}) {
  const firstPaintCount = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (!handedOver) return;
    document.getElementById(firstPaint.styleId)?.remove();
    if (firstPaintCount.current) firstPaintCount.current.textContent = "";
  }, [handedOver]);

  return (
    <div className="mt-5 mb-4 flex flex-wrap items-center gap-x-4 gap-y-2 sm:mt-8 sm:mb-6">
      {/* Before hydration, a filtered URL's count (first-paint.inline.ts writes it; React never manages its content). */}
      <span
        ref={firstPaintCount}
        {...{ [firstPaint.countAttr]: "" }}
        className="text-lg font-semibold text-stone-900 empty:hidden"
        dangerouslySetInnerHTML={{ __html: "" }}
        suppressHydrationWarning
      />
      {/* The first-paint script and its data: after the form and that element, before the count and the cards. */}
      <script
        type="application/json"
        id={firstPaint.dataId}
        dangerouslySetInnerHTML={{
          __html: import.meta.env.SSR
            ? firstPaintJson({
                controls: config.controls,
                noun: config.noun,
                pending: pendingText,
                loading: loadingText,
                complete,
                places: places.map(filterFields),
              })
            : "",
        }}
        suppressHydrationWarning
      />
      <script
        dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? firstPaintScript : "" }}
        suppressHydrationWarning
      />
      <p role="status" className="text-lg font-semibold text-stone-900" {...{ [firstPaint.liveCountAttr]: "" }}>
        {countText}
      </p>
      {active && (
        <Suspense fallback={null}>
          <FilterChips filters={filters} options={options} update={update} />
        </Suspense>
      )}
    </div>
  );
}

/** The fields of a place the filter rules read (first-paint data), in the order its data names them. */
const filterKeys = [
  "id",
  "name",
  "category",
  "description",
  "neighborhood",
  "rating",
  "type",
  "priceRange",
  "features",
  "stepFree",
  "diets",
  "visitorReviews",
] as const satisfies readonly (keyof PlaceSummary)[];

/** A place's {@link filterKeys} only. */
const filterFields = (place: PlaceSummary) =>
  Object.fromEntries(filterKeys.map((key) => [key, place[key]])) as Pick<PlaceSummary, (typeof filterKeys)[number]>;
