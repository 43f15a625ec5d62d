/**
 * product §14.2: registers the service worker (/sw.js, written by render/service-worker.ts after the
 * build) once the page is live and the browser is idle, so the first visit's loading is untouched. Only
 * in a production build and where the browser has service workers; a refusal (private mode, blocked
 * storage) leaves the site as it is, online only.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js").catch(() => {
      // Not allowed here: the site works online as before.
    });
  };
  if ("requestIdleCallback" in window) window.requestIdleCallback(register, { timeout: 5000 });
  else setTimeout(register, 3000);
}
