import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

/**
 * A checkbox drawn as a pill (product §12's Open now, price, features, diets; the map's Open now, product §13.4):
 * the native control stays (keyboard, screen readers, no script needed), named as the URL's key (`name`, `value`)
 * where it sits in a form. `onCheckedChange` gets the new state.
 */
export function PillCheckbox({
  name,
  value,
  checked,
  onCheckedChange,
  className,
  children,
}: {
  name?: string;
  value?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        "inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-stone-300 bg-background px-3 text-sm font-medium text-stone-900 shadow-xs select-none hover:bg-accent has-[:checked]:border-primary has-[:checked]:bg-brand-tint has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2",
        className,
      )}
    >
      <input
        type="checkbox"
        name={name}
        value={value}
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className="size-4 accent-primary"
      />
      {children}
    </label>
  );
}
