import { MapPinned } from "lucide";
import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import { footerColumns, site } from "#core/site-config.ts";

/** product §2 shared layout: brand blurb, Quick Links and Company columns, copyright line for 2025. */
export function SiteFooter() {
  return (
    // The page's blue focus ring is too dark on stone-900: a light one here (WCAG 2.4.11/1.4.11).
    <footer className="mt-16 border-t bg-stone-900 text-stone-200 [&_:focus-visible]:outline-sky-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="md:col-span-2">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <Icon node={MapPinned} className="size-6 text-brand-light" aria-hidden="true" />
            {site.name}
          </p>
          <p className="mt-3 max-w-md text-sm text-stone-300">{site.tagline}</p>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{column.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="rounded-sm text-stone-300 hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-stone-700">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-stone-300 sm:px-6">
          © {site.copyrightYear} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
