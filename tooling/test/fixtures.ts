import path from "node:path";

/**
 * The fixture content's places (tests/fixture-content/places: obviously fictional ones, "Fixture Museum 1"):
 * what a test that imports into a copy of the content copies, so no made-up fact lands on a real place of the
 * guide, not even in a temporary folder.
 */
export const fixturePlacesDir = path.resolve(import.meta.dirname, "../../tests/fixture-content/places");

/** A listing that passes listingSchema (product §5.4), for the server's tests. */
export const validListing = {
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
  contactEmail: "Ann@Example.com",
};
