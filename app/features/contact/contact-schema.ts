import * as z from "zod/mini";
import { emailText, minText } from "~/features/forms/rules";

/** The contact form's messages, one per rule. */
export const contactMessages = {
  name: "Name must be at least 2 characters",
  email: "Please provide a valid email address",
  message: "Message must be at least 10 characters",
  messageTooLong: "Message must be at most 5000 characters",
} as const;

/** Longest message accepted, in characters. */
export const contactMessageMaxLength = 5000;

/**
 * The contact form (/contact): name (at least 2 characters), email (a valid address) and message
 * (10 to 5000 characters), all trimmed. Same wording style as the listing form's rules (Spec §5).
 */
export const contactSchema = z.object({
  name: minText(2, contactMessages.name),
  email: emailText(contactMessages.email),
  message: minText(10, contactMessages.message).check(z.maxLength(contactMessageMaxLength, contactMessages.messageTooLong)),
});

/** A contact message as validated (trimmed text). */
export type ContactMessage = z.output<typeof contactSchema>;

/** The contact form's values. */
export type ContactValues = z.input<typeof contactSchema>;

/** The form's empty state, at first and after a successful send. */
export const emptyContact: ContactValues = { name: "", email: "", message: "" };
