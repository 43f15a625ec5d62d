import { LoaderCircle } from "lucide";
import { Icon } from "~/components/ui/icon";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { contactSentToast } from "./contact-content";
import { contactFieldNames, contactFields } from "#core/forms/contact-fields.ts";
import { factOfLink } from "#core/forms/correction.ts";
import { CorrectionFields } from "./correction-fields";
import { Button } from "~/components/ui/button";
import { PhotoField } from "~/features/photos";
import {
  HoldSubmitsUntilLive,
  Honeypot,
  NeedsJavaScriptNote,
  formAttributes,
  hasServer,
  refusalMessage,
  submitButtonProps,
} from "~/features/forms";
import { TableField } from "~/features/forms";
import { useValidatedForm } from "~/features/forms";
import { notify } from "~/lib/notify";
import { site } from "#core/site-config.ts";
import { storageKeys } from "~/lib/storage";
import { useHydrated } from "~/lib/use-hydrated";

/** The contact rules (zod), fetched when the visitor starts on the form, not with the page. */
const loadContactSchema = () => import("#core/forms/contact-schema.ts").then((module) => module.contactSchema);

/** The name of a correction link's place (product §15.7): its code and its file are fetched only for such a link. */
const lookUpPlaceName = (slug: string, files: readonly string[]) =>
  import("./place-names").then(
    (module) => module.lookUpPlaceName(slug, files),
    () => null, // the code could not load (offline): the form starts as for no place
  );

/** The code that sends a message, fetched when the visitor submits. */
const sendMessage: typeof import("./submit-contact").submitContact = (...args) =>
  import("./submit-contact").then((module) => module.submitContact(...args));

const noteId = "contact-needs-javascript";

/** The grid of a correction's fields, in the form's two columns. */
const correctionGrid = "mt-5 grid gap-5 md:grid-cols-2";

/**
 * The contact form: name, email, message (contactFields, in contactSchema's order; the schema loads
 * on first focus; messages under each field on submit, then as the visitor corrects them; the first
 * invalid field takes focus). The message shows a counter against its limit. Submit reads
 * 'Sending...' and is disabled while the message goes to the server (submit-contact.ts, product
 * §16.2), then a toast, a reset and the draft removed; a refused post says the server's sentence and
 * keeps everything. Without JavaScript it is a plain post to /api/messages (303 to a result page).
 * A draft is kept in browser storage (storageKeys.contactDraft), the correction's fields too: they come back when
 * they come into the page.
 * Opened as /contact?place={slug} (a place page's "Suggest a correction", or a fact's "Tell us" with
 * `&fact={key}`), after hydration it names the place and becomes its correction form (product §16.2): "What to
 * correct" (the link's fact chosen), that fact's control(s) and "How do you know?" (CorrectionFields); with a fact
 * chosen the message is an optional note. It sends the slug in its `place` field, so the message is stored as a
 * correction of that place (without JavaScript the server reads the place from the page's address; the correction's
 * fields are then in a `<noscript>`, for a visitor who came from a place's page).
 * The name comes from the one place-name file the slug falls in (`nameFiles`, their paths from the
 * route at build time; place-names.ts), fetched only for such a link. An unknown slug, or a file that
 * cannot be fetched, is ignored.
 * What is typed before the app takes over stays and is sent; a submit made then is held until the app is live.
 */
export function ContactForm({ nameFiles }: { nameFiles: readonly string[] }) {
  const hydrated = useHydrated();
  const { search } = useLocation();
  const [place, setPlace] = useState<{ slug: string; name: string } | null>(null);
  const { formProps, errors, isSubmitting, values, setValue, restoreDraft } = useValidatedForm({
    fields: contactFieldNames,
    loadSchema: loadContactSchema,
    draftKey: storageKeys.contactDraft,
    onValid: sendMessage,
    onSent: () => void notify("success", contactSentToast),
    onFailed: (error) =>
      void notify("error", {
        title: "Your message could not be sent",
        description: refusalMessage(error) ?? "Nothing was lost: please try again in a moment.",
      }),
  });

  // After the draft is back (the form's own effect runs first): a correction names its place once its
  // name has arrived; what was typed meanwhile stays.
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

  // Once the correction's fields are in the page: what the draft held for them comes back, then the fact the
  // link names is chosen, as if the visitor chose it.
  useEffect(() => {
    if (!place) return;
    restoreDraft();
    const chosen = factOfLink(new URLSearchParams(search).get("fact"));
    if (!chosen) return;
    setValue("fact", chosen.fact);
    if (chosen.diet) setValue("diet", chosen.diet);
  }, [place, search, setValue, restoreDraft]);

  // With a fact chosen the message is a note: optional (product §16.2).
  const note = place !== null && values.fact !== "";

  return (
    <>
      <form
        {...formAttributes("contact")}
        noValidate
        {...formProps}
        aria-labelledby="contact-form-heading"
        className="relative rounded-xl border bg-card p-6 shadow-sm sm:p-8"
      >
        <Honeypot />
        <input type="hidden" name="place" value={place?.slug ?? ""} />
        <h2 id="contact-form-heading" className="text-2xl font-bold">
          Send us a message
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {place ? "Fields marked " : "All fields are required ("}
          <span className="font-semibold text-primary">*</span>
          {place ? " are required." : ")."}
        </p>
        {place && (
          <p className="mt-3 rounded-md bg-accent px-3 py-2 text-sm text-accent-foreground">
            Suggesting a correction to <strong>{place.name}</strong>.
          </p>
        )}
        <div className="mt-6 grid gap-5 md:grid-cols-2">
          {(["name", "email"] as const).map((name) => (
            <TableField key={name} id={`contact-${name}`} name={name} ui={contactFields[name]} error={errors[name]} />
          ))}
        </div>
        {place ? (
          <div className={correctionGrid}>
            <CorrectionFields errors={errors} />
          </div>
        ) : (
          hasServer && (
            // Without JavaScript the page cannot tell whether it is a place's correction form: it offers the
            // correction's fields to a visitor who came from a place's page (the server reads the place from the
            // address). With JavaScript a <noscript>'s content is never part of the page (never style the
            // <noscript> itself: a display of its own would show that content as text).
            <noscript>
              <div className={correctionGrid}>
                <p className="text-sm text-muted-foreground md:col-span-2">
                  Came from a place's page? Choose what to correct and give it; your message is then optional.
                </p>
                <CorrectionFields errors={errors} />
              </div>
            </noscript>
          )
        )}
        <div className="mt-5 grid gap-5">
          <TableField
            id="contact-message"
            name="message"
            ui={note ? { ...contactFields.message, optional: true } : contactFields.message}
            error={errors.message}
            length={values.message.length}
          />
        </div>
        {/* decision 039: photos come with a correction of a place (a message has no place to picture). */}
        {hasServer && place && <PhotoField idPrefix="contact" errors={errors as Record<string, string | undefined>} />}
        <Button
          {...submitButtonProps({ hydrated, busy: isSubmitting, noteId })}
          size="lg"
          className="mt-8 w-full sm:w-auto"
        >
          {isSubmitting && <Icon node={LoaderCircle} className="animate-spin" aria-hidden="true" />}
          {isSubmitting ? "Sending..." : "Send Message"}
        </Button>
        <NeedsJavaScriptNote id={noteId}>
          This form needs JavaScript to send your message. Turn JavaScript on and reload the page, or write to{" "}
          {site.contactEmail}.
        </NeedsJavaScriptNote>
      </form>
      <HoldSubmitsUntilLive />
    </>
  );
}
