import { MapPinned, MenuIcon } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { headerActions, mainNav, site } from "~/lib/site-config";
import { cn } from "~/lib/utils";

const loadMobileMenu = () => import("./mobile-menu");
const MobileMenu = lazy(loadMobileMenu);

/** Classes of a navigation link; `active` marks the current page. */
export function navLinkClass(active: boolean, extra?: string) {
  return cn(
    "whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground md:max-lg:px-2",
    active ? "bg-accent text-accent-foreground" : "text-stone-700",
    extra,
  );
}

interface SiteHeaderProps {
  /**
   * False on the fallback page served for unknown paths: it is rendered at build time for no
   * particular path, so no link may be marked current there (it would not match after hydration).
   */
  markCurrent?: boolean;
}

/**
 * Spec §2 shared layout: sticky header with the main links (current one marked with
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
        <Link to="/" className="flex shrink-0 items-center gap-2 whitespace-nowrap rounded-md text-lg font-bold text-stone-900">
          <MapPinned className="size-6 shrink-0 text-primary" aria-hidden="true" />
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
          <Button asChild variant="outline" size="sm">
            <Link to={headerActions[0].to}>{headerActions[0].label}</Link>
          </Button>
          <Button asChild size="sm">
            <Link to={headerActions[1].to}>{headerActions[1].label}</Link>
          </Button>
        </div>

        <Button
          ref={menuButton}
          variant="ghost"
          size="icon"
          className="md:hidden"
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
          <MenuIcon className="size-6" aria-hidden="true" />
        </Button>
        {menuWanted && (
          <Suspense fallback={null}>
            <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} returnFocusTo={menuButton} markCurrent={markCurrent} />
          </Suspense>
        )}
      </div>
    </header>
  );
}
