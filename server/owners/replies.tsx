/** @jsxImportSource hono/jsx */
/**
 * decision 082: a place's managers reply to its reviews from the owner's page (product §19.8, as the listing
 * request's private link does, decision 056): the section lists the place's live reviews (newest
 * {@link ownerReviewsShown}) with each reply's state and the one reply form; `POST /owners/places/<slug>/replies`
 * (`review`, `text`) is judged by the same schema, counted against the same per-client limit, and waits for an
 * editor like any reply. Another place's slug, or a review not live on this place, is a 404.
 */
import type { Hono } from "hono";
import type { Place } from "../../core/places/place-schema";
import { answerReply, ReviewToAnswer } from "../http/replies";
import { ownerReviewsShown, reviewsForOwner } from "../store/review-replies";
import { styles } from "../web/layout";
import { answers, notFound, readFields, refuse, type ServerContext } from "../web/respond";
import { managedPlace, type OwnerAccount } from "./store";

/** The owner's page's section of the place's reviews, each with its reply form; `sent`: the review just replied to. */
export async function ownerReviewsSection(server: ServerContext, place: Place, sent?: number) {
  const reviews = await reviewsForOwner(server.db, place.id);
  return (
    <section aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" class="mt-10 text-xl font-semibold">
        Visitors' reviews
      </h2>
      <p class="mt-2 text-sm text-muted-foreground">
        You can post one public reply to each review. An editor reads it first, on the same grounds as reviews; writing
        again replaces your reply. No one can have a review removed for its rating, but you can report one.
        {reviews.length === ownerReviewsShown ? ` These are the newest ${ownerReviewsShown} reviews.` : ""}{" "}
        <a href="/reviews-policy" class={styles.link}>
          How we check reviews and replies
        </a>
      </p>
      {reviews.length === 0 ? (
        <p class="mt-4">No reviews yet.</p>
      ) : (
        reviews.map((review) => (
          <ReviewToAnswer
            review={review}
            action={`/owners/places/${place.slug}/replies`}
            sent={review.id === sent}
            level={3}
          />
        ))
      )}
    </section>
  );
}

/** decision 082: the reply post of the owner's page, on the owners' signed-in routes (mounted at `/owners`). */
export function addOwnerReplyRoutes(
  signedIn: Hono<{ Variables: { account: OwnerAccount } }>,
  server: ServerContext,
): void {
  const { db } = server;
  signedIn.post("/places/:slug/replies", async (c) => {
    const account = c.get("account");
    const managed = await managedPlace(db, account.id, c.req.param("slug"));
    if (!managed) return notFound(c);
    const fields = await readFields(c, ["review", "text"]);
    if (!fields) return refuse(c, 400, answers.badJson);
    const reviewId = Number(fields.review);
    if (!Number.isSafeInteger(reviewId) || reviewId <= 0) return notFound(c);
    return answerReply(c, server, {
      author: { placeId: managed.place.id, accountId: account.id },
      reviewId,
      text: fields.text,
      back: `/owners/places/${managed.place.slug}`,
      sentKey: "replied",
    });
  });
}
