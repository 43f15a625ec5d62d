import { fieldNames, type FieldTable } from "./field-table";
import { textLimits } from "./limits";
import type { ContactField } from "./contact-schema";

/**
 * How each field of contactSchema is shown, in the schema's order (a unit test holds the two in
 * step; the type makes a missing or extra field a typecheck error). The message shows its limit
 * with a counter: longer text is refused with a message, never cut.
 */
export const contactFields = {
  name: { label: "Your Name", control: "input", autoComplete: "name" },
  email: { label: "Email", control: "input", type: "email", autoComplete: "email", placeholder: "you@example.com" },
  message: {
    label: "Message",
    control: "textarea",
    rows: 6,
    wide: true,
    counter: textLimits.message,
    placeholder: "A question, a correction to a listing, an idea for the guide...",
  },
} as const satisfies FieldTable<ContactField>;

/** The contact form's fields in form order. */
export const contactFieldNames: readonly ContactField[] = fieldNames<ContactField>(contactFields);

/**
 * The start of the message when the visitor came from a place page's "Suggest a correction" link
 * (/contact?place={slug}); `placeName` is the place's name from the guide.
 */
export const correctionMessageStart = (placeName: string) => `Correction for ${placeName}: `;
