import type * as React from "react";
import { cn } from "~/lib/utils";

/** shadcn/ui Textarea. */
function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        "flex min-h-24 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs placeholder:text-stone-500 disabled:cursor-not-allowed disabled:opacity-70 aria-invalid:border-destructive md:text-sm",
        className,
      )}
      {...props}
    />
  );
}

export { Textarea };
