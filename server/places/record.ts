/**
 * From the desk into the guide (product §17.4): what an approved listing or an accepted correction
 * becomes as a place record. Pure functions of the submission, what the editors decided at the desk, and the
 * guide as it is; server/places/approve.ts writes the result as the place's new version (decision 050), and the
 * place schema (the build's own check) judges every record before anything is written.
 */
import { openingHoursError, openingHoursFromWeek } from "../../core/hours/opening-hours.server";
import { parseHoursText, weekdays as dayNames } from "../../core/hours/parse-hours";
import { city } from "../../core/city";
import { neighborhoodAreas } from "../../core/places/neighborhood-areas";
import { estimatedFromAddress, idStarts, type PlaceType } from "../../core/places/place-schema";
import { categoryOptions, neighborhoodOptions, optionLabel } from "../../core/forms/listing-options";
import {
  dietKeys,
  dietValues,
  factKeys,
  factLabels,
  factValueText,
  reservationValues,
  toiletValues,
  wheelchairValues,
  type FactKey,
} from "../../core/places/fact-words";

/** What the editors decided when approving a listing: its type in the guide, the guide's rating, its hours. */
export interface ListingDecision {
  type: PlaceType;
  /** The guide's own score, 0-5 (product §10.3: never anyone else's). */
  rating: number;
  /** The hours in `opening_hours` syntax ({@link openingHoursOf}), confirmed from the owner's text; "" = not known. */
  hours: string;
}

/** The values a fact takes (product §10.6), or null for a fact whose value is a web address. */
const factVocabulary: Readonly<Record<FactKey, readonly string[] | null>> = {
  wheelchair: wheelchairValues,
  "toilets:wheelchair": toiletValues,
  "diet:vegetarian": dietValues,
  "diet:vegan": dietValues,
  "diet:gluten_free": dietValues,
  "diet:halal": dietValues,
  "website:menu": null,
  reservation: reservationValues,
  "website:booking": null,
};

/** "yes, limited or no". */
const either = (values: readonly string[]) => `${values.slice(0, -1).join(", ")} or ${values.at(-1)}`;

/**
 * The fields a correction can change, and what the desk calls them: the place's own fields, each fact of product
 * §10.6 by its OpenStreetMap key with the values it takes, and its photos alone.
 */
export const correctionFields = {
  hours: "Hours",
  phone: "Phone",
  website: "Website",
  address: "Address",
  description: "Description",
  closed: "Closed for good (the month, YYYY-MM)",
  ...(Object.fromEntries(
    factKeys.map((key) => {
      const values = factVocabulary[key];
      return [key, `${factLabels[key]} (${values ? either(values) : "its web address"})`];
    }),
  ) as Record<FactKey, string>),
  photos: "Only its photos (each approved above)",
} as const;
export type CorrectionField = keyof typeof correctionFields;

/** True for a correction of one of a place's facts (product §10.6), kept in its `facts`. */
export function isFactField(field: string): field is FactKey {
  return (factKeys as readonly string[]).includes(field);
}

/** What a source calls the subject of a visitor's correction: "hours", "closure", "step-free access", "vegan dishes". */
function subjectOf(field: CorrectionField): string {
  if ((dietKeys as readonly string[]).includes(field)) return `${factLabels[field as FactKey].toLowerCase()} dishes`;
  if (isFactField(field)) return factLabels[field].toLowerCase();
  return { closed: "closure", photos: "photos" }[field as string] ?? correctionFields[field].toLowerCase();
}

/**
 * product §10.1, §17.4: the source of what a visitor's correction changed: the correction itself, dated the day it
 * was sent (it has no page to link), checked by the editor who accepted it (whose acceptance dates `checkedOn`).
 */
export function correctionSource(field: CorrectionField, sentOn: string): SourceRecord {
  return submittedSource(
    "A visitor's correction",
    `Submitted to Discover Columbus (${subjectOf(field)}), checked by an editor`,
    sentOn,
    null,
  );
}

/** What the editors decided when accepting a correction: which field becomes what. */
export interface CorrectionDecision {
  field: CorrectionField;
  value: string;
}

/** A content record as written to the JSON files (the place schema checks it). */
export type PlaceRecord = Record<string, unknown> & { id: number; slug: string; name: string; type: PlaceType };

/** The content file of each type. */
export const contentFileOf: Readonly<Record<PlaceType, string>> = {
  restaurant: "restaurants.json",
  bar: "clubs-and-bars.json",
  club: "clubs-and-bars.json",
  attraction: "attractions.json",
  coffee: "coffee.json",
};

/** The listing form's categories (product §3) and the type each suggests; the editor confirms or picks one. */
export const typeOfCategory: Readonly<Record<string, PlaceType | undefined>> = {
  restaurant: "restaurant",
  "coffee shop": "coffee",
  bar: "bar",
  club: "club",
  attraction: "attraction",
  entertainment: "attraction",
};

const dayAliases: Record<string, number> = {};
dayNames.forEach((day, index) => {
  for (const alias of [day.toLowerCase(), day.slice(0, 3).toLowerCase(), day.slice(0, 2).toLowerCase()])
    dayAliases[alias] = index;
});
dayAliases.tues = 1;
dayAliases.thur = 3;
dayAliases.thurs = 3;

/** "9 AM", "9am", "9:30pm", "12 noon" -> "9:00 AM" etc. (the hours grammar's clock, product §11.1); else the text as it was. */
function clock(text: string): string {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?$/i.exec(text.trim());
  if (!match) return text.trim();
  return `${Number(match[1])}:${match[2] ?? "00"} ${match[3]!.toUpperCase()}M`;
}

/** A day's hours text with its clocks written as the grammar wants ("9am-5pm" -> "9:00 AM - 5:00 PM"). */
function dayText(text: string): string {
  const trimmed = text.trim();
  if (/^closed$/i.test(trimmed)) return "Closed";
  return trimmed
    .split(/\s*,\s*/)
    .map((span) => {
      const [opens, closes] = span.split(/\s*(?:-|–|to)\s*/i);
      return closes === undefined ? span : `${clock(opens!)} - ${clock(closes)}`;
    })
    .join(", ");
}

/**
 * product §17.4: weekly hours written as people write them, one group of days a part, parts split by
 * ";" or new lines: "Mon-Fri 9 AM - 5 PM; Sat 10:00 AM - 4:00 PM, 6:00 PM - 11:00 PM; Sun Closed",
 * "Daily 7am-6pm", "Fri 8:00 PM - 2:00 AM". Days are names or their first two or three letters,
 * alone, in ranges ("Mon-Fri", "Fri to Sun") or lists ("Sat, Sun"). Each day's text must pass the
 * hours parser (product §11.1); days not named are Closed.
 * @returns the hours keyed by weekday (Monday first, as the content writes them), or the first problem
 */
export function weeklyHoursFromText(
  text: string,
): { ok: true; hours: Record<string, string> } | { ok: false; error: string } {
  const byDay = new Map<number, string>();
  const parts = text.split(/\s*(?:;|\n)\s*/).filter(Boolean);
  if (parts.length === 0) return { ok: false, error: "no hours given" };
  for (const part of parts) {
    const match = /^((?:daily|every day|[a-z]+(?:\s*(?:-|–|to|,|&|and)\s*[a-z]+)*))\s*:?\s+(.+)$/i.exec(part);
    if (!match)
      return { ok: false, error: `"${part}" does not start with its days (e.g. "Mon-Fri 9:00 AM - 5:00 PM")` };
    const days = daysOf(match[1]!);
    if (!days) return { ok: false, error: `"${match[1]}" is not a day or a range of days` };
    const hours = dayText(match[2]!);
    for (const day of days) {
      const parsed = parseHoursText(hours, day as never);
      if (!parsed.ok) return { ok: false, error: `${dayNames[day]}: "${hours}" ${parsed.error}` };
      byDay.set(day, hours);
    }
  }
  return { ok: true, hours: Object.fromEntries(dayNames.map((day, index) => [day, byDay.get(index) ?? "Closed"])) };
}

/**
 * product §11, §17.4 (decision 038): hours typed at the desk (or by an owner) as the guide stores them, in
 * OpenStreetMap's `opening_hours` syntax: a text the syntax reads is kept as it is ("Mo-Fr 09:00-17:00;
 * PH off"); one written as people write them ({@link weeklyHoursFromText}: "Mon-Fri 9am-5pm; Sat 10-4")
 * is converted. Checked by the `opening_hours` library at the city's centre (sun times at the place's own point
 * come with the build).
 * @returns the syntax, or a message saying why neither reading works
 */
export function openingHoursOf(text: string): { ok: true; openingHours: string } | { ok: false; error: string } {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, error: "no hours given" };
  const syntaxError = openingHoursError(trimmed, city.geo);
  if (!syntaxError) return { ok: true, openingHours: trimmed };
  const weekly = weeklyHoursFromText(trimmed);
  if (!weekly.ok) return { ok: false, error: weekly.error };
  const openingHours = openingHoursFromWeek(weekly.hours);
  const converted = openingHoursError(openingHours, city.geo);
  return converted ? { ok: false, error: converted } : { ok: true, openingHours };
}

/** The day indexes (Monday 0) a days text names, or null. */
function daysOf(text: string): number[] | null {
  if (/^(daily|every day)$/i.test(text.trim())) return [0, 1, 2, 3, 4, 5, 6];
  const days: number[] = [];
  for (const group of text.split(/\s*(?:,|&|\band\b)\s*/i)) {
    const [from, to] = group.split(/\s*(?:-|–|\bto\b)\s*/i).map((day) => dayAliases[day.toLowerCase()]);
    if (from === undefined) return null;
    if (to === undefined && /-|–|\bto\b/i.test(group)) return null;
    const end = to ?? from;
    for (let day = from; ; day = (day + 1) % 7) {
      days.push(day);
      if (day === end) break;
    }
  }
  return days;
}

/** A URL key from a name: lower-case words joined by "-" ("Café Zoë's" -> "cafe-zoes"). */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The listing's fields as the form stored them (product §3, listingSchema's output). */
export interface ListingFields {
  name: string;
  category: string;
  description: string;
  address: string;
  neighborhood: string;
  phone: string;
  website?: string;
  hours: string;
  priceRange: string;
  contactName: string;
  contactEmail: string;
}

/**
 * product §17.4: the place record an approved listing becomes. The next free id of its type (ids are
 * unique across every file), a slug not yet taken, the hours in `opening_hours` syntax, the dated
 * source "Submitted by the business" (its website when it gave one; never the private status link),
 * and the point estimated from the address: the centre of its neighborhood, marked "estimated from
 * address" (`npm run content:geocode` places it from the street address where there is network).
 * Nothing the owner did not say is added: no photo, no features, not featured.
 */
export function listingRecord(
  listing: ListingFields,
  decision: ListingDecision,
  existing: readonly { id: number; slug: string }[],
  date: string,
): PlaceRecord {
  const id = nextFreeId(decision.type, existing);
  const slug = freeSlug(listing.name, existing);
  const hours = decision.hours.trim() ? openingHoursOf(decision.hours) : null;
  const neighborhood = optionLabel(neighborhoodOptions, listing.neighborhood);
  const area = neighborhoodAreas[neighborhood];
  const website = listing.website || null;
  return {
    id,
    name: listing.name,
    slug,
    type: decision.type,
    category: optionLabel(categoryOptions, listing.category),
    description: listing.description,
    images: [],
    rating: decision.rating,
    ...(decision.type === "coffee" ? {} : { priceRange: listing.priceRange }),
    address: listing.address,
    neighborhood,
    ...(area ? { geo: { lat: area.lat, lng: area.lng, source: estimatedFromAddress } } : {}),
    phone: listing.phone,
    website,
    ...(hours && { openingHours: hours.ok ? hours.openingHours : decision.hours }),
    features: [],
    featured: false,
    checkedOn: date,
    sources: [submittedSource(listing.name, "Submitted by the business", date, website)],
  };
}

/** product §3.2: the first id of its type's block that no place of any file has. */
export function nextFreeId(type: PlaceType, existing: readonly { id: number }[]): number {
  const ids = new Set(existing.map((place) => place.id));
  let id = idStarts[type];
  while (ids.has(id)) id += 1;
  return id;
}

/** The name's slug ({@link slugify}), with "-2", "-3"... when a place already has it. */
export function freeSlug(name: string, existing: readonly { slug: string }[]): string {
  const slugs = new Set(existing.map((place) => place.slug));
  const base = slugify(name) || "place";
  let slug = base;
  for (let n = 2; slugs.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/** A source for what people sent the desk: dated, with a link only where one is public. */
export function submittedSource(publisher: string, title: string, date: string, url: string | null) {
  return { publisher, title, ...(url ? { url } : {}), date };
}

/** A content source: publisher, title, and a link or a date (the place schema's sourceSchema). */
export type SourceRecord = { publisher: string; title: string; url?: string; date?: string };

/** The sources with `source` added; a source with the same link is replaced (its date moves on), never listed twice. */
export function withSource(sources: readonly SourceRecord[], source: SourceRecord): SourceRecord[] {
  const kept = source.url ? sources.filter((other) => other.url !== source.url) : [...sources];
  return [...kept, source];
}

/**
 * product §17.4: a place record with an accepted correction applied (a copy), its source added and
 * `checkedOn` moved to `date` (the day the editor accepted it). Hours become `opening_hours` syntax
 * ({@link openingHoursOf}); "closed" takes a month (YYYY-MM); a fact (product §10.6) is set in `facts` with the same
 * source and `date` as the day it was checked. The source is the visitor's correction ({@link correctionSource}), or
 * `source` when the correction has a public one (OpenStreetMap's element, product §17.5).
 */
export function correctedRecord(
  place: PlaceRecord,
  decision: CorrectionDecision,
  date: string,
  source: SourceRecord = correctionSource(decision.field, date),
): PlaceRecord {
  const next: PlaceRecord = {
    ...place,
    checkedOn: date,
    sources: withSource((place.sources as SourceRecord[] | undefined) ?? [], source),
  };
  const value = decision.value.trim();
  if (isFactField(decision.field)) {
    next.facts = { ...(place.facts as object | undefined), [decision.field]: { value, source, checkedOn: date } };
    return next;
  }
  switch (decision.field) {
    case "hours": {
      const hours = openingHoursOf(value);
      next.openingHours = hours.ok ? hours.openingHours : value;
      break;
    }
    case "photos":
      break; // decision 039: only the photos approved at the desk change (import.ts adds them)
    case "closed":
      next.status = "closed";
      next.closedOn = value;
      break;
    case "website":
      next.website = value || null;
      break;
    case "phone":
      next.phone = value || null;
      break;
    default:
      next[decision.field] = value;
  }
  return next;
}

/**
 * product §17.4: what the guide says now of the field a correction changes, for the desk to show beside what it
 * proposes: the value in the place page's words, "not known" for a fact or hours the guide does not know (a fact
 * with its source and the day it was checked).
 */
export function currentValueOf(place: Record<string, unknown>, field: CorrectionField): string {
  if (isFactField(field)) {
    const fact = (
      place.facts as Record<string, { value: string; source: SourceRecord; checkedOn: string }> | undefined
    )?.[field];
    return fact
      ? `${proposedValueText(field, fact.value)} (source: ${fact.source.publisher}, checked ${fact.checkedOn})`
      : "not known";
  }
  switch (field) {
    case "hours":
      return typeof place.openingHours === "string" ? place.openingHours : "not known";
    case "closed":
      return place.status === "closed" ? `closed since ${String(place.closedOn)}` : "open";
    case "photos":
      return "";
    default: {
      const value = place[field];
      return typeof value === "string" && value !== "" ? value : "none";
    }
  }
}

/** A proposed value as the desk says it: a fact's value with the place page's words ("yes: Yes, step-free"). */
export function proposedValueText(field: CorrectionField, value: string): string {
  if (!isFactField(field) || factVocabulary[field] === null) return value;
  const words = factValueText(field, value);
  return words === value ? value : `${value}: ${words}`;
}

/** The licence every photo sent to the desk is granted under (decision 039). */
export const submittedPhotoLicense = "CC BY 4.0";

/**
 * decision 039: a photo approved at the desk as the place record holds it, hosted by the guide under
 * `/photos/<slug>/<id>`: its widths and size, what it shows (the editor's words), the sender's credit,
 * CC BY 4.0, and the dated source of what people send the desk.
 */
export function hostedPhoto(
  row: { id: string; widths: string; width: number; height: number; alt: string | null; credit: string | null },
  slug: string,
  date: string,
) {
  return {
    src: `/photos/${slug}/${row.id}`,
    widths: JSON.parse(row.widths) as number[],
    width: row.width,
    height: row.height,
    alt: row.alt ?? "",
    credit: row.credit ?? "",
    license: submittedPhotoLicense,
    source: "Submitted to Discover Columbus",
    date,
  };
}

/**
 * decision 039: a place record with photos added (a copy): the first becomes its main image when it has
 * none, the rest join its other photos.
 */
export function withPhotos(place: PlaceRecord, photos: readonly object[]): PlaceRecord {
  if (photos.length === 0) return place;
  const images = [...((place.images as object[] | undefined) ?? [])];
  const [first, ...rest] = photos;
  if (place.image === undefined) return { ...place, image: first, images: [...images, ...rest] };
  return { ...place, images: [...images, ...photos] };
}
