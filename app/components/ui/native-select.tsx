import { ChevronDown } from "lucide";
import { Icon } from "./icon";
import type * as React from "react";
import { cn } from "~/lib/utils";

/**
 * shadcn/ui NativeSelect: the browser's own select, styled. Fully keyboard and screen-reader
 * accessible, native pickers on phones, and no JavaScript to ship.
 */
function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <div className="relative w-full">
      <select
        data-slot="native-select"
        className={cn(
          "h-10 w-full min-w-0 appearance-none rounded-md border border-input bg-background py-2 pr-9 pl-3 text-base shadow-xs disabled:cursor-not-allowed disabled:opacity-70 aria-invalid:border-destructive md:text-sm",
          className,
        )}
        {...props}
      />
      <Icon
        node={ChevronDown}
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone-600"
      />
    </div>
  );
}

export { NativeSelect };
