/**
 * From the desk into the guide (product §17.4, decision 050): what an approved listing, an accepted correction or
 * an approved photo makes of the place: a new version, written in the same transaction as the editor's decision,
 * which the publisher then puts live. Nothing is written when the record fails the place schema: the editor is
 * told why, naming the field.
 */
import type { Transaction } from "kysely";
import { columbusDate } from "../../core/hours/columbus-date";
import type { Database, PlaceChangeKind, Submission } from "../db/schema";
import { osmDecisionProblem, osmListingRecord, osmSource, type OsmListingDecision } from "./osm-record";
import type { OsmCorrectionPayload, OsmListingPayload } from "../osm/suggestions";
import {
  correctedRecord,
  correctionSource,
  hostedPhoto,
  listingRecord,
  withPhotos,
  type CorrectionDecision,
  type ListingDecision,
  type ListingFields,
  type PlaceRecord,
} from "./record";
import { findPlaceBySlug, PlaceRefused, writeVersion, type WrittenVersion } from "./store";

/** The approved photos of a submission as the place record holds them (decision 039), oldest first. */
async function approvedPhotos(trx: Transaction<Database>, submissionId: string, slug: string, date: string) {
  const rows = await trx
    .selectFrom("photo")
    .selectAll()
    .where("submission_id", "=", submissionId)
    .where("status", "=", "approved")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => hostedPhoto(row, slug, date));
}

/**
 * The version an editor's decision on `submission` makes (an approved listing, an accepted correction), written
 * inside the decision's transaction. `decision` is what the desk stored as the submission's editor data.
 * @throws PlaceRefused naming the field, when the record cannot be a place of the guide.
 */
export async function versionOfDecision(
  trx: Transaction<Database>,
  submission: Submission,
  decision: unknown,
  editor: string,
  now = new Date(),
): Promise<WrittenVersion> {
  const date = columbusDate(now);
  const existing = await trx.selectFrom("place").select(["id", "slug"]).execute();
  const fromOsm = submission.origin === "openstreetmap";
  let record: PlaceRecord;
  let kind: PlaceChangeKind;
  if (submission.kind === "listing" && fromOsm) {
    // product §17.5: a place suggested from OpenStreetMap, with what the editors added.
    const payload = JSON.parse(submission.payload) as OsmListingPayload;
    const osmDecision = decision as OsmListingDecision;
    const problem = osmDecisionProblem(payload, osmDecision);
    if (problem) throw new PlaceRefused(`field "${problem.field}": ${problem.message}`);
    record = osmListingRecord(payload, osmDecision, existing, date);
    kind = "openstreetmap";
  } else if (submission.kind === "listing") {
    record = listingRecord(
      JSON.parse(submission.payload) as ListingFields,
      decision as ListingDecision,
      existing,
      date,
    );
    kind = "listing";
  } else if (submission.kind === "correction") {
    const place = submission.place_slug ? await findPlaceBySlug(trx, submission.place_slug) : undefined;
    if (!place) throw new PlaceRefused(`field "place": no place "${submission.place_slug}" in the guide`);
    const correction = decision as CorrectionDecision;
    // product §17.4: OpenStreetMap's element, or the visitor's correction dated the day it was sent.
    const source = fromOsm
      ? osmSource(...osmSourceOf(JSON.parse(submission.payload) as OsmCorrectionPayload))
      : correctionSource(correction.field, columbusDate(new Date(submission.created_at)));
    record = correctedRecord(place as unknown as PlaceRecord, correction, date, source);
    kind = fromOsm
      ? "openstreetmap"
      : correction.field === "closed"
        ? "closure"
        : correction.field === "photos"
          ? "photo"
          : "correction";
  } else {
    throw new PlaceRefused(`a ${submission.kind} changes no place`);
  }
  record = withPhotos(record, await approvedPhotos(trx, submission.id, record.slug, date));
  return writeVersion(trx, { record, kind, submissionId: submission.id, editor }, now);
}

const osmSourceOf = (payload: OsmCorrectionPayload): [string, string, string] => [
  payload.name,
  payload.url,
  payload.readOn,
];

/**
 * decision 039 after the decision: a photo approved (or declined) once its submission's place is in the guide
 * changes that place: a version with the photo added (or taken out), kind "photo". Nothing when the submission's
 * place is not in the guide yet (the photo joins it when the listing is approved).
 */
export async function versionOfPhotoDecision(
  trx: Transaction<Database>,
  photo: { id: string; submission_id: string | null },
  editor: string,
  now = new Date(),
): Promise<WrittenVersion | null> {
  if (!photo.submission_id) return null;
  const made = await trx
    .selectFrom("place_version")
    .innerJoin("place", "place.id", "place_version.place_id")
    .select(["place.record"])
    .where("place_version.submission_id", "=", photo.submission_id)
    .executeTakeFirst();
  if (!made) return null;
  const place = JSON.parse(made.record) as PlaceRecord & { image?: { src?: string }; images?: { src?: string }[] };
  const src = `/photos/${place.slug}/${photo.id}`;
  const row = await trx.selectFrom("photo").selectAll().where("id", "=", photo.id).executeTakeFirstOrThrow();
  const photos = [place.image, ...(place.images ?? [])].filter((each): each is { src?: string } => !!each);
  const has = photos.some((each) => each.src === src);
  let record: PlaceRecord;
  if (row.status === "approved" && !has) {
    record = withPhotos(place, [hostedPhoto(row, place.slug, columbusDate(now))]);
  } else if (row.status !== "approved" && has) {
    const kept = photos.filter((each) => each.src !== src);
    const [image, ...images] = kept;
    record = { ...place, images };
    if (image) record.image = image;
    else delete record.image;
  } else {
    return null;
  }
  return writeVersion(trx, { record, kind: "photo", submissionId: photo.submission_id, editor }, now);
}
