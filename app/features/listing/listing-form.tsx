import { CircleCheckIcon, LoaderCircleIcon } from "lucide-react";
import type * as React from "react";
import { listingNextSteps, listingSubmittedToast } from "./listing-content";
import {
  categoryOptions,
  emptyListing,
  neighborhoodOptions,
  priceRangeOptions,
  type Listing,
  type ListingOption,
  type ListingValues,
} from "./listing-fields";
import { submitListing } from "./submit-listing";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { FormField } from "~/features/forms/form-field";
import { useValidatedForm, type FieldProps } from "~/features/forms/use-validated-form";
import { notify } from "~/lib/notify";
import { storageKeys } from "~/lib/storage";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";

type FieldName = keyof ListingValues;

/** The listing rules (zod), fetched when the visitor starts on the form, not with the page. */
const loadListingSchema = () => import("./listing-schema").then((module) => module.listingSchema);

/** How one field of the listing form is shown. Everything but website is required (Spec §5). */
interface FieldConfig {
  label: string;
  control: "input" | "textarea" | "select";
  type?: React.HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"];
  placeholder?: string;
  /** Select options, after an empty first option reading `placeholder`. */
  options?: readonly ListingOption[];
  optional?: boolean;
  /** Grid placement at two columns (md and up). */
  wide?: boolean;
}

/** Spec §3 business submission: each field's label and control, in form order. */
const fields: Record<FieldName, FieldConfig> = {
  name: { label: "Business Name", control: "input", autoComplete: "organization", placeholder: "e.g. High Street Cafe" },
  category: { label: "Category", control: "select", options: categoryOptions, placeholder: "Select a category" },
  description: {
    label: "Description",
    control: "textarea",
    placeholder: "What makes your business special? Food, atmosphere, specialties...",
    wide: true,
  },
  address: { label: "Address", control: "input", autoComplete: "street-address", placeholder: "Street, city, ZIP" },
  neighborhood: { label: "Neighborhood", control: "select", options: neighborhoodOptions, placeholder: "Select a neighborhood" },
  phone: { label: "Phone Number", control: "input", type: "tel", autoComplete: "tel", placeholder: "(614) 555-0123" },
  website: {
    label: "Website",
    control: "input",
    type: "url",
    inputMode: "url",
    autoComplete: "url",
    placeholder: "https://www.example.com",
    optional: true,
  },
  hours: {
    label: "Business Hours",
    control: "input",
    placeholder: "e.g. Mon-Fri 9 AM - 5 PM, Sat 10-4",
    wide: true,
  },
  priceRange: { label: "Price Range", control: "select", options: priceRangeOptions, placeholder: "Select a price range" },
  contactName: { label: "Contact Name", control: "input", autoComplete: "name", placeholder: "Your full name" },
  contactEmail: { label: "Contact Email", control: "input", type: "email", autoComplete: "email", placeholder: "you@example.com" },
};

const businessFields: readonly FieldName[] = [
  "name",
  "category",
  "description",
  "address",
  "neighborhood",
  "phone",
  "website",
  "hours",
  "priceRange",
];
const contactFields: readonly FieldName[] = ["contactName", "contactEmail"];

/**
 * Spec §2-§5 List your business: the 'Business Information' form (its 'Contact Information'
 * section, the 'What happens next?' box, the 'Submit Business Listing' button).
 * - Validation: listingSchema (listing-schema.ts, loaded on first focus); messages under each field on submit, then as the user
 *   corrects them; the first invalid field takes focus.
 * - Submit (Spec §4): 'Submitting...' and disabled while {@link submitListing} runs (2 s), then the
 *   toast 'Application Submitted!', the form reset to empty and its draft removed.
 * - A draft is kept in browser storage (storageKeys.listingDraft) and restored after a reload.
 * - Until hydration the button is disabled, so the pre-rendered form never submits natively.
 */
export function ListingForm() {
  const hydrated = useHydrated();
  const { errors, isSubmitting, field, handleSubmit, prefetch } = useValidatedForm<ListingValues, Listing>({
    empty: emptyListing,
    loadSchema: loadListingSchema,
    draftKey: storageKeys.listingDraft,
    onValid: submitListing,
    onSent: () => void notify("success", listingSubmittedToast),
    onFailed: () =>
      void notify("error", { title: "Your listing could not be submitted", description: "Nothing was lost: please try again in a moment." }),
  });

  const renderField = (name: FieldName) => (
    <ListingField key={name} name={name} config={fields[name]} error={errors[name]} control={field(name)} />
  );

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      onFocus={prefetch}
      aria-labelledby="business-information-heading"
      className="rounded-xl border bg-card p-6 shadow-sm sm:p-8"
    >
      <h2 id="business-information-heading" className="text-2xl font-bold">
        Business Information
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Fields marked <span className="font-semibold text-primary">*</span> are required.
      </p>

      <div className="mt-6 grid gap-5 md:grid-cols-2">{businessFields.map(renderField)}</div>

      <fieldset className="mt-8 border-t pt-6">
        <legend className="float-left w-full">
          <h3 className="text-lg font-semibold">Contact Information</h3>
        </legend>
        <div className="clear-both grid gap-5 pt-4 md:grid-cols-2">{contactFields.map(renderField)}</div>
      </fieldset>

      <section aria-labelledby="next-steps-heading" className="mt-8 rounded-lg border border-red-200 bg-accent p-5">
        <h3 id="next-steps-heading" className="font-semibold text-accent-foreground">
          What happens next?
        </h3>
        <ul className="mt-3 space-y-2 text-sm text-stone-800">
          {listingNextSteps.map((step) => (
            <li key={step} className="flex gap-2">
              <CircleCheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {step}
            </li>
          ))}
        </ul>
      </section>

      <Button type="submit" size="lg" className="mt-8 w-full" disabled={!hydrated || isSubmitting}>
        {isSubmitting && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
        {isSubmitting ? "Submitting..." : "Submit Business Listing"}
      </Button>
    </form>
  );
}

/** One field of {@link ListingForm}: label, control bound to the form, message under it. */
function ListingField({ name, config, error, control: bound }: { name: FieldName; config: FieldConfig; error: string | undefined; control: FieldProps }) {
  return (
    <FormField
      id={`listing-${name}`}
      label={config.label}
      required={!config.optional}
      optional={config.optional}
      error={error}
      className={cn(config.wide && "md:col-span-2")}
    >
      {(control) =>
        config.control === "select" ? (
          <NativeSelect {...control} {...bound}>
            <option value="">{config.placeholder}</option>
            {config.options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        ) : config.control === "textarea" ? (
          <Textarea {...control} rows={4} placeholder={config.placeholder} {...bound} />
        ) : (
          <Input
            {...control}
            type={config.type ?? "text"}
            autoComplete={config.autoComplete}
            inputMode={config.inputMode}
            placeholder={config.placeholder}
            {...bound}
          />
        )
      }
    </FormField>
  );
}
