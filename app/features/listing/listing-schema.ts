import * as z from "zod/mini";
import { emailText, minText } from "~/features/forms/rules";
import { listingNeighborhoods } from "~/lib/site-config";

/** One option of a listing select: the stored value and the label shown. */
export interface ListingOption {
  value: string;
  label: string;
}

const lowercased = (labels: readonly string[]): ListingOption[] =>
  labels.map((label) => ({ value: label.toLowerCase(), label }));

/** Spec §3: category options, stored lowercased ("coffee shop"). */
export const categoryOptions: readonly ListingOption[] = lowercased([
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

/** Spec §3: neighborhood options (city data from site-config), stored lowercased ("short north"). */
export const neighborhoodOptions: readonly ListingOption[] = lowercased(listingNeighborhoods);

/** Spec §3: price range options; the stored value is the dollar signs. */
export const priceRangeOptions: readonly ListingOption[] = [
  { value: "$", label: "$ (Budget Friendly)" },
  { value: "$$", label: "$$ (Moderate)" },
  { value: "$$$", label: "$$$ (Upscale)" },
  { value: "$$$$", label: "$$$$ (Fine Dining)" },
];

/** Spec §5: the message of each rule, word for word. */
export const listingMessages = {
  name: "Business name must be at least 2 characters",
  category: "Please select a category",
  description: "Description must be at least 10 characters",
  address: "Please provide a valid address",
  neighborhood: "Please select a neighborhood",
  phone: "Please provide a valid phone number",
  website: "Please provide a valid website URL",
  hours: "Please provide business hours",
  priceRange: "Please select a price range",
  contactName: "Contact name must be at least 2 characters",
  contactEmail: "Please provide a valid email address",
} as const;

/** True for an absolute http(s) URL whose host is a domain name ("https://example.com/menu"). */
export function isWebsiteUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === "http:" || url.protocol === "https:") && /^([a-z0-9-]+\.)+[a-z][a-z0-9-]+$/i.test(url.hostname);
}

/** A select's rule: one of its options. The empty first option ('Select a category') fails it. */
const oneOf = (options: readonly ListingOption[], message: string) =>
  z.string().check(
    z.trim(),
    z.refine((value) => options.some((option) => option.value === value), message),
  );

/**
 * Spec §3 business submission and §5 validation rules: one schema for the form, its messages and
 * the data a real endpoint would receive. Text is trimmed before the length rules apply, so blank
 * text never passes. The selects accept only their own options (the spec's "at least 1 character"
 * rule, made exact: the empty first option and unknown values both get the select's message).
 * website is optional: absent or empty passes, anything else must be an http(s) URL.
 * Written with zod/mini (see ~/features/forms/rules).
 */
export const listingSchema = z.object({
  name: minText(2, listingMessages.name),
  category: oneOf(categoryOptions, listingMessages.category),
  description: minText(10, listingMessages.description),
  address: minText(5, listingMessages.address),
  neighborhood: oneOf(neighborhoodOptions, listingMessages.neighborhood),
  phone: minText(10, listingMessages.phone),
  website: z.optional(
    z.string().check(
      z.trim(),
      z.refine((value) => value === "" || isWebsiteUrl(value), listingMessages.website),
    ),
  ),
  hours: minText(5, listingMessages.hours),
  priceRange: oneOf(priceRangeOptions, listingMessages.priceRange),
  contactName: minText(2, listingMessages.contactName),
  contactEmail: emailText(listingMessages.contactEmail),
});

/** Spec §3: a business submission as validated (trimmed text; website may be "" or absent). */
export type Listing = z.output<typeof listingSchema>;

/** The listing form's values (all text; the form always holds website too, empty when not given). */
export type ListingValues = z.input<typeof listingSchema>;

/** Spec §4: the form's empty state, at first and after a successful submit. */
export const emptyListing: ListingValues = {
  name: "",
  category: "",
  description: "",
  address: "",
  neighborhood: "",
  phone: "",
  website: "",
  hours: "",
  priceRange: "",
  contactName: "",
  contactEmail: "",
};
