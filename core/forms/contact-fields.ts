import { correctionFactOptions, factValueOptions } from "./correction";
import { fieldNames, type FieldTable } from "./field-table";
import { textLimits } from "./limits";
import type { ContactField } from "./contact-schema";

/** A correction's control: what a visitor types there is about the place, never their own (no autofill). */
const placeFact = { control: "input", autoComplete: "off" } as const;

/**
 * How each field of contactSchema is shown, in the schema's order (a unit test holds the two in
 * step; the type makes a missing or extra field a typecheck error). The message shows its limit
 * with a counter: longer text is refused with a message, never cut. `fact` to `source` belong to a
 * correction of a place (product §16.2): the form shows them only when it names a place, and of the
 * value controls only the chosen fact's (contact-form.tsx).
 */
export const contactFields = {
  name: { label: "Your Name", control: "input", autoComplete: "name" },
  email: { label: "Email", control: "input", type: "email", autoComplete: "email", placeholder: "you@example.com" },
  fact: {
    label: "What to correct",
    control: "select",
    options: correctionFactOptions,
    placeholder: "Something else (say what in your message)",
  },
  hours: { ...placeFact, label: "Hours now", placeholder: "e.g. Mon-Fri 9 AM - 5 PM, Sat 10-4" },
  phone: { ...placeFact, label: "Phone number now", type: "tel", placeholder: "(614) 555-0123" },
  website: { ...placeFact, label: "Website now", type: "url", placeholder: "www.example.com" },
  address: { ...placeFact, label: "Address now", placeholder: "Street, city, ZIP" },
  closedOn: { ...placeFact, label: "Closed since (month)", type: "month", placeholder: "YYYY-MM" },
  wheelchair: {
    label: "Step-free access",
    control: "select",
    options: factValueOptions.wheelchair,
    placeholder: "Choose",
  },
  toilet: {
    label: "Wheelchair-accessible toilet",
    control: "select",
    options: factValueOptions.toilet,
    placeholder: "Choose",
  },
  diet: { label: "Diet", control: "select", options: factValueOptions.diet, placeholder: "Choose a diet" },
  dietValue: { label: "Dishes for it", control: "select", options: factValueOptions.dietValue, placeholder: "Choose" },
  menu: { ...placeFact, label: "Menu's web address", type: "url", placeholder: "www.example.com/menu" },
  reservation: {
    label: "Reservations",
    control: "select",
    options: factValueOptions.reservation,
    placeholder: "Choose",
  },
  booking: { ...placeFact, label: "Booking page's web address", type: "url", placeholder: "www.example.com/book" },
  source: {
    ...placeFact,
    label: "How do you know?",
    optional: true,
    wide: true,
    placeholder: "e.g. I was there on Saturday, or a link to their page",
  },
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
