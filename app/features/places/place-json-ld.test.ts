import { describe, expect, it } from "vitest";
import { openingHoursSpecification, placeJsonLd, postalAddress } from "./place-json-ld";
import type { Place } from "#core/places/place-schema.ts";
import { compactHours, openingHoursFromWeek } from "#core/hours/opening-hours.server.ts";
import type { PublishedReview } from "#core/reviews/published.ts";
import { placeReviews } from "#core/reviews/summary.ts";

const today = { year: 2026, month: 11, day: 24 };
const point = { lat: 39.96155, lng: -82.99884 };

/** The specification of weekday texts, through the build's converter and reader (decision 038). */
function specification(week: Record<string, string>, text = openingHoursFromWeek(week)) {
  return openingHoursSpecification(compactHours(text, point, today), today);
}

const place: Place = {
  id: 201,
  name: "Night Owl",
  slug: "night-owl",
  type: "bar",
  category: "Cocktail Bar",
  description: "Late drinks.",
  status: "open",
  checkedOn: "2026-11-01",
  sources: [{ publisher: "Night Owl", title: "Official website", url: "https://nightowl.example" }],
  images: [],
  rating: 4.5,
  priceRange: "$$",
  address: "1 N High St, Columbus, OH 43215",
  neighborhood: "Downtown",
  geo: { lat: 39.96155, lng: -82.99884, source: "estimated from address" },
  phone: "(614) 555-0100",
  website: "https://nightowl.example",
  openingHours: 'Fr 20:00-02:30, Sa unknown "Varies with shows", Su 00:00-24:00',
  features: ["Patio"],
  featured: false,
};

describe("place JSON-LD", () => {
  it("uses the schema.org type of the place type", () => {
    expect(placeJsonLd(place, null, today)["@type"]).toBe("BarOrPub");
    expect(placeJsonLd({ ...place, type: "club" }, null, today)["@type"]).toBe("NightClub");
    expect(placeJsonLd({ ...place, type: "coffee" }, null, today)["@type"]).toBe("CafeOrCoffeeShop");
  });
  it("lists images only when the place has a real photo (product §10.4)", () => {
    expect(placeJsonLd(place, null, today)).not.toHaveProperty("image");
    const photo = {
      url: "https://upload.wikimedia.org/a.jpg",
      alt: "The bar",
      credit: "A. B.",
      license: "CC BY 4.0",
      sourceUrl: "https://commons.wikimedia.org/wiki/File:a.jpg",
    };
    expect(placeJsonLd({ ...place, image: photo }, null, today).image).toEqual([photo.url]);
  });
  it("never claims a rating from the guide's own score (product §19.7)", () => {
    expect(JSON.stringify(placeJsonLd(place, null, today))).not.toMatch(/aggregateRating|ratingValue/);
    expect(JSON.stringify(placeJsonLd(place, null, today, placeReviews([])))).not.toMatch(
      /aggregateRating|ratingValue|review/,
    );
  });
  it("splits the address into PostalAddress parts", () => {
    expect(postalAddress("1 N High St, Columbus, OH 43215")).toMatchObject({
      streetAddress: "1 N High St",
      addressLocality: "Columbus",
      addressRegion: "OH",
      postalCode: "43215",
    });
  });
  it("keeps a span past midnight as one entry on the day it starts, as Google's local business guide shows", () => {
    expect(
      specification({
        Wednesday: "Varies with shows",
        Friday: "8:00 PM - 2:30 AM",
        Sunday: "Open 24 hours",
      }),
    ).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [
          "https://schema.org/Monday",
          "https://schema.org/Tuesday",
          "https://schema.org/Thursday",
          "https://schema.org/Saturday",
        ],
        opens: "00:00",
        closes: "00:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Friday", opens: "20:00", closes: "02:30" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Sunday", opens: "00:00", closes: "23:59" },
    ]);
  });
  it("groups days with the same hours, writes each of several spans, and midnight as 00:00", () => {
    const week = {
      Monday: "11:00 AM - 2:00 PM, 5:00 PM - 10:00 PM",
      Tuesday: "11:00 AM - 2:00 PM, 5:00 PM - 10:00 PM",
      Wednesday: "12:00 PM - 12:00 AM",
    };
    expect(
      specification({
        ...week,
        Thursday: "Closed",
        Friday: "Closed",
        Saturday: "Closed",
        Sunday: "Closed",
      }),
    ).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Monday", "https://schema.org/Tuesday"],
        opens: "11:00",
        closes: "14:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Monday", "https://schema.org/Tuesday"],
        opens: "17:00",
        closes: "22:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Wednesday",
        opens: "12:00",
        closes: "00:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [
          "https://schema.org/Thursday",
          "https://schema.org/Friday",
          "https://schema.org/Saturday",
          "https://schema.org/Sunday",
        ],
        opens: "00:00",
        closes: "00:00",
      },
    ]);
  });
  it("leaves out days without fixed times, and all hours when they are not known", () => {
    expect(
      specification({
        Monday: "Tours by appointment",
        Tuesday: "Tours by appointment",
        Wednesday: "Game days only",
      }),
    ).toEqual([
      expect.objectContaining({
        dayOfWeek: [
          "https://schema.org/Thursday",
          "https://schema.org/Friday",
          "https://schema.org/Saturday",
          "https://schema.org/Sunday",
        ],
        opens: "00:00",
        closes: "00:00",
      }),
    ]);
    expect(openingHoursSpecification(null, today)).toEqual([]);
  });
  it("dates this season's timetable and the next when the hours change (Highbanks Metro Park's seasons)", () => {
    const seasons = specification({}, "Apr-Sep 06:30-22:00; Oct-Mar 06:30-20:00");
    expect(seasons).toEqual([
      expect.objectContaining({ opens: "06:30", closes: "20:00", validFrom: "2026-11-16", validThrough: "2027-03-31" }),
      expect.objectContaining({ opens: "06:30", closes: "22:00", validFrom: "2027-04-01", validThrough: "2027-09-30" }),
    ]);
    expect(seasons[0]!.dayOfWeek).toHaveLength(7);
  });
  it("leaves out what a place does not have", () => {
    const bare = placeJsonLd(
      { ...place, phone: null, address: null, website: "", openingHours: undefined, priceRange: "Free" },
      null,
      today,
    );
    expect(bare).not.toHaveProperty("telephone");
    expect(bare).not.toHaveProperty("address");
    expect(bare).not.toHaveProperty("openingHoursSpecification");
    expect(bare).not.toHaveProperty("priceRange");
    expect(bare).toMatchObject({ isAccessibleForFree: true });
    expect(bare.url).toMatch(/\/place\/night-owl$/);
  });
});

describe("place JSON-LD of the facts (product §10.6)", () => {
  const sourced = <T>(value: T) => ({
    value,
    source: { publisher: "Columbus Monthly", title: "Review", url: "https://example.com/review" },
    checkedOn: "2026-11-26",
  });
  const restaurant: Place = { ...place, type: "restaurant", features: ["Patio", "Wheelchair Accessible"] };

  it("gives the menu, reservations and step-free access when known", () => {
    const json = placeJsonLd(
      {
        ...restaurant,
        facts: {
          wheelchair: sourced("limited" as const),
          "toilets:wheelchair": sourced("yes" as const),
          "website:menu": sourced("https://example.com/menu"),
          reservation: sourced("recommended" as const),
        },
      },
      null,
      today,
    );
    expect(json).toMatchObject({ hasMenu: "https://example.com/menu", acceptsReservations: true });
    expect(json.amenityFeature).toEqual([
      { "@type": "LocationFeatureSpecification", name: "Patio", value: true },
      { "@type": "LocationFeatureSpecification", name: "Wheelchair accessible", value: "limited" },
      { "@type": "LocationFeatureSpecification", name: "Wheelchair-accessible toilet", value: true },
    ]);
  });

  it("says reservations are not taken, or gives the booking page instead of true", () => {
    expect(placeJsonLd({ ...restaurant, facts: { reservation: sourced("no" as const) } }, null, today)).toMatchObject({
      acceptsReservations: false,
    });
    const booked = { reservation: sourced("yes" as const), "website:booking": sourced("https://example.com/book") };
    expect(placeJsonLd({ ...restaurant, facts: booked }, null, today)).toMatchObject({
      acceptsReservations: "https://example.com/book",
    });
  });

  it("says nothing the facts do not say, and gives menu and reservations only to food establishments", () => {
    const json = placeJsonLd(restaurant, null, today);
    expect(json).not.toHaveProperty("hasMenu");
    expect(json).not.toHaveProperty("acceptsReservations");
    const menu = { "website:menu": sourced("https://example.com/menu") };
    expect(placeJsonLd({ ...place, type: "attraction", facts: menu }, null, today)).not.toHaveProperty("hasMenu");
    expect(placeJsonLd({ ...place, type: "club", facts: menu }, null, today)).not.toHaveProperty("hasMenu");
  });
});

/** A fictional visitor's review, newest first by id: the higher the id, the later it was published. */
function visitorReview(id: number, stars: number): PublishedReview {
  return {
    id,
    stars,
    text: `Visit number ${id}: a fictional evening at a fictional bar, written long enough to be a review.`,
    publicName: `Tester ${id}`,
    visitMonth: "2026-10",
    emailVerified: true,
    publishedAt: `2026-11-${String(id).padStart(2, "0")}T18:00:00Z`,
  };
}
/** `count` reviews, newest first, with these stars in turn. */
const reviewsOf = (count: number, stars: readonly number[]) =>
  Array.from({ length: count }, (_, index) => visitorReview(count - index, stars[index % stars.length]!));

describe("visitors' reviews in JSON-LD (product §19.7)", () => {
  it("gives the newest reviews with author, date, stars out of 5 and text", () => {
    const jsonLd = placeJsonLd(place, null, today, placeReviews(reviewsOf(2, [4, 2])));
    expect(jsonLd.review).toEqual([
      {
        "@type": "Review",
        author: { "@type": "Person", name: "Tester 2" },
        datePublished: "2026-11-02",
        reviewRating: { "@type": "Rating", ratingValue: 4, bestRating: 5, worstRating: 1 },
        reviewBody: visitorReview(2, 4).text,
      },
      expect.objectContaining({ author: { "@type": "Person", name: "Tester 1" }, datePublished: "2026-11-01" }),
    ]);
  });

  it("gives at most the 5 newest reviews", () => {
    const jsonLd = placeJsonLd(place, null, today, placeReviews(reviewsOf(8, [5])));
    expect(jsonLd.review?.map((review) => review.author.name)).toEqual([8, 7, 6, 5, 4].map((id) => `Tester ${id}`));
  });

  it("has no aggregateRating below 5 reviews, as the page shows no average", () => {
    const jsonLd = placeJsonLd(place, null, today, placeReviews(reviewsOf(4, [5])));
    expect(jsonLd).not.toHaveProperty("aggregateRating");
    expect(jsonLd.review).toHaveLength(4);
  });

  it("rates from the visitors' stars, not the guide's rating, from 5 reviews on", () => {
    // 6 reviews: 5, 3, 5, 3, 5, 3 = 24 / 6 = 4.0; the guide's own rating is 4.5.
    const jsonLd = placeJsonLd(place, null, today, placeReviews(reviewsOf(6, [5, 3])));
    expect(jsonLd.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4,
      reviewCount: 6,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it("counts every review, not only those the page shows", () => {
    const jsonLd = placeJsonLd(place, null, today, placeReviews(reviewsOf(30, [4])));
    expect(jsonLd.aggregateRating?.reviewCount).toBe(30);
  });
});
