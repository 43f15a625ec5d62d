import { textLimits } from "../forms/limits";
import { email, oneOf, text, visibleLength } from "../forms/rules";
import { reportReasons, type ReportReason } from "./grounds";
import * as z from "zod/mini";

/** product §19.5: the longest note of a report, in characters. */
export const reportNoteMax = 1000;

/** The reasons' keys in the order the report form shows them: the grounds, then "something else". */
export const reportReasonKeys = Object.keys(reportReasons) as ReportReason[];

/** The labels of the report form's fields, for its page and its messages. */
export const reportFields = {
  reason: { label: "Why are you reporting this review?" },
  note: { label: "What is wrong with it?" },
  email: { label: "Your email (optional), to hear the outcome" },
} as const;

/** The report form's fields, as a post names them. */
export const reportFieldNames = Object.keys(reportFields) as (keyof typeof reportFields)[];

/**
 * product §19.5: a report of a published review, the one schema of the report form and `POST /api/reviews/{id}/report`.
 * - reason: one of {@link reportReasons} (the grounds of §19.3, or "other"), required;
 * - note: at most 1,000 characters, trimmed; required (at least one visible character) when the reason is "other";
 * - email: optional ("" when left empty), else the site's one email rule; only to tell the reporter the outcome.
 * Every text refuses control characters other than tab and line breaks (product §16.3), as the other forms do.
 */
export const reportSchema = z
  .object({
    reason: oneOf(reportReasonKeys, "Please choose why you are reporting this review"),
    note: text(0, reportNoteMax, { min: "", max: `Your note must be at most ${reportNoteMax} characters` }),
    email: z.pipe(
      z.string().check(z.trim()),
      z.union([
        z.literal(""),
        email({
          invalid: "Please provide a valid email address, or leave it empty",
          max: `Email address must be at most ${textLimits.email} characters`,
        }),
      ]),
    ),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.reason === "other" && visibleLength(values.note) === 0)
        ctx.issues.push({
          code: "custom",
          path: ["note"],
          message: "Please say what is wrong with the review",
          input: values.note,
        });
    }),
  );

/** A report as validated: texts trimmed, the email "" when none was given. */
export type ReportEntry = z.output<typeof reportSchema>;

/** The reason's key of a validated report (the schema only lets the keys through). */
export const reasonOf = (entry: ReportEntry) => entry.reason as ReportReason;
