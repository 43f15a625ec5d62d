import { listingNeighborhoods } from "~/lib/site-config";

/**
 * The listing form's fields, options and messages (Spec §3, §5): everything the page shows before
 * anyone submits. The zod rules live in listing-schema.ts, loaded only when the form is checked.
 */

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

/** Spec §3: the listing form's values, all text (website is optional and may stay empty). */
export type ListingValues = {
  name: string;
  category: string;
  description: string;
  address: string;
  neighborhood: string;
  phone: string;
  website?: string;
  hours: string;
  priceRange: string;
  contactName: string;
  contactEmail: string;
};

/** Spec §3: a business submission as validated by listingSchema (the same fields, text trimmed). */
export type Listing = ListingValues;

/** Spec §4: the form's empty state, at first and after a successful submit. */
export const emptyListing: Required<ListingValues> = {
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
