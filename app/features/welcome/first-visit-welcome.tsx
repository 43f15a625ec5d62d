import { startTransition, useEffect, useState, type ComponentType } from "react";
import { readStorage, storageKeys, welcomeSeenValue } from "~/lib/storage";

/** product §4: true once the welcome dialog was closed in this browser (false when storage is blocked). */
export function hasSeenWelcome(): boolean {
  return readStorage(storageKeys.welcome) === welcomeSeenValue;
}

/**
 * What shows a visitor has started on the page: typing, scrolling (wheel, touch or keys) or a tap or click. The
 * welcome must not open over what they are doing.
 */
const startedEvents = ["keydown", "pointerdown", "wheel", "touchmove", "scroll"] as const;

/**
 * True once the visitor has started ({@link startedEvents}) since this module loaded, on a first load before the
 * page hydrates. The welcome's effect runs only when its part of the page hydrates, after the rest: listening from
 * there, a wheel in between on a busy phone, whose scrolling had not yet moved the page, went unseen.
 */
let startedSinceLoad = false;
if (typeof window !== "undefined") {
  const mark = () => {
    startedSinceLoad = true;
    for (const type of startedEvents) window.removeEventListener(type, mark, { capture: true });
  };
  for (const type of startedEvents) window.addEventListener(type, mark, { capture: true, passive: true });
}

/** True when the visitor has started: an event seen since the module loaded, the page scrolled, or focus in a text field. */
function alreadyStarted(): boolean {
  const focused = document.activeElement;
  const typing =
    focused instanceof HTMLTextAreaElement ||
    (focused instanceof HTMLInputElement && !["button", "checkbox", "radio", "submit"].includes(focused.type)) ||
    (focused instanceof HTMLElement && focused.isContentEditable);
  return startedSinceLoad || typing || window.scrollY > 0;
}

/**
 * product §4, §9: shows the welcome dialog on a first visit. The decision is made after hydration (in
 * an effect, so the pre-rendered HTML never contains the dialog), and the dialog's code is fetched
 * only then and only when the `discoverColumbusWelcome` flag is absent: a returning visitor never
 * downloads it. The dialog renders once its code is in (as a transition, so rendering it yields to
 * the visitor's input) rather than suspending the page.
 *
 * It does not open once the visitor has started to type, scroll or tap ({@link startedEvents}) before it
 * could: it would land over the search box they are typing in. The flag stays absent, so it is offered again on
 * their next visit.
 */
export function FirstVisitWelcome() {
  const [WelcomeDialog, setWelcomeDialog] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (hasSeenWelcome()) return;
    let active = true;
    import("./welcome-dialog")
      .then((module) => {
        // Anything the visitor did since the home's code loaded, the page scrolled, or a box being typed in.
        if (active && !alreadyStarted()) startTransition(() => setWelcomeDialog(() => module.WelcomeDialog));
      })
      // Offline or a failed download: the visitor simply goes without the welcome this time.
      .catch(() => {});
    return () => {
      active = false;
    };
  }, []);

  return WelcomeDialog ? <WelcomeDialog /> : null;
}
