import { z } from "zod";

/** Spec §3: the five place types. */
export const placeTypes = ["restaurant", "bar", "club", "attraction", "coffee"] as const;
export type PlaceType = (typeof placeTypes)[number];

/** Spec §3: id ranges per type (restaurants 101-120, clubs and bars 201-220, attractions 1-10, coffee 301-302). */
export const idRanges: Record<PlaceType, readonly [min: number, max: number]> = {
  restaurant: [101, 120],
  bar: [201, 220],
  club: [201, 220],
  attraction: [1, 10],
  coffee: [301, 302],
};

/** Spec §3: price ranges; absent for coffee places. */
export const priceRanges = ["$", "$$", "$$$", "$$$$", "Free"] as const;

const weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

/** Links from data reach the page as href/src: only http(s) passes (no javascript: or data: URLs). */
const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });

/** Only Google's map embed endpoints may be framed (the CSP allows nothing else). */
const mapEmbedUrl = z.union([
  z.literal(""),
  z
    .url({ protocol: /^https$/, hostname: /^(maps\.google\.com|www\.google\.com)$/, error: "must be a Google Maps embed URL" })
    .refine((url) => {
      const { pathname, searchParams } = new URL(url);
      return pathname.startsWith("/maps/embed") || (pathname === "/maps" && searchParams.get("output") === "embed");
    }, "must be a Google Maps embed URL (/maps/embed or /maps?...&output=embed)"),
]);

/**
 * Spec §3: one place of the guide. The schema is both the Place type and the build-time content check
 * (see places.server.ts). Odd cases the spec names are allowed on purpose: no reviewCount or priceRange
 * for coffee, lower-case weekday keys, null or absent phone and website, empty images and hours.
 */
export const placeSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string().trim().min(1),
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case kebab-case"),
    type: z.enum(placeTypes),
    category: z.string().trim().min(1),
    description: z.string().trim().min(1),
    image: httpUrl,
    images: z.array(httpUrl),
    rating: z.number().min(0).max(5),
    reviewCount: z.number().int().nonnegative().optional(),
    priceRange: z.enum(priceRanges).optional(),
    address: z.string().trim().min(1).nullable(),
    neighborhood: z.string().trim().min(1),
    phone: z.string().trim().min(1).nullable().optional(),
    website: z.union([httpUrl, z.literal("")]).nullable().optional(),
    hours: z.record(
      z.string().refine((day) => weekdays.includes(day.toLowerCase()), "must be a weekday name"),
      z.string().trim().min(1),
    ),
    features: z.array(z.string().trim().min(1)),
    featured: z.boolean(),
    mapEmbedUrl: mapEmbedUrl.optional(),
  })
  .superRefine((place, ctx) => {
    const [min, max] = idRanges[place.type];
    if (place.id < min || place.id > max) {
      ctx.addIssue({ code: "custom", path: ["id"], message: `must be between ${min} and ${max} for type ${place.type}` });
    }
  });

/** Spec §3: a place record as stored in content/places/*.json. */
export type Place = z.infer<typeof placeSchema>;

/**
 * What a card and the page filters need (Spec §2 cards, §5 filters): no hours, contact or map,
 * so list pages ship a fraction of each record.
 */
export type PlaceSummary = Pick<
  Place,
  | "id"
  | "name"
  | "slug"
  | "type"
  | "category"
  | "description"
  | "image"
  | "rating"
  | "reviewCount"
  | "priceRange"
  | "neighborhood"
  | "features"
  | "featured"
>;

/** Narrows a full place to the card fields of {@link PlaceSummary}. */
export function toSummary(place: Place): PlaceSummary {
  const { id, name, slug, type, category, description, image, rating, reviewCount, priceRange, neighborhood, features, featured } =
    place;
  return { id, name, slug, type, category, description, image, rating, reviewCount, priceRange, neighborhood, features, featured };
}
