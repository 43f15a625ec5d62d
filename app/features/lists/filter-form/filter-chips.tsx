import { activeFilters } from "../filters/active-filters";
import type { ListFilters, ListOptions } from "../filters/filters";

/** Product §12: the active filters as buttons that remove one each ("Remove filter: Short North"). */
export default function FilterChips({
  filters,
  options,
  update,
}: {
  filters: ListFilters;
  options: ListOptions;
  update: (patch: Partial<ListFilters>) => void;
}) {
  const chips = activeFilters(filters, options);
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            aria-label={`Remove filter: ${chip.label}`}
            onClick={() => update(chip.remove)}
            className="inline-flex h-8 items-center gap-1 rounded-full border border-stone-300 bg-stone-100 pr-2 pl-3 text-sm text-stone-900 hover:bg-stone-200 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            {chip.label}
            <span aria-hidden="true" className="text-base leading-none">
              ×
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
