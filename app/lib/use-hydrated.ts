import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while rendering on the server (pre-render) and during hydration, true afterwards.
 * product §11.3 and §14: anything that depends on the URL query, the clock or browser storage is computed
 * after hydration so the client's first render matches the pre-rendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
