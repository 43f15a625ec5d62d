import * as z from "zod/mini";
import { categoryOptions, isWebsiteUrl, listingMessages, neighborhoodOptions, priceRangeOptions, type Listing, type ListingOption, type ListingValues } from "./listing-fields";
import { emailText, minText } from "~/features/forms/rules";

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
export const listingSchema: z.ZodMiniType<Listing, ListingValues> = z.object({
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
