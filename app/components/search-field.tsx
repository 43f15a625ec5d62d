import { Search } from "lucide";
import { Icon } from "~/components/ui/icon";
import type * as React from "react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/utils";

interface SearchFieldProps extends Omit<React.ComponentProps<"input">, "id" | "value" | "onChange" | "type"> {
  id: string;
  /** The visible label. */
  label: string;
  value: string;
  /** Called with the new text on every change. */
  onText: (text: string) => void;
}

/**
 * A labelled search box with the magnifier icon: the list pages (product §2, §5), /coffee and /search.
 * `name` defaults to "q", so the form also reads as a plain GET search without JavaScript.
 */
export function SearchField({ id, label, value, onText, className, name = "q", ...inputProps }: SearchFieldProps) {
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Icon
          node={Search}
          className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-600"
          aria-hidden="true"
        />
        <Input
          {...inputProps}
          id={id}
          type="search"
          name={name}
          value={value}
          autoComplete="off"
          className="pl-9"
          onChange={(event) => onText(event.target.value)}
        />
      </div>
    </div>
  );
}
