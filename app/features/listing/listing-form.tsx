import { CircleCheck, LoaderCircle } from "lucide";
import { Icon } from "~/components/ui/icon";
import { listingNextSteps, listingSubmittedToast } from "./listing-content";
import { listingContactFields, listingFieldNames, listingFields } from "./listing-fields";
import type { ListingField } from "./listing-schema";
import { submitListing } from "./submit-listing";
import { Button } from "~/components/ui/button";
import { HoldSubmitsUntilLive, NeedsJavaScriptNote, submitButtonProps } from "~/features/forms";
import { TableField } from "~/features/forms";
import { useValidatedForm } from "~/features/forms";
import { notify } from "~/lib/notify";
import { site } from "~/lib/site-config";
import { storageKeys } from "~/lib/storage";
import { useHydrated } from "~/lib/use-hydrated";

/** The listing rules (zod), fetched when the visitor starts on the form, not with the page. */
const loadListingSchema = () => import("./listing-schema").then((module) => module.listingSchema);

const businessFieldNames = listingFieldNames.filter((name) => !listingContactFields.includes(name));
const noteId = "listing-needs-javascript";

/**
 * product §2-§5 List your business: the 'Business Information' form (its 'Contact Information'
 * section, the 'What happens next?' box, the 'Submit Business Listing' button).
 * - Fields: listingFields, in listingSchema's order; validation: listingSchema (loaded on first
 *   focus); messages under each field on submit, then as the visitor corrects them; the first
 *   invalid field takes focus.
 * - Submit (product §4): 'Submitting...' and disabled while {@link submitListing} runs (2 s), then the
 *   toast 'Application Submitted!', the form reset to empty and its draft removed.
 * - What is typed before the app takes over stays and is sent; a submit made then is held and
 *   handled once the app is live (~/features/forms/before-hydration); nothing goes into a URL.
 * - A draft is kept in browser storage (storageKeys.listingDraft) and restored after a reload.
 */
export function ListingForm() {
  const hydrated = useHydrated();
  const { formProps, errors, isSubmitting } = useValidatedForm({
    fields: listingFieldNames,
    loadSchema: loadListingSchema,
    draftKey: storageKeys.listingDraft,
    onValid: submitListing,
    onSent: () => void notify("success", listingSubmittedToast),
    onFailed: () =>
      void notify("error", { title: "Your listing could not be submitted", description: "Nothing was lost: please try again in a moment." }),
  });

  const renderField = (name: ListingField) => (
    <TableField key={name} id={`listing-${name}`} name={name} ui={listingFields[name]} error={errors[name]} />
  );

  return (
    <>
      <form
        method="dialog"
        noValidate
        {...formProps}
        aria-labelledby="business-information-heading"
        className="rounded-xl border bg-card p-6 shadow-sm sm:p-8"
      >
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
        <NeedsJavaScriptNote id={noteId}>
          This form needs JavaScript to send your listing. Turn JavaScript on and reload the page, or email the details to{" "}
          {site.contactEmail}.
        </NeedsJavaScriptNote>
      </form>
      <HoldSubmitsUntilLive />
    </>
  );
}
