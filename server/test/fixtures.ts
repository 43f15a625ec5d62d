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
