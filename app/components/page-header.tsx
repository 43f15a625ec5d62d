import type * as React from "react";

/** The band at the top of a page: its one h1 and a subtitle. */
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
    <div className="bg-brand-gradient pt-12 pb-16 text-white">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {subtitle && <p className="mt-2 text-lg text-brand-tint">{subtitle}</p>}
        {children}
      </div>
    </div>
  );
}
