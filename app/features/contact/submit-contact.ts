import type { ContactMessage } from "#core/forms/contact-schema.ts";
import { postForm, wait } from "~/features/forms";
import { checkPhotoFields, settlePhotoUploads } from "~/features/photos";

/** Simulated delay of a contact message on a static-only host, like the newsletter's (product §9: 1000 ms). */
export const contactSubmitDelayMs = 1000;

/**
 * product §16.2: sends the contact form to the server (its fields to POST /api/messages, validated
 * there with the same contactSchema); with its `place` field set (a correction link's place) the
 * message is stored as a correction of that place. Throws FormRefused with the server's sentence or
 * field messages, or when it could not be reached. On a static-only host (SITE_BACKEND=none) it waits
 * {@link contactSubmitDelayMs} and logs the message; nothing leaves the browser. Loaded on submit.
 */
export async function submitContact(
  message: ContactMessage,
  form: HTMLFormElement,
  { delayMs = contactSubmitDelayMs }: { delayMs?: number } = {},
): Promise<void> {
  if (__SITE_BACKEND__ !== "none") {
    await settlePhotoUploads(form);
    checkPhotoFields(form);
    await postForm(form);
    return;
  }
  await wait(delayMs);
  console.log("Contact message submitted:", message);
}
