import { textLimits } from "./limits";
import { correctionFacts, factValueOptions, type CorrectionControl, type ProposedField } from "./correction";
import { email, month, oneOf, phone, text, visibleLength, website } from "./rules";
import * as z from "zod/mini";

const atMost = (what: string, limit: number) => `${what} must be at most ${limit} characters`;
const valuesOf = (options: readonly { value: string }[]) => options.map((option) => option.value);

/** The shortest message that says something (product §16.2): a message without a fact to correct needs it. */
const messageMin = 10;

/** The longest "How do you know?" (a sentence, or a page's address). */
const sourceMax = 500;

/**
 * The rule of each control that gives a fact's new value (product §16.2), and its message when the fact chosen needs
 * it and it is empty. The hours, phone, website and address take the listing form's rules and words (product §5.4);
 * a closure its month; a fact with a vocabulary one of its words (product §10.6); a menu or booking page a website.
 */
const controlRules = {
  hours: {
    rule: text(5, textLimits.line, {
      min: "Please provide business hours",
      max: atMost("Business hours", textLimits.line),
    }),
    needed: "Please provide business hours",
  },
  phone: {
    rule: phone({ min: "Please provide a valid phone number", max: atMost("Phone number", textLimits.phone) }),
    needed: "Please provide a valid phone number",
  },
  website: {
    rule: website({ min: "Please provide a valid website URL", max: atMost("Website URL", textLimits.url) }),
    needed: "Please provide a valid website URL",
  },
  address: {
    rule: text(5, textLimits.line, { min: "Please provide a valid address", max: atMost("Address", textLimits.line) }),
    needed: "Please provide a valid address",
  },
  closedOn: {
    rule: month("Please give the month it closed, as YYYY-MM"),
    needed: "Please give the month it closed, as YYYY-MM",
  },
  wheelchair: {
    rule: oneOf(valuesOf(factValueOptions.wheelchair), "Please choose how step-free it is"),
    needed: "Please choose how step-free it is",
  },
  toilet: {
    rule: oneOf(valuesOf(factValueOptions.toilet), "Please choose whether it has one"),
    needed: "Please choose whether it has one",
  },
  diet: {
    rule: oneOf(valuesOf(factValueOptions.diet), "Please choose the diet"),
    needed: "Please choose the diet",
  },
  dietValue: {
    rule: oneOf(valuesOf(factValueOptions.dietValue), "Please choose how many dishes suit it"),
    needed: "Please choose how many dishes suit it",
  },
  menu: {
    rule: website({ min: "Please provide the menu's web address", max: atMost("Menu URL", textLimits.url) }),
    needed: "Please provide the menu's web address",
  },
  reservation: {
    rule: oneOf(valuesOf(factValueOptions.reservation), "Please choose how it takes reservations"),
    needed: "Please choose how it takes reservations",
  },
  booking: {
    rule: website({ min: "Please provide the booking page's web address", max: atMost("Booking URL", textLimits.url) }),
    needed: "Please provide the booking page's web address",
  },
} satisfies Record<CorrectionControl, { rule: z.ZodMiniType<string, string>; needed: string }>;

/** A control as typed: judged by its rule only when the fact chosen uses it ({@link contactSchema}). */
const control = () => z._default(z.string(), "");

/** The fact chosen: one of correction.ts's, or nothing (blank). */
const fact = z._default(
  z.string().check(
    z.trim(),
    z.refine((value) => value === "" || Object.hasOwn(correctionFacts, value), "Please choose what to correct"),
  ),
  "",
);

/**
 * The contact form (/contact), and the correction form it becomes for a place (`/contact?place={slug}`, product
 * §16.2): the one source of its fields (names, order), rules, messages and types, in the browser and on the server.
 * - name: 2 to 100 characters; email: the site's one email rule.
 * - fact: what to correct, one of core/forms/correction.ts's facts, or nothing ("Something else", or a plain
 *   message). Only the controls of the fact chosen are judged and needed, each by its own rule
 *   ({@link controlRules}); the others are ignored (a visitor may have typed in one, then chosen another fact).
 * - source ("How do you know?"): optional, at most 500 characters; what the editors check the correction against.
 * - message: at most 5000 characters, refused (never cut) when longer; at least 10 when no fact was chosen (it is
 *   then the whole correction or message), optional with a fact (a note).
 * Text is trimmed; invisible format characters do not count toward a minimum. Same wording style as the listing
 * form's rules (product §5). Loads on first focus. What a valid correction proposes: {@link proposedOf}.
 */
export const contactSchema = z
  .object({
    name: text(2, textLimits.name, {
      min: "Name must be at least 2 characters",
      max: atMost("Name", textLimits.name),
    }),
    email: email({ invalid: "Please provide a valid email address", max: atMost("Email address", textLimits.email) }),
    fact,
    hours: control(),
    phone: control(),
    website: control(),
    address: control(),
    closedOn: control(),
    wheelchair: control(),
    toilet: control(),
    diet: control(),
    dietValue: control(),
    menu: control(),
    reservation: control(),
    booking: control(),
    source: z._default(text(0, sourceMax, { min: "", max: atMost("How you know", sourceMax) }), ""),
    message: text(0, textLimits.message, {
      min: "",
      max: atMost("Message", textLimits.message),
    }),
  })
  .check(
    z.superRefine((values, ctx) => {
      const chosen = factOf(values.fact);
      if (!chosen) {
        if (visibleLength(values.message.trim()) < messageMin)
          ctx.issues.push({
            code: "custom",
            path: ["message"],
            message: `Message must be at least ${messageMin} characters`,
            input: values.message,
          });
        return;
      }
      for (const name of chosen.controls) {
        const { rule, needed } = controlRules[name];
        const value = values[name];
        if (value.trim() === "") {
          ctx.issues.push({ code: "custom", path: [name], message: needed, input: value });
          continue;
        }
        const result = rule.safeParse(value);
        if (!result.success)
          for (const issue of result.error.issues)
            ctx.issues.push({ code: "custom", path: [name], message: issue.message, input: value });
      }
    }),
  );

const factOf = (value: string) =>
  Object.hasOwn(correctionFacts, value) ? correctionFacts[value as keyof typeof correctionFacts] : undefined;

/**
 * What a valid correction proposes, as the guide stores it: the field or fact key it changes and the new value as
 * its control's rule gives it (trimmed; a web address with "https://" put in front): "wheelchair" / "yes", a diet
 * by its own key, "diet:vegan" / "only". Null when no fact was chosen (the message says what is wrong).
 */
export function proposedOf(values: ContactMessage): { field: ProposedField; value: string } | null {
  const chosen = factOf(values.fact);
  if (!chosen) return null;
  const [name, valueName = name] = chosen.controls;
  const value = controlRules[valueName].rule.parse(values[valueName]);
  if (values.fact === "diet") return { field: controlRules.diet.rule.parse(values[name]) as ProposedField, value };
  return { field: values.fact as ProposedField, value };
}

/** The contact form's values as typed (the correction's controls may be absent: a plain message has none). */
export type ContactValues = z.input<typeof contactSchema>;

/** A contact message or correction as validated (the same fields, trimmed; the ones not used are ""). */
export type ContactMessage = z.output<typeof contactSchema>;

/** The contact form's field names. */
export type ContactField = keyof ContactValues;
