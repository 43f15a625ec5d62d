import { LoaderCircle } from "lucide";
import { Icon } from "~/components/ui/icon";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { contactSentToast } from "./contact-content";
import { contactFieldNames, contactFields, correctionMessageStart } from "../../../core/forms/contact-fields";
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
import { site } from "../../../core/site-config";
import { storageKeys } from "~/lib/storage";
import { useHydrated } from "~/lib/use-hydrated";

/** The contact rules (zod), fetched when the visitor starts on the form, not with the page. */
const loadContactSchema = () => import("../../../core/forms/contact-schema").then((module) => module.contactSchema);

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

/**
 * The contact form: name, email, message (contactFields, in contactSchema's order; the schema loads
 * on first focus; messages under each field on submit, then as the visitor corrects them; the first
 * invalid field takes focus). The message shows a counter against its limit. Submit reads
 * 'Sending...' and is disabled while the message goes to the server (submit-contact.ts, product
 * §16.2), then a toast, a reset and the draft removed; a refused post says the server's sentence and
 * keeps everything. Without JavaScript it is a plain post to /api/messages (303 to a result page).
 * A draft is kept in browser storage (storageKeys.contactDraft).
 * Opened as /contact?place={slug} (a place page's "Suggest a correction"), after hydration it names
 * the place, starts the message with "Correction for {name}: " if the message is still empty then,
 * and sends the slug in its `place` field, so the message is stored as a correction of that place
 * (without JavaScript the server reads the place from the page's address, product §16.2).
 * The name comes from the one place-name file the slug falls in (`nameFiles`, their paths from the
 * route at build time; place-names.ts), fetched only for such a link. An unknown slug, or a file that
 * cannot be fetched, is ignored.
 * What is typed before the app takes over stays and is sent; a submit made then is held until the app is live.
 */
export function ContactForm({ nameFiles }: { nameFiles: readonly string[] }) {
  const hydrated = useHydrated();
  const { search } = useLocation();
  const [place, setPlace] = useState<{ slug: string; name: string } | null>(null);
  const { formProps, errors, isSubmitting, values, setValue } = useValidatedForm({
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
  // name has arrived, and starts the message only if nothing was typed in it meanwhile.
  useEffect(() => {
    const slug = new URLSearchParams(search).get("place");
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the query is read after hydration, so the first render matches the pre-rendered page
    setPlace(null);
    if (!slug) return;
    let live = true;
    void lookUpPlaceName(slug, nameFiles).then((name) => {
      if (!live || !name) return;
      setPlace({ slug, name });
      const message = formProps.ref.current?.elements.namedItem("message");
      if (message instanceof HTMLTextAreaElement && message.value.trim() === "")
        setValue("message", correctionMessageStart(name));
    });
    return () => {
      live = false;
    };
  }, [search, nameFiles, formProps.ref, setValue]);

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
          All fields are required (<span className="font-semibold text-primary">*</span>).
        </p>
        {place && (
          <p className="mt-3 rounded-md bg-accent px-3 py-2 text-sm text-accent-foreground">
            Suggesting a correction to <strong>{place.name}</strong>.
          </p>
        )}
        <div className="mt-6 grid gap-5 md:grid-cols-2">
          {contactFieldNames.map((name) => (
            <TableField
              key={name}
              id={`contact-${name}`}
              name={name}
              ui={contactFields[name]}
              error={errors[name]}
              length={values[name].length}
            />
          ))}
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
