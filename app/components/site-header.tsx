import { MenuIcon, MapPinned } from "lucide-react";
import { useState } from "react";
import { Link, NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "~/components/ui/sheet";
import { headerActions, mainNav, site } from "~/lib/site-config";
import { cn } from "~/lib/utils";

interface SiteHeaderProps {
  /**
   * False on the fallback page served for unknown paths: it is rendered at build time for no
   * particular path, so no link may be marked current there (it would not match after hydration).
   */
  markCurrent?: boolean;
}

const navLinkClass = (active: boolean) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground",
    active ? "bg-accent text-accent-foreground" : "text-stone-700",
  );

/**
 * Spec §2 shared layout: sticky header with the main links (current one marked with
 * aria-current="page") and the two buttons; below 768 px a menu button opens a right-side panel
 * with the same links, which closes when a link is chosen.
 */
export function SiteHeader({ markCurrent = true }: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);

  const links = (onNavigate?: () => void, vertical = false) =>
    mainNav.map((item) => (
      <NavLink
        key={item.to}
        to={item.to}
        end={item.to === "/"}
        onClick={onNavigate}
        className={({ isActive }) => cn(navLinkClass(markCurrent && isActive), vertical && "py-3 text-base")}
        aria-current={markCurrent ? undefined : false}
      >
        {item.label}
      </NavLink>
    ));

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 rounded-md text-lg font-bold text-stone-900">
          <MapPinned className="size-6 text-primary" aria-hidden="true" />
          {site.name}
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {links()}
        </nav>

        <div className="hidden items-center gap-2 md:flex">
          <Button asChild variant="outline" size="sm">
            <Link to={headerActions[0].to}>{headerActions[0].label}</Link>
          </Button>
          <Button asChild size="sm">
            <Link to={headerActions[1].to}>{headerActions[1].label}</Link>
          </Button>
        </div>

        <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
          <SheetTrigger asChild>
            <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
              <MenuIcon className="size-6" aria-hidden="true" />
            </Button>
          </SheetTrigger>
          <SheetContent side="right" className="p-6 pt-14">
            <SheetTitle>Menu</SheetTitle>
            <SheetDescription className="sr-only">Site navigation</SheetDescription>
            <nav aria-label="Mobile" className="flex flex-col gap-1">
              {links(() => setMenuOpen(false), true)}
            </nav>
            <div className="mt-2 flex flex-col gap-2">
              {headerActions.map((action, index) => (
                <Button key={action.to} asChild variant={index === 0 ? "outline" : "default"}>
                  <Link to={action.to} onClick={() => setMenuOpen(false)}>
                    {action.label}
                  </Link>
                </Button>
              ))}
            </div>
          </SheetContent>
        </Sheet>
      </div>
    </header>
  );
}
