/** @jsxImportSource hono/jsx */
/**
 * Visitors' reviews at the desk (product §19.3-§19.4, decision 054): `/admin/reviews` lists the confirmed ones (an
 * unconfirmed review never reaches the desk), newest first, by status; `/admin/reviews/<id>` shows one (its place,
 * public name, visit month, text as text, the hold reasons) without its stars until an editor decided, and its
 * history; `POST /admin/reviews/<id>/decide` publishes it, declines it on a ground, or removes a published one on a
 * ground. Every decision mails the author the outcome and ground (then the address is dropped) and a publish or a
 * removal goes live through the publisher. Reports (product §19.5): the list marks a review's open reports, its page
 * lists them (reason, note as text), and a removal closes them as "removed" while `POST /admin/reviews/<id>/keep`
 * closes them as "kept"; each reporter who gave an address is mailed the outcome, then the address is dropped.
 * Owners' replies (product §19.8): a review's page shows its owner's reply, and `POST /admin/reviews/<id>/reply`
 * publishes or declines it, or removes a published one, on the grounds of reviews; the owner is mailed the outcome.
 */
import { reviewPublishedMail } from "../owners/mails";
import { mailManagersOf } from "../owners/store";
import { Hono, type Context } from "hono";
import { isReviewGround, reviewGroundKeys, reviewGrounds } from "../../core/reviews/grounds";
import { reviewStatuses, type ReplyStatus, type ReviewStatus } from "../db/schema";
import { reportReasons } from "../../core/reviews/grounds";
import { replyDecisionMail, reportOutcomeMail, reviewDecisionMail } from "../web/mails";
import { decideReply, replyDecisions, replyOf, type ReplyDecision } from "../store/review-replies";
import { closeReports, openReportCounts, openReports } from "../store/review-reports";
import { decideReview, reviewDecisions, type ReviewDecision } from "../store/review-decisions";
import { deskReview, listDeskReviews } from "../store/review-desk";
import { styles } from "../web/layout";
import { originOf } from "../web/respond";
import { Note, Pager, renderDesk, when, type DeskContext, type DeskEnv } from "./frame";
import { pageSize } from "../store/submissions";

/** What the desk calls each status of a review. */
export const reviewStatusLabels: Readonly<Record<ReviewStatus, string>> = {
  unconfirmed: "Not confirmed",
  waiting: "Waiting",
  published: "Published",
  declined: "Declined",
  withdrawn: "Withdrawn by its author",
  removed: "Removed",
};

/** What the desk calls each status of an owner's reply (product §19.8). */
export const replyStatusLabels: Readonly<Record<ReplyStatus, string>> = {
  waiting: "Waiting for your decision",
  published: "Published",
  declined: "Declined",
  removed: "Removed",
};

/** product §19.5: "1 open report", "2 open reports". */
export const reportsLabel = (count: number) => `${count} open ${count === 1 ? "report" : "reports"}`;

/** The statuses a confirmed review can have, in the order of its workflow (the list's filter). */
export const deskReviewStatuses = reviewStatuses.filter((status) => status !== "unconfirmed");

/** The desk's review routes. */
export function reviewDeskRoutes(desk: DeskContext): Hono<DeskEnv> {
  const { db } = desk;
  const app = new Hono<DeskEnv>();

  app.get("/reviews", async (c) => {
    const status = deskReviewStatuses.find((value) => value === c.req.query("status"));
    const page = Math.max(1, Math.min(10_000, Number.parseInt(c.req.query("page") ?? "1", 10) || 1));
    const reported = c.req.query("reported") === "1";
    const replyWaiting = c.req.query("reply") === "waiting";
    const { rows, total } = await listDeskReviews(db, { status, reported, replyWaiting, page, pageSize });
    const reports = await openReportCounts(
      db,
      rows.map((row) => row.id),
    );
    const pages = Math.max(1, Math.ceil(total / pageSize));
    const link = (changes: { status?: string; page?: number }) => {
      const params = new URLSearchParams();
      const next = { status, page: undefined, ...changes };
      if (next.status) params.set("status", next.status);
      if (reported) params.set("reported", "1");
      if (replyWaiting) params.set("reply", "waiting");
      if (next.page && next.page > 1) params.set("page", String(next.page));
      return `/admin/reviews${params.size ? `?${params}` : ""}`;
    };
    return renderDesk(
      c,
      200,
      "Visitors' reviews",
      <>
        <form
          method="get"
          action="/admin/reviews"
          class="mt-6 flex flex-wrap items-end gap-3"
          aria-label="Filter the reviews"
        >
          <div>
            <label htmlFor="status" class="block text-sm font-medium">
              Status
            </label>
            <select id="status" name="status" class={styles.input}>
              <option value="">Any status</option>
              {deskReviewStatuses.map((value) => (
                <option value={value} selected={value === status}>
                  {reviewStatusLabels[value]}
                </option>
              ))}
            </select>
          </div>
          <div class="flex h-10 items-center gap-2">
            <input type="checkbox" id="reported" name="reported" value="1" checked={reported} class="size-4" />
            <label htmlFor="reported">With open reports</label>
          </div>
          <div class="flex h-10 items-center gap-2">
            <input type="checkbox" id="reply" name="reply" value="waiting" checked={replyWaiting} class="size-4" />
            <label htmlFor="reply">With an owner's reply waiting</label>
          </div>
          <button type="submit" class={styles.button}>
            Show
          </button>
        </form>
        <section aria-labelledby="list-heading" class="mt-6">
          <h2 id="list-heading" class="text-lg font-semibold">
            {total} {total === 1 ? "review" : "reviews"}, newest first
          </h2>
          {rows.length === 0 ? (
            <p class="mt-3">Nothing here.</p>
          ) : (
            <table class="mt-3 w-full text-left text-sm">
              <thead>
                <tr class="border-b">
                  {["Place", "Name shown", "Visit", "Held for a closer look", "Status"].map((name) => (
                    <th scope="col" class="py-2 pr-3">
                      {name}
                    </th>
                  ))}
                  <th scope="col" class="py-2">
                    Confirmed
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr class="border-b last:border-0">
                    <td class="py-2 pr-3">
                      <a href={`/admin/reviews/${row.id}`} class={styles.link}>
                        Review of {row.placeName}
                      </a>
                    </td>
                    <td class="py-2 pr-3">{row.publicName}</td>
                    <td class="py-2 pr-3">{row.visitMonth}</td>
                    <td class="py-2 pr-3">{row.held ? "Held" : "No"}</td>
                    <td class="py-2 pr-3">
                      {reviewStatusLabels[row.status]}
                      {reports.get(row.id) ? <strong>, {reportsLabel(reports.get(row.id)!)}</strong> : ""}
                    </td>
                    <td class="py-2">{when(row.confirmedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Pager page={page} pages={pages} href={(page) => link({ page })} />
        </section>
      </>,
    );
  });

  const reviewPage = async (c: Context<DeskEnv>, id: number, refusal?: string) => {
    const review = await deskReview(db, id);
    if (!review) return renderDesk(c, 404, "Not found", <Note back>No confirmed review has this number.</Note>);
    const next = reviewDecisions(review);
    const reports = await openReports(db, review.id);
    const reply = await replyOf(db, review.id);
    const replyNext = reply ? replyDecisions(reply) : [];
    const GroundChoice = ({ action }: { action: "decline" | "remove" | "reply-decline" | "reply-remove" }) => (
      <fieldset class="mt-3">
        <legend class="font-medium">The ground (product §19.3; a low rating is never one)</legend>
        {reviewGroundKeys.map((ground) => (
          <div class="mt-2 flex items-center gap-2">
            <input type="radio" id={`${action}-${ground}`} name="ground" value={ground} required class="size-4" />
            <label htmlFor={`${action}-${ground}`}>{reviewGrounds[ground]}</label>
          </div>
        ))}
      </fieldset>
    );
    return renderDesk(
      c,
      refusal ? 422 : 200,
      `Review of ${review.placeName}`,
      <>
        {refusal && (
          <p role="alert" class={`mt-4 ${styles.alert}`}>
            {refusal}
          </p>
        )}
        <dl class="mt-6 grid gap-3 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
          <dt class="font-semibold">Place</dt>
          <dd>
            <a href={`/place/${review.placeSlug}`} class={styles.link}>
              {review.placeName}
            </a>
          </dd>
          <dt class="font-semibold">Status</dt>
          <dd>{reviewStatusLabels[review.status]}</dd>
          <dt class="font-semibold">On the place's page</dt>
          <dd>{review.live ? "Yes, its published version" : "No"}</dd>
          {review.ground && (
            <>
              <dt class="font-semibold">Ground</dt>
              <dd>{reviewGrounds[review.ground]}</dd>
            </>
          )}
          <dt class="font-semibold">Name shown</dt>
          <dd>{review.publicName}</dd>
          <dt class="font-semibold">Month of the visit</dt>
          <dd>{review.visitMonth}</dd>
          <dt class="font-semibold">Stars</dt>
          <dd>{review.stars === null ? "Shown after your decision" : `${review.stars} of 5`}</dd>
          <dt class="font-semibold">Held for a closer look</dt>
          <dd>
            {review.holdReasons.length === 0 ? (
              "No"
            ) : (
              <ul class="list-disc pl-5">
                {review.holdReasons.map((reason) => (
                  <li>{reason.message}</li>
                ))}
              </ul>
            )}
          </dd>
          <dt class="font-semibold">Confirmed</dt>
          <dd>{when(review.confirmedAt)}</dd>
        </dl>
        {reports.length > 0 && (
          <section aria-labelledby="reports-heading" class="mt-6">
            <h2 id="reports-heading" class="text-lg font-semibold">
              Open reports ({reports.length})
            </h2>
            <ul class="mt-2 space-y-2">
              {reports.map((report) => (
                <li class="rounded-md border bg-white p-3">
                  <p class="font-medium">
                    {reportReasons[report.reason] ?? report.reason} ({when(report.createdAt)})
                  </p>
                  {report.note && <p class="mt-1 whitespace-pre-line">{report.note}</p>}
                </li>
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby="text-heading" class="mt-6">
          <h2 id="text-heading" class="text-lg font-semibold">
            The review
          </h2>
          <p class="mt-2 rounded-md border bg-white p-4 whitespace-pre-line">{review.text}</p>
        </section>
        {next.length > 0 && (
          <section aria-labelledby="decide-heading" class="mt-6">
            <h2 id="decide-heading" class="text-lg font-semibold">
              Your decision
            </h2>
            <p class="mt-1 text-sm text-muted-foreground">
              The author is mailed the outcome and its ground
              {reports.length > 0 ? "; each reporter who gave an address, the outcome" : ""}.
            </p>
            {next.includes("published") && (
              <form method="post" action={`/admin/reviews/${review.id}/decide`} class="mt-3">
                <input type="hidden" name="decision" value="publish" />
                <button type="submit" class={styles.button}>
                  Publish
                </button>
              </form>
            )}
            {next.includes("declined") && (
              <form method="post" action={`/admin/reviews/${review.id}/decide`} class="mt-6 rounded-lg border p-4">
                <input type="hidden" name="decision" value="decline" />
                <GroundChoice action="decline" />
                <button type="submit" class={`${styles.secondaryButton} mt-4`}>
                  Decline
                </button>
              </form>
            )}
            {next.includes("removed") && (
              <form method="post" action={`/admin/reviews/${review.id}/decide`} class="mt-3 rounded-lg border p-4">
                <input type="hidden" name="decision" value="remove" />
                <GroundChoice action="remove" />
                <button type="submit" class={`${styles.secondaryButton} mt-4`}>
                  {reports.length > 0 ? "Remove the review" : "Remove"}
                </button>
              </form>
            )}
            {review.live && reports.length > 0 && (
              <form method="post" action={`/admin/reviews/${review.id}/keep`} class="mt-3 rounded-lg border p-4">
                <p>No ground applies: the review stays, and its reports are closed.</p>
                <button type="submit" class={`${styles.secondaryButton} mt-4`}>
                  Keep the review
                </button>
              </form>
            )}
          </section>
        )}
        {reply && (
          <section aria-labelledby="reply-heading" class="mt-6">
            <h2 id="reply-heading" class="text-lg font-semibold">
              The owner's reply
            </h2>
            <p class="mt-1">
              {replyStatusLabels[reply.status]}
              {reply.ground && isReviewGround(reply.ground) ? ` (${reviewGrounds[reply.ground]})` : ""}
            </p>
            <p class="mt-2 rounded-md border bg-white p-4 whitespace-pre-line">{reply.text}</p>
            {reply.publishedText !== null && reply.publishedText !== reply.text && (
              <>
                <p class="mt-3 font-medium">On the place's page now</p>
                <p class="mt-1 rounded-md border bg-white p-4 whitespace-pre-line">{reply.publishedText}</p>
              </>
            )}
            {replyNext.includes("published") && (
              <form method="post" action={`/admin/reviews/${review.id}/reply`} class="mt-3">
                <input type="hidden" name="decision" value="publish" />
                <button type="submit" class={styles.button}>
                  Publish the reply
                </button>
              </form>
            )}
            {replyNext.includes("declined") && (
              <form method="post" action={`/admin/reviews/${review.id}/reply`} class="mt-3 rounded-lg border p-4">
                <input type="hidden" name="decision" value="decline" />
                <GroundChoice action="reply-decline" />
                <button type="submit" class={`${styles.secondaryButton} mt-4`}>
                  Decline the reply
                </button>
              </form>
            )}
            {replyNext.includes("removed") && (
              <form method="post" action={`/admin/reviews/${review.id}/reply`} class="mt-3 rounded-lg border p-4">
                <input type="hidden" name="decision" value="remove" />
                <GroundChoice action="reply-remove" />
                <button type="submit" class={`${styles.secondaryButton} mt-4`}>
                  Remove the reply
                </button>
              </form>
            )}
          </section>
        )}
        <section aria-labelledby="history-heading" class="mt-6">
          <h2 id="history-heading" class="text-lg font-semibold">
            History
          </h2>
          <ol class="mt-2 space-y-1 text-sm">
            {review.events.map((event) => (
              <li>
                {when(event.at)}: version {event.version},{" "}
                {event.actor === "author" ? "the author" : event.actor === "owner" ? "the owner" : event.actor}:{" "}
                {event.to === "written" ? "wrote it" : (reviewStatusLabels[event.to as ReviewStatus] ?? event.to)}
                {event.ground && isReviewGround(event.ground) ? ` (${reviewGrounds[event.ground]})` : ""}
              </li>
            ))}
          </ol>
        </section>
        <p class="mt-6">
          <a href="/admin/reviews" class={styles.link}>
            Back to the reviews
          </a>
        </p>
      </>,
    );
  };

  const idOf = (c: Context<DeskEnv>) => {
    const id = Number(c.req.param("id"));
    return Number.isSafeInteger(id) && id > 0 ? id : 0;
  };

  app.get("/reviews/:id", (c) => reviewPage(c, idOf(c)));

  app.post("/reviews/:id/decide", async (c) => {
    const id = idOf(c);
    const body = await c.req.parseBody();
    const ground = typeof body.ground === "string" ? body.ground : "";
    const decision: ReviewDecision | null =
      body.decision === "publish"
        ? { to: "published" }
        : (body.decision === "decline" || body.decision === "remove") && isReviewGround(ground)
          ? { to: body.decision === "decline" ? "declined" : "removed", ground }
          : null;
    if (!decision) return reviewPage(c, id, "Choose the ground of the decision: nothing was changed.");
    const review = await deskReview(db, id);
    if (!review) return reviewPage(c, id);
    const origin = originOf(desk, c);
    const policyUrl = `${origin}/reviews-policy`;
    const done = await decideReview(db, {
      id,
      decision,
      editor: c.get("editor").email,
      // product §19.5: a removal closes the review's open reports; any other decision leaves them to the editor.
      // decision 068: the place's managers hear of a published review.
      ...(decision.to === "published" && {
        also: (trx) =>
          mailManagersOf(
            trx,
            review.placeSlug,
            (to, place) =>
              reviewPublishedMail({
                to,
                placeName: place.name,
                placeUrl: `${origin}/place/${place.slug}`,
                replyUrl: `${origin}/owners/places/${place.slug}#review-${id}`,
              }),
            desk.now(),
          ).then(() => undefined),
      }),
      ...(decision.to === "removed" && {
        also: (trx) =>
          closeReports(trx, {
            reviewId: id,
            outcome: "removed",
            mail: (to) =>
              reportOutcomeMail({ reviewId: id, to, placeName: review.placeName, outcome: "removed", policyUrl }),
            now: desk.now(),
          }),
      }),
      mail: (to) =>
        reviewDecisionMail({
          id,
          to,
          placeName: review.placeName,
          outcome: decision.to,
          ...(decision.to !== "published" && { ground: reviewGrounds[decision.ground] }),
          placeUrl: `${origin}/place/${review.placeSlug}`,
          policyUrl,
        }),
      now: desk.now(),
    });
    if (!done) return reviewPage(c, id, "This review was decided already: nothing was changed.");
    desk.onMailQueued();
    if (decision.to !== "declined") desk.onGuideChanged();
    return c.redirect(`/admin/reviews/${id}`, 303);
  });

  app.post("/reviews/:id/reply", async (c) => {
    const id = idOf(c);
    const body = await c.req.parseBody();
    const ground = typeof body.ground === "string" ? body.ground : "";
    const decision: ReplyDecision | null =
      body.decision === "publish"
        ? { to: "published" }
        : (body.decision === "decline" || body.decision === "remove") && isReviewGround(ground)
          ? { to: body.decision === "decline" ? "declined" : "removed", ground }
          : null;
    if (!decision) return reviewPage(c, id, "Choose the ground of the decision on the reply: nothing was changed.");
    const review = await deskReview(db, id);
    if (!review) return reviewPage(c, id);
    const origin = originOf(desk, c);
    const done = await decideReply(db, {
      reviewId: id,
      decision,
      editor: c.get("editor").email,
      mail: (to) =>
        replyDecisionMail({
          reviewId: id,
          to,
          placeName: review.placeName,
          publicName: review.publicName,
          outcome: decision.to,
          ...(decision.to !== "published" && { ground: reviewGrounds[decision.ground] }),
          placeUrl: `${origin}/place/${review.placeSlug}`,
          policyUrl: `${origin}/reviews-policy`,
        }),
      now: desk.now(),
    });
    if (!done) return reviewPage(c, id, "This reply was decided already: nothing was changed.");
    desk.onMailQueued();
    if (decision.to !== "declined") desk.onGuideChanged();
    return c.redirect(`/admin/reviews/${id}`, 303);
  });

  app.post("/reviews/:id/keep", async (c) => {
    const id = idOf(c);
    const review = await deskReview(db, id);
    if (!review) return reviewPage(c, id);
    if (!review.live) return reviewPage(c, id, "Only a review on its place's page is kept: nothing was changed.");
    const closed = await closeReports(db, {
      reviewId: id,
      outcome: "kept",
      mail: (to) =>
        reportOutcomeMail({
          reviewId: id,
          to,
          placeName: review.placeName,
          outcome: "kept",
          policyUrl: `${originOf(desk, c)}/reviews-policy`,
        }),
      now: desk.now(),
    });
    if (closed === 0) return reviewPage(c, id, "This review has no open reports: nothing was changed.");
    desk.onMailQueued();
    return c.redirect(`/admin/reviews/${id}`, 303);
  });

  return app;
}
