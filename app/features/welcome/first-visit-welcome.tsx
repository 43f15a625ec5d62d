import { lazy, Suspense, useEffect, useState } from "react";
import { readStorage, storageKeys } from "~/lib/storage";

/** Spec §9: the welcome flag's stored value once the dialog was closed. */
export const welcomeSeenValue = "true";

/** Spec §4: true once the welcome dialog was closed in this browser (false when storage is blocked). */
export function hasSeenWelcome(): boolean {
  return readStorage(storageKeys.welcome) === welcomeSeenValue;
}

const WelcomeDialog = lazy(() => import("./welcome-dialog").then((module) => ({ default: module.WelcomeDialog })));

/**
 * Spec §4, §9: shows the welcome dialog on a first visit. The decision is made after hydration (in
 * an effect, so the pre-rendered HTML never contains the dialog), and the dialog's code is fetched
 * only then and only when the `discoverColumbusWelcome` flag is absent: a returning visitor never
 * downloads it.
 */
export function FirstVisitWelcome() {
  const [firstVisit, setFirstVisit] = useState(false);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- storage is unknown until the page runs in a browser
    if (!hasSeenWelcome()) setFirstVisit(true);
  }, []);

  if (!firstVisit) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeDialog />
    </Suspense>
  );
}
