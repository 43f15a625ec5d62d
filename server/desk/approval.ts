/**
 * What an editor's Save on a submission means (product §17.2, §17.4, §17.5): the move it asks for, checked against
 * what the guide needs before a listing is approved (its type, the guide's rating, hours the guide can read and the
 * editor checked) or a correction accepted (the field and its new value), with the mail that goes with it. A plain
 * module: the desk's handler reads the form, calls {@link decideMove}, and stores the move or shows the problem
 * with everything the editor typed kept.
 */
import { priceRanges, placeTypes } from "../../core/places/place-schema";
import type { Submission, SubmissionStatus } from "../db/schema";
import { osmDecisionProblem, type OsmListingDecision } from "../places/osm-record";
import type { OsmListingPayload } from "../osm/suggestions";
import { correctionFields, openingHoursOf, type CorrectionField } from "../places/record";
import { listingApprovedMail, replyMail } from "../web/mails";
import type { Move } from "../store/submissions";
import { statusLabels } from "../store/transitions";

/** The fields of the desk's form for one submission, as typed (every value a string; "" when absent). */
export type EditorForm = Readonly<Record<string, string>>;

/** The names of the form's fields, for reading a post and for keeping what was typed. */
export const editorFormFields = [
  "to",
  "accept",
  "type",
  "rating",
  "hours",
  "hoursChecked",
  "description",
  "neighborhood",
  "priceRange",
  "field",
  "value",
  "reply",
  "publicNote",
  "privateNote",
] as const;

const allStatuses = Object.keys(statusLabels) as SubmissionStatus[];

/**
 * The move an editor's form asks for, or why the guide cannot take it (a sentence for the editor).
 * @param submission the submission as stored (its payload is JSON).
 * @param origin the site's origin ("https://discovercolumbus.example"), for the addresses a mail gives.
 */
export function decideMove(
  submission: Submission,
  form: EditorForm,
  origin: string,
): { move: Move } | { problem: string } {
  // product §17.4: a correction's "Accept" takes it into the guide in one step, whatever status is ticked.
  const accept = submission.kind === "correction" && form.accept === "yes";
  const to = accept ? "accepted" : (allStatuses.find((value) => value === form.to) ?? submission.status);
  const move: Move = {
    to,
    publicNote: (form.publicNote ?? "").slice(0, 2000),
    privateNote: (form.privateNote ?? "").slice(0, 2000),
  };
  const payload = JSON.parse(submission.payload) as Record<string, string>;
  // product §17.5: nobody sent a suggestion from OpenStreetMap: no one to mail, no reply.
  const fromOsm = submission.origin === "openstreetmap";
  const field = (name: string) => form[name] ?? "";

  if (submission.kind === "listing" && to === "approved") {
    const type = field("type");
    const rating = Number(field("rating"));
    const hours = field("hours").trim() ? openingHoursOf(field("hours")) : null;
    if (!(placeTypes as readonly string[]).includes(type)) return { problem: "Choose the place's type in the guide." };
    if (!(field("rating") && rating >= 0 && rating <= 5)) return { problem: "Give the guide's rating, from 0 to 5." };
    if (hours && !hours.ok) return { problem: `The hours cannot be read: ${hours.error}.` };
    if (hours && field("hoursChecked") !== "yes")
      return {
        problem: `Check the hours as the guide reads them against ${fromOsm ? "OpenStreetMap's" : "the owner's"} text, and tick the box.`,
      };
    if (fromOsm) {
      const decision: OsmListingDecision = {
        type: type as OsmListingDecision["type"],
        rating,
        hours: hours ? hours.openingHours : "",
        description: field("description").trim().slice(0, 2000),
        neighborhood: field("neighborhood"),
        ...((priceRanges as readonly string[]).includes(field("priceRange"))
          ? { priceRange: field("priceRange") }
          : {}),
      };
      const problem = osmDecisionProblem(JSON.parse(submission.payload) as OsmListingPayload, decision);
      if (problem) return { problem: problem.message };
      move.editorData = decision;
    } else {
      move.editorData = { type, rating, hours: hours ? hours.openingHours : "" };
      // Decision 050: approved is live; the mail names the page the approval writes (its slug is chosen then).
      move.placeMail = ({ slug }, statusToken) =>
        listingApprovedMail({
          submissionId: submission.id,
          to: payload.contactEmail ?? submission.email,
          businessName: submission.title,
          placeUrl: `${origin}/place/${slug}`,
          statusUrl: `${origin}/requests/${statusToken}`,
          publicNote: move.publicNote?.trim() || undefined,
        });
    }
  }

  if (submission.kind === "correction" && to === "accepted") {
    const changed = field("field") as CorrectionField;
    if (!(changed in correctionFields)) return { problem: "Choose the field the correction changes." };
    if (!field("value").trim() && changed !== "website" && changed !== "phone" && changed !== "photos")
      return { problem: "Give the field's new value." };
    const hours = changed === "hours" ? openingHoursOf(field("value")) : null;
    if (hours && !hours.ok) return { problem: `The hours cannot be read: ${hours.error}.` };
    if (changed === "closed" && !/^\d{4}-(0[1-9]|1[0-2])$/.test(field("value").trim()))
      return { problem: "A closure needs its month, YYYY-MM." };
    move.editorData = { field: changed, value: hours?.ok ? hours.openingHours : field("value") };
  }

  const reply = field("reply").trim();
  if (reply && submission.kind !== "listing" && !fromOsm)
    move.mail = replyMail({ submissionId: submission.id, to: submission.email, reply });
  return { move };
}
