import { cn } from "~/lib/utils";

/** Classes of a navigation link; `active` marks the current page. */
export function navLinkClass(active: boolean, extra?: string) {
  return cn(
    "rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:bg-accent hover:text-accent-foreground md:max-lg:px-2",
    active ? "bg-accent text-accent-foreground" : "text-stone-700",
    extra,
  );
}
