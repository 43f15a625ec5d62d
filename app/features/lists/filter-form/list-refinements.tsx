import { ChevronDown } from "lucide";
import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import {
  priceOptions,
  sortOptions,
  stepFreeOption,
  type ListFilters,
  type ListOptions,
  type PriceRange,
  type SortKey,
} from "../filters/filters";
import { buttonVariants } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { cn } from "~/lib/utils";

/**
 * A checkbox drawn as a pill, named as the URL's key (`name`, `value`): the native control stays (keyboard,
 * screen readers, no script needed). `onCheckedChange` gets the new state.
 */
function PillCheckbox({
  name,
  value,
  checked,
  onCheckedChange,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-stone-300 bg-background px-3 text-sm font-medium text-stone-900 shadow-xs select-none hover:bg-accent has-[:checked]:border-primary has-[:checked]:bg-brand-tint has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2">
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

/**
 * A group of {@link PillCheckbox}es sent under one URL key (`name`), one a choice (`value`, its `label`): those in
 * `chosen` are ticked; a tick adds its value at the end, an untick takes it out, and `onChange` gets the new list.
 */
function Pills<Value extends string>({
  name,
  choices,
  chosen,
  onChange,
}: {
  name: string;
  choices: readonly { value: Value; label: ReactNode }[];
  chosen: readonly Value[];
  onChange: (chosen: Value[]) => void;
}) {
  return choices.map(({ value, label }) => (
    <PillCheckbox
      key={value}
      name={name}
      value={value}
      checked={chosen.includes(value)}
      onCheckedChange={(on) => onChange(on ? [...chosen, value] : chosen.filter((other) => other !== value))}
    >
      {label}
    </PillCheckbox>
  ));
}

/**
 * Product §12 controls of the list pages: Sort, Open now, step-free access and diets (§12.7: places known to have
 * them), Price (several at once) and Features (the list's own, a place must have all chosen). Native controls named as the URL's keys, so
 * they work, and are read, before hydration (first-paint.inline.ts). `more` wraps the controls after Sort: /search
 * keeps Sort in its row on a phone and puts the rest in its Filters sheet (product §12.5, MoreFilters).
 */
export function ListRefinements({
  id,
  filters,
  options,
  update,
  className,
  more = (controls) => controls,
}: {
  id: string;
  filters: ListFilters;
  options: ListOptions;
  update: (patch: Partial<ListFilters>) => void;
  className?: string;
  more?: (controls: ReactNode) => ReactNode;
}) {
  // Price's URL key holds a token ("2"), the filter its range ("$$").
  const priceToken = (price: PriceRange) => priceOptions.find((option) => option.value === price)!.token;
  const priceOf = (token: string) => priceOptions.find((option) => option.token === token)!.value;
  return (
    <div className={cn("flex flex-wrap items-end gap-4", className)}>
      <div className="grid min-w-40 flex-1 gap-2 sm:w-48 sm:flex-none">
        <Label htmlFor={`${id}-sort`}>Sort by</Label>
        <NativeSelect
          id={`${id}-sort`}
          name="sort"
          value={filters.sort}
          onChange={(event) => update({ sort: event.target.value as SortKey })}
        >
          {sortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      {more(
        <>
          <PillCheckbox name="open" value="1" checked={filters.open} onCheckedChange={(open) => update({ open })}>
            Open now
          </PillCheckbox>
          <PillCheckbox
            name="access"
            value={stepFreeOption.token}
            checked={filters.stepFree}
            onCheckedChange={(stepFree) => update({ stepFree })}
          >
            {stepFreeOption.label}
          </PillCheckbox>
          {options.diets.length > 0 && (
            <fieldset className="flex flex-wrap items-end gap-2">
              <legend className="mb-2 text-sm leading-none font-medium">Diets</legend>
              <Pills
                name="diet"
                choices={options.diets.map((diet) => ({ value: diet.token, label: diet.label }))}
                chosen={filters.diets}
                onChange={(diets) => update({ diets })}
              />
            </fieldset>
          )}
          <fieldset className="flex flex-wrap items-end gap-2">
            <legend className="mb-2 text-sm leading-none font-medium">Price</legend>
            <Pills
              name="price"
              choices={priceOptions.map((option) => ({ value: option.token, label: option.value }))}
              chosen={filters.price.map(priceToken)}
              onChange={(tokens) => update({ price: tokens.map(priceOf) })}
            />
          </fieldset>
          {options.features.length > 0 && (
            <details className="group w-full">
              <summary
                className={cn(
                  buttonVariants({ variant: "outline" }),
                  "cursor-pointer list-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 [&::-webkit-details-marker]:hidden",
                )}
              >
                Features
                {filters.features.length > 0 && (
                  <span className="rounded-full bg-primary px-2 text-xs text-primary-foreground">
                    {filters.features.length}
                  </span>
                )}
                <Icon node={ChevronDown} aria-hidden="true" className="transition-transform group-open:rotate-180" />
              </summary>
              <fieldset className="mt-3">
                <legend className="sr-only">Features (places with all chosen)</legend>
                <div className="flex flex-wrap gap-2">
                  <Pills
                    name="feature"
                    choices={options.features.map((feature) => ({ value: feature.slug, label: feature.label }))}
                    chosen={filters.features}
                    onChange={(features) => update({ features })}
                  />
                </div>
              </fieldset>
            </details>
          )}
        </>,
      )}
    </div>
  );
}
