import { postForm, wait } from "~/features/forms";

/** product §9: the simulated sign-up's delay on a static-only host (SITE_BACKEND=none). */
export const newsletterDelayMs = 1000;

/**
 * product §16.4: sends the sign-up form to the server (POST /api/newsletter; double opt-in: the server
 * mails a confirm link and answers alike whether or not the address is known). Throws FormRefused with
 * the server's sentence, or when it could not be reached. On a static-only host it waits
 * {@link newsletterDelayMs} and sends nothing (product §4.3). Loaded when the visitor submits.
 * @param form the sign-up form, whose fields (the address and the honeypot) are sent
 */
export async function subscribe(form: HTMLFormElement): Promise<void> {
  if (__SITE_BACKEND__ !== "none") {
    await postForm(form);
    return;
  }
  await wait(newsletterDelayMs);
}
