/** @jsxImportSource hono/jsx */
/**
 * Reporting a published review (product §19.5), without JavaScript:
 * - `/reviews/report/<id>`: the report form of published review `id` (its public name and place), a radio group of
 *   the reasons (core/reviews/grounds.ts `reportReasons`), a note (needed for "Something else"), an optional address
 *   to hear the outcome, and the honeypot; a review that is not published answers 404;
 * - `POST /api/reviews/<id>/report`: judged by core/reviews/report-schema.ts, with the other forms' cross-site, size,
 *   limit and honeypot refusals (product §16.5); 303 to `/reviews/reported`, or 201 JSON.
 * What people wrote is rendered as text (Hono's JSX escapes every value).
 */
import { Hono, type Context } from "hono";
import { errorsOf } from "../../core/forms/errors";
import { honeypotField } from "../../core/forms/server-contract";
import { reportReasons } from "../../core/reviews/grounds";
import {
  reportFieldNames,
  reportFields,
  reportNoteMax,
  reportReasonKeys,
  reportSchema,
} from "../../core/reviews/report-schema";
import { textLimits } from "../../core/forms/limits";
import { publishedReviewToReport, reportReview, type ReportedReview } from "../store/review-reports";
import { Card, Honeypot, styles } from "../web/layout";
import { messagePage } from "../web/mail-links";
import {
  answers,
  clientOf,
  invalid,
  notFound,
  readFields,
  refuse,
  store,
  wantsJson,
  type ServerContext,
} from "../web/respond";

/** The id of a path's `:id`, or 0 (never a review's). */
const idOf = (c: Context) => {
  const id = Number(c.req.param("id"));
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
};

/** product §19.5: the report form of `review`, a plain form that posts without JavaScript. */
function ReportForm({ review }: { review: ReportedReview }) {
  return (
    <form method="post" action={`/api/reviews/${review.id}/report`} class="relative mt-6">
      <fieldset>
        <legend class="font-medium">{reportFields.reason.label}</legend>
        {reportReasonKeys.map((reason) => (
          <div class="mt-2 flex items-center gap-2">
            <input type="radio" id={`report-${reason}`} name="reason" value={reason} required class="size-4" />
            <label htmlFor={`report-${reason}`}>{reportReasons[reason]}</label>
          </div>
        ))}
      </fieldset>
      <div class="mt-4">
        <label htmlFor="report-note" class="block font-medium">
          {reportFields.note.label}
        </label>
        <p id="report-note-hint" class="mt-1 text-sm text-muted-foreground">
          Needed for "Something else"; at most {reportNoteMax.toLocaleString("en-US")} characters.
        </p>
        <textarea
          id="report-note"
          name="note"
          rows={5}
          maxlength={reportNoteMax}
          aria-describedby="report-note-hint"
          class={`${styles.textarea} mt-1`}
        ></textarea>
      </div>
      <div class="mt-4">
        <label htmlFor="report-email" class="block font-medium">
          {reportFields.email.label}
        </label>
        <p id="report-email-hint" class="mt-1 text-sm text-muted-foreground">
          We write to it once, when an editor has decided, and then delete it.
        </p>
        <input
          id="report-email"
          name="email"
          type="email"
          maxlength={textLimits.email}
          autocomplete="email"
          aria-describedby="report-email-hint"
          class={`${styles.input} mt-1`}
        />
      </div>
      <Honeypot />
      <button type="submit" class={`${styles.button} mt-6`}>
        Send the report
      </button>
    </form>
  );
}

/** product §19.5: the routes of reporting a published review. */
export function reviewReportRoutes(server: ServerContext): Hono {
  const { db, now } = server;
  const app = new Hono();

  app.get("/reviews/report/:id", async (c) => {
    const review = await publishedReviewToReport(db, idOf(c));
    if (!review) return notFound(c);
    return c.render(
      <Card
        heading={`Report the review by ${review.publicName}`}
        paragraphs={[
          `You are reporting the review by ${review.publicName} of ${review.placeName}. An editor reads every report and decides on our published grounds, whatever the review's stars.`,
        ]}
        links={[{ href: `/place/${review.placeSlug}`, label: `Back to ${review.placeName}` }]}
      >
        <ReportForm review={review} />
      </Card>,
      { title: "Report a review" },
    );
  });

  app.post("/api/reviews/:id/report", async (c) => {
    const id = idOf(c);
    const fields = await readFields(c, reportFieldNames);
    if (!fields) return refuse(c, 400, answers.badJson);
    const review = await publishedReviewToReport(db, id);
    if (!review) return notFound(c);
    const result = reportSchema.safeParse(fields);
    if (!result.success) return invalid(c, errorsOf(result.error.issues), reportFields, `/reviews/report/${id}`);
    // product §16.5: a filled honeypot gets the usual answer; nothing is stored.
    const spam = Boolean(fields[honeypotField]?.trim());
    return store(c, async () => {
      const stored =
        spam ||
        (await reportReview(db, {
          reviewId: id,
          report: result.data,
          limit: { name: "review-report", max: server.submissionsPerHour, windowMinutes: 60 },
          client: clientOf(server, c),
          now: now(),
        }));
      if (!stored) return notFound(c);
      if (wantsJson(c)) return c.json({ saved: true }, 201);
      return c.redirect("/reviews/reported", 303);
    });
  });

  app.get("/reviews/reported", (c) =>
    messagePage(c, {
      heading: "Thank you: an editor will look at it",
      paragraphs: [
        "Your report reached our editors. They read the review again and decide on our published grounds.",
        "If you gave your email, we write to you once with the outcome, then delete the address.",
      ],
      title: "Report sent",
    }),
  );

  return app;
}
