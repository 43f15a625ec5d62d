import { lazy, startTransition, Suspense, useEffect, useState, type ComponentType } from "react";
import { failedModuleUrl, retryUrl } from "~/lib/load-failure";
import { onToastRegionRequest, toastRegionFailed, toastRegionMounted } from "~/lib/notify";

/** True once the region's code failed to load: the next toast loads it again. */
let loadFailed = false;
/** The failed load's module URL, when its error named it, and how many times it was asked for again. */
let failedUrl: string | undefined;
let retries = 0;

/**
 * The toast region's code, loaded on first render; a failed load is reported to notify(), not thrown. After a
 * failure, the module is asked for under a new URL (load-failure.ts): some browsers keep a failed import.
 */
function loadToaster() {
  return lazy<ComponentType>(() => {
    const again = failedUrl && retryUrl(failedUrl, ++retries);
    const code: Promise<typeof import("~/components/ui/sonner")> = again ? import(/* @vite-ignore */ again) : import("~/components/ui/sonner");
    return code.then(
      ({ Toaster: Region }) => ({
        default: function MountedToaster() {
          // Effects run children first: by now sonner's region has subscribed to new toasts.
          useEffect(() => toastRegionMounted(), []);
          return <Region />;
        },
      }),
      (error: unknown) => {
        loadFailed = true;
        failedUrl = failedModuleUrl(error) ?? failedUrl;
        toastRegionFailed(error);
        return { default: () => null };
      },
    );
  });
}

let Toaster = loadToaster();

/**
 * The toast region (sonner), kept out of the first load and out of hydration: it mounts when the
 * browser is first idle after hydration (within two seconds), so its live region is in place well
 * before a form can finish submitting; a toast raised earlier mounts it at once (app/lib/notify.ts).
 * If its code cannot load, notify() shows the toast as a plain notice and the next toast loads it again.
 */
export function LazyToaster() {
  const [mounted, setMounted] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const stopListening = onToastRegionRequest(() => {
      setMounted(true);
      if (loadFailed) {
        loadFailed = false;
        Toaster = loadToaster();
        setAttempt((current) => current + 1);
      }
    });
    const mountWhenIdle = () => startTransition(() => setMounted(true));
    const idle = typeof requestIdleCallback === "function";
    const id = idle ? requestIdleCallback(mountWhenIdle, { timeout: 2000 }) : window.setTimeout(mountWhenIdle, 500);
    return () => {
      stopListening();
      if (idle) cancelIdleCallback(id);
      else clearTimeout(id);
    };
  }, []);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster key={attempt} />
    </Suspense>
  );
}
