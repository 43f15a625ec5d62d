/** Where React Router keeps scroll positions in sessionStorage (its default key). */
export const scrollPositionsKey = "react-router-scroll-positions";

/**
 * The reload half of scroll restoration (decision 005), an inline script (decision 035) run while the page is
 * read: gives the history entry a key if it has none, then scrolls to the position stored for it. React
 * Router's own script does the same but, when reading sessionStorage throws (site data blocked), logs the error
 * and calls sessionStorage again inside its catch, which throws an uncaught error on every page. Here a blocked
 * storage just means no restored position.
 */
export default function restoreScroll(): void {
  const history = window.history;
  if (!history.state || !history.state.key) history.replaceState({ key: Math.random().toString(32).slice(2) }, "");
  try {
    const position: unknown = JSON.parse(window.sessionStorage.getItem(scrollPositionsKey) || "{}")[history.state.key];
    if (typeof position === "number") window.scrollTo(0, position);
  } catch {
    // Storage blocked or its value unreadable: no restored position.
  }
}
