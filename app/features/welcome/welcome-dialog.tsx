import { MapPinned } from "lucide";
import { Icon } from "~/components/ui/icon";
import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { storageKeys, welcomeSeenValue, writeStorage } from "~/lib/storage";
import { site } from "#core/site-config.ts";

/**
 * product §1, §4, §9: the first-visit welcome dialog, open as soon as it mounts. FirstVisitWelcome
 * mounts it (after hydration, when the `discoverColumbusWelcome` flag is absent).
 * Closing it by the X, by "Let's Explore Columbus!" or by dismissal (Escape, outside click) stores
 * the flag, so it never shows again. Where storage is blocked the flag lives only as long as the page
 * (~/lib/storage keeps it in memory): the dialog stays closed while the visitor moves around the site
 * and shows again on their next visit; everything else still works.
 */
export function WelcomeDialog() {
  const [open, setOpen] = useState(true);
  const explore = useRef<HTMLButtonElement>(null);

  // Focus moves to the main button once the opened dialog has been drawn. Radix would focus at
  // once, which makes the browser restyle the whole page inside the same long task that mounts
  // the dialog (the page behind has just been made inert); a frame later that work is done.
  function focusAfterFirstFrame(event: Event) {
    event.preventDefault();
    requestAnimationFrame(() => setTimeout(() => explore.current?.focus(), 0));
  }

  function handleOpenChange(next: boolean) {
    if (!next) writeStorage(storageKeys.welcome, welcomeSeenValue);
    setOpen(next);
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent container={document.body} onOpenAutoFocus={focusAfterFirstFrame}>
        <DialogHeader>
          <Icon node={MapPinned} className="mx-auto size-10 text-primary sm:mx-0" aria-hidden="true" />
          <DialogTitle>Welcome to {site.name}!</DialogTitle>
          {/* Two short paragraphs: each reads at a glance (and neither outweighs the page's own heading). */}
          <DialogDescription asChild>
            <div className="space-y-2">
              <p>
                Your guide to the best restaurants, clubs and attractions in {site.city}, {site.region}.
              </p>
              <p>We're still growing, with new places added every week.</p>
            </div>
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button ref={explore} size="lg" className="w-full sm:w-auto">
              Let's Explore {site.city}!
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
