import type * as React from "react";
import { PageHeader } from "~/components/page-header";
import { cn } from "~/lib/utils";

/** A section of an {@link InfoPage}: its anchor id and its heading. */
export interface InfoSectionRef {
  id: string;
  title: string;
}

/**
 * The layout of the footer's text pages (about, promote, privacy, terms): the page's one h1 in the
 * PageHeader band, then a readable column of sections on a card; on wide screens an
 * 'On this page' list of the sections beside it.
 * @param contents the page's sections in order, for the 'On this page' list
 */
export function InfoPage({
  title,
  subtitle,
  contents,
  children,
}: {
  title: string;
  subtitle?: string;
  contents: readonly InfoSectionRef[];
  children: React.ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-10 px-4 sm:px-6 lg:grid-cols-[minmax(0,48rem)_16rem]">
        <div className="-mt-8 space-y-10 rounded-xl border bg-card p-6 text-stone-700 shadow-sm sm:p-10">
          {children}
        </div>
        <nav aria-labelledby="on-this-page" className="hidden lg:block">
          <div className="sticky top-24 pt-10">
            <p id="on-this-page" className="text-sm font-semibold tracking-wide text-stone-900 uppercase">
              On this page
            </p>
            <ul className="mt-3 space-y-2 border-l text-sm">
              {contents.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-px block border-l border-transparent pl-3 text-stone-700 hover:border-primary hover:text-primary"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </nav>
      </div>
    </>
  );
}

/** One titled section of an {@link InfoPage}: an h2 and its content, linkable by its id. */
export function InfoSection({
  id,
  title,
  children,
  className,
}: InfoSectionRef & { children: React.ReactNode; className?: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={cn("scroll-mt-20", className)}>
      <h2 id={`${id}-heading`} className="text-xl font-bold text-stone-900 sm:text-2xl">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed">{children}</div>
    </section>
  );
}

/** A bulleted list in an {@link InfoSection}. */
export function InfoList({ children }: { children: React.ReactNode }) {
  return <ul className="list-disc space-y-2 pl-5 marker:text-primary">{children}</ul>;
}

/** A link inside running text: underlined, so it never relies on colour alone (WCAG 1.4.1). */
export const textLinkClass = "font-medium text-primary underline underline-offset-4 hover:text-brand-strong";
