import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircleIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { contactSentToast } from "./contact-content";
import { contactMessageMaxLength, contactSchema, emptyContact, type ContactMessage, type ContactValues } from "./contact-schema";
import { submitContact } from "./submit-contact";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { FormField } from "~/features/forms/form-field";
import { clearFormDraft, useFormDraft } from "~/features/forms/use-form-draft";
import { storageKeys } from "~/lib/storage";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * The contact form: name, email, message ({@link contactSchema}; messages under each field on
 * submit, then as the user corrects them; the first invalid field takes focus). Submit reads
 * 'Sending...' and is disabled while {@link submitContact} runs, then a toast, a reset and the
 * draft removed. A draft is kept in browser storage (storageKeys.contactDraft) and restored after
 * a reload. Until hydration the button is disabled, so the pre-rendered form never submits natively.
 */
export function ContactForm() {
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    reset,
    subscribe,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues, unknown, ContactMessage>({
    resolver: zodResolver(contactSchema),
    defaultValues: emptyContact,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
  });
  useFormDraft({ key: storageKeys.contactDraft, empty: emptyContact, reset, subscribe });

  const onValid = async (message: ContactMessage) => {
    try {
      await submitContact(message);
    } catch {
      toast.error("Your message could not be sent", { description: "Nothing was lost: please try again in a moment." });
      return;
    }
    toast.success(contactSentToast.title, { description: contactSentToast.description });
    reset(emptyContact);
    clearFormDraft(storageKeys.contactDraft);
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
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
        <FormField id="contact-name" label="Your Name" required error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="name" {...register("name")} />}
        </FormField>
        <FormField id="contact-email" label="Email" required error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" placeholder="you@example.com" {...register("email")} />}
        </FormField>
        <FormField id="contact-message" label="Message" required error={errors.message?.message} className="md:col-span-2">
          {(control) => (
            <Textarea
              {...control}
              rows={6}
              maxLength={contactMessageMaxLength}
              placeholder="A question, a correction to a listing, an idea for the guide..."
              {...register("message")}
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
