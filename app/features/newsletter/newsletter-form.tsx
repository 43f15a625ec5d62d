import { Mail } from "lucide";
import { Icon } from "~/components/ui/icon";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import {
  HoldSubmitsUntilLive,
  Honeypot,
  NeedsJavaScriptNote,
  formAttributes,
  hasServer,
  refusalMessage,
  submitButtonProps,
  takeOverSubmits,
} from "~/features/forms";
import { notify } from "~/lib/notify";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * The success toast: product §16.4 with the server (double opt-in: the same answer whether or not
 * the address is known); product §4.3 on a static-only host, where the sign-up is simulated.
 */
export const newsletterToast = hasServer
  ? {
      title: "Check your inbox",
      description: "We sent you a link to confirm. You're subscribed once you open it and press Confirm.",
    }
  : ({ title: "Success!", description: "You've been subscribed to our newsletter." } as const);

/**
 * product §4-§5 newsletter: a required email field (browser validation: an empty or malformed address
 * is never submitted; then the site's one email rule, newsletter-schema.ts, loaded on first focus,
 * which also refuses `a@b` and addresses over 254 characters, with its message under the field)
 * and 'Subscribe'. Submitting shows 'Subscribing...' on the disabled button while the address goes to
 * the server (subscribe.ts, product §16.4: double opt-in), then the toast {@link newsletterToast},
 * clears the field and returns to idle; a refused post says the server's sentence and keeps the
 * address. Without JavaScript it is a plain post (303 to "Check your inbox"). The input is
 * uncontrolled: an address typed before the app takes over is kept, and Enter pressed then is held and
 * handled once the app is live; it never lands in a URL (~/features/forms/before-hydration). One
 * field with no draft: it does not need the listing and contact forms' hook.
 */
export function NewsletterForm() {
  const id = useId();
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const noteId = `${id}-needs-javascript`;
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = useRef(false);
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (formRef.current) takeOverSubmits(formRef.current);
  }, []);

  const loadRule = () => import("#core/forms/newsletter-schema.ts").then((module) => module.newsletterSchema);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = form.elements.namedItem("email") as HTMLInputElement;
    if (busy.current) return;
    busy.current = true;
    try {
      const result = (await loadRule()).safeParse({ email: input.value });
      if (!result.success) {
        setError(result.error.issues[0]?.message);
        input.focus();
        return;
      }
      setError(undefined);
      setSubmitting(true);
      await (await import("./subscribe")).subscribe(form);
      form.reset();
      void notify("success", newsletterToast);
      // The disabled button dropped keyboard focus: put it back in the (now empty) field.
      if (document.activeElement === document.body || document.activeElement === null) input.focus();
    } catch (failure) {
      void notify("error", {
        title: "Could not subscribe",
        description: refusalMessage(failure) ?? "Nothing was lost: please try again in a moment.",
      });
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  return (
    <>
      <form
        ref={formRef}
        {...formAttributes("newsletter")}
        onSubmit={handleSubmit}
        onFocus={() => void loadRule().catch(() => {})}
        onChange={() => setError(undefined)}
        aria-label="Newsletter sign-up"
        className="relative mx-auto mt-8 flex max-w-xl flex-col gap-3 text-left sm:flex-row sm:items-start"
      >
        <Honeypot />
        <div className="grid flex-1 gap-2">
          <Label htmlFor={inputId} className="text-brand-tint">
            Email address
          </Label>
          <div className="relative">
            <Icon
              node={Mail}
              className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-600"
              aria-hidden="true"
            />
            <Input
              id={inputId}
              type="email"
              name="email"
              required
              autoComplete="email"
              placeholder="you@example.com"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              tone="onBrand"
              className="pl-9"
            />
          </div>
          {error && (
            <p id={errorId} className="rounded-md bg-white px-2 py-1 text-sm font-medium text-destructive">
              {error}
            </p>
          )}
          <NeedsJavaScriptNote id={noteId}>
            Signing up needs JavaScript: turn it on and reload the page.
          </NeedsJavaScriptNote>
        </div>
        <Button
          {...submitButtonProps({ hydrated, busy: submitting, noteId })}
          size="lg"
          variant="secondary"
          className="sm:mt-[1.375rem] sm:w-36"
        >
          {submitting ? "Subscribing..." : "Subscribe"}
        </Button>
      </form>
      <HoldSubmitsUntilLive />
    </>
  );
}
