// Its own module (not site-config.ts, which every page's header reads) so that only the listing form carries it.
/** product §3 business submission: neighborhood options of the listing form, in order (stored lowercased). */
export const listingNeighborhoods = [
  "Downtown",
  "Short North",
  "German Village",
  "Brewery District",
  "Victorian Village",
  "Arena District",
  "University District",
  "Clintonville",
  "Grandview Heights",
  "Other",
] as const;
