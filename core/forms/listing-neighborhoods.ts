// Its own module so that only the listing form (and the server, which checks it) carries it.
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
