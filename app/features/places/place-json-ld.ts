import { photoUrl } from "#core/places/photo.ts";
import type { Place, PlaceType } from "#core/places/place-schema.ts";
import {
  addDays,
  dayNumber,
  expandHours,
  isoDate,
  type CalendarDate,
  type CompactHours,
  type OpeningWeek,
} from "#core/hours/opening-hours.server.ts";
import { dayMinutes, weekdays } from "#core/hours/parse-hours.ts";
import { site } from "#core/site-config.ts";
import type { PlaceReviews } from "#core/reviews/summary.ts";

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
  return {
    "@type": "PostalAddress",
    streetAddress,
    addressLocality,
    addressRegion,
    postalCode,
    addressCountry: site.country,
  };
}

/** "HH:MM" of minutes since a midnight (1560 = "02:00"). */
function clock(minutes: number): string {
  const wrapped = minutes % dayMinutes;
  return `${String(Math.floor(wrapped / 60)).padStart(2, "0")}:${String(wrapped % 60).padStart(2, "0")}`;
}

/**
 * schema.org openingHoursSpecification of one week (product §12: the same spans as open now), as Google's
 * local business guide writes it: a span past midnight stays one entry on the day it starts with `closes`
 * earlier than `opens` (Friday 20:00-02:00; schema.org: "the hour range is assumed to span over the next
 * day"), a day open around the clock is 00:00-23:59, and a closed day is 00:00-00:00. Days with the same hours
 * share one entry. Days without fixed times ('Varies with shows', 'Game days only', 'Tours by appointment') are left out.
 */
function weekSpecification(week: OpeningWeek) {
  const entries = new Map<string, { opens: string; closes: string; days: string[] }>();
  week.forEach((day, index) => {
    const times =
      typeof day === "string"
        ? []
        : day.length === 0
          ? [{ opens: "00:00", closes: "00:00" }]
          : day.map((span) =>
              span.opens === 0 && span.closes >= dayMinutes
                ? { opens: "00:00", closes: "23:59" }
                : { opens: clock(span.opens), closes: clock(span.closes) },
            );
    for (const { opens, closes } of times) {
      const key = `${opens}-${closes}`;
      const entry = entries.get(key) ?? { opens, closes, days: [] };
      entry.days.push(`https://schema.org/${weekdays[index]}`);
      entries.set(key, entry);
    }
  });
  return [...entries.values()].map(({ opens, closes, days }) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: days.length === 1 ? days[0] : days,
    opens,
    closes,
  }));
}

/**
 * The place's openingHoursSpecification for search engines from the hours the build read (decision 038): the
 * week that holds `today` and, when the hours change later (a season), the next timetable too, each entry then
 * dated with `validFrom` and (but for the last the build read) `validThrough`. Empty when the hours are not known.
 */
export function openingHoursSpecification(hours: CompactHours | null, today: CalendarDate) {
  const calendar = expandHours(hours);
  if (!calendar) return [];
  const index = calendar.periods.findIndex((period) => dayNumber(today) < dayNumber(period.until));
  if (index < 0) return [];
  const dated = calendar.periods.length > 1;
  return calendar.periods.slice(index, index + 2).flatMap((period, offset) => {
    const at = index + offset;
    const validFrom = isoDate(at === 0 ? calendar.from : calendar.periods[at - 1]!.until);
    const last = at === calendar.periods.length - 1;
    return weekSpecification(period.week).map((entry) => ({
      ...entry,
      ...(dated && { validFrom }),
      ...(dated && !last && { validThrough: isoDate(addDays(period.until, -1)) }),
    }));
  });
}

/**
 * schema.org JSON-LD of a place page, with the hours the build read for `today` (the build's date in the city) and,
 * from `reviews`, the visitors' reviews ({@link reviewsJsonLd}). Never a rating from the guide's own score (product
 * §10.3, §19.7): it is an editor's, not what visitors said, and search engines refuse such ratings.
 */
export function placeJsonLd(
  place: Place,
  openingHours: CompactHours | null,
  today: CalendarDate,
  reviews?: PlaceReviews,
) {
  const pageUrl = `${site.url}/place/${place.slug}`;
  const hours = openingHoursSpecification(openingHours, today);
  const amenities = amenityFeatures(place);
  return {
    "@context": "https://schema.org",
    "@type": schemaType[place.type],
    "@id": pageUrl,
    name: place.name,
    description: place.description,
    url: place.website || pageUrl,
    ...(place.image && {
      image: [place.image, ...place.images].map((photo) => new URL(photoUrl(photo), site.url).href),
    }),
    ...(place.address && { address: postalAddress(place.address) }),
    ...(place.phone && { telephone: place.phone }),
    ...(place.priceRange && place.priceRange !== "Free" && { priceRange: place.priceRange }),
    ...(place.priceRange === "Free" && { isAccessibleForFree: true }),
    ...(hours.length > 0 && { openingHoursSpecification: hours }),
    ...(amenities.length > 0 && { amenityFeature: amenities }),
    ...(foodEstablishments.has(place.type) && menuAndReservations(place)),
    ...(reviews && reviewsJsonLd(reviews)),
  };
}

/** schema.org's stars out of 5, as a review's `reviewRating` and the place's `aggregateRating` give them. */
interface OutOfFive {
  bestRating: 5;
  worstRating: 1;
}

/** The `review` and `aggregateRating` of a place's JSON-LD, when it has visitors' reviews. */
export interface ReviewsJsonLd {
  review?: {
    "@type": "Review";
    author: { "@type": "Person"; name: string };
    /** `YYYY-MM-DD`. */
    datePublished: string;
    reviewRating: { "@type": "Rating"; ratingValue: number } & OutOfFive;
    reviewBody: string;
  }[];
  aggregateRating?: { "@type": "AggregateRating"; ratingValue: number; reviewCount: number } & OutOfFive;
}

/** How many of the newest reviews the JSON-LD gives in full. */
export const jsonLdReviews = 5;

/**
 * product §19.7 in schema.org: from visitors' published reviews only, the newest {@link jsonLdReviews} as `review`
 * (author's public name, the day published `YYYY-MM-DD`, the stars out of 5, the text) and `aggregateRating` (the
 * average, the count of every review, out of 5). The aggregate comes only from 5 reviews on (`averageFrom`), as on
 * the page (product §19.6: no average before): structured data says what the page shows. Nothing without reviews.
 */
export function reviewsJsonLd({ summary, newest }: PlaceReviews): ReviewsJsonLd {
  if (summary.count === 0) return {};
  const outOfFive: OutOfFive = { bestRating: 5, worstRating: 1 };
  return {
    review: newest.slice(0, jsonLdReviews).map((review) => ({
      "@type": "Review",
      author: { "@type": "Person", name: review.publicName },
      datePublished: review.publishedOn,
      reviewRating: { "@type": "Rating", ratingValue: review.stars, ...outOfFive },
      reviewBody: review.text,
    })),
    ...(summary.average !== undefined && {
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: summary.average,
        reviewCount: summary.count,
        ...outOfFive,
      },
    }),
  };
}

/** The schema.org types of the guide's that are FoodEstablishments, which take `hasMenu` and `acceptsReservations`. */
const foodEstablishments = new Set<PlaceType>(["restaurant", "bar", "coffee"]);

/** OpenStreetMap's `wheelchair` as a schema.org feature's value: yes true, no false, limited the word. */
const accessValue = (value: string) => (value === "yes" ? true : value === "no" ? false : value);

/**
 * product §10.6 in schema.org: the place's features, then step-free access ("Wheelchair accessible") and a
 * wheelchair-accessible toilet as `amenityFeature`s (LocationFeatureSpecification, what schema.org gives a Place for
 * its accessibility; `accessibilityFeature` is for creative works). A feature that says the same is not repeated.
 */
export function amenityFeatures(place: Pick<Place, "features" | "facts">) {
  const feature = (name: string, value: boolean | string) => ({ "@type": "LocationFeatureSpecification", name, value });
  const wheelchair = place.facts?.wheelchair;
  const toilet = place.facts?.["toilets:wheelchair"];
  const accessNames = new Set(["wheelchair accessible", "wheelchair-accessible toilet"]);
  return [
    ...place.features
      .filter((name) => !(wheelchair && accessNames.has(name.toLowerCase())))
      .map((name) => feature(name, true)),
    ...(wheelchair ? [feature("Wheelchair accessible", accessValue(wheelchair.value))] : []),
    ...(toilet ? [feature("Wheelchair-accessible toilet", toilet.value === "yes")] : []),
  ];
}

/**
 * product §10.6 in schema.org: `hasMenu` (the menu's address) and `acceptsReservations` (the booking page's address
 * when known, else true for required, recommended or taken, false for not taken); nothing the facts do not say.
 */
export function menuAndReservations(place: Pick<Place, "facts">) {
  const menu = place.facts?.["website:menu"]?.value;
  const reservation = place.facts?.reservation?.value;
  const booking = place.facts?.["website:booking"]?.value;
  return {
    ...(menu && { hasMenu: menu }),
    ...(booking ? { acceptsReservations: booking } : reservation && { acceptsReservations: reservation !== "no" }),
  };
}
