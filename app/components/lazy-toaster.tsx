import { lazy, Suspense } from "react";
import { useHydrated } from "~/lib/use-hydrated";

const Toaster = lazy(() => import("~/components/ui/sonner").then((module) => ({ default: module.Toaster })));

/**
 * The toast region, loaded after hydration so the toast library never weighs on a first visit.
 * Toasts are raised with `notify` (app/lib/notify.ts).
 */
export function LazyToaster() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
