/**
 * From an approved OpenStreetMap suggestion into the guide (product §17.5, decision 037): the place
 * record it becomes, and the source every fact from it carries. Pure functions, judged by the place
 * schema when the desk approves it (server/places/approve.ts), like every other record. Here in places/, as
 * OpenStreetMap's side (server/osm/: its elements and the suggestions as stored) names nothing of the places.
 */
import { isWithin, neighborhoodAreas } from "../../core/places/neighborhood-areas";
import type { PlaceType } from "../../core/places/place-schema";
import { osmPublisher } from "../osm/elements";
import type { OsmCorrectionField, OsmListingPayload } from "../osm/suggestions";
import {
  freeSlug,
  nextFreeId,
  openingHoursOf,
  type CorrectionField,
  type PlaceRecord,
  type SourceRecord,
} from "./record";

/** Every fact OpenStreetMap may correct is a field of the correction form (a compile-time check). */
type OsmFieldsAreCorrections = OsmCorrectionField extends CorrectionField ? true : never;
const osmFieldsAreCorrections: OsmFieldsAreCorrections = true;
void osmFieldsAreCorrections;

/**
 * The source of facts from OpenStreetMap (product §10.1): "OpenStreetMap contributors (ODbL)", the
 * element's name "on OpenStreetMap", its page, and the day it was read.
 */
export function osmSource(name: string, url: string, date: string): SourceRecord {
  return { publisher: osmPublisher, title: `${name} on OpenStreetMap`, url, date };
}

/**
 * What the editors decided when approving a suggested place: what a listing's approval asks (type,
 * the guide's rating, hours in `opening_hours` syntax, empty for hours not known) and what OpenStreetMap
 * does not say and the guide needs: the description the editors write, the neighborhood, the price.
 */
export interface OsmListingDecision {
  type: PlaceType;
  rating: number;
  hours: string;
  description: string;
  neighborhood: string;
  priceRange?: string;
}

/** The neighborhood whose circle holds the point (the smallest, where circles overlap), or null: the desk's first choice. */
export function neighborhoodOf(point: { lat: number; lng: number }): string | null {
  const holding = Object.entries(neighborhoodAreas)
    .filter(([, area]) => isWithin(point, area))
    .sort(([, a], [, b]) => a.radiusKm - b.radiusKm);
  return holding[0]?.[0] ?? null;
}

/**
 * A problem with a decision for a suggested place, naming its field, or null: a description of 10
 * characters or more, a neighborhood the guide knows whose circle holds the element's point (the
 * content test's bound).
 */
export function osmDecisionProblem(
  payload: Pick<OsmListingPayload, "lat" | "lng">,
  decision: Pick<OsmListingDecision, "description" | "neighborhood">,
): { field: "description" | "neighborhood"; message: string } | null {
  if ((decision.description ?? "").trim().length < 10)
    return { field: "description", message: "Write the guide's description (10 characters or more)." };
  const area = neighborhoodAreas[decision.neighborhood];
  if (!area) return { field: "neighborhood", message: "Choose the neighborhood." };
  if (!isWithin(payload, area))
    return {
      field: "neighborhood",
      message: `The place's point lies outside ${decision.neighborhood}: choose its neighborhood.`,
    };
  return null;
}

/**
 * product §17.5: the place record an approved suggestion becomes. The next free id and a free slug
 * as for a listing; OpenStreetMap's name, address, phone, website and point (its source the element's
 * page); the hours the editors confirmed (none: not known); the cuisine (else OpenStreetMap's kind) as
 * the category; "Wheelchair Accessible" and "Outdoor Seating" where OpenStreetMap says yes; the
 * editors' description, rating, neighborhood and price. Its one source is the element, dated the day
 * OpenStreetMap was read; `checkedOn` is `date`.
 */
export function osmListingRecord(
  payload: OsmListingPayload,
  decision: OsmListingDecision,
  existing: readonly { id: number; slug: string }[],
  date: string,
): PlaceRecord {
  const hoursText = decision.hours.trim();
  const hours = hoursText ? openingHoursOf(hoursText) : null;
  return {
    id: nextFreeId(decision.type, existing),
    name: payload.name,
    slug: freeSlug(payload.name, existing),
    type: decision.type,
    category: payload.cuisine?.split(", ")[0] ?? payload.kind,
    description: decision.description.trim(),
    images: [],
    rating: decision.rating,
    ...(decision.type !== "coffee" && decision.priceRange ? { priceRange: decision.priceRange } : {}),
    address: payload.address ?? null,
    neighborhood: decision.neighborhood,
    geo: { lat: payload.lat, lng: payload.lng, source: payload.url },
    phone: payload.phone ?? null,
    website: payload.website ?? null,
    ...(hours && { openingHours: hours.ok ? hours.openingHours : hoursText }),
    features: [
      ...(payload.wheelchair === "yes" ? ["Wheelchair Accessible"] : []),
      ...(payload.outdoorSeating === "yes" ? ["Outdoor Seating"] : []),
    ],
    featured: false,
    checkedOn: date,
    sources: [osmSource(payload.name, payload.url, payload.readOn)],
  };
}
