import { isAll, ratingOptions, stepFreeOption, type ListFilters, type ListOptions } from "./filters";

/**
 * Product §12's chips, in a module of their own: only the chips (loaded after hydration, when a filter is
 * active) read it, so its code stays out of a list page's first load (product §15.1).
 */

/** One active filter, as a removable chip shows it (product §12): its text and the change that removes it. */
export interface ActiveFilter {
  key: string;
  label: string;
  remove: Partial<ListFilters>;
}

/**
 * The active filters in the order of the controls, each with the change that removes it alone. Labels:
 * 'Search: pizza', 'Short North', '4.5+ stars', 'Clubs', 'Open now', 'Price: $$', 'Patio', 'Step-free access', 'Vegan'.
 */
export function activeFilters(filters: ListFilters, options: ListOptions): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  if (filters.q.trim()) chips.push({ key: "q", label: `Search: ${filters.q.trim()}`, remove: { q: "" } });
  const type = options.types.find((option) => option.value === filters.type);
  if (type) chips.push({ key: "type", label: type.label, remove: { type: "all" } });
  if (!isAll(filters.neighborhood))
    chips.push({ key: "neighborhood", label: filters.neighborhood, remove: { neighborhood: "all" } });
  const rating = ratingOptions.find((option) => option.value === filters.rating);
  if (rating) chips.push({ key: "rating", label: rating.label, remove: { rating: "all" } });
  if (filters.open) chips.push({ key: "open", label: "Open now", remove: { open: false } });
  for (const price of filters.price) {
    chips.push({
      key: `price-${price}`,
      label: `Price: ${price}`,
      remove: { price: filters.price.filter((p) => p !== price) },
    });
  }
  for (const slug of filters.features) {
    const label = options.features.find((feature) => feature.slug === slug)?.label ?? slug;
    chips.push({ key: `feature-${slug}`, label, remove: { features: filters.features.filter((s) => s !== slug) } });
  }
  if (filters.stepFree) chips.push({ key: "access", label: stepFreeOption.label, remove: { stepFree: false } });
  for (const token of filters.diets) {
    const label = options.diets.find((diet) => diet.token === token)?.label ?? token;
    chips.push({ key: `diet-${token}`, label, remove: { diets: filters.diets.filter((d) => d !== token) } });
  }
  return chips;
}
