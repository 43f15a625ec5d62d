/**
 * An editor's own edit of a place at the desk (decision 050): the fields the desk's form offers, read from what
 * was typed into the place's record, with the source the editor names for it (product §10: every fact has its
 * source). The place schema then judges the record (store.ts writeVersion).
 */
import { columbusDate } from "../../core/hours/columbus-date";
import { priceRanges, type Place } from "../../core/places/place-schema";
import type { PlaceChangeKind } from "../db/schema";
import { openingHoursOf, withSource, type PlaceRecord, type SourceRecord } from "./record";

/** The fields of the desk's edit form, in order, with their labels. */
export const editFields = {
  name: "Name",
  category: "Category",
  description: "Description",
  address: "Address",
  neighborhood: "Neighborhood",
  phone: "Phone",
  website: "Website",
  openingHours: "Hours (OpenStreetMap's opening_hours syntax, or as people write them; empty when not known)",
  priceRange: "Price range",
  features: "Features & Amenities (one per line)",
  rating: "The guide's rating (0 to 5)",
  featured: "Featured",
  closedOn: "Closed for good since (YYYY-MM or YYYY-MM-DD; empty while open)",
  sourcePublisher: "Source: who says it (e.g. the place's own website)",
  sourceTitle: "Source: the page or document",
  sourceUrl: "Source: its address (https://…), or empty for something sent to the guide",
} as const;
export type EditField = keyof typeof editFields;

/** The form's values for a place as it is (the source fields empty: each edit names its own). */
export function editFormOf(place: Place): Record<EditField, string> {
  return {
    name: place.name,
    category: place.category,
    description: place.description,
    address: place.address ?? "",
    neighborhood: place.neighborhood,
    phone: place.phone ?? "",
    website: place.website ?? "",
    openingHours: place.openingHours ?? "",
    priceRange: place.priceRange ?? "",
    features: place.features.join("\n"),
    rating: place.rating === undefined ? "" : String(place.rating),
    featured: place.featured ? "yes" : "",
    closedOn: place.closedOn ?? "",
    sourcePublisher: "",
    sourceTitle: "",
    sourceUrl: "",
  };
}

/**
 * The record an edit makes of `place` (a copy), its kind ("closure" when it closes the place, else "editor"), or
 * the first problem with what was typed, naming the field.
 */
export function editedRecord(
  place: Place,
  form: Readonly<Partial<Record<EditField, string>>>,
  now: Date,
): { record: PlaceRecord; kind: PlaceChangeKind } | { field: EditField; problem: string } {
  const value = (field: EditField) => (form[field] ?? "").trim();
  const date = columbusDate(now);
  if (!value("sourcePublisher") || !value("sourceTitle"))
    return { field: "sourcePublisher", problem: "Name the source of this change: who says it, and where." };
  if (value("sourceUrl") && !/^https?:\/\/\S+$/.test(value("sourceUrl")))
    return { field: "sourceUrl", problem: "The source's address must start with https:// (or http://)." };
  const source: SourceRecord = {
    publisher: value("sourcePublisher"),
    title: value("sourceTitle"),
    ...(value("sourceUrl") ? { url: value("sourceUrl") } : { date }),
  };
  const rating = value("rating") === "" ? undefined : Number(value("rating"));
  if (rating !== undefined && !(rating >= 0 && rating <= 5))
    return { field: "rating", problem: "The guide's rating is a number from 0 to 5." };
  if (value("priceRange") && !(priceRanges as readonly string[]).includes(value("priceRange")))
    return { field: "priceRange", problem: `The price range is one of ${priceRanges.join(", ")}.` };
  const hours = value("openingHours") ? openingHoursOf(value("openingHours")) : null;
  if (hours && !hours.ok) return { field: "openingHours", problem: `The hours cannot be read: ${hours.error}.` };
  const closing = value("closedOn") !== "";
  const record: PlaceRecord = {
    ...(place as unknown as PlaceRecord),
    name: value("name"),
    category: value("category"),
    description: value("description"),
    address: value("address") || null,
    neighborhood: value("neighborhood"),
    phone: value("phone") || null,
    website: value("website") || null,
    features: (form.features ?? "")
      .split("\n")
      .map((feature) => feature.trim())
      .filter(Boolean),
    featured: value("featured") === "yes",
    checkedOn: date,
    sources: withSource(place.sources, source),
  };
  for (const [field, given] of [
    ["openingHours", hours?.ok ? hours.openingHours : undefined],
    ["priceRange", value("priceRange") || undefined],
    ["rating", rating],
  ] as const) {
    if (given === undefined) delete record[field];
    else record[field] = given;
  }
  if (closing) {
    record.status = "closed";
    record.closedOn = value("closedOn");
  } else {
    record.status = "open";
    delete record.closedOn;
  }
  return { record, kind: closing && place.status !== "closed" ? "closure" : "editor" };
}
