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
 * a toast waits until the region is listening, so none is lost.
 */
const toastRegion = {
  requested: false,
  requestListeners: new Set<() => void>(),
  markMounted: () => {},
};
const toastRegionReady = new Promise<void>((resolve) => {
  toastRegion.markMounted = resolve;
});

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

/**
 * Shows a toast (sonner, loaded on first use). `kind` picks the icon and tone. Resolves once the
 * toast is raised. The same notice raised again while it still shows (a button pressed twice)
 * replaces it instead of stacking a copy.
 */
export async function notify(kind: "success" | "info" | "error", { title, description, action }: Notice): Promise<void> {
  if (!toastRegion.requested) {
    toastRegion.requested = true;
    for (const listener of toastRegion.requestListeners) listener();
  }
  const [{ toast }] = await Promise.all([import("sonner"), toastRegionReady]);
  toast[kind](title, { description, action, id: `${kind}:${title}:${description ?? ""}` });
}
