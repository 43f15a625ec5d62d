import type * as React from "react";
import { cn } from "~/lib/utils";

/** shadcn/ui Input. */
function Input({ className, type, ...props }: React.ComponentProps<"input">) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        "flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs placeholder:text-stone-500 disabled:cursor-not-allowed disabled:opacity-70 aria-invalid:border-destructive md:text-sm",
        className,
      )}
      {...props}
    />
  );
}

export { Input };
