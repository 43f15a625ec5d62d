import { Suspense } from "react";
import type * as React from "react";

/**
 * Decision 071: a part of the page below its first screen or behind a tap (a home section under the hero, the
 * footer, a place page's sections under its header) that React hydrates apart from the rest, after it.
 *
 * A Suspense boundary in the pre-rendered HTML is one React's hydration skips at first: the page around it is
 * hydrated and committed (its effects run), then each such part in a pass of its own at the lowest priority, each
 * with its own short commit, so the first screen is live sooner and no one task holds the whole page's commit and
 * effects. A tap, a key or a hover on a part not yet hydrated makes React hydrate that part first (its selective
 * hydration), and the event reaches it then, so nothing the visitor does is lost. Nothing inside suspends while the
 * page hydrates (the pre-rendered HTML is the whole part), so the fallback is never shown then; after hydration a
 * lazy component inside with no boundary of its own shows nothing until its code is in, as with any boundary.
 *
 * @example
 * <HydrateLater><SiteFooter /></HydrateLater>
 */
export function HydrateLater({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/**
 * Decision 099: the code of a part drawn later whose component is `React.lazy`: fetched as soon as the page's own
 * code runs in the browser (beside hydration, never in the first load's bytes), rather than when React first reaches
 * the part after the page is live. A tap on the part then finds its code in, so React hydrates the part and the tap
 * reaches it, where otherwise the browser takes it (a link's full page load); and an update the part gets before it
 * is hydrated (a parent's render with new props) finds the code in, where otherwise React drops the pre-rendered
 * HTML until the code arrives (its client rendering of the boundary). On the server, fetched when first rendered. A
 * failed early fetch is tried again when React asks.
 *
 * @example
 * const Links = lazy(laterCode(() => import("./links").then((module) => ({ default: module.Links }))));
 */
export function laterCode<T>(load: () => Promise<T>): () => Promise<T> {
  let early = typeof document === "undefined" ? undefined : load();
  early?.catch(() => {
    early = undefined;
  });
  return () => early ?? load();
}
