import { lazy, startTransition, Suspense, useEffect, useState } from "react";
import { onToastRegionRequest, toastRegionMounted } from "~/lib/notify";

const Toaster = lazy(() =>
  import("~/components/ui/sonner").then(({ Toaster: Region }) => ({
    default: function MountedToaster() {
      // Effects run children first: by now sonner's region has subscribed to new toasts.
      useEffect(() => toastRegionMounted(), []);
      return <Region />;
    },
  })),
);

/**
 * The toast region (sonner), kept out of the first load and out of hydration: it mounts when the
 * browser is first idle after hydration (within two seconds), so its live region is in place well
 * before a form can finish submitting; a toast raised earlier mounts it at once (app/lib/notify.ts).
 */
export function LazyToaster() {
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    const stopListening = onToastRegionRequest(() => setMounted(true));
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
      <Toaster />
    </Suspense>
  );
}
