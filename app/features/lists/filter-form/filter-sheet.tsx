import { useEffect, type ReactNode, type RefObject } from "react";
import { Button } from "~/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "~/components/ui/sheet";
import { mobileBreakpoint } from "#core/site-config.ts";

/**
 * Product §12.5 (decision 036): a phone's Filters sheet, loaded by MoreFilters on the button's first use. A bottom
 * sheet titled "Filters" (Radix Dialog: focus kept inside, Escape and a tap outside close it, focus goes back to
 * the button) holding the page's own controls (`children`), which apply as they change; its footer has Clear
 * Filters and `showLabel` ("Show 12 Restaurants"), which closes it. A window widened past the breakpoint shows the
 * controls in the page again: the sheet closes.
 */
export default function FilterSheet({
  onClose,
  returnFocusTo,
  clear,
  canClear,
  showLabel,
  children,
}: {
  onClose: () => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  clear: () => void;
  canClear: boolean;
  showLabel: string;
  children: ReactNode;
}) {
  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${mobileBreakpoint}px)`);
    const onChange = () => {
      if (wide.matches) onClose();
    };
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, [onClose]);

  return (
    <Sheet open onOpenChange={(open) => !open && onClose()}>
      <SheetContent
        side="bottom"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <div className="px-4 pt-4 pr-14">
          <SheetTitle>Filters</SheetTitle>
          <SheetDescription>Each change applies at once.</SheetDescription>
        </div>
        <div className="grid min-h-0 flex-1 gap-4 overflow-y-auto px-4 pb-1">{children}</div>
        <div className="flex gap-2 border-t p-4">
          <Button type="button" variant="outline" onClick={clear} disabled={!canClear}>
            Clear Filters
          </Button>
          {/* The list behind follows each change; its count, which the sheet hides, is read here. */}
          <Button type="button" className="grow" aria-live="polite" onClick={onClose}>
            {showLabel}
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}
