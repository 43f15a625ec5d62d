/**
 * The two places where a list page's typed text goes around the router (decision 018: a keystroke answered
 * within 100 ms), in one module so that they are found and their reasons read together.
 *
 * 1. The address is written ahead of the router ({@link writeAddressAhead}). Every router navigation, even a
 *    `replace` of the query alone, re-renders each link of the page (they read the location); on a slow phone
 *    that was a large part of each keystroke's work. React Router has no API that changes the address without
 *    a navigation, so the text goes straight into the history entry (its state kept) and the router follows when
 *    typing pauses (useListFilters, `typedUrlDelay`): a reload, a copied address or a card opened meanwhile has
 *    what was typed.
 * 2. A link followed while the router's navigation still waits drops that navigation ({@link onLinkFollowed}).
 *    The router's `useNavigation()` would say a navigation started, but only in a render it schedules as a
 *    transition, which can come after the waiting navigation's timer: the typed change would then cut short the
 *    link's navigation (a place page waits for its data, so the address has not moved yet). A click listener in
 *    the capture phase runs before the router's own handler starts the navigation.
 *
 * Guarded by address-ahead.test.ts and use-list-filters.test.tsx, and in the browser by lists.spec.ts
 * ("what was typed is in the history entry when a card is opened ...").
 */

/**
 * Writes `search` (a query without "?") into the current history entry's address, keeping its state and the
 * router's location as they are.
 * @returns the address written
 */
export function writeAddressAhead(search: string): URL {
  const address = new URL(window.location.href);
  address.search = search;
  window.history.replaceState(window.history.state, "", address);
  return address;
}

/**
 * Calls `onFollowed` when a link to another address than the current one is clicked anywhere in the document,
 * before the router handles the click (capture phase).
 * @returns a function that stops listening
 */
export function onLinkFollowed(onFollowed: () => void): () => void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const here = window.location;
    if (link.origin !== here.origin || link.pathname !== here.pathname || link.search !== here.search) onFollowed();
  };
  document.addEventListener("click", onClick, true);
  return () => document.removeEventListener("click", onClick, true);
}
