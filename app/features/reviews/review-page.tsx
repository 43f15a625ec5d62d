import { PageHeader } from "~/components/page-header";
import { ReviewForm } from "./review-form";

/** The review page's heading, subtitle and meta description (product §19.1). */
export const reviewPage = {
  title: "Write a review",
  subtitle: "Tell other visitors how it was. One review per person and place: writing again edits yours.",
  description: "Write a review of a place in the Discover Columbus guide: stars, your words and the month you went.",
} as const;

/**
 * product §19.1: the page `/review?place={slug}` (a place page's "Write a review"): the review form, beside what
 * happens to a review (confirmed by mail, read by an editor blind to its stars, published on grounds only).
 */
export function ReviewPage({ nameFiles }: { nameFiles: readonly string[] }) {
  return (
    <>
      <PageHeader title={reviewPage.title} subtitle={reviewPage.subtitle} />
      <div className="mx-auto -mt-8 grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-8 px-4 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <ReviewForm nameFiles={nameFiles} />
        <aside aria-label="What happens to your review" className="rounded-xl border bg-card p-5 shadow-sm">
          <h2 className="font-semibold">What happens next</h2>
          <ol className="mt-2 list-decimal space-y-2 pl-5 text-sm text-muted-foreground">
            <li>We mail you a link: press its Confirm button. Only a confirmed review reaches our editors.</li>
            <li>
              An editor reads it without seeing its stars, and publishes it unless it is spam, a conflict of interest,
              not a first-hand visit, or hateful or private content.
            </li>
            <li>We mail you the decision and its reason. Your private link lets you edit or withdraw it.</li>
          </ol>
        </aside>
      </div>
    </>
  );
}
