import { MailIcon } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { notify } from "~/lib/notify";

/** Spec §9: the simulated sign-up takes 1000 ms. */
export const newsletterDelayMs = 1000;

/** Spec §4: the success toast. */
export const newsletterToast = {
  title: "Success!",
  description: "You've been subscribed to our newsletter.",
} as const;

/**
 * Spec §4-§5 newsletter: a required email field (browser validation: an empty or malformed address
 * is never submitted) and 'Subscribe'. Submitting shows 'Subscribing...' on the disabled button for
 * 1 second, then the toast 'Success!' / "You've been subscribed to our newsletter.", clears the field
 * and returns to idle. Nothing is sent anywhere (Spec §1, §7).
 */
export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => () => clearTimeout(timer.current), []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    timer.current = setTimeout(() => {
      setSubmitting(false);
      setEmail("");
      void notify("success", newsletterToast);
      // The disabled button dropped keyboard focus: put it back in the (now empty) field.
      if (document.activeElement === document.body || document.activeElement === null) inputRef.current?.focus();
    }, newsletterDelayMs);
  }

  return (
    <form onSubmit={handleSubmit} aria-label="Newsletter sign-up" className="mx-auto mt-8 flex max-w-xl flex-col gap-3 text-left sm:flex-row sm:items-end">
      <div className="grid flex-1 gap-2">
        <Label htmlFor={`${id}-email`} className="text-red-50">
          Email address
        </Label>
        <div className="relative">
          <MailIcon className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-600" aria-hidden="true" />
          <Input
            ref={inputRef}
            id={`${id}-email`}
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className="h-11 border-white bg-white pl-9 text-stone-900"
          />
        </div>
      </div>
      <Button type="submit" size="lg" variant="secondary" disabled={submitting} className="sm:w-36">
        {submitting ? "Subscribing..." : "Subscribe"}
      </Button>
    </form>
  );
}
