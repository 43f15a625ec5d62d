import { useEffect } from "react";
import { Link, NavLink } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "~/components/ui/sheet";
import { headerActions, mainNav, mobileBreakpoint } from "#core/site-config.ts";
import { navLinkClass } from "./nav-link-class";

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns when the panel closes (the menu button). */
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
  markCurrent: boolean;
}

/**
 * product §2: below 768 px, a right-side panel with the header's links and buttons; choosing a link
 * closes it. Loaded on demand by SiteHeader (Radix Dialog: focus trapped, Escape and outside click close).
 */
export default function MobileMenu({ open, onOpenChange, returnFocusTo, markCurrent }: MobileMenuProps) {
  const close = () => onOpenChange(false);

  // A window widened past the breakpoint (a tablet turned) shows the header's own links: the panel closes.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(`(min-width: ${mobileBreakpoint}px)`);
    const onChange = () => {
      if (wide.matches) onOpenChange(false);
    };
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, [open, onOpenChange]);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        className="p-6 pt-14"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetTitle>Menu</SheetTitle>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          {mainNav.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.to === "/"}
              onClick={close}
              className={({ isActive }) => navLinkClass(markCurrent && isActive, "py-3 text-base")}
              aria-current={markCurrent ? undefined : false}
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="mt-2 flex flex-col gap-2">
          {headerActions.map((action, index) => (
            <Link
              key={action.to}
              to={action.to}
              onClick={close}
              className={buttonVariants({ variant: index === 0 ? "outline" : "default" })}
            >
              {action.label}
            </Link>
          ))}
        </div>
      </SheetContent>
    </Sheet>
  );
}
