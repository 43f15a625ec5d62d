import { z } from "zod";
import { placeTypes, type PlaceType } from "../place-types";
import type { IllustrationData } from "./illustration";
import { placeFactsSchema } from "./place-facts";
import { httpUrl, isoDate, sourceSchema, text, type Source } from "./source-schema";
import { filterFacts, type DietToken } from "./fact-words";
// The hours' own files, not the feature entry: React Router's config loads this schema outside Vite (no `~` alias, no UI).
import { openingHoursError, type CompactHours } from "../hours/opening-hours.server";

export { placeTypes, type PlaceType };
export { sourceSchema, type Source };

/**
 * product §3: where each type's ids start (restaurants 101, clubs and bars 201, attractions 1, coffee 301).
 * The seed's blocks (101-120, ...) are where ids start, not a limit: a new place takes a free id at or
 * above its type's start, and ids stay unique across all files (checked by the loader).
 */
export const idStarts: Record<PlaceType, number> = {
  restaurant: 101,
  bar: 201,
  club: 201,
  attraction: 1,
  coffee: 301,
};

/** product §3: price ranges; absent for coffee places. */
export const priceRanges = ["$", "$$", "$$$", "$$$$", "Free"] as const;

/** Only Google's map embed endpoints may be framed (the CSP allows nothing else). */
const mapEmbedUrl = z.union([
  z.literal(""),
  z
    .url({
      protocol: /^https$/,
      hostname: /^(maps\.google\.com|www\.google\.com)$/,
      error: "must be a Google Maps embed URL",
    })
    .refine((url) => {
      const { pathname, searchParams } = new URL(url);
      return pathname.startsWith("/maps/embed") || (pathname === "/maps" && searchParams.get("output") === "embed");
    }, "must be a Google Maps embed URL (/maps/embed or /maps?...&output=embed)"),
]);

/** A month or a day: closures and review counts are dated at least to the month. */
const monthOrDay = z.union([z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/), isoDate], {
  error: "must be a date YYYY-MM or YYYY-MM-DD",
});

/**
 * A real photo of the place (product §10): the file URL, what it shows, who took it, its licence and the
 * page that states them (e.g. the Wikimedia Commons file page). Shown with "Photo: {credit}, {license}".
 */
export const linkedPhotoSchema = z.strictObject({
  url: httpUrl,
  alt: text,
  credit: text,
  license: text,
  sourceUrl: httpUrl,
});

/**
 * A photo the guide hosts itself (decision 039): one sent to the desk with its sender's grant, approved and
 * imported by `npm run content:import-requests` into `public/photos/<slug>/`. Its files are
 * `{src}-{width}.{avif,webp,jpg}` for each of `widths`; `width` and `height` are its size at the largest
 * width (the page reserves its box from them). It has no public page: its `source` and `date` say where
 * and when the guide received it. Example: `{ src: "/photos/cosi/<id>", widths: [480, 720, 1080, 1600],
 * width: 1600, height: 1067, alt: "…", credit: "Ann Lee", license: "CC BY 4.0",
 * source: "Submitted to Discover Columbus", date: "2026-11-24" }`.
 */
export const hostedPhotoSchema = z.strictObject({
  src: z.string().regex(/^\/photos\/[a-z0-9]+(?:-[a-z0-9]+)*\/[A-Za-z0-9_-]{22}$/, "must be /photos/<slug>/<id>"),
  widths: z.array(z.number().int().positive()).min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: text,
  credit: text,
  license: text,
  source: text,
  date: isoDate,
});
export type HostedPhoto = z.infer<typeof hostedPhotoSchema>;

/** A photo of the place: one linked to its page elsewhere (Commons), or one the guide hosts (decision 039). */
export const photoSchema = z.union([linkedPhotoSchema, hostedPhotoSchema]);
export type Photo = z.infer<typeof photoSchema>;

/** Where a published review count comes from: the site, when it was read, and the page. */
export const reviewSourceSchema = z.strictObject({
  site: text,
  date: monthOrDay,
  url: httpUrl,
});
export type ReviewSource = z.infer<typeof reviewSourceSchema>;

/** What `geo.source` holds when no source gives coordinates: the point was placed from the street address. */
export const estimatedFromAddress = "estimated from address";

/** A point in WGS 84 degrees with where it comes from: a URL that gives it, or {@link estimatedFromAddress}. */
export const geoSchema = z.strictObject({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  source: z.union([httpUrl, z.literal(estimatedFromAddress)], {
    error: `must be an http(s) URL or exactly "${estimatedFromAddress}"`,
  }),
});
export type Geo = z.infer<typeof geoSchema>;

/** A place is open (the default) or permanently closed (product §10). */
export const placeStatuses = ["open", "closed"] as const;

/**
 * product §3 with product §10's provenance: one place of the guide. The schema is both the Place type and the
 * build-time content check (see places.server.ts). Odd cases the spec names are allowed on purpose: no
 * reviewCount or priceRange for coffee, null or absent phone and website, empty images, no hours.
 *
 * Product §10 rules, each failing the build with the file, place and field named:
 * - `checkedOn` (YYYY-MM-DD) and at least one source;
 * - `status: "closed"` needs `closedOn` (YYYY-MM or YYYY-MM-DD), and only a closed place has one;
 * - `reviewCount` only together with `reviewSource` (and the other way round);
 * - `image` is a real photo object or absent (never a bare URL); `images` lists photo objects;
 * - `rating` (the guide's own score) is required while a place is open;
 * - `geo` on every place, its source a URL or exactly "estimated from address" (product §13.1);
 * - each of `facts` with its source (a page) and the day it was read (product §10.6).
 */
export const placeSchema = z
  .object({
    id: z.number().int().positive(),
    name: text,
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case kebab-case"),
    type: z.enum(placeTypes),
    category: text,
    description: text,
    status: z.enum(placeStatuses).default("open"),
    closedOn: monthOrDay.optional(),
    checkedOn: isoDate,
    sources: z.array(sourceSchema).min(1, "must list at least one source"),
    image: photoSchema.optional(),
    images: z.array(photoSchema),
    rating: z.number().min(0).max(5).optional(),
    reviewCount: z.number().int().nonnegative().optional(),
    reviewSource: reviewSourceSchema.optional(),
    priceRange: z.enum(priceRanges).optional(),
    address: text.nullable(),
    neighborhood: text,
    geo: geoSchema,
    phone: text.nullable().optional(),
    website: z
      .union([httpUrl, z.literal("")])
      .nullable()
      .optional(),
    /**
     * product §11 (decision 038): the hours in OpenStreetMap's `opening_hours` syntax ("Mo-Fr 11:00-22:00;
     * Sa 10:00-23:00", "Apr-Sep 06:30-22:00; Oct-Mar 06:30-20:00", "Fr 20:00-02:00", `24/7`, `PH off`,
     * `sunrise-sunset`, `Mo-Su unknown "Varies with shows"`); absent when not known. Read by the library at build time.
     */
    openingHours: text.optional(),
    features: z.array(text),
    /**
     * decision 068: who last confirmed the hours and on which day: "owner" (a verified manager saved or confirmed
     * them) or "editors" (the desk checked them). Absent: the place's `checkedOn` is the hours' last check.
     */
    hoursConfirmed: z.strictObject({ by: z.enum(["owner", "editors"]), on: isoDate }).optional(),
    /**
     * product §10.6: facts in OpenStreetMap's vocabulary (step-free access, diets, menu, reservations), each with
     * its source and the day it was read ({@link placeFactsSchema}); absent or a missing key = not known.
     */
    facts: placeFactsSchema.optional(),
    featured: z.boolean(),
    mapEmbedUrl: mapEmbedUrl.optional(),
  })
  .superRefine((place, ctx) => {
    if (place.openingHours !== undefined) {
      const error = openingHoursError(place.openingHours, place.geo);
      if (error) ctx.addIssue({ code: "custom", path: ["openingHours"], message: error });
    }
    const start = idStarts[place.type];
    if (place.id < start) {
      ctx.addIssue({ code: "custom", path: ["id"], message: `must be ${start} or more for type ${place.type}` });
    }
    if (place.status === "closed" && !place.closedOn) {
      ctx.addIssue({
        code: "custom",
        path: ["closedOn"],
        message: `is required when status is "closed" (YYYY-MM or YYYY-MM-DD)`,
      });
    }
    if (place.status === "open" && place.closedOn) {
      ctx.addIssue({ code: "custom", path: ["closedOn"], message: `is only allowed when status is "closed"` });
    }
    if (place.reviewCount !== undefined && !place.reviewSource) {
      ctx.addIssue({
        code: "custom",
        path: ["reviewSource"],
        message: "is required with reviewCount (site, date, url of the published count)",
      });
    }
    if (place.reviewSource && place.reviewCount === undefined) {
      ctx.addIssue({ code: "custom", path: ["reviewCount"], message: "is required with reviewSource" });
    }
    if (place.status === "open" && place.rating === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["rating"],
        message: "is required for an open place (the guide's own score)",
      });
    }
  });

/** product §3: a place record as stored in content/places/*.json. */
export type Place = z.infer<typeof placeSchema>;

/** A place that appears in lists, search and trending: open, and so with a rating (see {@link placeSchema}). */
export type ListedPlace = Place & { status: "open"; rating: number };

/** True when a place is listed: open (product §10: a closed place leaves every list, count and search). */
export function isListed(place: Place): place is ListedPlace {
  return place.status === "open" && place.rating !== undefined;
}

/**
 * What a card and the page filters need (product §2 cards, §5 filters): no hours, contact or map,
 * so list pages ship a fraction of each record. Only listed (open) places become cards. `geo` is
 * the point alone (product §13: the results map and distances), without its source.
 */
export type PlaceSummary = { geo?: { lat: number; lng: number } } & Pick<
  ListedPlace,
  | "id"
  | "name"
  | "slug"
  | "type"
  | "category"
  | "description"
  | "image"
  | "rating"
  | "reviewCount"
  | "reviewSource"
  | "priceRange"
  | "neighborhood"
  | "features"
  | "featured"
> & {
    /** product §10.4: the place's own illustration, given (at build time) when it has no photo. */
    illustration?: IllustrationData;
    /** Product §12: the coming weeks' hours in compact form for the card's open-now state (`expandHours`); null = not known. */
    openingHours: CompactHours | null;
    /** Product §12.7: step-free access is known to be yes (`facts.wheelchair`). */
    stepFree?: true;
    /** Product §12.7: the diets the place is known to serve (a `diet:*` fact of only or yes). */
    diets?: DietToken[];
    /** Product §12.7: the filters' facts the guide was told, whatever their value ("step-free", diets' tokens). */
    judged?: (DietToken | "step-free")[];
    /**
     * product §19.7: how many published visitors' reviews the place has, given (by the build, `toCard`) only when it
     * has any. Not {@link Place.reviewCount}, a count another site published (product §10.3).
     */
    visitorReviews?: number;
    /**
     * decision 068 (freshness): the hours were last confirmed over a year before the build's date
     * (core/places/freshness.ts `hoursAreOld`); given (by the build, `toCard`) only when true. Open now counts them.
     */
    oldHours?: true;
  };

/**
 * A card without the description: the home page's trending strip and a closed place's similar places (product
 * §18.3: a description edit rewrites only the pages that show it; the home page and the closed places' pages were
 * five more files for a featured place). A card of a horizontal strip or of "see instead" links carries name,
 * picture, kind, rating, neighborhood and open state, as the big directories' carousels do (decision 060).
 */
export type BriefSummary = Omit<PlaceSummary, "description">;

/** {@link BriefSummary} of a card: the same fields but the description. */
export function briefSummary(summary: PlaceSummary): BriefSummary {
  const { description: _description, ...brief } = summary;
  return brief;
}

/** Narrows a listed place to the card fields of {@link PlaceSummary}, with its hours as the build read them. */
export function toSummary(place: ListedPlace, openingHours: CompactHours | null): PlaceSummary {
  const {
    id,
    name,
    slug,
    type,
    category,
    description,
    image,
    rating,
    reviewCount,
    reviewSource,
    priceRange,
    neighborhood,
    features,
    featured,
  } = place;
  const geo = { lat: place.geo.lat, lng: place.geo.lng };
  return {
    id,
    name,
    slug,
    type,
    category,
    description,
    image,
    rating,
    reviewCount,
    reviewSource,
    priceRange,
    neighborhood,
    features,
    featured,
    openingHours,
    geo,
    ...filterFacts(place.facts),
  };
}
