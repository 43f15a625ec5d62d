/**
 * OpenStreetMap's suggestions as the desk keeps them (product §17.5, decision 037): each a submission of origin
 * "openstreetmap", whose payload is the element's facts. `npm run content:import-osm` queues them
 * (tooling/content/osm/queue.ts); an editor approves or accepts them. No person sent them: no email, no status
 * link, nobody is mailed.
 */
import type { OsmPlace } from "./elements";

/** What the history says made it (the actor of its first event). */
export const osmActor = "OpenStreetMap import";

/** Where a suggestion's facts come from: the element's page and the day OpenStreetMap was read. */
interface FromOsm {
  element: string;
  url: string;
  /** YYYY-MM-DD: the date of the source the guide will cite. */
  readOn: string;
}

/** A suggested place as stored: the element's facts as OpenStreetMap has them (absent where it has none). */
export interface OsmListingPayload extends FromOsm {
  name: string;
  /** The listing form's category (product §3), and the tag it comes from. */
  category: string;
  tag: string;
  /** OpenStreetMap's word for the kind ("Pub"): the guide's category when there is no cuisine. */
  kind: string;
  lat: number;
  lng: number;
  address?: string;
  phone?: string;
  website?: string;
  /** `opening_hours` verbatim. */
  hours?: string;
  cuisine?: string;
  wheelchair?: "yes" | "limited" | "no";
  outdoorSeating?: "yes" | "no";
}

/**
 * The facts OpenStreetMap may correct: fields of the correction form (server/places/record.ts `CorrectionField`,
 * which server/places/osm-record.ts checks they are).
 */
export type OsmCorrectionField = "phone" | "website" | "address" | "hours";

/** A suggested correction as stored: one fact of a known place. */
export interface OsmCorrectionPayload extends FromOsm {
  /** The element's name (the guide's place is the submission's place_slug). */
  name: string;
  field: OsmCorrectionField;
  value: string;
  guideValue: string;
}

/** The facts of a place that are there (no empty keys: the desk shows every key as a line). */
export function listingPayload(place: OsmPlace, readOn: string): OsmListingPayload {
  const present = <T>(value: T | null) => (value === null ? undefined : value);
  const payload: OsmListingPayload = {
    name: place.name,
    category: place.category,
    tag: place.tag,
    kind: place.kindLabel,
    address: present(place.address),
    phone: present(place.phone),
    website: present(place.website),
    hours: present(place.openingHours),
    cuisine: present(place.cuisine),
    wheelchair: present(place.wheelchair),
    outdoorSeating: place.outdoorSeating === null ? undefined : place.outdoorSeating ? "yes" : "no",
    lat: place.lat,
    lng: place.lng,
    element: place.element,
    url: place.url,
    readOn,
  };
  return Object.fromEntries(
    Object.entries(payload).filter(([, value]) => value !== undefined),
  ) as unknown as OsmListingPayload;
}
