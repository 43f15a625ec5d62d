import { z } from "zod";
import { placeSchema, type Place } from "./place-schema";

/** A content file as read from disk: its path (for messages) and its parsed JSON. */
export interface PlaceFile {
  file: string;
  data: unknown;
}

/** Thrown when content does not pass the schema; the message names file, place and field. */
export class ContentError extends Error {
  override name = "ContentError";
}

/**
 * Validates every content file with {@link placeSchema} and checks what no single record can:
 * ids and slugs unique across files. Returns the combined list (product §3: four lists merged into one).
 * @throws ContentError listing every problem, one per line: `file: place 104 "Name": field "website": message`
 */
export function validatePlaceFiles(files: PlaceFile[]): Place[] {
  const problems: string[] = [];
  const places: Place[] = [];
  const seenIds = new Map<number, string>();
  const seenSlugs = new Map<string, string>();

  for (const { file, data } of files) {
    if (!Array.isArray(data)) {
      problems.push(`${file}: must hold a JSON array of places`);
      continue;
    }
    data.forEach((record: unknown, index) => {
      const label = describeRecord(record, index);
      const result = placeSchema.safeParse(record);
      if (!result.success) {
        for (const issue of result.error.issues) {
          const field = issue.path.length ? issue.path.join(".") : "(record)";
          problems.push(`${file}: ${label}: field "${field}": ${issue.message}`);
        }
        return;
      }
      const place = result.data;
      const where = `${file}: ${label}`;
      const idOwner = seenIds.get(place.id);
      if (idOwner) problems.push(`${where}: field "id": ${place.id} is already used by ${idOwner}`);
      const slugOwner = seenSlugs.get(place.slug);
      if (slugOwner) problems.push(`${where}: field "slug": "${place.slug}" is already used by ${slugOwner}`);
      seenIds.set(place.id, where);
      seenSlugs.set(place.slug, where);
      places.push(place);
    });
  }

  if (problems.length) {
    throw new ContentError(
      `Invalid place content (${problems.length} problem${problems.length === 1 ? "" : "s"}):\n${problems.join("\n")}`,
    );
  }
  return places;
}

/** What a record's label reads, whatever else is wrong with it (one schema for every record: building one is slow). */
const labelFields = z.object({ id: z.unknown(), name: z.unknown() }).partial();

function describeRecord(record: unknown, index: number): string {
  const fields = labelFields.safeParse(record);
  const id = fields.success && fields.data.id !== undefined ? ` ${String(fields.data.id)}` : "";
  const name = fields.success && typeof fields.data.name === "string" ? ` "${fields.data.name}"` : "";
  return `place${id}${name} (#${index + 1})`;
}
