/**
 * The longest text each kind of form field accepts, in characters (UTF-16 code units, as the
 * browser's `maxlength` and the counter count them). One table for every form, read by the zod
 * rules (loaded on first focus) and by the page where it shows a limit (the contact message's
 * counter). product §5.4: every text field has a maximum with its own message; nothing is cut.
 */
export const textLimits = {
  /** A person's or a business's name. */
  name: 100,
  /** An email address: the longest path a mail server accepts (RFC 5321 §4.5.3.1.3). */
  email: 254,
  /** A phone number with its punctuation and an extension ("+1 (614) 555-0123 x 1234"). */
  phone: 30,
  /** A website address. */
  url: 500,
  /** A street address or opening hours written out. */
  line: 200,
  /** A business description. */
  description: 1000,
  /** A contact message. */
  message: 5000,
} as const;
