import { LoaderCircleIcon } from "lucide-react";
import { contactSentToast } from "./contact-content";
import { contactMessageMaxLength, emptyContact, type ContactMessage, type ContactValues } from "./contact-fields";
import { submitContact } from "./submit-contact";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { FormField } from "~/features/forms/form-field";
import { useValidatedForm } from "~/features/forms/use-validated-form";
import { notify } from "~/lib/notify";
import { storageKeys } from "~/lib/storage";
import { useHydrated } from "~/lib/use-hydrated";

/** The contact rules (zod), fetched when the visitor starts on the form, not with the page. */
const loadContactSchema = () => import("./contact-schema").then((module) => module.contactSchema);

/**
 * The contact form: name, email, message (contactSchema, loaded on first focus; messages under each field on
 * submit, then as the user corrects them; the first invalid field takes focus). Submit reads
 * 'Sending...' and is disabled while {@link submitContact} runs, then a toast, a reset and the
 * draft removed. A draft is kept in browser storage (storageKeys.contactDraft) and restored after
 * a reload. Until hydration the button is disabled, so the pre-rendered form never submits natively.
 */
export function ContactForm() {
  const hydrated = useHydrated();
  const { errors, isSubmitting, field, handleSubmit, prefetch } = useValidatedForm<ContactValues, ContactMessage>({
    empty: emptyContact,
    loadSchema: loadContactSchema,
    draftKey: storageKeys.contactDraft,
    onValid: submitContact,
    onSent: () => void notify("success", contactSentToast),
    onFailed: () =>
      void notify("error", { title: "Your message could not be sent", description: "Nothing was lost: please try again in a moment." }),
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      onFocus={prefetch}
      aria-labelledby="contact-form-heading"
      className="rounded-xl border bg-card p-6 shadow-sm sm:p-8"
    >
      <h2 id="contact-form-heading" className="text-2xl font-bold">
        Send us a message
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        All fields are required (<span className="font-semibold text-primary">*</span>).
      </p>
      <div className="mt-6 grid gap-5 md:grid-cols-2">
        <FormField id="contact-name" label="Your Name" required error={errors.name}>
          {(control) => <Input {...control} autoComplete="name" {...field("name")} />}
        </FormField>
        <FormField id="contact-email" label="Email" required error={errors.email}>
          {(control) => <Input {...control} type="email" autoComplete="email" placeholder="you@example.com" {...field("email")} />}
        </FormField>
        <FormField id="contact-message" label="Message" required error={errors.message} className="md:col-span-2">
          {(control) => (
            <Textarea
              {...control}
              rows={6}
              maxLength={contactMessageMaxLength}
              placeholder="A question, a correction to a listing, an idea for the guide..."
              {...field("message")}
            />
          )}
        </FormField>
      </div>
      <Button type="submit" size="lg" className="mt-8 w-full sm:w-auto" disabled={!hydrated || isSubmitting}>
        {isSubmitting && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
        {isSubmitting ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
