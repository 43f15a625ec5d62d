import type { RefObject } from "react";
import { firstPaint } from "../first-paint/first-paint-contract";
import { ratingOptions, type ListFilters, type ListOptions } from "../filters/filters";
import { ListRefinements } from "./list-refinements";
import { MoreFilters } from "./more-filters";
import { Reveal } from "~/components/reveal";
import { SearchField } from "~/components/search-field";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import type { ListPageConfig } from "#core/categories.ts";

/** product §12: what a visitor without JavaScript reads where the filters would be. */
const noScriptNote = "Search and filters need JavaScript. Every place of this page is listed below.";

/** The same, for a list longer than one page (decision 018): its neighborhood pages list every place. */
const noScriptPagedNote = "Search, filters and pages need JavaScript. The neighborhood pages below list every place.";

const controlLabel: Record<ListPageConfig["controls"][number], string> = {
  type: "Venue type",
  neighborhood: "Neighborhood",
  rating: "Rating",
};

/**
 * A list page's filter form (product §2, §5.2): the search box, the page's selects (venue type, neighborhood,
 * rating), Clear Filters and the refinements (Sort, Open now, Price, Features). Every control is named as its URL
 * key and shows `filters`; a change goes to `update` (useListFilters). The first-paint script (decision 012) sets
 * and listens to the controls before hydration through `firstPaint.formAttr`. Below 768 px (product §12.5,
 * decision 036) the form is the search box and one row: the first select and the Filters button, whose sheet holds
 * the rest (MoreFilters; `sheetCount` of them set, `showLabel` closes it).
 */
export function ListFilterForm({
  id,
  formRef,
  config,
  options,
  filters,
  update,
  clear,
  text,
  onText,
  changed,
  complete,
  onFocus,
  sheetCount,
  showLabel,
}: {
  /** Prefix of the controls' ids. */
  id: string;
  formRef: RefObject<HTMLFormElement | null>;
  config: ListPageConfig;
  options: ListOptions;
  filters: ListFilters;
  update: (patch: Partial<ListFilters>, how?: { replace?: boolean }) => void;
  clear: () => void;
  /** The search box's text and change handler (useSearchText). */
  text: string;
  onText: (next: string) => void;
  /** Something to clear: Clear Filters is enabled. */
  changed: boolean;
  /** The page holds its whole list (the no-script note differs). */
  complete: boolean;
  /** The form's first focus: the page fetches the list's files ahead of the first change. */
  onFocus: () => void;
  /** How many filters of the phone's Filters sheet are set (sheetFilterCount). */
  sheetCount: number;
  /** The sheet's closing button, with the count: "Show 12 Restaurants". */
  showLabel: string;
}) {
  const select = (control: ListPageConfig["controls"][number]) => (
    <div key={control} className="grid gap-2">
      <Label htmlFor={`${id}-${control}`}>
        {control === "type" ? (config.typeFilter?.label ?? "Type") : controlLabel[control]}
      </Label>
      <NativeSelect
        id={`${id}-${control}`}
        name={control}
        value={filters[control]}
        onChange={(event) => update({ [control]: event.target.value })}
      >
        {control === "type" && (
          <>
            <option value="all">{config.typeFilter?.all ?? "All Types"}</option>
            {config.typeOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </>
        )}
        {control === "neighborhood" && (
          <>
            <option value="all">All Areas</option>
            {options.neighborhoods.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </>
        )}
        {control === "rating" && (
          <>
            <option value="all">All Ratings</option>
            {ratingOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </>
        )}
      </NativeSelect>
    </div>
  );
  const [first, ...rest] = config.controls;
  return (
    <Reveal aria-label="Filters" className="-mt-8 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <noscript>
        <style>{`[${firstPaint.formAttr}]{display:none}`}</style>
        <p className="text-stone-800">{complete ? noScriptNote : noScriptPagedNote}</p>
      </noscript>
      <form
        ref={formRef}
        role="search"
        aria-label={config.searchLabel}
        {...{ [firstPaint.formAttr]: "" }}
        onSubmit={(event) => event.preventDefault()}
        onFocus={onFocus}
        className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-3 sm:gap-4 md:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]"
      >
        <SearchField
          id={`${id}-q`}
          label={config.searchLabel}
          value={text}
          placeholder={config.searchPlaceholder}
          onText={onText}
          className="col-span-2 md:col-span-1"
        />
        {first && select(first)}
        <MoreFilters count={sheetCount} clear={clear} canClear={changed} showLabel={showLabel}>
          {rest.map(select)}
          {/* On a phone the sheet's footer has Clear Filters. */}
          <Button
            type="button"
            variant="outline"
            onClick={clear}
            disabled={!changed}
            className="max-md:hidden md:self-end"
            {...{ [firstPaint.clearAttr]: "" }}
          >
            Clear Filters
          </Button>
          <ListRefinements id={id} filters={filters} options={options} update={update} className="md:col-span-4" />
        </MoreFilters>
      </form>
    </Reveal>
  );
}
