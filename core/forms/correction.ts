import {
  dietFilters,
  dietKeys,
  factLabels,
  factValueText,
  reservationValues,
  toiletValues,
  wheelchairValues,
  type DietKey,
  type FactKey,
} from "../places/fact-words";
import type { FieldOption } from "./field-table";

/**
 * product §16.2: what a visitor corrects about a place on the correction form (`/contact?place={slug}`): each fact
 * the form offers in its "What to correct" select, and the form's controls that give its new value. A plain table
 * (no zod): the page draws the form from it, the schema (contact-schema.ts) checks by it and says what a correction
 * proposes (its `proposedOf`), which the server stores and the desk applies in one step (product §17.4).
 * The keys are the guide's own: a field of the place (hours, phone, website, address, closed) or a fact in
 * OpenStreetMap's vocabulary (product §10.6); "diet" stands for the four diets, chosen in its own control.
 */
export const correctionFacts = {
  hours: { label: "Hours", controls: ["hours"] },
  phone: { label: "Phone number", controls: ["phone"] },
  website: { label: "Website", controls: ["website"] },
  address: { label: "Address", controls: ["address"] },
  closed: { label: "Closed for good", controls: ["closedOn"] },
  wheelchair: { label: factLabels.wheelchair, controls: ["wheelchair"] },
  "toilets:wheelchair": { label: factLabels["toilets:wheelchair"], controls: ["toilet"] },
  diet: { label: "A diet", controls: ["diet", "dietValue"] },
  "website:menu": { label: factLabels["website:menu"], controls: ["menu"] },
  reservation: { label: factLabels.reservation, controls: ["reservation"] },
  "website:booking": { label: "Booking page", controls: ["booking"] },
} as const satisfies Record<string, { label: string; controls: readonly string[] }>;

/** A fact the correction form offers. */
export type CorrectionFact = keyof typeof correctionFacts;

/** A control of the form that gives a fact's new value. */
export type CorrectionControl = (typeof correctionFacts)[CorrectionFact]["controls"][number];

/** The form's facts, in the order of its select. */
export const correctionFactKeys = Object.keys(correctionFacts) as CorrectionFact[];

/** The controls of every fact, in form order (a control belongs to one fact). */
export const correctionControls: readonly CorrectionControl[] = correctionFactKeys.flatMap(
  (fact) => correctionFacts[fact].controls,
);

/** The fact each control gives the value of. */
export const factOfControl = Object.fromEntries(
  correctionFactKeys.flatMap((fact) => correctionFacts[fact].controls.map((control) => [control, fact])),
) as Record<CorrectionControl, CorrectionFact>;

/** What a correction changes in the guide: a field of the place, or a fact's key ("diet:vegan", not "diet"). */
export type ProposedField = Exclude<CorrectionFact, "diet"> | DietKey;

/** The "What to correct" select's options. */
export const correctionFactOptions: readonly FieldOption[] = correctionFactKeys.map((fact) => ({
  value: fact,
  label: correctionFacts[fact].label,
}));

const optionsOf = (key: FactKey, values: readonly string[]): FieldOption[] =>
  values.map((value) => ({ value, label: factValueText(key, value) }));

/** The choices of the facts with a vocabulary, in the place page's words (product §10.6). */
export const factValueOptions = {
  wheelchair: optionsOf("wheelchair", wheelchairValues),
  toilet: optionsOf("toilets:wheelchair", toiletValues),
  diet: dietFilters.map(({ key, label }) => ({ value: key, label })),
  /** OpenStreetMap's `diet:*` only / yes / no, said of the diet chosen beside it. */
  dietValue: [
    { value: "only", label: "Every dish" },
    { value: "yes", label: "Some dishes" },
    { value: "no", label: "No dishes" },
  ],
  reservation: optionsOf("reservation", reservationValues),
} as const satisfies Record<string, readonly FieldOption[]>;

const isFact = (value: string): value is CorrectionFact => Object.hasOwn(correctionFacts, value);
const isDiet = (value: string): value is DietKey => (dietKeys as readonly string[]).includes(value);

/**
 * The choice a correction link's `fact` names (`?fact=wheelchair`, `?fact=hours`, `?fact=diet:vegan`: the place
 * page's "Tell us" links), as the form's select values; null for none or anything else.
 */
export function factOfLink(param: string | null): { fact: CorrectionFact; diet?: DietKey } | null {
  if (!param) return null;
  if (isDiet(param)) return { fact: "diet", diet: param };
  return isFact(param) ? { fact: param } : null;
}
