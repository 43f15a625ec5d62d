import { startTransition, useEffect, useState } from "react";

/** The open-now rule module ({@link ./open-rule}): `openState`, `openStateText`, `isOpenAt`, `closingMinutes`, `cityWeekday`, `expandHours`. */
export type OpenRule = typeof import("#core/hours/open-rule.ts");

let rule: Promise<OpenRule> | undefined;

/** Loads the open-now rule once per page (a small chunk of its own); later calls share the promise. */
export function loadOpenRule(): Promise<OpenRule> {
  rule ??= import("#core/hours/open-rule.ts");
  return rule;
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
 * const open = rule && now ? places.filter((p) => rule.isOpenAt(rule.expandHours(p.openingHours), now, { timeZone: site.timeZone })) : [];
 */
export function useOpenRule(needed = true): OpenRule | undefined {
  return useLoaded(needed, loadOpenRule);
}
