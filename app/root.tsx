import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { SiteShell } from "~/components/site-shell";
import { Button } from "~/components/ui/button";
import { NotFoundView } from "~/components/not-found-view";
import { UnknownPlaceRedirectScript } from "~/components/unknown-place";
import { registerServiceWorkerWhenIdle } from "~/lib/service-worker";
import { SafeScrollRestoration } from "~/components/scroll-restoration";
import { isLoadFailure } from "~/lib/load-failure";
import { mountToastRegion } from "~/lib/notify";
import { site } from "#core/site-config.ts";

export const links: Route.LinksFunction = () => [
  // A PNG, not an SVG: tooling/build/make-icons.ts says why.
  { rel: "icon", href: "/icons/favicon-32.png", type: "image/png", sizes: "32x32" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

/** The HTML document around every page, the error page and the fallback page. */
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.themeColor} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {/* Not React Router's <ScrollRestoration>: its script throws when storage is blocked (docs/decisions/005). */}
        <SafeScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document once React is in charge (browser tests wait for it before using the keyboard).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    registerServiceWorkerWhenIdle();
    // The toast region (app/lib/notify.ts) out of the first load and out of hydration: when the browser is first
    // idle (within two seconds), so its live region is in place before a form can finish; a failed load waits for the next toast.
    const mount = () => void mountToastRegion().catch(() => undefined);
    if (typeof requestIdleCallback !== "function") return void window.setTimeout(mount, 500);
    const id = requestIdleCallback(mount, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }, []);
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

/**
 * Pre-rendered once as the fallback page that the server sends, with HTTP 404, for any path that
 * has no page of its own. It shows the not-found view (readable without JavaScript); after
 * hydration the client router takes over (not-found route, or the redirect for unknown places).
 * It belongs to no path, so no navigation link is marked current. An unknown place opened directly
 * leaves for /restaurants before anything shows (product §2, §8).
 */
export function HydrateFallback() {
  return (
    <SiteShell markCurrent={false}>
      <UnknownPlaceRedirectScript />
      <NotFoundView />
    </SiteShell>
  );
}

/**
 * product §8: unhandled errors show 'Unexpected Application Error!' and the status text or message.
 * A page whose code or data could not be fetched (offline, a dropped connection) is not an
 * application error: it says so and offers Retry, which loads the page again.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isLoadFailure(error)) return <LoadFailure />;
  let detail = "Something went wrong.";
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) {
    detail = error.statusText || `${error.status}`;
  } else if (error instanceof Error) {
    detail = error.message;
    if (import.meta.env.DEV) stack = error.stack;
  }
  return (
    <SiteShell>
      <title>{`Error | ${site.name}`}</title>
      <div className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
        <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
        <p className="mt-4 text-lg text-stone-700">{detail}</p>
        {stack && <pre className="mt-6 overflow-x-auto rounded-md bg-stone-100 p-4 text-sm">{stack}</pre>}
      </div>
    </SiteShell>
  );
}

/** A page that could not load: an honest message and a Retry that loads the page again. */
function LoadFailure() {
  return (
    <SiteShell>
      <title>{`Page could not load | ${site.name}`}</title>
      <div className="mx-auto max-w-3xl px-4 py-20 sm:px-6" role="alert">
        <h1 className="text-3xl font-bold">This page could not load.</h1>
        <p className="mt-4 text-lg text-stone-700">Check your connection and try again.</p>
        <Button type="button" size="lg" className="mt-8" onClick={() => window.location.reload()}>
          Retry
        </Button>
      </div>
    </SiteShell>
  );
}
