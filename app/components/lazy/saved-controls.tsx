import { Heart, Share2 } from "lucide";
import { Icon } from "~/components/ui/icon";
import { NavLink } from "react-router";
import { navLinkClass } from "../nav-link-class";
import { Button } from "~/components/ui/button";
import { notify } from "~/lib/notify";
import { removePlace, restorePlace, savedPlacesPersist, savePlace } from "~/lib/lazy/saved-places";
import { shareLink } from "~/lib/lazy/share";
import { useSavedPlaces } from "~/lib/lazy/use-saved-places";
import { cn } from "~/lib/utils";
import { savedPlacesLabel } from "~/lib/count-label";

/*
 * product §14.1: the live Save, Share and Saved controls. They need browser storage and the app, so the
 * pre-rendered page holds only their reserved boxes (save-button.tsx, share-button.tsx, saved-link.tsx)
 * and this module loads after hydration, outside every page's first-load JavaScript.
 */

let blockedNoticeShown = false;

/** Says once per visit that saved places will not outlive it (storage blocked). */
function noticeIfNotKept() {
  if (savedPlacesPersist() || blockedNoticeShown) return;
  blockedNoticeShown = true;
  void notify("info", {
    title: "Saved for this visit only",
    description: "Your browser blocks storage for this site, so saved places are forgotten when you leave.",
  });
}

/** Removes a saved place and offers Undo in a toast (product §14.1: remove and undo). */
function removeWithUndo(place: { id: number; name: string }) {
  const index = removePlace(place.id);
  if (index < 0) return;
  void notify("info", {
    title: `Removed ${place.name} from saved`,
    action: { label: "Undo", onClick: () => restorePlace(place.id, index) },
  });
}

/** What the Save toggle takes (SaveButton, save-button.tsx, and its live part below). */
export interface SaveButtonProps {
  place: { id: number; name: string };
  /** "overlay" sits on a card's picture, "inline" in a row of buttons. */
  variant?: "overlay" | "inline";
  className?: string;
}

/** The Save toggle ({@link SaveButtonProps}): a heart with `aria-pressed`, "Save {name}" / "Remove {name} from saved". */
export function LiveSaveButton({ place, variant = "inline", className }: SaveButtonProps) {
  const saved = useSavedPlaces().includes(place.id);
  return (
    <Button
      type="button"
      variant={variant === "overlay" ? "floating" : "outline"}
      size={variant === "overlay" ? "icon" : "default"}
      shape={variant === "overlay" ? "round" : "default"}
      aria-pressed={saved}
      aria-label={saved ? `Remove ${place.name} from saved` : `Save ${place.name}`}
      className={className}
      onClick={() => {
        if (saved) {
          removeWithUndo(place);
        } else {
          savePlace(place.id);
          noticeIfNotKept();
        }
      }}
    >
      <Icon node={Heart} aria-hidden="true" className={cn(saved ? "fill-primary text-primary" : "text-stone-700")} />
      {variant === "inline" && (saved ? "Saved" : "Save")}
    </Button>
  );
}

/** Share for a page: the share sheet, else the link copied with a toast. `path` is the page's path here. */
export function LiveShareButton({ title, path }: { title: string; path: string }) {
  return (
    <Button
      type="button"
      variant="outline"
      onClick={() => void shareLink({ url: new URL(path, window.location.origin).href, title })}
    >
      <Icon node={Share2} aria-hidden="true" />
      Share
    </Button>
  );
}

/**
 * The header's link to the Saved page with the count, once something is saved (nothing otherwise). Its name begins
 * with the count it shows ("2 saved places", as the Saved page says it), so a voice user who says what they see
 * reaches it (WCAG 2.5.3).
 */
export function LiveSavedLink({ markCurrent = true }: { markCurrent?: boolean }) {
  const count = useSavedPlaces().length;
  if (count === 0) return null;
  return (
    <NavLink
      to="/saved"
      aria-label={savedPlacesLabel(count)}
      className={({ isActive }) => navLinkClass(markCurrent && isActive, "inline-flex items-center gap-1")}
    >
      <Icon node={Heart} className="size-4 fill-primary text-primary" aria-hidden="true" />
      <span aria-hidden="true">{count}</span>
    </NavLink>
  );
}
