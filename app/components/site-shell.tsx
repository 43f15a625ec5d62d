import type * as React from "react";
import { HydrateLater } from "./hydrate-later";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The shared layout around every route: skip link, header, main landmark, footer (hydrated after the page, decision 071). */
export function SiteShell({ children, markCurrent = true }: { children: React.ReactNode; markCurrent?: boolean }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary font-medium text-primary-foreground shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-4 focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <SiteHeader markCurrent={markCurrent} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
    </div>
  );
}
