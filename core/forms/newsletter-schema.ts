import { textLimits } from "./limits";
import { email } from "./rules";
import * as z from "zod/mini";

/**
 * product §3 newsletter entry: an email only, checked by the site's one email rule (the listing and
 * contact forms use the same), on top of the browser's own check (product §5: required, email type).
 * Loads on first focus.
 */
export const newsletterSchema = z.object({
  email: email({
    invalid: "Please provide a valid email address",
    max: `Email address must be at most ${textLimits.email} characters`,
  }),
});

/** A newsletter sign-up as validated (the address, trimmed). */
export type NewsletterEntry = z.output<typeof newsletterSchema>;
