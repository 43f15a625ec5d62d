import { startTransition, useEffect, useState, type ComponentType } from "react";
import { readStorage, storageKeys, welcomeSeenValue } from "~/lib/storage";

/** product §4: true once the welcome dialog was closed in this browser (false when storage is blocked). */
export function hasSeenWelcome(): boolean {
  return readStorage(storageKeys.welcome) === welcomeSeenValue;
}

/**
 * product §4, §9: shows the welcome dialog on a first visit. The decision is made after hydration (in
 * an effect, so the pre-rendered HTML never contains the dialog), and the dialog's code is fetched
 * only then and only when the `discoverColumbusWelcome` flag is absent: a returning visitor never
 * downloads it. The dialog renders once its code is in (as a transition, so rendering it yields to
 * the visitor's input) rather than suspending the page.
 */
export function FirstVisitWelcome() {
  const [WelcomeDialog, setWelcomeDialog] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (hasSeenWelcome()) return;
    let active = true;
    import("./welcome-dialog")
      .then((module) => {
        if (active) startTransition(() => setWelcomeDialog(() => module.WelcomeDialog));
      })
      // Offline or a failed download: the visitor simply goes without the welcome this time.
      .catch(() => {});
    return () => {
      active = false;
    };
  }, []);

  return WelcomeDialog ? <WelcomeDialog /> : null;
}
