import { MailCheck, PenLine, Star } from "lucide";
import { Link } from "react-router";
import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { Reveal } from "~/components/reveal";
import { cn } from "~/lib/utils";
import type { PlaceReviews, ReviewSummary, ShownReview } from "#core/reviews/summary.ts";
import { formatCount, formatDate } from "./facts";
import { averageOf, reviewsHeadingId, starsLabel, visitedLabel, visitorReviewsHeading } from "./review-words";

/** Drawn stars, 1 to 5 filled of 5, read out (and given to screen readers) as "4 out of 5 stars". */
export function Stars({ stars, className }: { stars: number; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-0.5", className)}>
      <span className="sr-only">{starsLabel(stars)}</span>
      {[1, 2, 3, 4, 5].map((star) => (
        <Icon
          key={star}
          node={Star}
          className={cn("size-4", star <= stars ? "fill-amber-400 text-amber-500" : "text-stone-400")}
        />
      ))}
    </span>
  );
}

/**
 * product §19.6: the distribution of the stars, 5 stars first: each row "5 stars", a bar as long as its share, and
 * the count (the bar is drawn only: the words and the count say it all).
 */
function Distribution({ summary }: { summary: ReviewSummary }) {
  return (
    <ul className="grid gap-1.5 text-sm" aria-label="Reviews by stars">
      {[5, 4, 3, 2, 1].map((stars) => {
        const count = summary.byStars[stars - 1]!;
        return (
          <li key={stars} className="flex items-center gap-3">
            <span className="w-14 shrink-0 text-stone-800">
              {stars} {stars === 1 ? "star" : "stars"}
              <span className="sr-only">:</span>
            </span>
            <span className="h-2 flex-1 overflow-hidden rounded-full bg-stone-200" aria-hidden="true">
              <span
                className="block h-full rounded-full bg-amber-500"
                style={{ width: `${summary.count ? (count / summary.count) * 100 : 0}%` }}
              />
            </span>
            <span className="w-10 shrink-0 text-right text-stone-900 tabular-nums">
              {formatCount(count)}
              <span className="sr-only">{count === 1 ? " review" : " reviews"}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * One review: stars, public name, month of visit, "email verified", the day published, the text, the owner's reply,
 * and its Report link (product §19.5).
 */
function ReviewItem({ review }: { review: ShownReview }) {
  return (
    <li className="border-t pt-5 first:border-t-0 first:pt-0" data-review-id={review.id}>
      <article aria-labelledby={`review-${review.id}`}>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Stars stars={review.stars} />
          <h3 id={`review-${review.id}`} className="font-semibold break-words text-stone-900">
            {review.publicName}
          </h3>
        </div>
        {/* Each part after the first carries its dot, so a wrapped line never starts with one. */}
        <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
          <span>{visitedLabel(review.visitMonth)}</span>
          {review.emailVerified && (
            <span className="inline-flex items-center gap-1">
              <span aria-hidden="true" className="mr-1">
                ·
              </span>
              <Icon node={MailCheck} className="size-4" />
              email verified
            </span>
          )}
          <span>
            <span aria-hidden="true" className="mr-2">
              ·
            </span>
            Published <time dateTime={review.publishedOn}>{formatDate(review.publishedOn)}</time>
          </span>
        </p>
        <p className="mt-2 break-words whitespace-pre-line text-stone-800">{review.text}</p>
        {review.reply && (
          <div className="mt-3 rounded-lg border-l-4 border-stone-300 bg-stone-50 px-4 py-3">
            <p className="text-sm font-semibold text-stone-900">Reply from the owner</p>
            <p className="mt-1 break-words whitespace-pre-line text-stone-800">{review.reply.text}</p>
            <p className="mt-1 text-xs text-muted-foreground">
              Published <time dateTime={review.reply.publishedOn}>{formatDate(review.reply.publishedOn)}</time>
            </p>
          </div>
        )}
        <p className="mt-2 text-sm">
          <ReportReviewLink review={review} />
        </p>
      </article>
    </li>
  );
}

/**
 * product §19.5: a published review's "Report" link, to the server's report form `/reviews/report/{id}` (a full
 * page load, works without JavaScript); its accessible name says whose review: "Report the review by {public name}".
 */
export function ReportReviewLink({ review }: { review: Pick<ShownReview, "id" | "publicName"> }) {
  return (
    <a
      href={`/reviews/report/${review.id}`}
      aria-label={`Report the review by ${review.publicName}`}
      className="text-muted-foreground underline underline-offset-4 hover:text-stone-900"
    >
      Report
    </a>
  );
}

/**
 * product §19.6: the place page's "Visitors' reviews (N)", apart from the guide's rating (product §10.3): the count
 * always (also 0, then "No reviews yet."), the distribution of the stars once there is a review, the average only
 * from 5 reviews on, then the newest reviews (the loader gives at most 20; the section says how many there are in
 * all), newest first. Everything is text from the pre-rendered HTML: no script, nothing loaded later, so nothing
 * moves. The texts are the visitors' own and are shown as text, never as HTML. `children` sit beside the heading:
 * the section's actions (such as writing a review, product §19.1).
 */
export function VisitorReviews({ reviews, children }: { reviews: PlaceReviews; children?: ReactNode }) {
  const { summary, newest } = reviews;
  return (
    <Reveal later aria-labelledby={reviewsHeadingId} className="mt-6 rounded-xl border p-6" data-visitor-reviews="">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        <h2 id={reviewsHeadingId} tabIndex={-1} className="scroll-mt-24 text-xl font-semibold">
          {visitorReviewsHeading(summary.count)}
        </h2>
        {children}
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        What visitors wrote, published after an editor&apos;s check. Apart from the guide&apos;s rating, which is our
        editors&apos; own score.{" "}
        <Link to="/reviews-policy" className="underline underline-offset-4 hover:text-stone-900">
          How we check reviews
        </Link>
      </p>
      {summary.count === 0 ? (
        <p className="mt-4 text-stone-800">No reviews yet.</p>
      ) : (
        <>
          <div className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,20rem)_auto] sm:items-center sm:gap-8">
            <Distribution summary={summary} />
            {summary.average !== undefined && (
              <p className="flex items-center gap-2 text-stone-900" data-reviews-average="">
                <span className="text-3xl font-bold tabular-nums">{summary.average.toFixed(1)}</span>
                <span className="text-sm">{averageOf(summary.count)}</span>
              </p>
            )}
          </div>
          {summary.count > newest.length && (
            <p className="mt-4 text-sm text-muted-foreground">
              The newest {newest.length} of {formatCount(summary.count)} reviews.
            </p>
          )}
          <ol className="mt-6 grid gap-5" aria-label="Reviews, newest first">
            {newest.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ol>
        </>
      )}
    </Reveal>
  );
}

/**
 * product §19.1: "Write a review" of a place not closed, beside the reviews' heading: the review form with the place
 * named (`/review?place={slug}`).
 */
export function WriteReviewLink({ place }: { place: { slug: string; name: string } }) {
  return (
    <Link
      to={`/review?place=${encodeURIComponent(place.slug)}`}
      className="inline-flex min-h-11 items-center gap-2 rounded-md border border-stone-300 px-4 text-sm font-medium hover:bg-stone-100"
    >
      <Icon node={PenLine} className="size-4" aria-hidden="true" />
      Write a review<span className="sr-only"> of {place.name}</span>
    </Link>
  );
}
