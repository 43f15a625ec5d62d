import type { ReviewEntry } from "#core/reviews/review-schema.ts";
import { postForm, wait } from "~/features/forms";

/**
 * product §19.1: sends the review form to the server (its fields to POST /api/reviews, judged there by the same
 * reviewSchema). Throws FormRefused with the server's sentence or field messages, or when it could not be reached. On
 * a static-only host (SITE_BACKEND=none) it waits a second and logs the review; nothing leaves the browser. Loaded on
 * submit.
 */
export async function submitReview(review: ReviewEntry, form: HTMLFormElement): Promise<void> {
  if (__SITE_BACKEND__ !== "none") {
    await postForm(form);
    return;
  }
  await wait(1000);
  console.log("Review submitted:", { ...review, email: "(not logged)" });
}
