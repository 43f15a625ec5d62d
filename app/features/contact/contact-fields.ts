/**
 * The contact form's fields and messages: everything the page shows before anyone sends. The zod
 * rules live in contact-schema.ts, loaded only when the form is checked.
 */

/** The contact form's messages, one per rule. */
export const contactMessages = {
  name: "Name must be at least 2 characters",
  email: "Please provide a valid email address",
  message: "Message must be at least 10 characters",
  messageTooLong: "Message must be at most 5000 characters",
} as const;

/** Longest message accepted, in characters. */
export const contactMessageMaxLength = 5000;

/** The contact form's values, all text. */
export type ContactValues = {
  name: string;
  email: string;
  message: string;
};

/** A contact message as validated by contactSchema (the same fields, text trimmed). */
export type ContactMessage = ContactValues;

/** The form's empty state, at first and after a successful send. */
export const emptyContact: ContactValues = { name: "", email: "", message: "" };
