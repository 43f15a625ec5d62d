import { startTransition, useEffect, useMemo, useState } from "react";

/**
 * One minute clock for the whole page (product §11: open now refreshed every minute). However many cards
 * show a state, there is one timer: it starts when the first component subscribes (after hydration, when
 * the browser is next idle) and then ticks on each minute boundary and when a hidden tab is shown again, for
 * the life of the page (one timeout a minute), so a page reached by client-side navigation starts from a time
 * at most a minute old. Components get the time as a transition, so a page of cards re-renders in small,
 * interruptible steps rather than one long task.
 */

type Listener = (now: number) => void;

const listeners = new Set<Listener>();
/** The last tick (ms since epoch); null until the clock first ticks after hydration. */
let current: number | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let started = false;

function tick() {
  current = Date.now();
  for (const listener of listeners) listener(current);
  clearTimeout(timer);
  // Next minute boundary (+50 ms so the new minute has surely begun).
  timer = setTimeout(tick, 60_000 - (current % 60_000) + 50);
}

function start() {
  started = true;
  if (typeof requestIdleCallback === "function") requestIdleCallback(tick, { timeout: 1000 });
  else timer = setTimeout(tick, 1);
  // Timers of a hidden tab are throttled: catch up as soon as it is shown again.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && current !== null) tick();
  });
}

/** Subscribes to the page's minute clock; a late subscriber gets the current time at once. Returns the unsubscribe. */
export function subscribeMinuteClock(listener: Listener): () => void {
  listeners.add(listener);
  if (!started) start();
  else if (current !== null) listener(current);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The current time, refreshed each minute by the page's one clock, or null while pre-rendering, during
 * hydration and until the browser is first idle after it (product §11.3: what depends on the clock is
 * computed after hydration, so the pre-rendered HTML and the first client render match). A component
 * mounted later (a client-side navigation) starts with the clock's current time.
 */
export function useMinuteClock(): Date | null {
  const [now, setNow] = useState<number | null>(() => current);
  useEffect(() => subscribeMinuteClock((time) => startTransition(() => setNow(time))), []);
  return useMemo(() => (now === null ? null : new Date(now)), [now]);
}
