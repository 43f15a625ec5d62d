/**
 * OpenStreetMap's elements as the desk reads them (decision 037): an Overpass answer's elements
 * (`out center tags`) mapped to the few facts the guide keeps, each as OpenStreetMap states it. Pure
 * functions: no network, no database. Nothing is added that the tags do not say: an element without a
 * name or a point is left out, a tag with a value the guide cannot use (a website that is not http(s),
 * `wheelchair=designated`) is read as absent.
 */
import type { PlaceType } from "../../core/places/place-schema";

/** One element of an Overpass JSON answer: a node with its point, a way or relation with its centre (`out center`). */
export interface OverpassElement {
  type: "node" | "way" | "relation";
  id: number;
  lat?: number;
  lon?: number;
  center?: { lat: number; lon: number };
  tags?: Record<string, string>;
}

/** An Overpass JSON answer (`[out:json]`): https://dev.overpass-api.de/overpass-doc/en/targets/formats.html */
export interface OverpassAnswer {
  version: number;
  generator?: string;
  osm3s?: { timestamp_osm_base?: string; copyright?: string };
  elements: OverpassElement[];
  /** Set by Overpass when the query ran out of time or memory after a partial answer. */
  remark?: string;
}

/** Who OpenStreetMap's data comes from, as every source of it says (ODbL 1.0 asks for this credit). */
export const osmPublisher = "OpenStreetMap contributors (ODbL)";

/** OpenStreetMap's copyright and licence page, linked wherever its facts show. */
export const osmCopyrightUrl = "https://www.openstreetmap.org/copyright";

/** The kinds of place the import asks for: OpenStreetMap's tag, the listing form's category and the guide's type. */
export const osmKinds = [
  { key: "amenity", value: "restaurant", category: "restaurant", type: "restaurant", label: "Restaurant" },
  { key: "amenity", value: "cafe", category: "coffee shop", type: "coffee", label: "Cafe" },
  { key: "amenity", value: "bar", category: "bar", type: "bar", label: "Bar" },
  { key: "amenity", value: "pub", category: "bar", type: "bar", label: "Pub" },
  { key: "amenity", value: "nightclub", category: "club", type: "club", label: "Nightclub" },
  { key: "tourism", value: "museum", category: "attraction", type: "attraction", label: "Museum" },
  { key: "tourism", value: "gallery", category: "attraction", type: "attraction", label: "Gallery" },
  { key: "tourism", value: "attraction", category: "attraction", type: "attraction", label: "Attraction" },
  { key: "tourism", value: "zoo", category: "attraction", type: "attraction", label: "Zoo" },
  { key: "tourism", value: "aquarium", category: "attraction", type: "attraction", label: "Aquarium" },
] as const satisfies readonly {
  key: "amenity" | "tourism";
  value: string;
  category: string;
  type: PlaceType;
  label: string;
}[];

export type OsmKind = (typeof osmKinds)[number];

/** What the guide can take from one element: every fact as OpenStreetMap has it, or null where it has none. */
export interface OsmPlace {
  /** `node/123`, `way/456`, `relation/789`: the element, unique in OpenStreetMap. */
  element: string;
  /** Its page on openstreetmap.org: the source of every fact below. */
  url: string;
  name: string;
  /** The tag that made it a place of the guide, e.g. `amenity=pub`. */
  tag: string;
  /** The listing form's category (product §3, lower-case) and the guide's type it suggests. */
  category: OsmKind["category"];
  type: PlaceType;
  /** What OpenStreetMap calls the kind ("Pub", "Museum"), for the guide's category when no cuisine is given. */
  kindLabel: string;
  /** The point (a node's own, a way's or relation's centre), WGS 84 degrees. */
  lat: number;
  lng: number;
  /** "169 East Beck Street, Columbus, OH 43206" from `addr:*` (house number and street needed), words as OpenStreetMap writes them. */
  address: string | null;
  /** House number and street alone, for comparing with the guide's address. */
  street: string | null;
  /** `phone` or `contact:phone` (the first of several), a US number written as the guide writes them: "(614) 555-0142". */
  phone: string | null;
  /** `website` or `contact:website`, http(s) only ("www.example.org" gets https://, as the listing form does). */
  website: string | null;
  /** `cuisine` values made readable: "pizza;italian" -> "Pizza, Italian". */
  cuisine: string | null;
  /** `opening_hours` exactly as written (OpenStreetMap's syntax, https://wiki.openstreetmap.org/wiki/Key:opening_hours). */
  openingHours: string | null;
  wheelchair: "yes" | "limited" | "no" | null;
  /** `outdoor_seating=yes` true, `=no` false. */
  outdoorSeating: boolean | null;
}

/** Why an element of the answer is not a place for the desk. */
export type SkipReason = "no name" | "no point" | "not a kind the guide lists";

/** https://www.openstreetmap.org/node/123 */
export function elementUrl(element: Pick<OverpassElement, "type" | "id">): string {
  return `https://www.openstreetmap.org/${element.type}/${element.id}`;
}

const clean = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** The first of several values (`;`-separated, OpenStreetMap's way of listing them). */
const firstValue = (value: string | undefined) => clean(value?.split(";")[0]);

/**
 * A phone number as the guide writes US numbers, "(614) 228-4343", from OpenStreetMap's usual
 * "+1 614-228-4343" or "+1-614-228-4343"; any other number as written.
 */
export function guidePhone(value: string): string {
  const digits = value.replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  if (national.length !== 10 || /[a-z]/i.test(value)) return value.trim();
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

/** An http(s) URL, or a bare host name with https:// put before it (as the listing form does); anything else null. */
export function httpWebsite(value: string): string | null {
  const text = value.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text)
    ? text
    : /^[a-z0-9-]+(\.[a-z0-9-]+)+([/?#]|$)/i.test(text)
      ? `https://${text}`
      : null;
  if (!withScheme) return null;
  try {
    const url = new URL(withScheme);
    return url.protocol === "http:" || url.protocol === "https:" ? withScheme : null;
  } catch {
    return null;
  }
}

/** `cuisine=coffee_shop;ice_cream` -> "Coffee Shop, Ice Cream". */
export function readableCuisine(value: string): string {
  return value
    .split(";")
    .map((part) =>
      part
        .trim()
        .replace(/_/g, " ")
        .replace(/\b[a-z]/g, (letter) => letter.toUpperCase()),
    )
    .filter(Boolean)
    .join(", ");
}

/** The kind of place an element's tags make it (amenity before tourism), or null. */
export function kindOf(tags: Record<string, string>): OsmKind | null {
  return osmKinds.find((kind) => tags[kind.key] === kind.value) ?? null;
}

/**
 * One element as an {@link OsmPlace}, or why it is none: it needs a name, a point and one of the
 * {@link osmKinds}. Each fact comes from its tag alone; tags that hold nothing the guide can use give null.
 */
export function osmPlaceOf(element: OverpassElement): OsmPlace | { skipped: SkipReason } {
  const tags = element.tags ?? {};
  const name = clean(tags.name);
  if (!name) return { skipped: "no name" };
  const lat = element.lat ?? element.center?.lat;
  const lng = element.lon ?? element.center?.lon;
  if (lat === undefined || lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng))
    return { skipped: "no point" };
  const kind = kindOf(tags);
  if (!kind) return { skipped: "not a kind the guide lists" };
  const housenumber = clean(tags["addr:housenumber"]);
  const streetName = clean(tags["addr:street"]);
  const street = housenumber && streetName ? `${housenumber} ${streetName}` : null;
  const region = [clean(tags["addr:state"]), clean(tags["addr:postcode"])].filter(Boolean).join(" ");
  const address = street ? [street, clean(tags["addr:city"]), region].filter(Boolean).join(", ") : null;
  const phone = firstValue(tags.phone) ?? firstValue(tags["contact:phone"]);
  const website = firstValue(tags.website) ?? firstValue(tags["contact:website"]);
  const wheelchair = tags.wheelchair === "yes" || tags.wheelchair === "limited" || tags.wheelchair === "no";
  return {
    element: `${element.type}/${element.id}`,
    url: elementUrl(element),
    name,
    tag: `${kind.key}=${kind.value}`,
    category: kind.category,
    type: kind.type,
    kindLabel: kind.label,
    lat,
    lng,
    address,
    street,
    phone: phone ? guidePhone(phone) : null,
    website: website ? httpWebsite(website) : null,
    cuisine: clean(tags.cuisine) ? readableCuisine(tags.cuisine!) || null : null,
    openingHours: clean(tags.opening_hours),
    wheelchair: wheelchair ? (tags.wheelchair as "yes" | "limited" | "no") : null,
    outdoorSeating: tags.outdoor_seating === "yes" ? true : tags.outdoor_seating === "no" ? false : null,
  };
}

/** Every element of an answer read: the places, and how many were left out for each reason. */
export function readAnswer(answer: OverpassAnswer): { places: OsmPlace[]; skipped: Record<SkipReason, number> } {
  const places: OsmPlace[] = [];
  const skipped: Record<SkipReason, number> = { "no name": 0, "no point": 0, "not a kind the guide lists": 0 };
  for (const element of answer.elements) {
    const read = osmPlaceOf(element);
    if ("skipped" in read) skipped[read.skipped] += 1;
    else places.push(read);
  }
  return { places, skipped };
}
