import { SlidersHorizontal } from "lucide";
import { lazy, Suspense, useCallback, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { firstPaint } from "../first-paint/first-paint-contract";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { useHydrated } from "~/lib/use-hydrated";

const loadFilterSheet = () => import("./filter-sheet");
const FilterSheet = lazy(loadFilterSheet);

const badgeClass = "rounded-full bg-primary px-2 text-xs text-primary-foreground";

/**
 * Product §12.5 (decision 036): the filters a phone keeps out of its first screen. From 768 px `children` are in
 * the page as they always were (a wrapper of `display: contents`, so they are items of the form's own layout).
 * Below, they are hidden by CSS (so the pre-rendered page already shows its first card in the first screen) and a
 * "Filters" button with the count of those set (`count`, sheetFilterCount) opens them in a bottom sheet, whose
 * code (Radix Dialog) loads on the button's first use. The same controls move into the sheet and edit the same URL
 * state, so a change applies at once; the sheet's footer has Clear Filters (`clear`, enabled by `canClear`) and
 * closes with `showLabel` ("Show 12 Restaurants").
 *
 * Before hydration the button is pre-rendered disabled (the sheet needs the app; without JavaScript it stays so) and
 * its count is the first-paint script's (first-paint.inline.ts writes the URL's into an element React leaves alone);
 * at hydration the app's count replaces it in the same commit, so nothing moves. On a list page that script also
 * enables the button and marks a tap made before the app runs (`firstPaint.filtersTappedAttr`): at hydration the
 * sheet opens, so the tap is not lost.
 */
export function MoreFilters({
  count,
  clear,
  canClear,
  showLabel,
  children,
}: {
  count: number;
  clear: () => void;
  canClear: boolean;
  showLabel: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const button = useRef<HTMLButtonElement>(null);
  const firstPaintCount = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (!hydrated) return;
    if (firstPaintCount.current) firstPaintCount.current.textContent = "";
    if (button.current?.hasAttribute(firstPaint.filtersTappedAttr)) {
      button.current.removeAttribute(firstPaint.filtersTappedAttr);
      setOpen(true);
    }
  }, [hydrated]);
  const shown = hydrated ? count : 0;
  const inPage = <div className="max-md:hidden md:contents">{children}</div>;

  return (
    <>
      <Button
        ref={button}
        type="button"
        variant="outline"
        className="md:hidden"
        disabled={!hydrated}
        {...{ [firstPaint.filtersButtonAttr]: "" }}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={shown > 0 ? `Filters, ${shown} active` : undefined}
        onPointerEnter={() => void loadFilterSheet()}
        onFocus={() => void loadFilterSheet()}
        onClick={() => setOpen(true)}
      >
        <Icon node={SlidersHorizontal} aria-hidden="true" />
        {/* A space before the count, so its words read "Filters 2", as its name begins (WCAG 2.5.3). */}
        Filters{" "}
        <span
          ref={firstPaintCount}
          {...{ [firstPaint.filterCountAttr]: "" }}
          className={`${badgeClass} empty:hidden`}
          dangerouslySetInnerHTML={{ __html: "" }}
          suppressHydrationWarning
        />
        {shown > 0 && <span className={badgeClass}>{shown}</span>}
      </Button>
      {open ? (
        // Until the sheet's code is here, the controls stay where they were.
        <Suspense fallback={inPage}>
          <FilterSheet onClose={close} returnFocusTo={button} clear={clear} canClear={canClear} showLabel={showLabel}>
            {children}
          </FilterSheet>
        </Suspense>
      ) : (
        inPage
      )}
    </>
  );
}
