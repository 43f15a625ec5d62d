import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "~/lib/utils";

const inputVariants = cva(
  "flex w-full min-w-0 rounded-md border px-3 py-2 text-base shadow-xs placeholder:text-stone-500 disabled:cursor-not-allowed disabled:opacity-70 aria-invalid:border-destructive md:text-sm",
  {
    variants: {
      tone: {
        default: "h-10 border-input bg-background",
        /** On the brand gradient (the newsletter box): white, a little taller. */
        onBrand: "h-11 border-white bg-white text-stone-900",
      },
    },
    defaultVariants: { tone: "default" },
  },
);

/** shadcn/ui Input; `tone` changes its look (classes passed in `className` only add to it). */
function Input({
  className,
  type,
  tone,
  ...props
}: React.ComponentProps<"input"> & VariantProps<typeof inputVariants>) {
  return <input type={type} data-slot="input" className={cn(inputVariants({ tone }), className)} {...props} />;
}

export { Input, inputVariants };
