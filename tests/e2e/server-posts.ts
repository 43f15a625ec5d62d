/**
 * Posts to the test server's paths that the browser tests make without a form (product §16.1): a
 * listing that passes listingSchema, as a form without JavaScript sends it.
 */

/** A listing request that passes app/features/listing/listing-schema.ts (as server/http/app.test.ts's). */
export const validListing: Readonly<Record<string, string>> = {
  name: "Test Cafe",
  category: "restaurant",
  description: "A small cafe for testing the guide.",
  address: "1 High St, Columbus, OH 43215",
  neighborhood: "short north",
  phone: "(614) 555-0123",
  website: "",
  hours: "Mon-Fri 9 AM - 5 PM",
  priceRange: "$$",
  contactName: "Ann Owner",
  contactEmail: "ann@example.com",
};

/** {@link validListing} as an `application/x-www-form-urlencoded` body. */
export function listingFormBody(): string {
  return new URLSearchParams(validListing).toString();
}
