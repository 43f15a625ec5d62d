import { HeartIcon } from "lucide-react";
import { useSavedPlaces } from "~/lib/use-saved-places";
import { Button } from "~/components/ui/button";
import { notify } from "~/lib/notify";
import { removePlace, restorePlace, savedPlacesPersist, savePlace } from "~/lib/saved-places";
import { cn } from "~/lib/utils";
import { useHydrated } from "~/lib/use-hydrated";

let blockedNoticeShown = false;

/** product §14.1: says once per visit that saved places will not outlive it (storage blocked). */
function noticeIfNotKept() {
  if (savedPlacesPersist() || blockedNoticeShown) return;
  blockedNoticeShown = true;
  void notify("info", {
    title: "Saved for this visit only",
    description: "Your browser blocks storage for this site, so saved places are forgotten when you leave.",
  });
}

/**
 * Removes a saved place and offers Undo in a toast (product §14.1: remove and undo). Returns nothing;
 * the list updates through the store.
 */
export function removeWithUndo(place: { id: number; name: string }) {
  const index = removePlace(place.id);
  if (index < 0) return;
  void notify("info", {
    title: `Removed ${place.name} from saved`,
    action: { label: "Undo", onClick: () => restorePlace(place.id, index) },
  });
}

/**
 * product §14.1: the Save toggle of a place (a heart, `aria-pressed`), named "Save {name}" or
 * "Remove {name} from saved". It needs browser storage and the app, so it appears after hydration; until
 * then its box is reserved (no layout shift) and holds nothing a visitor could press in vain.
 * `variant` "overlay" sits on a card's photo, "inline" in a row of buttons.
 */
export function SaveButton({ place, variant = "inline", className }: { place: { id: number; name: string }; variant?: "overlay" | "inline"; className?: string }) {
  const hydrated = useHydrated();
  const saved = useSavedPlaces().includes(place.id);
  const box = variant === "overlay" ? "size-10" : "h-10 min-w-24";
  if (!hydrated) return <span className={cn("inline-block", box, className)} aria-hidden="true" />;
  return (
    <Button
      type="button"
      variant="outline"
      size={variant === "overlay" ? "icon" : "default"}
      aria-pressed={saved}
      aria-label={saved ? `Remove ${place.name} from saved` : `Save ${place.name}`}
      className={cn(variant === "overlay" && "rounded-full bg-white/95 shadow", className)}
      onClick={() => {
        if (saved) {
          removeWithUndo(place);
        } else {
          savePlace(place.id);
          noticeIfNotKept();
        }
      }}
    >
      <HeartIcon aria-hidden="true" className={cn(saved ? "fill-primary text-primary" : "text-stone-700")} />
      {variant === "inline" && (saved ? "Saved" : "Save")}
    </Button>
  );
}
