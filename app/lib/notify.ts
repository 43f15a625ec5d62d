import { failedModuleUrl, retryUrl } from "./load-failure";
import type { Notice } from "./lazy/sonner";

export type { Notice };

/** The toast region, mounted once; undefined until asked for, and again after a failed load. */
let region: Promise<typeof import("./lazy/sonner")> | undefined;
/** The module URL of the last failed load, when its error named one, and how many times it was asked for again. */
let failedUrl: string | undefined;
let retries = 0;

/**
 * Loads the toast region's code (sonner, `lib/lazy/sonner.tsx`) and mounts it; resolves once it listens.
 * root.tsx asks when the browser is first idle after hydration, so the live region is in place before a form
 * can finish; a toast raised earlier asks at once. A failed load rejects and is forgotten, so the next call asks
 * again, under a new URL when the error named one (some browsers keep a failed import(): load-failure.ts).
 */
export function mountToastRegion(): Promise<typeof import("./lazy/sonner")> {
  if (region) return region;
  const code: Promise<typeof import("./lazy/sonner")> = failedUrl
    ? import(/* @vite-ignore */ retryUrl(failedUrl, ++retries))
    : import("./lazy/sonner");
  region = code.then(
    async (module) => (await module.mountRegion(), module),
    (error: unknown) => {
      region = undefined;
      failedUrl = failedModuleUrl(error) ?? failedUrl;
      throw error;
    },
  );
  return region;
}

/**
 * Shows a toast (sonner, loaded on first use). `kind` picks the icon and tone. Resolves once the
 * toast is raised. The same notice raised again while it still shows (a button pressed twice)
 * replaces it instead of stacking a copy. If the region's code cannot load, the notice shows as a
 * plain message instead (never dropped), and the next notice tries to load the region again.
 */
export async function notify(kind: "success" | "info" | "error", notice: Notice): Promise<void> {
  try {
    (await mountToastRegion()).showToast(kind, notice);
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
  box.className =
    "fixed inset-x-4 bottom-4 z-50 rounded-lg border border-stone-300 bg-white p-4 text-sm text-stone-900 shadow-lg sm:left-auto sm:w-90";
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
