import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";
import restoreScript from "./scroll-restore.inline.ts?inline-script";
import { scrollPositionsKey } from "./scroll-restore.inline";

/**
 * Scroll restoration that never breaks a page when browser storage is blocked (decision 005): React Router's
 * restoration hook (positions on back/forward and across reloads, top of page on a new page; it
 * guards its own storage calls) with a guarded version of its inline reload script
 * (scroll-restore.inline.ts). Replaces `<ScrollRestoration />` in the root layout.
 */
export function SafeScrollRestoration() {
  useScrollRestoration({ storageKey: scrollPositionsKey });
  // Only the pre-rendered HTML needs the text (it runs while the page is read; hydration keeps it,
  // and a script the app inserts never runs), so it stays out of the page's JavaScript.
  return (
    <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? restoreScript : "" }} />
  );
}
