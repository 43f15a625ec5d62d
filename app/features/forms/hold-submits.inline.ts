/** Set on a form by the inline script when the visitor submitted it before the app took over. */
export const heldSubmitAttribute = "data-held-submit";

/** Set on a form by the app once it handles the form's submits (the inline script then stands aside). */
export const liveAttribute = "data-live";

/** Marks the submit button the inline script enables (it stays disabled, with its reason, without JavaScript). */
export const needsAppAttribute = "data-needs-app";

/**
 * Product §12.4, decision 004, an inline script (decision 035) placed right after a `<form>`
 * (before-hydration.tsx: HoldSubmitsUntilLive), run while the page is read: enables the form's
 * {@link needsAppAttribute} buttons (JavaScript is on) and, until the app marks the form
 * {@link liveAttribute}, holds a submit instead of letting it go, marking the form {@link heldSubmitAttribute}.
 */
export default function holdSubmits(): void {
  const form = document.currentScript?.previousElementSibling;
  if (!(form instanceof HTMLFormElement)) return;
  form.querySelectorAll<HTMLButtonElement>(`[${needsAppAttribute}]`).forEach((button) => {
    button.disabled = false;
    button.removeAttribute("aria-describedby");
  });
  form.addEventListener(
    "submit",
    (event) => {
      if (form.hasAttribute(liveAttribute)) return;
      event.preventDefault();
      form.setAttribute(heldSubmitAttribute, "");
    },
    true,
  );
}
