import type * as React from "react";

/**
 * The band at the top of a page: its one h1 and a subtitle. Below 640 px it is shorter, its heading smaller
 * (product §12.5: on a phone a list's first result is in the first screen).
 */
export function PageHeader({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="bg-brand-gradient pt-6 pb-12 text-white sm:pt-12 sm:pb-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {subtitle && <p className="mt-1 text-base text-brand-tint sm:mt-2 sm:text-lg">{subtitle}</p>}
        {children}
      </div>
    </div>
  );
}
