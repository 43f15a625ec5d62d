import { HeartIcon } from "lucide-react";
import { NavLink } from "react-router";
import { navLinkClass } from "./nav-link-class";
import { useHydrated } from "~/lib/use-hydrated";
import { useSavedPlaces } from "~/lib/use-saved-places";

/**
 * product §14.1: the header's way to the Saved page, with the count, once something is saved. Shown
 * only after hydration (the count lives in browser storage), so the pre-rendered header never
 * depends on it; it takes no room until then.
 */
export function SavedLink({ markCurrent = true }: { markCurrent?: boolean }) {
  const hydrated = useHydrated();
  const count = useSavedPlaces().length;
  if (!hydrated || count === 0) return null;
  return (
    <NavLink
      to="/saved"
      aria-label={`Saved places (${count})`}
      className={({ isActive }) => navLinkClass(markCurrent && isActive, "inline-flex items-center gap-1")}
    >
      <HeartIcon className="size-4 fill-primary text-primary" aria-hidden="true" />
      <span aria-hidden="true">{count}</span>
    </NavLink>
  );
}
