import type { ComponentProps } from "react";

/**
 * A link to another site: opens in a new tab without opener or referrer (product §7.2), and tells screen
 * reader users so with a hidden note after the link text, e.g.
 * `note="opens Google Maps in a new tab"` reads "… (opens Google Maps in a new tab)".
 */
export function ExternalLink({
  note = "opens in a new tab",
  children,
  ...props
}: Omit<ComponentProps<"a">, "target" | "rel"> & { href: string; note?: string }) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> ({note})</span>
    </a>
  );
}
