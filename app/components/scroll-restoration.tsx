import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";

/** Where React Router keeps scroll positions in sessionStorage (its default key). */
const storageKey = "react-router-scroll-positions";

/**
 * The reload half of scroll restoration, run while the page is read: gives the history entry a key
 * if it has none, then scrolls to the position stored for it. React Router's own script does the
 * same but, when reading sessionStorage throws (site data blocked), logs the error and calls
 * sessionStorage again inside its catch, which throws an uncaught error on every page
 * (docs/decisions/005). Here a blocked storage just means no restored position.
 */
const restoreSource = () =>
  `(function(k){var h=window.history;if(!h.state||!h.state.key)h.replaceState({key:Math.random().toString(32).slice(2)},"");try{var y=JSON.parse(window.sessionStorage.getItem(k)||"{}")[h.state.key];if(typeof y==="number")window.scrollTo(0,y)}catch(e){}})(${JSON.stringify(storageKey)})`;

/**
 * Scroll restoration that never breaks a page when browser storage is blocked: React Router's
 * restoration hook (positions on back/forward and across reloads, top of page on a new page; it
 * guards its own storage calls) with a guarded version of its inline reload script. Replaces
 * `<ScrollRestoration />` in the root layout.
 */
export function SafeScrollRestoration() {
  useScrollRestoration({ storageKey });
  // Only the pre-rendered HTML needs the text (it runs while the page is read; hydration keeps it,
  // and a script the app inserts never runs), so it stays out of the page's JavaScript.
  return (
    <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? restoreSource() : "" }} />
  );
}
