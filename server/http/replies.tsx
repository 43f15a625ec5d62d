/** @jsxImportSource hono/jsx */
/**
 * Owners' replies to reviews (product §19.8, decision 056), without JavaScript:
 * - `/requests/<token>/reviews`: through the private link of an approved listing request whose place is live, the
 *   place's live reviews (newest {@link ownerReviewsShown}), each with its reply's state and a form to write or
 *   rewrite the one public reply, and a link to report the review (an owner never removes one); 404 otherwise;
 * - `POST /api/replies` (`token`, `review`, `text`): judged by core/reviews/reply-schema.ts, with the other forms'
 *   cross-site, size and per-client limits (product §16.5); 303 back to the page, or 201 JSON.
 * What people wrote is rendered as text (Hono's JSX escapes every value).
 */
import { Hono, type Context } from "hono";
import { errorsOf } from "../../core/forms/errors";
import { reviewGrounds } from "../../core/reviews/grounds";
import { replyFields, replySchema, replyTextLimits } from "../../core/reviews/reply-schema";
import {
  ownedPlaceOfListing,
  ownerReviewsShown,
  reviewsForOwner,
  writeReply,
  type OwnerReview,
  type ReplyAuthor,
} from "../store/review-replies";
import { Card, styles } from "../web/layout";
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

/** "October 2026" for `2026-10`. */
const monthName = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** Where a reply stands, as its owner reads it. */
function replyState(review: OwnerReview): string {
  const reply = review.reply;
  if (!reply) return "No reply yet.";
  const live = reply.publishedText !== null ? " Your published reply stays under the review until then." : "";
  switch (reply.status) {
    case "waiting":
      return `Your reply waits for an editor: it is published once they have read it.${live}`;
    case "published":
      return "Your reply is published under the review.";
    case "declined":
      return `Our editors did not publish your reply: ${reply.ground ? reviewGrounds[reply.ground] : "see our policy"}.${
        reply.publishedText !== null ? " Your earlier reply stays published." : ""
      }`;
    case "removed":
      return `Our editors removed your reply: ${reply.ground ? reviewGrounds[reply.ground] : "see our policy"}.`;
  }
}

/**
 * One live review with its reply's state and the reply form (product §19.8), posting `review` and `text` (with
 * `hidden`'s fields) to `action`: `/api/replies` with the listing's token, or the owner's page's (decision 082).
 * `level`: the heading level of the review's name (2 on a page of its own, 3 inside the owner's page's section).
 */
export function ReviewToAnswer({
  review,
  action,
  hidden = {},
  sent,
  level = 2,
}: {
  review: OwnerReview;
  action: string;
  hidden?: Record<string, string>;
  sent: boolean;
  level?: 2 | 3;
}) {
  const field = `reply-${review.id}`;
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <article id={`review-${review.id}`} class="mt-6 rounded-lg border bg-white p-4" aria-labelledby={`${field}-by`}>
      <Heading id={`${field}-by`} class="font-semibold">
        {review.publicName}, {review.stars} out of 5 stars
      </Heading>
      <p class="text-sm text-muted-foreground">Visited {monthName(review.visitMonth)}</p>
      <p class="mt-2 break-words whitespace-pre-line">{review.text}</p>
      {sent && (
        <p role="status" class="mt-3 font-medium">
          Your reply was sent.
        </p>
      )}
      <p class="mt-3 text-sm">{replyState(review)}</p>
      <form method="post" action={action} class="mt-3">
        {Object.entries(hidden).map(([name, value]) => (
          <input type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="review" value={String(review.id)} />
        <label htmlFor={field} class="block font-medium">
          {replyFields.text.label} to {review.publicName}
        </label>
        <p id={`${field}-hint`} class="mt-1 text-sm text-muted-foreground">
          At most {replyTextLimits.max.toLocaleString("en-US")} characters. An editor reads it before it is shown.
        </p>
        <textarea
          id={field}
          name="text"
          rows={4}
          required
          maxlength={replyTextLimits.max}
          aria-describedby={`${field}-hint`}
          class={`${styles.textarea} mt-1`}
        >
          {review.reply?.text ?? ""}
        </textarea>
        <button type="submit" class={`${styles.button} mt-3`}>
          {review.reply ? "Send the new reply" : "Send the reply"}
        </button>
      </form>
      <p class="mt-3">
        <a href={`/reviews/report/${review.id}`} class={styles.link}>
          Report the review by {review.publicName}
        </a>
      </p>
    </article>
  );
}

/** product §19.8: the routes of owners' replies. */
export function replyRoutes(server: ServerContext): Hono {
  const { db } = server;
  const app = new Hono();

  app.get("/requests/:token/reviews", async (c) => {
    const token = c.req.param("token");
    const owner = await ownedPlaceOfListing(db, token);
    if (!owner) return notFound(c);
    const reviews = await reviewsForOwner(db, owner.placeId);
    const sent = Number(c.req.query("sent"));
    return c.render(
      <Card
        heading={`Visitors' reviews of ${owner.placeName}`}
        paragraphs={[
          "As the owner of this listing you can post one public reply to each review. An editor reads it first, on the same grounds as reviews; writing again replaces your reply.",
          "You can report a review as anyone can; no one can have a review removed for its rating.",
          ...(reviews.length === ownerReviewsShown ? [`These are the newest ${ownerReviewsShown} reviews.`] : []),
        ]}
        links={[
          { href: `/requests/${token}`, label: "Back to your listing" },
          { href: `/place/${owner.placeSlug}`, label: `${owner.placeName} in the guide` },
          { href: "/reviews-policy", label: "How we check reviews and replies" },
        ]}
      >
        {reviews.length === 0 ? (
          <p class="mt-6">No reviews yet.</p>
        ) : (
          reviews.map((review) => (
            <ReviewToAnswer review={review} action="/api/replies" hidden={{ token }} sent={review.id === sent} />
          ))
        )}
      </Card>,
      { title: "Reply to reviews" },
    );
  });

  app.post("/api/replies", async (c) => {
    const fields = await readFields(c, ["token", "review", "text"]);
    if (!fields) return refuse(c, 400, answers.badJson);
    const owner = await ownedPlaceOfListing(db, fields.token!);
    const reviewId = Number(fields.review);
    if (!owner || !Number.isSafeInteger(reviewId) || reviewId <= 0) return notFound(c);
    return answerReply(c, server, {
      author: owner,
      reviewId,
      text: fields.text,
      back: `/requests/${fields.token}/reviews`,
    });
  });

  return app;
}

/**
 * product §19.8: judges a reply's `text` by the reply schema (422 naming the field), then stores it for review
 * `reviewId` by `author` with the per-client limit (429); 404 when the review is not live on the author's place;
 * else 201 JSON or 303 back to `back` at the review (`?<sentKey>=<id>`, `sent` unless said). Both reply forms post through it: the listing
 * link's and the owner's page's (decision 082).
 */
export function answerReply(
  c: Context,
  server: ServerContext,
  {
    author,
    reviewId,
    text,
    back,
    sentKey = "sent",
  }: { author: ReplyAuthor; reviewId: number; text: string | undefined; back: string; sentKey?: string },
) {
  const result = replySchema.safeParse({ text });
  if (!result.success) return invalid(c, errorsOf(result.error.issues), replyFields, `${back}#review-${reviewId}`);
  return store(c, async () => {
    const stored = await writeReply(server.db, {
      owner: author,
      reviewId,
      reply: result.data,
      limit: { name: "review-reply", max: server.submissionsPerHour, windowMinutes: 60 },
      client: clientOf(server, c),
      now: server.now(),
    });
    if (!stored) return notFound(c);
    if (wantsJson(c)) return c.json({ saved: true }, 201);
    return c.redirect(`${back}?${sentKey}=${reviewId}#review-${reviewId}`, 303);
  });
}
