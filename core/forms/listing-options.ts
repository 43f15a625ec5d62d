import { type FieldOption } from "./field-table";
import { listingNeighborhoods } from "./listing-neighborhoods";

/** The listing form's select options (product §3): shown by the form, checked by listingSchema. */

const lowercased = (labels: readonly string[]): FieldOption[] =>
  labels.map((label) => ({ value: label.toLowerCase(), label }));

/** product §3: category options, stored lowercased ("coffee shop"). */
export const categoryOptions: readonly FieldOption[] = lowercased([
  "Restaurant",
  "Coffee Shop",
  "Bar",
  "Club",
  "Attraction",
  "Shopping",
  "Services",
  "Entertainment",
  "Other",
]);

/** product §3: neighborhood options (city data from site-config), stored lowercased ("short north"). */
export const neighborhoodOptions: readonly FieldOption[] = lowercased(listingNeighborhoods);

/** product §3: price range options; the stored value is the dollar signs. */
export const priceRangeOptions: readonly FieldOption[] = [
  { value: "$", label: "$ (Budget Friendly)" },
  { value: "$$", label: "$$ (Moderate)" },
  { value: "$$$", label: "$$$ (Upscale)" },
  { value: "$$$$", label: "$$$$ (Fine Dining)" },
];

/**
 * The label of a stored option `value` ("short north" -> "Short North", "coffee shop" -> "Coffee Shop"): the form's
 * own words, for a record made from a listing; a value that is no option comes back as it was.
 */
export function optionLabel(options: readonly FieldOption[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
