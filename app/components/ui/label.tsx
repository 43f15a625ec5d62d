import type * as React from "react";
import { cn } from "~/lib/utils";

/** shadcn/ui Label (a plain label element: no script needed for the association). */
function Label({ className, ...props }: React.ComponentProps<"label">) {
  // eslint-disable-next-line jsx-a11y/label-has-associated-control -- callers pass htmlFor
  return <label data-slot="label" className={cn("text-sm leading-none font-medium", className)} {...props} />;
}

export { Label };
