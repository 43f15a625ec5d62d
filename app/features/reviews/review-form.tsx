import { LoaderCircle } from "lucide";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { reviewFieldNames, reviewFields } from "#core/reviews/review-schema.ts";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import {
  HoldSubmitsUntilLive,
  Honeypot,
  NeedsJavaScriptNote,
  TableField,
  formAttributes,
  refusalMessage,
  submitButtonProps,
  useValidatedForm,
} from "~/features/forms";
import { notify } from "~/lib/notify";
import { storageKeys } from "~/lib/storage";
import { useHydrated } from "~/lib/use-hydrated";

/** The review rules (zod), fetched when the visitor starts on the form, not with the page. */
const loadReviewSchema = () => import("#core/reviews/review-schema.ts").then((module) => module.reviewSchema);

/** The name of the place `?place=` names (product §15.7): its code and file fetched only then. */
const lookUpPlaceName = (slug: string, files: readonly string[]) =>
  import("~/features/contact").then(
    (module) => module.lookUpPlaceName(slug, files),
    () => null,
  );

/** The code that sends a review, fetched when the visitor submits. */
const sendReview: typeof import("./submit-review").submitReview = (...args) =>
  import("./submit-review").then((module) => module.submitReview(...args));

const noteId = "review-needs-javascript";

/**
 * product §19.1: the review form of the place `?place={slug}` names: stars, the text (80 to 5,000 characters, with a
 * counter), the month of the visit, the public name, the email (never shown) and the conflict question, judged by
 * core/reviews/review-schema.ts (loaded on first focus) with messages under each field; a draft kept in browser
 * storage (storageKeys.reviewDraft). Submit posts to /api/reviews and, once saved, goes to the server's "Check your
 * inbox" page; a refused post keeps everything and says why. Without JavaScript it is a plain post (the server reads
 * the place from this page's address). After hydration it names the place (from the place-name files, `nameFiles`).
 */
export function ReviewForm({ nameFiles }: { nameFiles: readonly string[] }) {
  const hydrated = useHydrated();
  const { search } = useLocation();
  const [place, setPlace] = useState<{ slug: string; name: string } | null>(null);
  const { formProps, errors, isSubmitting, values } = useValidatedForm({
    fields: reviewFieldNames,
    loadSchema: loadReviewSchema,
    draftKey: storageKeys.reviewDraft,
    onValid: sendReview,
    onSent: () => {
      // The server's own page says what happens next (product §19.2).
      window.location.assign("/reviews/check-inbox");
    },
    onFailed: (error) =>
      void notify("error", {
        title: "Your review could not be sent",
        description: refusalMessage(error) ?? "Nothing was lost: please try again in a moment.",
      }),
  });

  useEffect(() => {
    const slug = new URLSearchParams(search).get("place");
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the query is read after hydration, so the first render matches the pre-rendered page
    setPlace(null);
    if (!slug) return;
    let live = true;
    void lookUpPlaceName(slug, nameFiles).then((name) => {
      if (live && name) setPlace({ slug, name });
    });
    return () => {
      live = false;
    };
  }, [search, nameFiles]);

  return (
    <>
      <form
        {...formAttributes("review")}
        noValidate
        {...formProps}
        aria-labelledby="review-form-heading"
        className="relative rounded-xl border bg-card p-6 shadow-sm sm:p-8"
      >
        <Honeypot />
        <input type="hidden" name="place" value={place?.slug ?? ""} />
        <h2 id="review-form-heading" className="text-2xl font-bold">
          {place ? `Your review of ${place.name}` : "Your review"}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          All fields are required (<span className="font-semibold text-primary">*</span>). Your email address is never
          shown: we send it a link to confirm your review.
        </p>
        <div className="mt-6 grid gap-5 md:grid-cols-2">
          {reviewFieldNames.map((name) => (
            <TableField
              key={name}
              id={`review-${name}`}
              name={name}
              ui={reviewFields[name]}
              error={errors[name]}
              {...(name === "text" && { length: values.text.length })}
            />
          ))}
        </div>
        <p className="mt-5 text-sm text-muted-foreground">
          Our editors read every review before it is published, without seeing its stars, and decide on published
          grounds only: a low rating is never one.
        </p>
        <Button
          {...submitButtonProps({ hydrated, busy: isSubmitting, noteId })}
          size="lg"
          className="mt-8 w-full sm:w-auto"
        >
          {isSubmitting && <Icon node={LoaderCircle} className="animate-spin" aria-hidden="true" />}
          {isSubmitting ? "Sending..." : "Send my review"}
        </Button>
        <NeedsJavaScriptNote id={noteId}>
          This form needs JavaScript to send your review. Turn JavaScript on and reload the page.
        </NeedsJavaScriptNote>
      </form>
      <HoldSubmitsUntilLive />
    </>
  );
}
