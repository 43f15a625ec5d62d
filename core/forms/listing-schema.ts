import { textLimits } from "./limits";
import { email, oneOf, phone, text, website } from "./rules";
import { type FieldOption } from "./field-table";
import * as z from "zod/mini";
import { categoryOptions, neighborhoodOptions, priceRangeOptions } from "./listing-options";

const valuesOf = (options: readonly FieldOption[]) => options.map((option) => option.value);
const atMost = (what: string, limit: number) => `${what} must be at most ${limit} characters`;

/**
 * product §3 business submission and §5 validation rules: the one source of the listing form's fields
 * (their names and order), rules, messages and types (ListingValues, Listing). The page shows the
 * fields from listingFields, a table typed by this schema; this module loads on first focus.
 * - Text is trimmed; invisible format characters do not count toward a minimum; every text field
 *   has a maximum (~/features/forms/limits) with its own message.
 * - The selects accept only their own options (the spec's "at least 1 character", made exact).
 * - phone: at least 10 digits; website: optional, "www.example.com" is stored as "https://www.example.com".
 * Messages of the minimums are the spec's, word for word.
 */
export const listingSchema = z.object({
  name: text(2, textLimits.name, {
    min: "Business name must be at least 2 characters",
    max: atMost("Business name", textLimits.name),
  }),
  category: oneOf(valuesOf(categoryOptions), "Please select a category"),
  description: text(10, textLimits.description, {
    min: "Description must be at least 10 characters",
    max: atMost("Description", textLimits.description),
  }),
  address: text(5, textLimits.line, { min: "Please provide a valid address", max: atMost("Address", textLimits.line) }),
  neighborhood: oneOf(valuesOf(neighborhoodOptions), "Please select a neighborhood"),
  phone: phone({ min: "Please provide a valid phone number", max: atMost("Phone number", textLimits.phone) }),
  website: z.optional(
    website({ min: "Please provide a valid website URL", max: atMost("Website URL", textLimits.url) }),
  ),
  hours: text(5, textLimits.line, {
    min: "Please provide business hours",
    max: atMost("Business hours", textLimits.line),
  }),
  priceRange: oneOf(valuesOf(priceRangeOptions), "Please select a price range"),
  contactName: text(2, textLimits.name, {
    min: "Contact name must be at least 2 characters",
    max: atMost("Contact name", textLimits.name),
  }),
  contactEmail: email({
    invalid: "Please provide a valid email address",
    max: atMost("Email address", textLimits.email),
  }),
});

/** product §3: the listing form's values as typed (all text; website may be absent). */
export type ListingValues = z.input<typeof listingSchema>;

/** product §3: a business submission as validated (trimmed; website normalised). */
export type Listing = z.output<typeof listingSchema>;

/** The listing form's field names. */
export type ListingField = keyof ListingValues;
