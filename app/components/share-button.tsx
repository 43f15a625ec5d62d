import { lazy, Suspense } from "react";
import { useHydratedSoon } from "~/lib/use-hydrated";

const LiveShareButton = lazy(() =>
  import("./lazy/saved-controls").then((module) => ({ default: module.LiveShareButton })),
);

/**
 * product §14.1: Share for a page (the share sheet, else the link copied with a toast). `path` is the
 * page's path on this site. Appears after hydration (it needs the app), its code loaded then; its box is
 * reserved until then.
 */
export function ShareButton(props: { title: string; path: string }) {
  const hydrated = useHydratedSoon();
  const box = <span className="inline-block h-10 min-w-24" aria-hidden="true" />;
  if (!hydrated) return box;
  return (
    <Suspense fallback={box}>
      <LiveShareButton {...props} />
    </Suspense>
  );
}
