import { startTransition, useEffect, useState } from "react";
import type { SunTimesFn } from "./open-state";

/** The open-now rule module ({@link ./open-rule}): `openState`, `openStateText`, `isOpenAt`, `closingMinutes`, `cityWeekday`, `expandWeek`. */
export type OpenRule = typeof import("./open-rule");

let rule: Promise<OpenRule> | undefined;
let sunTimes: Promise<SunTimesFn> | undefined;

/** Loads the open-now rule once per page (a small chunk of its own); later calls share the promise. */
export function loadOpenRule(): Promise<OpenRule> {
  rule ??= import("./open-rule");
  return rule;
}

/** Loads Columbus's sun times (suncalc) once per page; only pages with a 'Sunrise to Sunset' place ask. */
export function loadSunTimes(): Promise<SunTimesFn> {
  sunTimes ??= import("./sun-times").then((module) => module.citySunTimes);
  return sunTimes;
}

/** `value` once `load()` resolves (set in a transition), undefined before or while `needed` is false. */
function useLoaded<T>(needed: boolean, load: () => Promise<T>): T | undefined {
  const [value, setValue] = useState<T>();
  useEffect(() => {
    if (!needed) return;
    let live = true;
    void load().then((loaded) => {
      if (live) startTransition(() => setValue(() => loaded));
    });
    return () => {
      live = false;
    };
  }, [needed, load]);
  return value;
}

/**
 * The open-now rule in a component: undefined until loaded (after hydration; never during pre-render), then
 * the module. Pass `needed = false` to not load it (a list whose Open now filter and Closing latest sort are off).
 * @example
 * const rule = useOpenRule(filters.open);
 * const now = useMinuteClock();
 * const open = rule && now ? places.filter((p) => rule.isOpenAt(rule.expandWeek(p.openingHours), now, { timeZone: site.timeZone })) : [];
 */
export function useOpenRule(needed = true): OpenRule | undefined {
  return useLoaded(needed, loadOpenRule);
}

/** Columbus's sun times in a component, loaded only when `needed` (a week with a 'Sunrise to Sunset' day). */
export function useSunTimes(needed: boolean): SunTimesFn | undefined {
  return useLoaded(needed, loadSunTimes);
}
