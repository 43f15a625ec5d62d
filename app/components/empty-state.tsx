import { SearchX } from "lucide";
import { Icon } from "~/components/ui/icon";
import type * as React from "react";
import { cn } from "~/lib/utils";

interface EmptyStateProps {
  /** The heading ('No restaurants found'); `headingLevel` keeps the page's outline. */
  title: string;
  headingLevel?: "h2" | "h3";
  /** The sentence under it (product §5: 'Try adjusting your filters...'). */
  hint: string;
  /** An action, such as a Clear Filters button. */
  children?: React.ReactNode;
  className?: string;
}

/** product §5 empty state: what a search or filter found nothing for, in a dashed box with an icon. */
export function EmptyState({ title, headingLevel: Heading = "h2", hint, children, className }: EmptyStateProps) {
  return (
    <div className={cn("flex flex-col items-center rounded-xl border border-dashed px-6 py-16 text-center", className)}>
      <Icon node={SearchX} className="size-10 text-stone-500" aria-hidden="true" />
      <Heading className="mt-4 text-xl font-semibold">{title}</Heading>
      <p className="mt-2 text-muted-foreground">{hint}</p>
      {children}
    </div>
  );
}
