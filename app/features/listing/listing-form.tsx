import { useRef, useState } from "react";
import { CircleCheck, LoaderCircle } from "lucide";
import { Icon } from "~/components/ui/icon";
import { listingNextSteps, listingSubmittedToast } from "./listing-content";
import { listingContactFields, listingFieldNames, listingFields } from "#core/forms/listing-fields.ts";
import type { ListingField } from "#core/forms/listing-schema.ts";
import { Button } from "~/components/ui/button";
import { hasServer } from "~/features/forms";
import { PhotoField } from "~/features/photos";
import {
  HoldSubmitsUntilLive,
  Honeypot,
  NeedsJavaScriptNote,
  formAttributes,
  refusalMessage,
  submitButtonProps,
} from "~/features/forms";
import { TableField } from "~/features/forms";
import { useValidatedForm } from "~/features/forms";
import { notify } from "~/lib/notify";
import { site } from "#core/site-config.ts";
import { storageKeys } from "~/lib/storage";
import { useHydrated } from "~/lib/use-hydrated";

/** The listing rules (zod), fetched when the visitor starts on the form, not with the page. */
const loadListingSchema = () => import("#core/forms/listing-schema.ts").then((module) => module.listingSchema);

/** The code that sends a listing, fetched when the visitor submits. */
const sendListing: typeof import("./submit-listing").submitListing = (...args) =>
  import("./submit-listing").then((module) => module.submitListing(...args));

const businessFieldNames = listingFieldNames.filter((name) => !listingContactFields.includes(name));
const noteId = "listing-needs-javascript";

/**
 * product §2-§5 List your business: the 'Business Information' form (its 'Contact Information'
 * section, the 'What happens next?' box, the 'Submit Business Listing' button).
 * - Fields: listingFields, in listingSchema's order; validation: listingSchema (loaded on first
 *   focus); messages under each field on submit, then as the visitor corrects them; the first
 *   invalid field takes focus.
 * - Submit (product §4, §16.1): 'Submitting...' and disabled while the listing is sent to the server
 *   (submit-listing.ts), then the toast 'Application Submitted!' with a "View status" action, the form
 *   reset to empty, its draft removed, and the private status link shown under the button until the
 *   next submit. A refused post (a limit, the server down) says the server's sentence in an error toast
 *   and keeps everything typed; the server's field messages show under their fields.
 * - Without JavaScript it is a plain post to /api/listings: the server answers 303 to the status page,
 *   or a page with the same messages (product §16.1).
 * - What is typed before the app takes over stays and is sent; a submit made then is held and
 *   handled once the app is live (~/features/forms/before-hydration); nothing goes into a URL.
 * - A draft is kept in browser storage (storageKeys.listingDraft) and restored after a reload.
 */
export function ListingForm() {
  const hydrated = useHydrated();
  const sentStatusUrl = useRef<string | null>(null);
  const [statusUrl, setStatusUrl] = useState<string | null>(null);
  const { formProps, errors, isSubmitting } = useValidatedForm({
    fields: listingFieldNames,
    loadSchema: loadListingSchema,
    draftKey: storageKeys.listingDraft,
    onValid: async (listing, form) => {
      setStatusUrl(null);
      sentStatusUrl.current = await sendListing(listing, form);
    },
    onSent: () => {
      const url = sentStatusUrl.current;
      setStatusUrl(url);
      void notify(
        "success",
        url
          ? { ...listingSubmittedToast, action: { label: "View status", onClick: () => window.location.assign(url) } }
          : listingSubmittedToast,
      );
    },
    onFailed: (error) =>
      void notify("error", {
        title: "Your listing could not be submitted",
        description: refusalMessage(error) ?? "Nothing was lost: please try again in a moment.",
      }),
  });

  const renderField = (name: ListingField) => (
    <TableField key={name} id={`listing-${name}`} name={name} ui={listingFields[name]} error={errors[name]} />
  );

  return (
    <>
      <form
        {...formAttributes("listing")}
        noValidate
        {...formProps}
        aria-labelledby="business-information-heading"
        className="relative rounded-xl border bg-card p-6 shadow-sm sm:p-8"
      >
        <Honeypot />
        <h2 id="business-information-heading" className="text-2xl font-bold">
          Business Information
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Fields marked <span className="font-semibold text-primary">*</span> are required.
        </p>

        <div className="mt-6 grid gap-5 md:grid-cols-2">{businessFieldNames.map(renderField)}</div>

        <fieldset className="mt-8 border-t pt-6">
          <legend className="float-left w-full">
            <h3 className="text-lg font-semibold">Contact Information</h3>
          </legend>
          <div className="clear-both grid gap-5 pt-4 md:grid-cols-2">{listingContactFields.map(renderField)}</div>
        </fieldset>

        {hasServer && <PhotoField idPrefix="listing" errors={errors as Record<string, string | undefined>} />}

        <section aria-labelledby="next-steps-heading" className="mt-8 rounded-lg border border-red-200 bg-accent p-5">
          <h3 id="next-steps-heading" className="font-semibold text-accent-foreground">
            What happens next?
          </h3>
          <ul className="mt-3 space-y-2 text-sm text-stone-800">
            {listingNextSteps.map((step) => (
              <li key={step} className="flex gap-2">
                <Icon node={CircleCheck} className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                {step}
              </li>
            ))}
          </ul>
        </section>

        <Button {...submitButtonProps({ hydrated, busy: isSubmitting, noteId })} size="lg" className="mt-8 w-full">
          {isSubmitting && <Icon node={LoaderCircle} className="animate-spin" aria-hidden="true" />}
          {isSubmitting ? "Submitting..." : "Submit Business Listing"}
        </Button>
        <div role="status" className="empty:hidden">
          {statusUrl && (
            <p className="mt-4 rounded-md border bg-stone-50 px-3 py-2 text-sm text-stone-900">
              Your request was received. Follow its status on its private page (keep the link: it is the only way to see
              it):{" "}
              <a href={statusUrl} className="font-medium break-all text-primary underline underline-offset-4">
                {new URL(statusUrl, window.location.href).href}
              </a>
            </p>
          )}
        </div>
        <NeedsJavaScriptNote id={noteId}>
          This form needs JavaScript to send your listing. Turn JavaScript on and reload the page, or email the details
          to {site.contactEmail}.
        </NeedsJavaScriptNote>
      </form>
      <HoldSubmitsUntilLive />
    </>
  );
}
