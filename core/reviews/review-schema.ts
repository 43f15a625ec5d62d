import { city } from "../city";
import { textLimits } from "../forms/limits";
import { email, month, oneOf, text } from "../forms/rules";
import { fieldNames, type FieldTable } from "../forms/field-table";
import * as z from "zod/mini";

/** product §19.1: the shortest and longest review text, in characters. */
export const reviewTextLimits = { min: 80, max: 5000 } as const;

/** product §19.1: the longest public name ("Jo S."), in characters. */
export const publicNameMax = 60;

/** The month it is now in Columbus, `YYYY-MM` (product §19.1: a visit is not in the future). */
export function currentMonth(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: city.timeZone, year: "numeric", month: "2-digit" })
    .formatToParts(now)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}`;
}

/** The message under the conflict question when the answer is yes (product §19.1, §19.3). */
export const conflictMessage =
  "We can't take this review: a review by someone who works for, owns or competes with the place is a conflict of interest";

const atMost = (what: string, limit: number) => `${what} must be at most ${limit} characters`;

/**
 * product §19.1: a visitor's review, the one schema of the browser's form and the server (`POST /api/reviews`).
 * - stars: "1" to "5" (the radio buttons' values), as a number 1-5;
 * - text: 80 to 5,000 visible characters, trimmed, never cut;
 * - visitMonth: `YYYY-MM`, not after the current month in Columbus (read when the form is judged);
 * - publicName: 1 to 60 characters ("Jo S."); email: the site's one email rule (never shown);
 * - conflict: "no" passes; "yes" is refused with {@link conflictMessage} (a conflict of interest, product §19.3);
 *   nothing chosen asks for an answer.
 * Every text refuses control characters other than tab and line breaks (product §16.3), as the other forms do.
 */
export const reviewSchema = z.object({
  stars: z.pipe(
    oneOf(["1", "2", "3", "4", "5"], "Please choose from 1 to 5 stars"),
    z.transform((value) => Number(value)),
  ),
  text: text(reviewTextLimits.min, reviewTextLimits.max, {
    min: `Your review must be at least ${reviewTextLimits.min} characters: say what you had and how it was`,
    max: atMost("Your review", reviewTextLimits.max),
  }),
  visitMonth: month("Please give the month of your visit, as YYYY-MM").check(
    z.refine((value) => value <= currentMonth(), "The month of your visit can't be in the future"),
  ),
  publicName: text(1, publicNameMax, {
    min: "Please give the name to show with your review",
    max: atMost("Public name", publicNameMax),
  }),
  email: email({ invalid: "Please provide a valid email address", max: atMost("Email address", textLimits.email) }),
  conflict: z.string().check(
    z.trim(),
    z.refine((value) => value === "yes" || value === "no", "Please answer this question"),
    z.refine((value) => value !== "yes", conflictMessage),
  ),
});

/** A review as validated: stars a number, texts trimmed. */
export type ReviewEntry = z.output<typeof reviewSchema>;

/** A review form's field. */
export type ReviewField = keyof z.input<typeof reviewSchema>;

/** How each field of {@link reviewSchema} is shown, in the schema's order (product §19.1). */
export const reviewFields = {
  stars: {
    label: "Your rating",
    control: "select",
    options: [
      { value: "5", label: "5 stars: excellent" },
      { value: "4", label: "4 stars: good" },
      { value: "3", label: "3 stars: fair" },
      { value: "2", label: "2 stars: poor" },
      { value: "1", label: "1 star: bad" },
    ],
    placeholder: "Choose 1 to 5 stars",
  },
  text: {
    label: "Your review",
    control: "textarea",
    rows: 8,
    wide: true,
    counter: reviewTextLimits.max,
    placeholder: "What did you have, how was it, would you go back?",
  },
  visitMonth: { label: "Month of your visit", control: "input", type: "month", placeholder: "YYYY-MM" },
  publicName: { label: "Name to show", control: "input", autoComplete: "nickname", placeholder: "e.g. Jo S." },
  email: {
    label: "Email (never shown)",
    control: "input",
    type: "email",
    autoComplete: "email",
    placeholder: "you@example.com",
  },
  conflict: {
    label: "Do you work for, own, or compete with this place?",
    control: "select",
    options: [
      { value: "no", label: "No" },
      { value: "yes", label: "Yes" },
    ],
    placeholder: "Choose",
    wide: true,
  },
} as const satisfies FieldTable<ReviewField>;

/** The review form's fields in form order. */
export const reviewFieldNames: readonly ReviewField[] = fieldNames<ReviewField>(reviewFields);
