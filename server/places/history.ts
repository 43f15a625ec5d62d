/**
 * decision 050: what a place's public history says of a change: each field that changed, with what it said before
 * and after, as a visitor reads it. Never the sources' private parts (there are none in a record) and never who
 * sent or approved it: a submission's email and an editor's notes are not in the record at all.
 */
import { calendarDate } from "../../core/hours/hours-calendar";
import { openingHoursInWords } from "../../core/hours/week-words";
import { factKeys, factLabels, factValueText } from "../../core/places/fact-words";
import type { Photo, Place, Source } from "../../core/places/place-schema";

/** One changed field as the history page lists it. */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** The fields a history names, in the order a place page shows them, with their public label. */
const fieldLabels: readonly [keyof Place, string][] = [
  ["name", "Name"],
  ["type", "Type"],
  ["category", "Category"],
  ["description", "Description"],
  ["status", "Status"],
  ["closedOn", "Closed since"],
  ["rating", "The guide's rating"],
  ["priceRange", "Price range"],
  ["address", "Address"],
  ["neighborhood", "Neighborhood"],
  ["geo", "Point on the map"],
  ["phone", "Phone"],
  ["website", "Website"],
  ["openingHours", "Hours"],
  ["hoursConfirmed", "Hours confirmed"],
  ["features", "Features & Amenities"],
  ["featured", "Featured"],
  ["image", "Photo"],
  ["images", "More photos"],
  ["reviewCount", "Review count"],
  ["mapEmbedUrl", "Map"],
];

/** "November 29, 2026" of `YYYY-MM-DD`. */
export const longDate = (date: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "UTC", dateStyle: "long" }).format(new Date(`${date}T12:00:00Z`));

/** A photo as text: who took it and its licence. */
const photoText = (photo: Photo) => `Photo by ${photo.credit} (${photo.license})`;

/** A field's value as the history shows it ("" when the record does not give it). */
export function fieldText(place: Partial<Place>, field: keyof Place): string {
  const value = place[field];
  if (value === undefined || value === null || value === "") return "";
  switch (field) {
    case "geo": {
      const geo = value as Place["geo"];
      return `${geo.lat.toFixed(5)}, ${geo.lng.toFixed(5)}`;
    }
    case "features":
      return (value as string[]).join(", ");
    case "featured":
      return value ? "yes" : "no";
    case "image":
      return photoText(value as Photo);
    case "images":
      return (value as Photo[]).map(photoText).join("; ");
    case "status":
      return value === "closed" ? "permanently closed" : "open";
    case "openingHours":
      // decision 068: the week in the page's words ("Mon-Sat 11 AM - 11 PM"), never the syntax.
      return place.geo
        ? openingHoursInWords(String(value), place.geo, calendarDate(place.checkedOn ?? "2026-01-01"))
        : String(value);
    case "hoursConfirmed": {
      const confirmed = value as NonNullable<Place["hoursConfirmed"]>;
      return `by ${confirmed.by === "owner" ? "the owner" : "our editors"} on ${longDate(confirmed.on)}`;
    }
    default:
      return String(value);
  }
}

/** A fact of a place (product §10.6) as the history shows it: in the place page's words, "" when not known. */
function factText(place: Partial<Place>, key: (typeof factKeys)[number]): string {
  const fact = place.facts?.[key];
  return fact ? factValueText(key, fact.value) : "";
}

/**
 * The fields that differ between two records of a place (before: undefined for a new place), in page order, then
 * its facts (product §10.6) by the place page's names.
 */
export function diffRecords(before: Partial<Place> | undefined, after: Partial<Place>): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const [field, label] of fieldLabels) {
    let was = before ? fieldText(before, field) : "";
    let now = fieldText(after, field);
    // Hours whose usual week reads alike but whose text differs (a holiday, a season) show their text.
    if (field === "openingHours" && was === now && (before?.openingHours ?? "") !== (after.openingHours ?? "")) {
      was = before?.openingHours ?? "";
      now = after.openingHours ?? "";
    }
    if (was !== now) changes.push({ field: label, before: was, after: now });
  }
  for (const key of factKeys) {
    const was = before ? factText(before, key) : "";
    const now = factText(after, key);
    if (was !== now) changes.push({ field: factLabels[key], before: was, after: now });
  }
  return changes;
}

/**
 * The sources `after` has that `before` had not (what a change of a place or an event came with), compared by their
 * JSON.
 */
export function addedSources(
  before: { sources?: readonly Source[] } | undefined,
  after: { sources?: readonly Source[] },
): Source[] {
  const known = new Set((before?.sources ?? []).map((source) => JSON.stringify(source)));
  return (after.sources ?? []).filter((source) => !known.has(JSON.stringify(source)));
}
