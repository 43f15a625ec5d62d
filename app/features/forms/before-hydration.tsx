import type { ReactNode } from "react";
import { hasServer } from "./backend";
import holdSubmitsScript from "./hold-submits.inline.ts?inline-script";
import { heldSubmitAttribute, liveAttribute, needsAppAttribute } from "./hold-submits.inline";
import { formEndpoints } from "#core/forms/server-contract.ts";

/**
 * The moment before the app takes over (product §12.4): the page is drawn and looks ready, but React
 * has not hydrated it yet. A form must neither lose a submit made then nor send it anywhere it was
 * not meant for (decisions 004 and 027).
 *
 * - With the site's server ({@link hasServer}) the `<form>` posts to its endpoint
 *   (`method="post" action="/api/..."`, {@link formAttributes}): without JavaScript that plain post
 *   is the form (the server answers 303 to the result, or a page of the same messages).
 * - On a static-only host it has `method="dialog"`: outside a dialog, a native submit of such a form
 *   does nothing at all (HTML standard, form submission algorithm: "If method is dialog ... return").
 *   Without JavaScript the button stays disabled and is described by {@link NeedsJavaScriptNote}.
 * - Either way {@link HoldSubmitsUntilLive}, an inline script right after the form (hold-submits.inline.ts; its hash is in
 *   the page's content security policy like every inline script), enables the submit button and
 *   marks a submit made before hydration with {@link heldSubmitAttribute} instead of letting it go;
 *   useValidatedForm submits it again, with what the visitor typed, once the app is live, so the
 *   visitor gets the app's messages and toasts.
 */

/**
 * Called by a form's code once the app is live (in an effect): from now on submits are the app's
 * (the inline script stands aside), and a submit the visitor made before is submitted again
 * (`requestSubmit()`: the form's own submit handler runs, with what the visitor typed).
 */
export function takeOverSubmits(form: HTMLFormElement): void {
  form.setAttribute(liveAttribute, "");
  if (!form.hasAttribute(heldSubmitAttribute)) return;
  form.removeAttribute(heldSubmitAttribute);
  form.requestSubmit();
}

/**
 * Place right after a `<form method="dialog">` whose submit button carries {@link needsAppAttribute}.
 * Runs while the page is read: enables the button (JavaScript is on) and holds any submit until the
 * app is live. A page the app renders itself (a client-side navigation) does not run it: there the
 * app is live from the start.
 */
export function HoldSubmitsUntilLive() {
  // Only the pre-rendered HTML needs the text: hydration keeps the server's script as it is, and a
  // script the app inserts later never runs. So the text stays out of the page's JavaScript.
  return (
    <script
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? holdSubmitsScript : "" }}
    />
  );
}

/**
 * The `<form>`'s method and action: a post to the form's endpoint with the site's server, else
 * `method="dialog"` (a native submit does nothing).
 */
export function formAttributes(form: keyof typeof formEndpoints): { method: "post" | "dialog"; action?: string } {
  return hasServer ? { method: "post", action: formEndpoints[form] } : { method: "dialog" };
}

/**
 * Shown only when JavaScript is off on a static-only host (with the server the form works without
 * it, and this shows nothing): says plainly that the form needs it. `id` is what the disabled
 * submit button's `aria-describedby` names, so the button says why it is disabled.
 */
export function NeedsJavaScriptNote({ id, children }: { id: string; children: ReactNode }) {
  if (hasServer) return null;
  return (
    <noscript>
      <p id={id} className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-stone-900">
        {children}
      </p>
    </noscript>
  );
}

/**
 * Props for a form's submit button: disabled while `busy`. On a static-only host also until the app is
 * live (the inline script enables it early when JavaScript is on), described until then by the note
 * `noteId`; with the server it works from the first paint, JavaScript or not.
 */
export function submitButtonProps({ hydrated, busy, noteId }: { hydrated: boolean; busy: boolean; noteId: string }) {
  const waiting = !hasServer && !hydrated;
  return {
    type: "submit" as const,
    disabled: waiting || busy,
    "aria-describedby": waiting ? noteId : undefined,
    [needsAppAttribute]: "",
  };
}
