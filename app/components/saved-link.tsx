import { lazy, Suspense } from "react";
import { useHydratedSoon } from "~/lib/use-hydrated";

const LiveSavedLink = lazy(() => import("./lazy/saved-controls").then((module) => ({ default: module.LiveSavedLink })));

/**
 * product §14.1: the header's way to the Saved page, with the count, once something is saved. Shown
 * only after hydration (the count lives in browser storage), its code loaded then, so the pre-rendered
 * header never depends on it; it takes no room until something is saved.
 */
export function SavedLink({ markCurrent = true }: { markCurrent?: boolean }) {
  const hydrated = useHydratedSoon();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <LiveSavedLink markCurrent={markCurrent} />
    </Suspense>
  );
}
