/**
 * `npm run content:import-requests` (product §17.4): approved listings and accepted corrections that
 * are not in the content yet, written into `content/places/*.json`. All or nothing: every new and
 * changed record must pass the place schema, and the whole content the loader's checks (unique ids
 * and slugs), before any file is written or any submission marked imported. A problem names the
 * request (its id and name) and the field.
 */
import { city } from "../../core/city";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import { ContentError, validatePlaceFiles } from "../../core/places/load-places";
import { placeSchema } from "../../core/places/place-schema";
import type { Database } from "../db/schema";
import { osmDecisionProblem, osmListingRecord, osmSource, type OsmListingDecision } from "../osm/osm-record";
import type { OsmCorrectionPayload, OsmListingPayload } from "../osm/suggestions";
import { extensionOf, photoFormats } from "../photos/images";
import type { PhotoStorage } from "../photos/storage";
import { photoKey } from "../store/photos";
import {
  contentFileOf,
  correctedRecord,
  hostedPhoto,
  withPhotos,
  listingRecord,
  type CorrectionDecision,
  type ListingDecision,
  type ListingFields,
  type PlaceRecord,
} from "./record";

export interface ImportReport {
  /** "added <slug> (<file>) from listing request <id>" and "corrected <slug>: <field> from correction <id>". */
  done: string[];
}

/** Thrown when a record cannot pass: every problem, one a line, each naming the request and the field. */
export class ImportError extends Error {}

/** Today in Columbus, YYYY-MM-DD (the date of the sources it writes). */
export function columbusDate(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: city.timeZone }).format(now);
}

/** Where approved photos come from and go (decision 039): the uploads' storage, and the site's `public/` folder. */
export interface PhotoImport {
  storage: PhotoStorage;
  publicDir: string;
}

/**
 * Imports what the desk approved into the content folder `contentDir`, marks each submission imported,
 * and returns what it did. Throws {@link ImportError} (nothing written, nothing marked) when a record
 * cannot pass the schema. With `photos` (decision 039), the approved photos of each request are copied
 * to `public/photos/<slug>/<id>-<width>.<ext>` and given to its place with their credit and licence; a
 * declined or undecided photo is never copied. With `only` (submission ids), only those requests are
 * imported; the others stay waiting.
 */
export async function importRequests(
  db: Kysely<Database>,
  contentDir: string,
  now = new Date(),
  photos?: PhotoImport,
  only?: readonly string[],
): Promise<ImportReport> {
  const date = columbusDate(now);
  const fileNames = readdirSync(contentDir)
    .filter((name) => name.endsWith(".json"))
    .sort();
  const files = new Map(
    fileNames.map((name) => [name, JSON.parse(readFileSync(path.join(contentDir, name), "utf8")) as PlaceRecord[]]),
  );
  const all = () => [...files.values()].flat();
  const pending = await db
    .selectFrom("submission")
    .selectAll()
    .where("imported_at", "is", null)
    .where((eb) =>
      eb.or([
        eb.and([eb("kind", "=", "listing"), eb("status", "=", "approved")]),
        eb.and([eb("kind", "=", "correction"), eb("status", "=", "accepted")]),
      ]),
    )
    .$if(only !== undefined, (query) => query.where("id", "in", only?.length ? [...only] : [""]))
    .orderBy("updated_at")
    .execute();
  const problems: string[] = [];
  const done: string[] = [];
  const changed = new Set<string>();
  /** Files to copy once every record passed: storage key -> path under public/. */
  const copies: { key: string; to: string }[] = [];

  for (const submission of pending) {
    const request = `${submission.kind === "listing" ? "listing request" : "correction"} ${submission.id} ("${submission.title}")`;
    const decision = submission.editor_data ? (JSON.parse(submission.editor_data) as unknown) : null;
    if (!decision) {
      problems.push(`${request}: no editor's decision was saved with it (approve or accept it again at the desk)`);
      continue;
    }
    let record: PlaceRecord;
    let file: string;
    const fromOsm = submission.origin === "openstreetmap";
    if (submission.kind === "listing" && fromOsm) {
      // product §17.5: a place suggested from OpenStreetMap, with what the editors added.
      const payload = JSON.parse(submission.payload) as OsmListingPayload;
      const osmDecision = decision as OsmListingDecision;
      const problem = osmDecisionProblem(payload, osmDecision);
      if (problem) {
        problems.push(`${request}: field "${problem.field}": ${problem.message}`);
        continue;
      }
      record = osmListingRecord(payload, osmDecision, all(), date);
      file = contentFileOf[osmDecision.type];
    } else if (submission.kind === "listing") {
      const listingDecision = decision as ListingDecision;
      record = listingRecord(JSON.parse(submission.payload) as ListingFields, listingDecision, all(), date);
      file = contentFileOf[listingDecision.type];
    } else {
      const found = [...files].find(([, places]) => places.some((place) => place.slug === submission.place_slug));
      if (!found) {
        problems.push(`${request}: field "place": no place "${submission.place_slug}" in the content`);
        continue;
      }
      file = found[0];
      const place = found[1].find((candidate) => candidate.slug === submission.place_slug)!;
      const payload = JSON.parse(submission.payload) as OsmCorrectionPayload;
      record = fromOsm
        ? correctedRecord(
            place,
            decision as CorrectionDecision,
            date,
            osmSource(payload.name, payload.url, payload.readOn),
          )
        : correctedRecord(place, decision as CorrectionDecision, date);
    }
    if (photos) {
      const approved = await db
        .selectFrom("photo")
        .selectAll()
        .where("submission_id", "=", submission.id)
        .where("status", "=", "approved")
        .orderBy("created_at")
        .orderBy("id")
        .execute();
      if (approved.length) {
        record = withPhotos(
          record,
          approved.map((row) => hostedPhoto(row, record.slug, date)),
        );
        for (const row of approved)
          for (const width of JSON.parse(row.widths) as number[])
            for (const format of photoFormats)
              copies.push({
                key: photoKey(row.id, width, format),
                to: path.join(photos.publicDir, "photos", record.slug, `${row.id}-${width}.${extensionOf[format]}`),
              });
      }
    }
    const result = placeSchema.safeParse(record);
    if (!result.success) {
      for (const issue of result.error.issues)
        problems.push(`${request}: field "${issue.path.join(".") || "(record)"}": ${issue.message}`);
      continue;
    }
    const places = files.get(file) ?? [];
    files.set(
      file,
      submission.kind === "listing"
        ? [...places, record]
        : places.map((place) => (place.slug === record.slug ? record : place)),
    );
    changed.add(file);
    done.push(
      submission.kind === "listing"
        ? `added ${record.slug} (${file}) from ${request}`
        : `corrected ${record.slug} (${(decision as CorrectionDecision).field}) from ${request}`,
    );
  }
  if (problems.length) throw new ImportError(problems.join("\n"));
  try {
    validatePlaceFiles([...files].map(([name, data]) => ({ file: name, data })));
  } catch (error) {
    throw new ImportError(error instanceof ContentError ? error.message : String(error));
  }
  for (const copy of copies) {
    const bytes = await photos!.storage.get(copy.key);
    if (!bytes) throw new ImportError(`photo file ${copy.key} is missing from the uploads: nothing was imported`);
    mkdirSync(path.dirname(copy.to), { recursive: true });
    writeFileSync(copy.to, bytes);
  }
  for (const file of changed)
    writeFileSync(path.join(contentDir, file), `${JSON.stringify(files.get(file), null, 2)}\n`);
  if (pending.length) {
    await db
      .updateTable("submission")
      .set({ imported_at: now.toISOString() })
      .where(
        "id",
        "in",
        pending.map((submission) => submission.id),
      )
      .execute();
  }
  return { done };
}
