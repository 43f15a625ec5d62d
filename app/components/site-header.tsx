import { MapPinned, Menu } from "lucide";
import { Icon } from "~/components/ui/icon";
import { lazy, Suspense, useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { headerActions, mainNav, site } from "#core/site-config.ts";
import { navLinkClass } from "./nav-link-class";
import { SavedLink } from "./saved-link";

const loadMobileMenu = () => import("./mobile-menu");
const MobileMenu = lazy(loadMobileMenu);

interface SiteHeaderProps {
  /**
   * False on the fallback page served for unknown paths: it is rendered at build time for no
   * particular path, so no link may be marked current there (it would not match after hydration).
   */
  markCurrent?: boolean;
}

/**
 * product §2 shared layout: sticky header with the main links (current one marked with
 * aria-current="page") and the two buttons; below 768 px a menu button opens a right-side panel
 * (MobileMenu, loaded when first wanted, so phones and desktops alike skip its code on first load).
 */
export function SiteHeader({ markCurrent = true }: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  return (
    <header className="sticky top-0 z-40 border-b bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:px-6 lg:gap-4">
        <Link
          to={"/"}
          className="flex shrink-0 items-center gap-2 rounded-md text-lg font-bold whitespace-nowrap text-stone-900"
        >
          <Icon node={MapPinned} className="size-6 shrink-0 text-primary" aria-hidden="true" />
          {/* From 768 to 1023 px the links and buttons need the room: the name is read, not shown. */}
          <span className="md:max-lg:sr-only">{site.name}</span>
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {mainNav.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.to === "/"}
              className={({ isActive }) => navLinkClass(markCurrent && isActive)}
              aria-current={markCurrent ? undefined : false}
            >
              {item.label}
            </NavLink>
          ))}
        </nav>

        <div className="hidden shrink-0 items-center gap-2 whitespace-nowrap md:flex">
          <SavedLink markCurrent={markCurrent} />
          <Link to={headerActions[0].to} className={buttonVariants({ variant: "outline", size: "sm" })}>
            {headerActions[0].label}
          </Link>
          <Link to={headerActions[1].to} className={buttonVariants({ size: "sm" })}>
            {headerActions[1].label}
          </Link>
        </div>

        <div className="flex items-center gap-1 md:hidden">
          <SavedLink markCurrent={markCurrent} />
          <Button
            ref={menuButton}
            variant="ghost"
            size="icon"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onPointerEnter={() => void loadMobileMenu()}
            onFocus={() => void loadMobileMenu()}
            onClick={() => {
              setMenuWanted(true);
              setMenuOpen(true);
            }}
          >
            <Icon node={Menu} className="size-6" aria-hidden="true" />
          </Button>
        </div>
        {menuWanted && (
          <Suspense fallback={null}>
            <MobileMenu
              open={menuOpen}
              onOpenChange={setMenuOpen}
              returnFocusTo={menuButton}
              markCurrent={markCurrent}
            />
          </Suspense>
        )}
      </div>
    </header>
  );
}
