import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while rendering on the server (pre-render) and during hydration, true afterwards.
 * product §11.3 and §14: anything that depends on the URL query, the clock or browser storage is computed
 * after hydration so the client's first render matches the pre-rendered HTML.
 *
 * The switch happens in the same task as hydration (React re-renders every user synchronously), so a control
 * that takes over what the visitor typed before hydration (list filters, forms) is live at once. For many small
 * decorations (a save button on every card) use {@link useHydratedSoon}, which costs no long task.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Like {@link useHydrated}, but the switch to true is a transition after the component's own commit: what
 * it reveals renders in small, interruptible steps instead of in one synchronous pass over every user.
 * For elements a page shows many times that hold nothing typed (save and share buttons, the saved count):
 * on a page of cards, the synchronous switch was one long task (decision 015). It always starts false,
 * also for a component that mounts after the page hydrated: a part of the page whose code arrives later
 * (the list pages' results, product §13) hydrates its pre-rendered HTML then, and must render it as it was.
 */
export function useHydratedSoon(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
