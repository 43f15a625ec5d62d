import { MapPinned } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { readStorage, storageKeys, writeStorage } from "~/lib/storage";
import { site } from "~/lib/site-config";

/** Spec §9: the welcome flag's stored value once the dialog was closed. */
const seenValue = "true";

/** Spec §4: true once the welcome dialog was closed in this browser (false when storage is blocked). */
export function hasSeenWelcome(): boolean {
  return readStorage(storageKeys.welcome) === seenValue;
}

/**
 * Spec §1, §4, §9: the first-visit welcome dialog. It opens after hydration (decided in an effect,
 * so the pre-rendered HTML never contains it) when the `discoverColumbusWelcome` flag is absent.
 * Closing it by the X, by "Let's Explore Columbus!" or by dismissal (Escape, outside click) stores
 * the flag, so it never shows again. Where storage is blocked the flag cannot be kept: the dialog
 * then shows on each visit, and everything else still works.
 */
export function WelcomeDialog() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    // Browser storage exists only after hydration: deciding here keeps the first render identical
    // to the pre-rendered HTML. One decision on mount, read from outside React.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- storage is unknown until the page runs in a browser
    if (!hasSeenWelcome()) setOpen(true);
  }, []);

  function handleOpenChange(next: boolean) {
    if (!next) writeStorage(storageKeys.welcome, seenValue);
    setOpen(next);
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent>
        <DialogHeader>
          <MapPinned className="mx-auto size-10 text-primary sm:mx-0" aria-hidden="true" />
          <DialogTitle>Welcome to {site.name}!</DialogTitle>
          <DialogDescription>
            Your guide to the best restaurants, clubs and attractions in {site.city}, {site.region}. We're still growing, with new
            places added every week.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button size="lg" className="w-full sm:w-auto">
              Let's Explore Columbus!
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
