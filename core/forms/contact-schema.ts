import { textLimits } from "./limits";
import { email, text } from "./rules";
import * as z from "zod/mini";

const atMost = (what: string, limit: number) => `${what} must be at most ${limit} characters`;

/**
 * The contact form (/contact): the one source of its fields (names, order), rules, messages and
 * types. Name: 2 to 100 characters; email: the site's one email rule; message: 10 to 5000
 * characters, refused (never cut) when longer. Text is trimmed; invisible format characters do not
 * count toward a minimum. Same wording style as the listing form's rules (product §5). Loads on first focus.
 */
export const contactSchema = z.object({
  name: text(2, textLimits.name, { min: "Name must be at least 2 characters", max: atMost("Name", textLimits.name) }),
  email: email({ invalid: "Please provide a valid email address", max: atMost("Email address", textLimits.email) }),
  message: text(10, textLimits.message, {
    min: "Message must be at least 10 characters",
    max: atMost("Message", textLimits.message),
  }),
});

/** The contact form's values as typed. */
export type ContactValues = z.input<typeof contactSchema>;

/** A contact message as validated (the same fields, trimmed). */
export type ContactMessage = z.output<typeof contactSchema>;

/** The contact form's field names. */
export type ContactField = keyof ContactValues;
