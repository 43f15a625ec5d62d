import { parseTimeSpan, weeklyHours } from "./opening-hours";
import type { Place, PlaceType } from "./place-schema";
import { site } from "~/lib/site-config";

/** schema.org type of each place type. */
export const schemaType: Record<PlaceType, string> = {
  restaurant: "Restaurant",
  bar: "BarOrPub",
  club: "NightClub",
  attraction: "TouristAttraction",
  coffee: "CafeOrCoffeeShop",
};

/** Splits '169 E Beck St, Columbus, OH 43206' into schema.org PostalAddress parts (best effort). */
export function postalAddress(address: string) {
  const match = /^(.*),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(address.trim());
  if (!match) return { "@type": "PostalAddress", streetAddress: address, addressCountry: site.country };
  const [, streetAddress, addressLocality, addressRegion, postalCode] = match;
  return { "@type": "PostalAddress", streetAddress, addressLocality, addressRegion, postalCode, addressCountry: site.country };
}

/**
 * Google's openingHoursSpecification from the days whose hours are plain times: one entry per
 * day, an overnight span kept as one (closes earlier than opens), 'Open 24 hours' as 00:00-23:59.
 * Days with other texts ('Varies with shows', 'Closed', ...) are left out.
 */
export function openingHoursSpecification(hours: Place["hours"]) {
  return weeklyHours(hours).flatMap(({ day, hours: text }) => {
    const span = parseTimeSpan(text);
    return span ? [{ "@type": "OpeningHoursSpecification", dayOfWeek: `https://schema.org/${day}`, ...span }] : [];
  });
}

/**
 * schema.org JSON-LD of a place page (ISSUE: search engines). No aggregateRating: the guide's
 * ratings are not collected here, and search engines refuse ratings taken from elsewhere.
 */
export function placeJsonLd(place: Place) {
  const pageUrl = `${site.url}/place/${place.slug}`;
  const hours = openingHoursSpecification(place.hours);
  return {
    "@context": "https://schema.org",
    "@type": schemaType[place.type],
    "@id": pageUrl,
    name: place.name,
    description: place.description,
    url: place.website || pageUrl,
    ...(place.image && { image: [place.image, ...place.images].map((photo) => photo.url) }),
    ...(place.address && { address: postalAddress(place.address) }),
    ...(place.phone && { telephone: place.phone }),
    ...(place.priceRange && place.priceRange !== "Free" && { priceRange: place.priceRange }),
    ...(place.priceRange === "Free" && { isAccessibleForFree: true }),
    ...(hours.length > 0 && { openingHoursSpecification: hours }),
    ...(place.features.length > 0 && {
      amenityFeature: place.features.map((name) => ({ "@type": "LocationFeatureSpecification", name, value: true })),
    }),
  };
}
