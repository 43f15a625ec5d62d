import { fieldNames, type FieldTable } from "./field-table";
import { categoryOptions, neighborhoodOptions, priceRangeOptions } from "./listing-options";
import type { ListingField } from "./listing-schema";

/**
 * How each field of listingSchema is shown, in the schema's order (a unit test holds the two in
 * step; the type makes a missing or extra field a typecheck error). Everything but website is
 * required (product §5). Adding a field: one line in the schema, one row here.
 */
export const listingFields = {
  name: {
    label: "Business Name",
    control: "input",
    autoComplete: "organization",
    placeholder: "e.g. High Street Cafe",
  },
  category: { label: "Category", control: "select", options: categoryOptions, placeholder: "Select a category" },
  description: {
    label: "Description",
    control: "textarea",
    placeholder: "What makes your business special? Food, atmosphere, specialties...",
    wide: true,
  },
  address: { label: "Address", control: "input", autoComplete: "street-address", placeholder: "Street, city, ZIP" },
  neighborhood: {
    label: "Neighborhood",
    control: "select",
    options: neighborhoodOptions,
    placeholder: "Select a neighborhood",
  },
  phone: { label: "Phone Number", control: "input", type: "tel", autoComplete: "tel", placeholder: "(614) 555-0123" },
  website: {
    label: "Website",
    control: "input",
    type: "url",
    autoComplete: "url",
    placeholder: "www.example.com",
    optional: true,
  },
  hours: { label: "Business Hours", control: "input", placeholder: "e.g. Mon-Fri 9 AM - 5 PM, Sat 10-4", wide: true },
  priceRange: {
    label: "Price Range",
    control: "select",
    options: priceRangeOptions,
    placeholder: "Select a price range",
  },
  contactName: { label: "Contact Name", control: "input", autoComplete: "name", placeholder: "Your full name" },
  contactEmail: {
    label: "Contact Email",
    control: "input",
    type: "email",
    autoComplete: "email",
    placeholder: "you@example.com",
  },
} as const satisfies FieldTable<ListingField>;

/** The listing form's fields in form order. */
export const listingFieldNames: readonly ListingField[] = fieldNames<ListingField>(listingFields);

/** The fields of the form's 'Contact Information' section (product §2); the others are the business's. */
export const listingContactFields: readonly ListingField[] = ["contactName", "contactEmail"];
