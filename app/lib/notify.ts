/** A toast: its title and the sentence under it. */
export interface Notice {
  title: string;
  description?: string;
  /** A button in the toast, e.g. Undo. */
  action?: { label: string; onClick: () => void };
}

/**
 * The toast region's lifecycle, shared by notify() and LazyToaster (root.tsx). The region mounts
 * when the browser is first idle after hydration, or at once when a toast is raised before that;
 * a toast waits until the region is listening, so none is lost. If the region's code cannot load
 * (offline, a dropped connection), the waiting toast is shown without it ({@link showPlainNotice})
 * and the next toast asks for the region again.
 */
const toastRegion = {
  requested: false,
  requestListeners: new Set<() => void>(),
  markMounted: () => {},
  markFailed: (_error: unknown) => {},
};
let toastRegionReady = regionPromise();

/** A promise of the region's next mount; rejected if its load fails (never an unhandled rejection). */
function regionPromise(): Promise<void> {
  const promise = new Promise<void>((resolve, reject) => {
    toastRegion.markMounted = resolve;
    toastRegion.markFailed = reject;
  });
  promise.catch(() => undefined);
  return promise;
}

/** LazyToaster listens here for a toast raised before the region is up (called at once if one was). */
export function onToastRegionRequest(listener: () => void): () => void {
  if (toastRegion.requested) listener();
  toastRegion.requestListeners.add(listener);
  return () => toastRegion.requestListeners.delete(listener);
}

/** Called by the toast region once it is mounted and listening for toasts. */
export function toastRegionMounted(): void {
  toastRegion.markMounted();
}

/** Called by LazyToaster when the region's code failed to load: waiting toasts show without it, the next one asks again. */
export function toastRegionFailed(error: unknown): void {
  toastRegion.markFailed(error);
  toastRegion.requested = false;
  toastRegionReady = regionPromise();
}

/**
 * Shows a toast (sonner, loaded on first use). `kind` picks the icon and tone. Resolves once the
 * toast is raised. The same notice raised again while it still shows (a button pressed twice)
 * replaces it instead of stacking a copy. If sonner or the region cannot load, the notice shows as a
 * plain message instead (never dropped), and the next notice tries to load the region again.
 */
export async function notify(kind: "success" | "info" | "error", notice: Notice): Promise<void> {
  if (!toastRegion.requested) {
    toastRegion.requested = true;
    for (const listener of toastRegion.requestListeners) listener();
  }
  try {
    const [{ toast }] = await Promise.all([import("sonner"), toastRegionReady]);
    const { title, description, action } = notice;
    toast[kind](title, { description, action, id: `${kind}:${title}:${description ?? ""}` });
  } catch {
    showPlainNotice(kind, notice);
  }
}

/**
 * The notice without the toast region's code: a box at the bottom of the screen with the title, the
 * sentence and the action, announced as a status (an alert for errors), gone after 8 seconds or once
 * its action is used.
 */
export function showPlainNotice(kind: "success" | "info" | "error", { title, description, action }: Notice): void {
  const box = document.createElement("div");
  box.setAttribute("role", kind === "error" ? "alert" : "status");
  box.className = "fixed inset-x-4 bottom-4 z-50 rounded-lg border border-stone-300 bg-white p-4 text-sm text-stone-900 shadow-lg sm:left-auto sm:w-90";
  const line = (text: string, className: string) => {
    const element = document.createElement("p");
    element.className = className;
    element.textContent = text;
    box.append(element);
  };
  line(title, "font-semibold");
  if (description) line(description, "mt-0.5 text-stone-700");
  if (action) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "mt-2 rounded-md bg-stone-900 px-3 py-1.5 text-xs font-medium text-white";
    button.textContent = action.label;
    button.onclick = () => {
      action.onClick();
      box.remove();
    };
    box.append(button);
  }
  document.body.append(box);
  setTimeout(() => box.remove(), 8000);
}
