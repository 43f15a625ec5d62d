import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "~/lib/utils";

const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center font-medium whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-70 aria-invalid:border-destructive [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-xs hover:bg-brand-strong",
        secondary: "bg-secondary text-secondary-foreground hover:bg-stone-200",
        outline: "border border-stone-300 bg-background shadow-xs hover:bg-accent hover:text-accent-foreground",
        ghost: "hover:bg-accent hover:text-accent-foreground",
        link: "text-primary underline-offset-4 hover:underline",
        /** The hero's search button: the default look with a deeper shadow, on the brand gradient. */
        hero: "bg-primary text-primary-foreground shadow-lg hover:bg-brand-strong",
        /** A round control floating over a picture or a strip (the Save heart on cards, the strip's arrows). */
        floating: "border border-stone-300 bg-white/95 shadow-lg hover:bg-accent hover:text-accent-foreground",
      },
      size: {
        default: "h-10 gap-2 px-4 py-2 text-sm has-[>svg]:px-3",
        sm: "h-9 gap-2 px-3 text-sm has-[>svg]:px-2.5",
        lg: "h-11 gap-2 px-6 text-sm has-[>svg]:px-4",
        /** The hero's search button: taller, and wider with larger text from 640 px up. */
        hero: "h-12 gap-2 px-5 text-sm sm:h-14 sm:px-8 sm:text-lg",
        icon: "size-10 gap-2 text-sm",
        /** A 44 px target (WCAG 2.5.5), for controls that float over content. */
        "icon-lg": "size-11 gap-2 text-sm",
      },
      shape: {
        default: "rounded-md",
        round: "rounded-full",
      },
    },
    defaultVariants: { variant: "default", size: "default", shape: "default" },
  },
);

/**
 * shadcn/ui Button, for actions. A link that looks like a button is a link with `buttonVariants()` classes
 * (`<Link className={buttonVariants({ variant: "outline" })}>`), as shadcn/ui documents, rather than
 * `asChild`: Radix's Slot behind `asChild` cost every page 1.5 KB gzip of first-load JavaScript.
 */
function Button({
  className,
  variant,
  size,
  shape,
  ...props
}: React.ComponentProps<"button"> & VariantProps<typeof buttonVariants>) {
  return <button data-slot="button" className={cn(buttonVariants({ variant, size, shape, className }))} {...props} />;
}

export { Button, buttonVariants };
