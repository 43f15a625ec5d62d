import { LocateFixed } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { ResultsView } from "~/lib/view-param";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";

/**
 * Product §13: the row over a list's results: the **List / Map** switch (two toggle buttons in a group
 * named "Show results as", `aria-pressed` on the current view), the **Near me** button (pressed while
 * the list is sorted by distance, disabled while the browser answers) and the live status line. With the map
 * shown on a page whose list has Open now (`onOpenNow`), product §13.4's **Open now** switch: the list's own filter
 * (`openNow`, `open=1`), here below 768 px, where the list's sits in the Filters sheet (product §12.5); wider
 * screens show the list's in the page, so there is one at every width.
 * Markup only: PlaceResults gives it state and handlers. Until they are live (`ready`: the page has
 * hydrated), the pre-rendered buttons are disabled, so a press a second early is never silently lost.
 */
export function ResultsToolbar({
  ready,
  view,
  onView,
  nearMe,
  onNearMe,
  status,
  openNow = false,
  onOpenNow,
}: {
  ready: boolean;
  view: ResultsView;
  onView?: (view: ResultsView) => void;
  nearMe: "off" | "busy" | "on";
  onNearMe?: () => void;
  /** What the live line says ("Finding your location…", a refusal message, "Sorted by distance…"). */
  status: string;
  /** The list's Open now filter (product §12), when the page has one. */
  openNow?: boolean;
  onOpenNow?: (open: boolean) => void;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3 sm:mb-6">
      <div
        role="group"
        aria-label="Show results as"
        className="inline-flex rounded-md border border-stone-300 bg-background p-0.5 shadow-xs"
      >
        {(["list", "map"] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={view === option}
            disabled={!ready}
            onClick={() => onView?.(option)}
            className={cn(
              "h-9 rounded-[5px] px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
              view === option ? "bg-stone-900 text-white" : "text-stone-800 hover:bg-stone-100",
            )}
          >
            {option === "list" ? "List" : "Map"}
          </button>
        ))}
      </div>
      <Button
        type="button"
        variant="outline"
        className="aria-pressed:border-stone-900 aria-pressed:bg-stone-100"
        aria-pressed={nearMe === "on"}
        disabled={!ready || nearMe === "busy"}
        onClick={onNearMe}
      >
        <Icon node={LocateFixed} aria-hidden="true" />
        Near me
      </Button>
      {view === "map" && onOpenNow && (
        // The list's Open now pill (list-refinements.tsx) in the row's outline look: a native checkbox.
        <label
          className={cn(
            buttonVariants({ variant: "outline" }),
            "cursor-pointer select-none has-[:checked]:border-primary has-[:checked]:bg-brand-tint has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 md:hidden",
          )}
        >
          <input
            type="checkbox"
            checked={openNow}
            onChange={(event) => onOpenNow(event.target.checked)}
            className="size-4 accent-primary"
          />
          Open now
        </label>
      )}
      {/* Empty, it takes no row (and no gap) of its own, yet stays a live region. */}
      <p
        aria-live="polite"
        className="basis-full text-sm text-stone-800 empty:absolute sm:basis-auto"
        data-testid="near-me-status"
      >
        {status}
      </p>
    </div>
  );
}
