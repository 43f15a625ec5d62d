/** @jsxImportSource hono/jsx */
/**
 * Visitors' reviews (product §19.1-§19.2, decision 054):
 * - `POST /api/reviews`: a review of the place `place` names (the page's hidden field, or without JavaScript the
 *   `/review?place={slug}` address it was sent from), judged by core/reviews/review-schema.ts as in the browser; 201
 *   JSON or 303 to `/reviews/check-inbox`, always the same answer whether or not the address wrote before;
 * - `/reviews/confirm?token=`: GET shows a Confirm button, only the POST confirms (mail scanners follow links);
 * - `/reviews/mine/<token>`: the author's private page: the review's status, the reason of a decision (the ground's
 *   words), Edit (the form prefilled, `/reviews/mine/<token>/edit`) and Withdraw (a button, then a POST).
 * What people wrote is rendered as text (Hono's JSX escapes every value).
 */
import { Hono, type Context } from "hono";
import { errorsOf } from "../../core/forms/errors";
import { honeypotField } from "../../core/forms/server-contract";
import { reviewGrounds } from "../../core/reviews/grounds";
import { reviewFieldNames, reviewFields, reviewSchema, reviewTextLimits } from "../../core/reviews/review-schema";
import type { ReviewStatus } from "../db/schema";
import { findPlace, findPlaceBySlug } from "../places/store";
import {
  confirmReview,
  findByConfirmToken,
  reviewEmailHash,
  reviewOfPrivateToken,
  withdrawReview,
  writeReview,
  type PrivateReview,
} from "../store/reviews";
import { ButtonForm, Card, Facts, styles } from "../web/layout";
import {
  answers,
  clientOf,
  invalid,
  notFound,
  originOf,
  readFields,
  refuse,
  store,
  wantsJson,
  type ServerContext,
} from "../web/respond";
import { backToGuide, confirmRoutes, expiredLink } from "../web/mail-links";
import { placeOfReferer } from "../web/same-site";
import { recipientKey } from "../store/recipients";
import { reviewConfirmMail } from "../web/mails";

const home = backToGuide;

/** The labels of the review form's fields for a page of messages, with the place's. */
const reviewLabels = { ...reviewFields, place: { label: "Place" } };

/** product §19.2: what the author reads for each status on their private page. */
export const reviewStatusTexts: Readonly<Record<ReviewStatus, { label: string; explanation: string }>> = {
  unconfirmed: {
    label: "Not confirmed yet",
    explanation: "Press the button the confirmation mail leads to: only a confirmed review reaches our editors.",
  },
  waiting: {
    label: "Waiting for an editor",
    explanation: "An editor reads every confirmed review before it is published, usually within a few days.",
  },
  published: { label: "Published", explanation: "Your review is on the place's page." },
  declined: { label: "Not published", explanation: "Our editors did not publish this review, for the reason below." },
  withdrawn: { label: "Withdrawn", explanation: "You withdrew this review: it is not shown anywhere." },
  removed: { label: "Removed", explanation: "Our editors removed this review from the guide, for the reason below." },
};

/** A confirm link or private link that is used, expired or was never ours. */
const expired = (c: Context) =>
  expiredLink(c, 'To write your review again, open the place\'s page and choose "Write a review".');

/** The review form filled with `review`, for its author's Edit (product §19.2); the address is typed again. */
function EditForm({ review, slug }: { review: PrivateReview; slug: string }) {
  const field = (name: "visitMonth" | "publicName" | "email", value: string) => (
    <div class="mt-4">
      <label htmlFor={`review-${name}`} class="block font-medium">
        {reviewFields[name].label}
      </label>
      <input
        id={`review-${name}`}
        name={name}
        type={{ visitMonth: "month", publicName: "text", email: "email" }[name]}
        value={value}
        required
        class={styles.input}
        autocomplete={name === "email" ? "email" : "off"}
        {...(name === "email" && { "aria-describedby": "review-email-hint" })}
      />
      {name === "email" && (
        <p id="review-email-hint" class="mt-1 text-sm text-muted-foreground">
          We keep only a scrambled form of your address: type it again. The edit is confirmed by mail as before.
        </p>
      )}
    </div>
  );
  return (
    <form method="post" action="/api/reviews" class="mt-6">
      <input type="hidden" name="place" value={slug} />
      <div class="mt-4">
        <label htmlFor="review-stars" class="block font-medium">
          {reviewFields.stars.label}
        </label>
        <select id="review-stars" name="stars" required class={styles.input}>
          {reviewFields.stars.options.map((option) => (
            <option value={option.value} selected={Number(option.value) === review.stars}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div class="mt-4">
        <label htmlFor="review-text" class="block font-medium">
          {reviewFields.text.label}
        </label>
        <textarea
          id="review-text"
          name="text"
          rows={8}
          required
          minlength={reviewTextLimits.min}
          maxlength={reviewTextLimits.max}
          class={styles.textarea}
        >
          {review.text}
        </textarea>
      </div>
      {field("visitMonth", review.visitMonth)}
      {field("publicName", review.publicName)}
      {field("email", "")}
      <div class="mt-4">
        <label htmlFor="review-conflict" class="block font-medium">
          {reviewFields.conflict.label}
        </label>
        <select id="review-conflict" name="conflict" required class={styles.input}>
          <option value="">{reviewFields.conflict.placeholder}</option>
          {reviewFields.conflict.options.map((option) => (
            <option value={option.value}>{option.label}</option>
          ))}
        </select>
      </div>
      <button type="submit" class={`${styles.button} mt-6`}>
        Send the edit
      </button>
    </form>
  );
}

/** The reviews' routes. */
export function reviewRoutes(server: ServerContext): Hono {
  const { db, now, secret } = server;
  const app = new Hono();

  app.post("/api/reviews", async (c) => {
    const fields = await readFields(c, [...reviewFieldNames, "place"]);
    if (!fields) return refuse(c, 400, answers.badJson);
    const slug = fields.place || placeOfReferer(c, "/review");
    const back = slug ? `/review?place=${encodeURIComponent(slug)}` : "/";
    const result = reviewSchema.safeParse(fields);
    const place = slug ? await findPlaceBySlug(db, slug) : undefined;
    // product §19.1: every place but a closed one takes reviews; a review names its place.
    const placeError = !place
      ? 'Open the place you visited and choose "Write a review"'
      : place.status === "closed"
        ? "This place has closed: it takes no new reviews"
        : undefined;
    if (!result.success || placeError)
      return invalid(
        c,
        { ...(placeError && { place: placeError }), ...(result.success ? {} : errorsOf(result.error.issues)) },
        reviewLabels,
        back,
      );
    const review = result.data;
    const reviewed = place!;
    // product §16.5: a filled honeypot gets the usual answer; nothing is stored or mailed.
    const spam = Boolean(fields[honeypotField]?.trim());
    return store(c, async () => {
      if (!spam) {
        const origin = originOf(server, c);
        await writeReview(db, {
          placeId: reviewed.id,
          review,
          emailHash: reviewEmailHash(secret, review.email),
          mailKey: recipientKey(secret, "review-confirm", review.email),
          limit: { name: "review", max: server.submissionsPerHour, windowMinutes: 60 },
          client: clientOf(server, c),
          mail: ({ id, confirmToken, privateToken }) =>
            reviewConfirmMail({
              id,
              to: review.email,
              placeName: reviewed.name,
              confirmUrl: `${origin}/reviews/confirm?token=${confirmToken}`,
              privateUrl: `${origin}/reviews/mine/${privateToken}`,
            }),
          now: now(),
        });
        server.onMailQueued();
      }
      if (wantsJson(c)) return c.json({ saved: true }, 201);
      return c.redirect("/reviews/check-inbox", 303);
    });
  });

  confirmRoutes(app, {
    base: "/reviews",
    checkInbox: {
      heading: "Check your inbox",
      paragraphs: [
        "A mail is on its way with a link to confirm your review. Only a confirmed review reaches our editors, who read it before it is published.",
        "The mail also carries your review's private link: its status, our decision and its reason, and a way to edit or withdraw it.",
        "Nothing arrived? Look in your spam folder.",
      ],
      title: "Check your inbox",
    },
    confirmPage: async (token) => {
      const found = await findByConfirmToken(db, token, now());
      if (!found) return null;
      const place = await findPlace(db, found.placeId);
      return {
        heading: "Confirm your review",
        paragraphs: [
          `Press the button to confirm your review${place ? ` of ${place.name}` : ""}. It then goes to our editors, who read it before it is published.`,
        ],
        title: "Confirm your review",
        label: "Confirm my review",
      };
    },
    confirm: async (token) => Boolean(await confirmReview(db, token, now())),
    confirmed: {
      heading: "Thank you: your review is confirmed",
      paragraphs: [
        "An editor reads it before it is published, and we mail you the decision. Your private link shows where it stands.",
      ],
      title: "Review confirmed",
    },
    expired,
  });

  app.get("/reviews/mine/:token", async (c) => {
    const token = c.req.param("token");
    const review = await reviewOfPrivateToken(db, token);
    if (!review) return notFound(c);
    const place = await findPlace(db, review.placeId);
    const status = reviewStatusTexts[review.status];
    const closed = review.status === "withdrawn" || review.status === "removed";
    const mine = `/reviews/mine/${encodeURIComponent(token)}`;
    return c.render(
      <Card heading={`Your review of ${place?.name ?? "a place"}`} paragraphs={[status.explanation]} links={home}>
        <Facts
          rows={[
            { label: "Status", value: status.label },
            ...(review.ground ? [{ label: "Reason", value: reviewGrounds[review.ground] }] : []),
            ...(review.editUnconfirmed
              ? [{ label: "Your edit", value: "Waiting for you to confirm it (see the mail we sent)." }]
              : []),
            ...(review.live && review.status !== "published"
              ? [{ label: "On the page", value: "Your previously published version is shown meanwhile." }]
              : []),
            ...(place
              ? [
                  {
                    label: "Place",
                    value: (
                      <a href={`/place/${place.slug}`} class={styles.link}>
                        {place.name}
                      </a>
                    ),
                  },
                ]
              : []),
            { label: "Stars", value: `${review.stars} of 5` },
            { label: "Month of your visit", value: review.visitMonth },
            { label: "Name shown", value: review.publicName },
            { label: "Your review", value: <p class="whitespace-pre-line">{review.text}</p> },
          ]}
        />
        {!closed && (
          <div class="mt-6 flex flex-wrap gap-4">
            {place && place.status !== "closed" && (
              <a href={`${mine}/edit`} class={styles.secondaryButton}>
                Edit my review
              </a>
            )}
            <a href={`${mine}/withdraw`} class={styles.secondaryButton}>
              Withdraw my review
            </a>
          </div>
        )}
      </Card>,
      { title: "Your review" },
    );
  });

  app.get("/reviews/mine/:token/edit", async (c) => {
    const review = await reviewOfPrivateToken(db, c.req.param("token"));
    if (!review || review.status === "withdrawn" || review.status === "removed") return notFound(c);
    const place = await findPlace(db, review.placeId);
    if (!place || place.status === "closed") return notFound(c);
    return c.render(
      <Card
        heading={`Edit your review of ${place.name}`}
        paragraphs={["Change what you like and send it: the edit goes to our editors once you confirm it by mail."]}
      >
        <EditForm review={review} slug={place.slug} />
      </Card>,
      { title: "Edit your review" },
    );
  });

  app.get("/reviews/mine/:token/withdraw", async (c) => {
    const token = c.req.param("token");
    const review = await reviewOfPrivateToken(db, token);
    if (!review || review.status === "withdrawn" || review.status === "removed") return notFound(c);
    return c.render(
      <Card
        heading="Withdraw your review?"
        paragraphs={[
          "Press the button and your review is no longer shown anywhere, nor read by our editors. You can write a new one later.",
        ]}
        links={[{ href: `/reviews/mine/${encodeURIComponent(token)}`, label: "Keep my review" }]}
      >
        <ButtonForm action={`/reviews/mine/${encodeURIComponent(token)}/withdraw`} label="Withdraw my review" />
      </Card>,
      { title: "Withdraw your review" },
    );
  });

  app.post("/reviews/mine/:token/withdraw", async (c) => {
    const token = c.req.param("token");
    return store(c, async () => {
      if (!(await withdrawReview(db, token, now()))) return notFound(c);
      server.onGuideChanged();
      return c.redirect(`/reviews/mine/${encodeURIComponent(token)}`, 303);
    });
  });

  return app;
}
